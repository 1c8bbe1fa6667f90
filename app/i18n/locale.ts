/*
 * The site's languages and how an address carries one (decision 017). English is at the
 * root (`/investments`); Arabic is the same page under `/ar` (`/ar/investments`). The path is
 * the only source of a page's language: no cookie, no Accept-Language redirect.
 */

export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LANGUAGE: Locale = 'en'

/** The prefix of every non-default language's pages. */
const PREFIX: Record<Locale, string> = { en: '', ar: '/ar' }

/**
 * The Intl locale of each language: dates, numbers and plural rules. Arabic pages write
 * Latin digits (0–9), as most UAE sites and documents do (decision 017).
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' }

export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/** Open Graph's og:locale per language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_AE', ar: 'ar_AE' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language of a path: `/ar` and `/ar/...` are Arabic, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en'
}

/** The language of a request, by its path. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname)
}

/** The path without its language prefix: `/ar/careers` → `/careers`, `/ar` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(PREFIX.ar.length) || '/'
}

// Addresses that are the same in every language: files, images, feeds, the health checks.
const SHARED_PATHS =
  /^\/(files|og|images|assets|fonts|favicon|sitemap\.xml|robots\.txt|healthz|readyz)(\/|\.|$)/

/**
 * A site-relative address in `locale`: `localizePath('ar', '/careers?apply=job-001')` →
 * `/ar/careers?apply=job-001`. Addresses already in a language, relative ones (`?page=2`),
 * absolute URLs and shared files are returned as they are.
 */
export function localizePath(locale: Locale, to: string): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to
  const end = to.search(/[?#]/)
  const pathname = end === -1 ? to : to.slice(0, end)
  if (locale === 'en' || localeOfPath(pathname) !== 'en' || SHARED_PATHS.test(pathname)) return to
  const rest = end === -1 ? '' : to.slice(end)
  return `${PREFIX[locale]}${pathname === '/' ? '' : pathname}${rest}`
}

/** The same page in another language (the header's language switch, hreflang). */
export function switchLocale(to: Locale, pathname: string, search = ''): string {
  const path = pathWithoutLocale(pathname)
  const target = to === 'en' ? path : `${PREFIX[to]}${path === '/' ? '' : path}`
  return `${target}${search}`
}
