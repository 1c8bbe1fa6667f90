import { getFormProps, useForm, type FormMetadata } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { localizeMessage, useLocale, useT } from '~/i18n'
import { browserFormName } from '~/lib/kit-forms'

/** What a form's element tells the kit-form island (app/islands/kit-form.ts), by form. */
const islandData = new WeakMap<object, { schema?: string; validate: 'onBlur' | 'onSubmit' }>()

/**
 * The form element's props: Conform's (id, no native validation, its submit handler), and on
 * a page without hydration what the kit-form island needs: the schema's name (registered in
 * app/lib/kit-forms.ts) and when it checks (docs/decisions/030-forms-without-hydration.md).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function kitFormProps(form: FormMetadata<any, string[]>) {
  const data = islandData.get(form)
  return {
    ...getFormProps(form),
    'data-island': 'kit-form',
    'data-schema': data?.schema,
    'data-validate': data?.validate,
  } as const
}

type FormOptions<Fields extends Record<string, unknown>, Value> = Parameters<
  typeof useForm<Fields, Value>
>[0]

/**
 * The kit's Conform form (decision 013): the route's Zod schema validates in the browser as it
 * does in the action. A field reports its error when it is left and clears it as it is
 * corrected; a form that passes `shouldValidate` (sign-in: on submit) keeps Conform's own
 * default for revalidation. Any other `useForm` option is passed through. `Fields` widens the
 * schema's input with fields it does not parse (an upload handleForm checks: `image`).
 * The schema's messages name catalog keys (decision 017); they are shown in the page's language.
 */
export function useKitForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Fields extends Record<string, unknown> = z.input<Schema>,
>({
  schema,
  ...options
}: Omit<FormOptions<NoInfer<Fields>, z.output<Schema>>, 'onValidate'> & { schema: Schema }) {
  const messages = useT()
  const locale = useLocale()
  const result = useForm<Fields, z.output<Schema>>({
    ...(options.shouldValidate === undefined
      ? ({ shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const)
      : null),
    ...options,
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema })
      if (submission.status === 'error' && submission.error) {
        for (const [name, list] of Object.entries(submission.error)) {
          submission.error[name] =
            list?.map((message) => localizeMessage(messages, locale, message)) ?? null
        }
      }
      return submission
    },
  })
  islandData.set(result[0], {
    schema: browserFormName(schema),
    validate: options.shouldValidate === 'onSubmit' ? 'onSubmit' : 'onBlur',
  })
  return result
}
