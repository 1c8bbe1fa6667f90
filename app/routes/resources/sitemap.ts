import { listSitemapInvestments } from '~/domain/seo/sitemap.server'
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

function urlEntry(loc: string, lastmod?: Date): string {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
  return `  <url><loc>${escapeXml(loc)}</loc>${modified}</url>`
}

export async function loader() {
  const base = env().APP_URL
  const investments = await listSitemapInvestments()
  const urls = [
    ...STATIC_PATHS.map((path) => urlEntry(canonicalUrl(base, path))),
    ...investments.map(({ id, updatedAt }) =>
      urlEntry(canonicalUrl(base, `/investments/${encodeURIComponent(id)}`), updatedAt),
    ),
  ]
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
