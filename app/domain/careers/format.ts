import { INTL_LOCALE, type Locale } from '~/i18n/locale'

// Dates are shown in the company's time zone so the server render and the browser agree.
const TIME_ZONE = 'Asia/Dubai'

// SPEC 2: English pages write the long US format; other languages their page's Intl locale.
const POSTED_LOCALE: Record<Locale, string> = { ...INTL_LOCALE, en: 'en-US' }
const postedFormats = new Map<Locale, Intl.DateTimeFormat>()

/** SPEC 2: 'Posted on' uses the long US English format, e.g. 'April 2, 2025'; Arabic '2 أبريل 2025'. */
export function formatPostedDate(date: Date, locale: Locale = 'en'): string {
  let postedFormat = postedFormats.get(locale)
  if (!postedFormat) {
    postedFormat = new Intl.DateTimeFormat(POSTED_LOCALE[locale], {
      dateStyle: 'long',
      timeZone: TIME_ZONE,
    })
    postedFormats.set(locale, postedFormat)
  }
  return postedFormat.format(date)
}

/** 'YYYY-MM-DD HH:mm' in UAE time: sorts correctly and spreadsheets read it as a date. */
export function formatExportDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}
