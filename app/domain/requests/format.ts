import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone, so the server and the browser render the same date (no hydration mismatch).
const dateFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'medium',
  timeZone: 'Asia/Dubai',
})

export function formatRequestDate(date: Date | string): string {
  return dateFormat.format(typeof date === 'string' ? new Date(date) : date)
}
