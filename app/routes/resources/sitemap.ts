import { listSitemapInvestments } from '~/domain/seo/sitemap.server'
import { LOCALES, switchLocale } from '~/i18n/locale'
import { serviceDepartments } from '~/lib/departments'
import { canonicalUrl } from '~/lib/seo'
import { env } from '~/server/env.server'

/**
 * Every indexable public page of SPEC 2. Login and register are left out: like every
 * sign-in page and the dashboard they carry robots noindex, and a sitemap lists only
 * pages meant for search results.
 */
const STATIC_PATHS = [
  '/',
  '/investments',
  '/investment-request',
  '/services',
  ...serviceDepartments.map(({ slug }) => `/services/${slug}`),
  '/consultancy',
  '/careers',
  '/about',
  '/team',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
]

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * A page in every language (decision 017): one <url> per language, each naming all of them
 * (and English as x-default) as alternates, as search engines ask of a multilingual sitemap.
 */
function urlEntries(base: string, path: string, lastmod?: Date): string[] {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  const addressIn = (language: (typeof LOCALES)[number]) =>
    escapeXml(canonicalUrl(base, switchLocale(language, path)))
  const alternates = [
    ...LOCALES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${addressIn(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${addressIn('en')}"/>`,
  ].join('')
  return LOCALES.map(
    (language) => `  <url><loc>${addressIn(language)}</loc>${modified}${alternates}</url>`,
  )
}

export async function loader() {
  const base = env().APP_URL
  const investments = await listSitemapInvestments()
  const urls = [
    ...STATIC_PATHS.flatMap((path) => urlEntries(base, path)),
    ...investments.flatMap(({ id, updatedAt }) =>
      urlEntries(base, `/investments/${encodeURIComponent(id)}`, updatedAt),
    ),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
