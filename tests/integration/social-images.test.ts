import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobListings } from '#db/schema'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Issue 11: link previews do not show SVGs, so og:image points at generated 1200×630 PNG
 * cards: the home page's (also the default), one per investment and one per job.
 */

let site: SiteServer

beforeAll(async () => {
  site = await startSiteServer()
})

afterAll(async () => {
  await site?.close()
})

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(new URL(path, site.baseUrl), { headers })
}

/** The Open Graph image tags of a page, as a link-preview crawler reads them. */
async function ogImageOf(path: string) {
  const response = await get(path)
  expect(response.status).toBe(200)
  const html = await response.text()
  const property = (name: string) =>
    html.match(new RegExp(`<meta property="${name}" content="([^"]*)"`))?.[1]
  return {
    url: property('og:image') ?? '',
    type: property('og:image:type'),
    width: property('og:image:width'),
    height: property('og:image:height'),
    twitter: html.match(/<meta name="twitter:image" content="([^"]*)"/)?.[1],
  }
}

/** Fetches an og:image (absolute with APP_URL) from the test site; checks it is a 1200×630 PNG. */
async function expectPngCard(url: string) {
  const appUrl = env().APP_URL.replace(/\/$/, '')
  expect(url.startsWith(`${appUrl}/og/`)).toBe(true)
  const response = await get(url.slice(appUrl.length))
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('image/png')
  expect(response.headers.get('Cache-Control')).toMatch(/public, max-age=\d+/)
  const image = Buffer.from(await response.arrayBuffer())
  const { format, width, height } = await sharp(image).metadata()
  expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 })
  return { response, image }
}

describe('link-preview images', () => {
  test('the home page shares its PNG card, with its size', async () => {
    const og = await ogImageOf('/')
    expect(og).toEqual({
      url: `${env().APP_URL.replace(/\/$/, '')}/og/home.png`,
      type: 'image/png',
      width: '1200',
      height: '630',
      twitter: og.url,
    })
    await expectPngCard(og.url)
  })

  test('an investment page shares its own card, not the SVG picture', async () => {
    const og = await ogImageOf('/investments/inv-001')
    expect(og.url).toMatch(/\/og\/investments\/inv-001\.png$/)
    expect([og.type, og.width, og.height]).toEqual(['image/png', '1200', '630'])
    const { image } = await expectPngCard(og.url)
    // Not the home card: the investment's title is drawn on it.
    const home = await expectPngCard(`${env().APP_URL.replace(/\/$/, '')}/og/home.png`)
    expect(image.equals(home.image)).toBe(false)
  })

  test('pages without a card of their own share the site card, never an SVG', async () => {
    for (const path of ['/careers', '/about', '/investments']) {
      const og = await ogImageOf(path)
      expect(og.url, path).toMatch(/\/og\/home\.png$/)
      expect(og.url).not.toMatch(/\.svg$/)
    }
  })

  test('Arabic pages share the Arabic site card (?lang=ar), drawn in Arabic', async () => {
    const appUrl = env().APP_URL.replace(/\/$/, '')
    for (const path of ['/ar', '/ar/about', '/ar/careers', '/ar/services']) {
      expect((await ogImageOf(path)).url, path).toBe(`${appUrl}/og/home.png?lang=ar`)
    }
    const { image } = await expectPngCard(`${appUrl}/og/home.png?lang=ar`)
    const english = await expectPngCard(`${appUrl}/og/home.png`)
    expect(image.equals(english.image)).toBe(false)
  })

  test('each open job has a card; a closed or unknown job and an unknown investment answer 404', async () => {
    const appUrl = env().APP_URL.replace(/\/$/, '')
    const { response } = await expectPngCard(`${appUrl}/og/jobs/job-001.png`)
    // Cached by content: the same card revalidates with its ETag.
    const etag = response.headers.get('ETag')!
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await get('/og/jobs/job-001.png', { 'If-None-Match': etag })
    expect(again.status).toBe(304)

    // A new title is a new card.
    const db = await getDb()
    await db
      .update(jobListings)
      .set({ title: 'Senior Financial Analyst (Renamed)' })
      .where(eq(jobListings.id, 'job-001'))
    const renamed = await get('/og/jobs/job-001.png', { 'If-None-Match': etag })
    expect(renamed.status).toBe(200)
    expect(renamed.headers.get('ETag')).not.toBe(etag)

    await db.update(jobListings).set({ isActive: false }).where(eq(jobListings.id, 'job-002'))
    expect((await get('/og/jobs/job-002.png')).status).toBe(404)
    expect((await get('/og/jobs/no-such-job.png')).status).toBe(404)
    expect((await get('/og/investments/no-such-investment.png')).status).toBe(404)
  })
})
