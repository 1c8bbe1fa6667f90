import { DEFAULT_LOCALE } from '~/i18n'

// A fixed time zone keeps the server-rendered and hydrated text identical.
const SUBMITTED_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
}
const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
}
const formats = new Map<string, Intl.DateTimeFormat>()

function formatOf(locale: string, kind: 'submitted' | 'day'): Intl.DateTimeFormat {
  const key = `${locale}|${kind}`
  let dateFormat = formats.get(key)
  if (!dateFormat) {
    dateFormat = new Intl.DateTimeFormat(locale, kind === 'day' ? DAY_OPTIONS : SUBMITTED_OPTIONS)
    formats.set(key, dateFormat)
  }
  return dateFormat
}

/** When a request arrived, in UAE time: '22 Nov 2026, 04:41 am'. `locale`: an Intl locale (useIntlLocale()). */
export function formatSubmittedAt(date: Date | string, locale: string = DEFAULT_LOCALE): string {
  return formatOf(locale, 'submitted').format(new Date(date))
}

/** The day a request arrived, in UAE time: '22 Nov 2026'. `locale`: an Intl locale (useIntlLocale()). */
export function formatSubmittedDay(date: Date | string, locale: string = DEFAULT_LOCALE): string {
  return formatOf(locale, 'day').format(new Date(date))
}
