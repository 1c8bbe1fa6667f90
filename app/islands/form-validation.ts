import '~/lib/zod-without-eval'
import { parseWithZod } from '@conform-to/zod/v4'
import type { Messages } from '~/i18n/en'
import { localizeMessage } from '~/i18n/message-keys'
import type { Locale } from '~/i18n/locale'
import { formSchemas } from './form-schemas'

/*
 * The kit-form island's validation, in its own chunk (Zod, Conform's parser, the schema), loaded
 * when a page's form first needs it. It parses the form as the action and React's useKitForm
 * do (Conform's parseWithZod), and writes each message in the page's language.
 */

/** Each field's messages by name, in the page's language; '' holds the form's own. */
export type FieldErrors = Record<string, string[]>

/** The catalog files the browser may load, one chunk each (as app/i18n/catalog.tsx loads them). */
const catalogFiles = import.meta.glob<Record<string, Record<string, unknown>>>([
  '../i18n/en/*.ts',
  '../i18n/ar/*.ts',
  '!../i18n/*/emails.ts',
  '!../i18n/*/admin.ts',
])

/** The texts of the namespaces `messages` name: `careers.apply…` → careers.ts, `errors…` → common.ts. */
async function catalogFor(locale: Locale, messages: string[]): Promise<Messages> {
  const catalog: Record<string, unknown> = {}
  const namespaces = new Set(
    messages
      .filter((message) => message.startsWith('i18n:'))
      .map((message) => message.slice('i18n:'.length).split('.')[0] ?? ''),
  )
  for (const namespace of namespaces) {
    const ownFile = `../i18n/${locale}/${namespace}.ts`
    const isOwn = ownFile in catalogFiles
    const module = await catalogFiles[isOwn ? ownFile : `../i18n/${locale}/common.ts`]?.()
    if (!module) continue
    if (isOwn) catalog[namespace] = module[namespace]
    else Object.assign(catalog, module.common)
  }
  return catalog as Messages
}

/** Whether the schema of this name exists (a form names one the page cannot load: no checks). */
export function hasSchema(name: string): boolean {
  return name in formSchemas
}

/** The form's errors under its schema, or none; a message the catalog lacks stays as it is. */
export async function validateForm(
  schemaName: string,
  formData: FormData,
  locale: Locale,
): Promise<FieldErrors> {
  const load = formSchemas[schemaName]
  if (!load) return {}
  const submission = parseWithZod(formData, { schema: await load() })
  if (submission.status !== 'error' || !submission.error) return {}
  const errors: FieldErrors = {}
  const all = Object.values(submission.error).flatMap((list) => list ?? [])
  const messages = await catalogFor(locale, all)
  for (const [name, list] of Object.entries(submission.error)) {
    if (list?.length) errors[name] = list.map((text) => localizeMessage(messages, locale, text))
  }
  return errors
}
