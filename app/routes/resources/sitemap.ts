import { env } from '~/server/env.server'
import { serviceDepartments } from '~/lib/departments'

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

export async function loader() {
  const base = env().APP_URL
  const urls = STATIC_PATHS.map((path) => `  <url><loc>${escapeXml(base + path)}</loc></url>`)
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
