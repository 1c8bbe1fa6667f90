import { catalogShape } from './catalog-shape'
import type { Messages } from './en'
import { format } from './format'
import { INTL_LOCALE, type Locale } from './locale'

/*
 * Messages decided before the language is known (decision 017). A Zod schema is built once
 * for every request and both languages, so it names its messages by catalog path instead of
 * holding English text: `messageKeys.company.contact.nameRequired` is the string
 * 'i18n:company.contact.nameRequired'. Whatever shows the message (the form's error list,
 * handleForm's answer) turns it into the page's language with `localizeMessage`.
 */

const MARK = 'i18n:'

function keysOf(node: unknown, path: string): unknown {
  if (Array.isArray(node)) return node.map((item, index) => keysOf(item, `${path}.${index}`))
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        keysOf(value, path ? `${path}.${key}` : key),
      ]),
    )
  }
  return `${MARK}${path}`
}

/**
 * The catalog's shape with each text replaced by its key; for schemas, which have no language.
 * Built from the keys alone (catalog-shape.ts), so no catalog's texts reach the browser with it.
 */
// Pure: a page that imports no schema drops it and the key list with it.
export const messageKeys = /* @__PURE__ */ keysOf(catalogShape, '') as Messages

/**
 * A key with values to fill in later: `messageWith(messageKeys.errors.tooLong, { max: 5000 })`.
 * Numbers are written in the page's language when the message is shown.
 */
export function messageWith(key: string, values: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(
    Object.entries(values).map(([name, value]) => [name, String(value)]),
  )}`
}

/** A message in `locale`: a key is looked up in `messages`; any other text is returned as it is. */
export function localizeMessage(messages: Messages, locale: Locale, message: string): string {
  if (!message.startsWith(MARK)) return message
  const [path, query = ''] = message.slice(MARK.length).split('?')
  let node: unknown = messages
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined
  }
  if (typeof node !== 'string') return message
  const numbers = new Intl.NumberFormat(INTL_LOCALE[locale])
  const values = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [
      name,
      value !== '' && Number.isFinite(Number(value)) ? numbers.format(Number(value)) : value,
    ]),
  )
  return format(node, values)
}
