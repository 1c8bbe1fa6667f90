import { expect, test, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'

/*
 * What search engines and link previews read: the server's HTML as fetched without a
 * browser running any script, parsed with the browser's own HTML and XML parsers.
 */

type Head = {
  title: string | null
  canonicals: string[]
  meta: Record<string, string[]>
  jsonLd: string[]
}

/** Parses an HTML document (DOMParser runs no scripts) and reads its head tags. */
function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    const meta: Record<string, string[]> = {}
    for (const tag of doc.querySelectorAll('meta[name], meta[property]')) {
      const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? ''
      ;(meta[key] ??= []).push(tag.getAttribute('content') ?? '')
    }
    return {
      title: doc.querySelector('title')?.textContent ?? null,
      canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href') ?? '',
      ),
      meta,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    }
  }, html)
}

async function fetchHead(page: Page, path: string): Promise<Head> {
  const response = await page.request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toMatch(/text\/html/)
  return readHead(page, await response.text())
}

function one(head: Head, key: string): string {
  expect(head.meta[key], `exactly one ${key}`).toHaveLength(1)
  return head.meta[key][0]
}

const INDEXED_PAGES = [
  '/',
  '/investments',
  '/investments/inv-001',
  '/investment-request',
  '/services',
  '/services/legal',
  '/services/financial',
  '/consultancy',
  '/careers',
  '/about',
  '/team',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
]
const NOINDEX_PAGES = ['/login', '/register', '/forgot-password', '/reset-password']

test('each public page has one canonical link, its own title, a description and sharing tags', async ({
  page,
  baseURL,
}) => {
  const titles = new Map<string, string>()
  for (const path of [...INDEXED_PAGES, ...NOINDEX_PAGES]) {
    const head = await fetchHead(page, path)
    const address = path === '/' ? `${baseURL}/` : `${baseURL}${path}`
    expect(head.canonicals, path).toEqual([address])
    expect(one(head, 'og:url')).toBe(address)

    const title = head.title ?? ''
    expect(title.trim(), path).not.toBe('')
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined()
    titles.set(title, path)
    expect(one(head, 'og:title')).toBe(title)
    expect(one(head, 'twitter:title')).toBe(title)

    const description = one(head, 'description')
    expect(description.trim().length, path).toBeGreaterThan(20)
    expect(one(head, 'og:description')).toBe(description)
    expect(one(head, 'twitter:description')).toBe(description)
    expect(one(head, 'og:type')).toMatch(/^(website|article)$/)
    expect(one(head, 'og:site_name').length).toBeGreaterThan(0)
    expect(one(head, 'twitter:card')).toBe('summary_large_image')
    const image = one(head, 'og:image')
    expect(image.startsWith(`${baseURL}/`), `${path} og:image ${image}`).toBe(true)
    expect(one(head, 'twitter:image')).toBe(image)
    // The shared picture is really there.
    expect((await page.request.get(image)).status(), image).toBe(200)

    if (NOINDEX_PAGES.includes(path)) expect(one(head, 'robots')).toMatch(/\bnoindex\b/)
    else expect(head.meta.robots, path).toBeUndefined()
  }
})

test('an investment is shared with its own title, description and card', async ({
  page,
  baseURL,
}) => {
  const [investment] = await queryDb<{ title: string }>(
    "select title from investments where id = 'inv-001'",
  )
  const head = await fetchHead(page, '/investments/inv-001')
  expect(head.title).toContain(investment.title)
  // A generated 1200×630 PNG card: link previews do not show the SVG picture.
  expect(one(head, 'og:image')).toBe(`${baseURL}/og/investments/inv-001.png`)
  const card = await page.request.get(`${baseURL}/og/investments/inv-001.png`)
  expect(card.headers()['content-type']).toBe('image/png')
  expect(one(head, 'og:type')).toBe('article')
  expect(one(head, 'description').length).toBeLessThanOrEqual(160)
})

test('the canonical link leaves out the query string', async ({ page, baseURL }) => {
  const head = await fetchHead(page, '/investments?search=fund&type=Financial')
  expect(head.canonicals).toEqual([`${baseURL}/investments`])
  const careers = await fetchHead(page, '/careers?department=Finance')
  expect(careers.canonicals).toEqual([`${baseURL}/careers`])
})

test('the member dashboard is kept out of search results', async ({ page }) => {
  await loginAsAdmin(page)
  const head = await fetchHead(page, '/dashboard')
  expect(one(head, 'robots')).toMatch(/\bnoindex\b/)
  expect(head.title).toMatch(/^Dashboard \| /)
})

test('/sitemap.xml is valid XML listing the public pages and the investments', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/application\/xml/)
  const xml = await response.text()
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locations: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
    }
  }, xml)
  expect(parsed.error).toBeNull()
  expect(parsed.root).toBe('urlset')
  expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  for (const path of INDEXED_PAGES)
    expect(parsed.locations).toContain(path === '/' ? `${baseURL}/` : `${baseURL}${path}`)
  expect(new Set(parsed.locations).size).toBe(parsed.locations.length)
  for (const path of [...NOINDEX_PAGES, '/dashboard', '/admin'])
    expect(
      parsed.locations.some((loc) => new URL(loc).pathname.startsWith(path)),
      path,
    ).toBe(false)
  // Every address listed answers with a page.
  for (const location of parsed.locations)
    expect((await page.request.get(location, { maxRedirects: 0 })).status(), location).toBe(200)
})

test('/robots.txt keeps crawlers out of the admin area and the dashboard', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/text\/plain/)
  const lines = (await response.text()).split('\n').map((line) => line.trim())
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Disallow: /admin')
  expect(lines).toContain('Disallow: /dashboard')
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('/careers without JavaScript lists the jobs and describes them as JobPostings', async ({
  page,
}) => {
  const jobs = await queryDb<{ title: string }>(
    "select title from job_listings where id like 'job-00%' and is_active order by id",
  )
  expect(jobs.length).toBeGreaterThanOrEqual(5)
  const response = await page.request.get('/careers')
  expect(response.status()).toBe(200)
  const html = await response.text()
  const head = await readHead(page, html)
  const visibleText = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '',
    html,
  )
  for (const { title } of jobs) expect(visibleText).toContain(title)

  expect(head.jsonLd).toHaveLength(1)
  const postings = JSON.parse(head.jsonLd[0]) as Record<string, unknown>[]
  expect(Array.isArray(postings)).toBe(true)
  for (const posting of postings)
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: expect.any(String),
      description: expect.any(String),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hiringOrganization: { '@type': 'Organization', name: expect.any(String) },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'AE' } },
    })
  const postedTitles = postings.map((posting) => posting.title)
  for (const { title } of jobs) expect(postedTitles).toContain(title)
})
