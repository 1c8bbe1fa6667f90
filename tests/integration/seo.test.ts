import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investments } from '#db/schema'
import { canonicalUrl, jsonLd, pageMeta } from '~/lib/seo'
import { loader as rootLoader } from '~/root'
import { loader as robotsLoader } from '~/routes/resources/robots'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest } from '../support/requests'

beforeAll(prepareTestApp)

async function sitemapLocations(): Promise<{ xml: string; locations: string[] }> {
  const response = (await callRoute(sitemapLoader, getRequest('/sitemap.xml'))) as Response
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/application\/xml/)
  const xml = await response.text()
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  return { xml, locations }
}

describe('/sitemap.xml', () => {
  test('lists the public pages and every active investment with its last change', async () => {
    const base = env().APP_URL
    const db = await getDb()
    const active = await db
      .select({ id: investments.id, updatedAt: investments.updatedAt })
      .from(investments)
      .where(eq(investments.isActive, true))
    expect(active.length).toBeGreaterThanOrEqual(6)

    const { xml, locations } = await sitemapLocations()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    for (const path of [
      '/',
      '/investments',
      '/services',
      '/services/legal',
      '/careers',
      '/contact',
    ])
      expect(locations).toContain(`${base}${path}`)
    for (const { id, updatedAt } of active) {
      expect(locations).toContain(`${base}/investments/${id}`)
      expect(xml).toContain(
        `<loc>${base}/investments/${id}</loc><lastmod>${updatedAt.toISOString()}</lastmod>`,
      )
    }
    expect(locations.some((loc) => loc.includes('/admin') || loc.includes('/dashboard'))).toBe(
      false,
    )
  })

  test('lists each page in English and in Arabic, each naming both (and English as x-default)', async () => {
    const base = env().APP_URL
    const { xml, locations } = await sitemapLocations()
    const english = locations.filter((loc) => !loc.startsWith(`${base}/ar`))
    const arabic = locations.filter((loc) => loc.startsWith(`${base}/ar`))
    expect(arabic.length).toBe(english.length)
    expect(locations).toContain(`${base}/ar`)
    expect(locations).toContain(`${base}/ar/investments/inv-001`)
    expect(locations).toContain(`${base}/ar/services/legal`)
    const careers = xml.split('\n').find((line) => line.includes(`<loc>${base}/ar/careers</loc>`))
    expect(careers).toContain(`hreflang="en" href="${base}/careers"`)
    expect(careers).toContain(`hreflang="ar" href="${base}/ar/careers"`)
    expect(careers).toContain(`hreflang="x-default" href="${base}/careers"`)
  })

  test('leaves out an inactive investment', async () => {
    const db = await getDb()
    await db.update(investments).set({ isActive: false }).where(eq(investments.id, 'inv-003'))
    try {
      const { locations } = await sitemapLocations()
      expect(locations).not.toContain(`${env().APP_URL}/investments/inv-003`)
      expect(locations).not.toContain(`${env().APP_URL}/ar/investments/inv-003`)
      expect(locations).toContain(`${env().APP_URL}/investments/inv-002`)
    } finally {
      await db.update(investments).set({ isActive: true }).where(eq(investments.id, 'inv-003'))
    }
  })
})

test('/robots.txt keeps crawlers out of the admin area and the dashboard and names the sitemap', async () => {
  const response = (await callRoute(robotsLoader, getRequest('/robots.txt'))) as Response
  expect(response.headers.get('Content-Type')).toMatch(/text\/plain/)
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Disallow: /admin')
  expect(lines).toContain('Disallow: /dashboard')
  expect(lines).toContain(`Sitemap: ${env().APP_URL}/sitemap.xml`)
})

describe('canonical URLs and Open Graph tags', () => {
  test('the canonical URL is APP_URL plus the path, without query or trailing slash', () => {
    expect(canonicalUrl('https://uaeinvest.example', '/')).toBe('https://uaeinvest.example/')
    expect(canonicalUrl('https://uaeinvest.example/', '/careers/')).toBe(
      'https://uaeinvest.example/careers',
    )
  })

  test('the root loader publishes APP_URL for the canonical link and og:url', async () => {
    const outcome = await callRoute(rootLoader, getRequest('/careers?tab=legal'))
    const rootData = (outcome as { data: { appUrl: string; site: { companyName: string } } }).data
    expect(rootData.appUrl).toBe(env().APP_URL)
    expect(rootData.site.companyName).toBe('UAE Invest Group')
  })

  test('pageMeta gives title, description and Open Graph tags with an absolute default image', () => {
    const matches = [{ id: 'root', loaderData: { appUrl: 'https://uaeinvest.example' } }]
    const tags = pageMeta(matches, { title: 'Careers | UAE Invest', description: 'Open roles.' })
    const property = (name: string) =>
      tags.find((tag) => 'property' in tag && tag.property === name)
    expect(tags).toContainEqual({ title: 'Careers | UAE Invest' })
    expect(tags).toContainEqual({ name: 'description', content: 'Open roles.' })
    expect(property('og:title')).toEqual({ property: 'og:title', content: 'Careers | UAE Invest' })
    expect(property('og:description')).toMatchObject({ content: 'Open roles.' })
    expect(property('og:type')).toMatchObject({ content: 'website' })
    // The site's generated PNG card, with its size (link previews do not show SVGs).
    expect(property('og:image')).toMatchObject({
      content: 'https://uaeinvest.example/og/home.png',
    })
    expect(property('og:image:width')).toMatchObject({ content: '1200' })
    expect(property('og:image:height')).toMatchObject({ content: '630' })
    expect(property('og:image:type')).toMatchObject({ content: 'image/png' })
    const withSvg = pageMeta(matches, { title: 'x', description: 'y', image: '/images/a.svg' })
    expect(withSvg).toContainEqual({
      property: 'og:image',
      content: 'https://uaeinvest.example/og/home.png',
    })
    const withImage = pageMeta(matches, {
      title: 'x',
      description: 'y',
      image: '/files/images/a.webp',
      type: 'article',
    })
    expect(withImage).toContainEqual({
      property: 'og:image',
      content: 'https://uaeinvest.example/files/images/a.webp',
    })
    expect(withImage).toContainEqual({ property: 'og:type', content: 'article' })
  })

  test('JSON-LD cannot close its script element', () => {
    expect(jsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>')
    expect(JSON.parse(jsonLd({ name: '</script>' }))).toEqual({ name: '</script>' })
  })
})
