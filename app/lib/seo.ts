import type { MetaDescriptor } from 'react-router'
import { messagesAt, t, type Messages } from '~/i18n'
import { localeOfPath, pathWithoutLocale, type Locale } from '~/i18n/locale'

/**
 * Link previews show a generated PNG card (app/server/social-card.server.ts): the site's for
 * the home page and every page without its own, one per investment and per job. Previews do
 * not show SVG pictures, so an SVG a route names is replaced by the card.
 */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

export const socialImagePath = {
  home: (locale: Locale = 'en') => `/og/home.png${locale === 'en' ? '' : `?lang=${locale}`}`,
  investment: (id: string, locale: Locale = 'en') =>
    `/og/investments/${encodeURIComponent(id)}.png${locale === 'en' ? '' : `?lang=${locale}`}`,
  // One address per card; an Arabic page's card of the same job says ?lang=ar.
  job: (id: string, locale: Locale = 'en') =>
    `/og/jobs/${encodeURIComponent(id)}.png${locale === 'en' ? '' : `?lang=${locale}`}`,
}

/**
 * The image shared pages show when they have no card of their own: the site's card (an
 * Arabic page's: `socialImagePath.home('ar')`).
 */
export const DEFAULT_OG_IMAGE = socialImagePath.home()

export type PageSeo = {
  /** The full document title, e.g. `pageTitle('Careers')`. */
  title: string
  description: string
  /**
   * Site-relative (`/images/x.webp`, `socialImagePath.job(id)`) or absolute; made absolute
   * with APP_URL. The home page and investment pages always use their generated card, and
   * an SVG is never shared (link previews do not show it).
   */
  image?: string | null
  type?: 'website' | 'article' | 'profile'
  /** Keeps the page out of search results (sign-in pages, the member dashboard), as /admin does. */
  noindex?: boolean
}

/** The robots value of pages kept out of search indexes; the admin layout uses the same. */
export const NOINDEX = 'noindex, nofollow'

type MetaMatchLike =
  { id: string; pathname?: string; loaderData?: unknown; data?: unknown } | undefined

/**
 * `Careers | UAE Invest`: the brand after the page name, as every page title reads. `m` is
 * the page's catalog (`messagesAt(location.pathname)`); English when omitted.
 */
export function pageTitle(page: string, m: Messages = t): string {
  return `${page} | ${m.brand.shortName}`
}

/** APP_URL + pathname: one address per page, without query or trailing slash (except `/`). */
export function canonicalUrl(appUrl: string, pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '')
  return `${appUrl.replace(/\/$/, '')}${path}`
}

export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${appUrl.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** APP_URL as the root loader publishes it; empty when the root data is missing (error pages). */
export function appUrlFrom(matches: readonly MetaMatchLike[]): string {
  const root = matches.find((match) => match?.id === 'root')
  const rootData = (root?.loaderData ?? root?.data) as { appUrl?: unknown } | undefined
  return typeof rootData?.appUrl === 'string' ? rootData.appUrl : ''
}

/**
 * The page's title, description and Open Graph / Twitter card tags, for a route's `meta`:
 *
 *   export const meta: Route.MetaFunction = ({ matches }) =>
 *     pageMeta(matches, { title: pageTitle('Careers'), description: '…' })
 *
 * The root layout adds what depends only on the address (canonical link, og:url, og:site_name).
 */
export function pageMeta(matches: readonly MetaMatchLike[], seo: PageSeo): MetaDescriptor[] {
  const appUrl = appUrlFrom(matches)
  const m = messagesAt(matches.at(-1)?.pathname ?? '/')
  const siteCard = socialImagePath.home(localeOfPath(matches.at(-1)?.pathname ?? '/'))
  const pageCard = socialImageOfAddress(matches.at(-1)?.pathname)
  // The site card a route names is the one of the page's language.
  const named =
    seo.image && seo.image !== DEFAULT_OG_IMAGE && !/\.svg(?:[?#]|$)/i.test(seo.image)
      ? seo.image
      : null
  const path = pageCard ?? named ?? siteCard
  const image = absoluteUrl(appUrl, path)
  const isCard = path.startsWith('/og/')
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:image', content: image },
    ...(isCard
      ? [
          { property: 'og:image:type', content: SOCIAL_IMAGE.type },
          { property: 'og:image:width', content: String(SOCIAL_IMAGE.width) },
          { property: 'og:image:height', content: String(SOCIAL_IMAGE.height) },
        ]
      : []),
    ...(path === siteCard
      ? [{ property: 'og:image:alt', content: m.seo.defaultImageAlt }]
      : isCard
        ? [{ property: 'og:image:alt', content: seo.title }]
        : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    ...(seo.noindex ? [{ name: 'robots', content: NOINDEX }] : []),
  ]
}

/** The card a page's address has: the home page's, or an investment's (`/investments/:id`). */
function socialImageOfAddress(address: string | undefined): string | null {
  const pathname = address === undefined ? undefined : pathWithoutLocale(address)
  if (pathname === '/') return socialImagePath.home(localeOfPath(address ?? '/'))
  const investment = pathname && /^\/investments\/([^/]+)\/?$/.exec(pathname)
  if (!investment) return null
  try {
    return socialImagePath.investment(
      decodeURIComponent(investment[1]),
      localeOfPath(address ?? '/'),
    )
  } catch {
    return null
  }
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so a value
 * can never close the script element early.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

export type OrganizationInput = {
  appUrl: string
  companyName: string
  tagline: string
  contactEmail: string
  contactPhone: string
  address: string
  city: string
  socialLinks: Record<string, string>
}

/** schema.org Organization for the home page, from the site settings (`m`: the page's catalog). */
export function organizationJsonLd(site: OrganizationInput, m: Messages = t) {
  const sameAs = Object.values(site.socialLinks).filter((link) => /^https?:\/\//.test(link))
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: canonicalUrl(site.appUrl, '/'),
    logo: absoluteUrl(site.appUrl, '/logo.svg'),
    ...(site.tagline ? { description: site.tagline } : {}),
    email: site.contactEmail,
    ...(site.contactPhone ? { telephone: site.contactPhone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address,
      addressLocality: site.city,
      addressCountry: 'AE',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: m.seo.organization.contactType,
        email: site.contactEmail,
        ...(site.contactPhone ? { telephone: site.contactPhone } : {}),
        areaServed: 'AE',
        availableLanguage: ['English', 'Arabic'],
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  }
}
