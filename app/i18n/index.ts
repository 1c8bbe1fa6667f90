import { useLocation } from 'react-router'
import { catalogOf, useCatalog } from './catalog'
import type { Messages } from './en'
import { format } from './format'
import { INTL_LOCALE, localeOfPath, localeOfRequest, type Locale } from './locale'
import { pluralForm, type PluralForms } from './plural'

export type { Messages } from './en'
export type { Locale } from './locale'
export { format } from './format'
export { localizeMessage, messageKeys, messageWith } from './message-keys'

/** The Intl locale of English pages (kept for code that is English only: company e-mails, exports). */
export const DEFAULT_LOCALE = INTL_LOCALE.en

/**
 * The catalog of a language. In the browser it holds what has been loaded and reads the rest
 * from its files, suspending the render that reads it (app/i18n/catalog.tsx): read it while
 * rendering, as `useT()` and meta functions do.
 */
export function messagesFor(locale: Locale): Messages {
  return catalogOf(locale)
}

/** The catalog of a request's language (its path: `/ar/...` is Arabic). */
export function messagesOf(request: Request): Messages {
  return catalogOf(localeOfRequest(request))
}

/** The catalog of a page by its path: for meta functions (`({ location }) => messagesAt(location.pathname)`). */
export function messagesAt(pathname: string): Messages {
  return catalogOf(localeOfPath(pathname))
}

/** The Intl locale of the page being rendered (dates, numbers): 'en-AE' or 'ar-AE-u-nu-latn'. */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale()]
}

/** The language of the page being rendered, from its address. */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname)
}

/** The catalog of the page being rendered. */
export function useT(): Messages {
  return useCatalog(useLocale())
}

/**
 * The English catalog, for what is always English: notifications to the company, logs and
 * exports. A page, a form's messages or an e-mail to a person use their language instead
 * (`useT()`, `messagesOf(request)`, `messagesFor(person.locale)`).
 */
export const t: Messages = catalogOf('en')

/** A counted phrase in `locale`: formatCount(m.count, 6, 'ar') → '6 فرص'. `{n}` is the count. */
export function formatCount(
  forms: PluralForms,
  count: number,
  locale: Locale,
  values: Record<string, string | number> = {},
): string {
  const n = new Intl.NumberFormat(INTL_LOCALE[locale]).format(count)
  return format(pluralForm(forms, count, INTL_LOCALE[locale]), { n, ...values })
}
