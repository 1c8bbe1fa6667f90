import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone keeps the server-rendered and hydrated text identical.
const submittedFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
})

/** When a request arrived, in UAE time: '22 Nov 2026, 04:41 am'. */
export function formatSubmittedAt(date: Date | string): string {
  return submittedFormat.format(new Date(date))
}

const dayFormat = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
})

/** The day a request arrived, in UAE time: '22 Nov 2026'. */
export function formatSubmittedDay(date: Date | string): string {
  return dayFormat.format(new Date(date))
}
