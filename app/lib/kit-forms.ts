import { z } from 'zod'

/*
 * The forms a page without hydration validates in the browser (docs/decisions/030-forms-without-hydration.md).
 * A schema joins by registering its name: `z.object({...}).register(browserForms, { name: 'contact' })`.
 * The form kit writes the name on the form (`data-schema`); the kit-form island loads the
 * schema by that name (app/islands/form-schemas.ts) and validates as Conform does in React.
 */

/** A schema's name for the browser; app/islands/form-schemas.ts loads it by this name. */
export const browserForms = z.registry<{ name: string }>()

/** The name a schema is registered under for the browser, if any. */
export function browserFormName(schema: z.ZodType): string | undefined {
  return browserForms.get(schema)?.name
}
