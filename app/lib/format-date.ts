import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone: the server and the browser must print the same text (hydration),
// and the company works on UAE time.
const dateTimeFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
})

/** A moment in the admin area, e.g. '3 Jun 2025, 2:15 pm' (en-AE, UAE time). */
export function formatDateTime(date: Date | string): string {
  return dateTimeFormat.format(typeof date === 'string' ? new Date(date) : date)
}

const dateFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeZone: 'Asia/Dubai',
})

/** A day, e.g. '3 Jun 2025' (en-AE, UAE time). */
export function formatDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date)
}
