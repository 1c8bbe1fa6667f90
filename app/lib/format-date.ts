import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone: the server and the browser must print the same text (hydration),
// and the company works on UAE time. `locale` is an Intl locale (useIntlLocale(), INTL_LOCALE).
const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(locale: string, kind: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      // Arabic's medium style is all digits (24/11/2026); the long one names the month.
      dateStyle: locale.startsWith('ar') ? 'long' : 'medium',
      ...(kind === 'dateTime' ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Dubai',
    })
    formats.set(key, format)
  }
  return format
}

/** A moment, e.g. '3 Jun 2025, 2:15 pm' (en-AE, UAE time). */
export function formatDateTime(date: Date | string, locale: string = DEFAULT_LOCALE): string {
  return formatOf(locale, 'dateTime').format(typeof date === 'string' ? new Date(date) : date)
}

/** A day, e.g. '3 Jun 2025' (en-AE, UAE time). */
export function formatDate(date: Date | string, locale: string = DEFAULT_LOCALE): string {
  return formatOf(locale, 'date').format(typeof date === 'string' ? new Date(date) : date)
}
