import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone: the server and the browser must print the same text (hydration),
// and the company works on UAE time.
const receivedFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
})

/** When a message arrived, e.g. '3 Jun 2025, 2:15 pm' (en-AE, UAE time). */
export function formatReceived(date: Date | string): string {
  return receivedFormat.format(typeof date === 'string' ? new Date(date) : date)
}
