import type { MetaDescriptor } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import { applicantLinks, conversations, jobApplicants } from '#db/schema'
import { NOINDEX } from '~/lib/seo'
import { loader as rootLoader } from '~/root'
import routeConfig from '~/routes'
import { loader as sitemapLoader } from '~/routes/resources/sitemap'
import { getDb } from '~/server/db.server'
import { hashLinkToken } from '~/server/link-token.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { englishPath } from '../support/route-table'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  type TestAccount,
} from '../support/requests'

/*
 * Search and sharing tags of every public page. The pages come from app/routes.ts, so a
 * page added later is checked without editing this file: each route's own `meta` is
 * called the way React Router calls it, with the root match (APP_URL) and the data its
 * loader returns for a real GET request.
 */

type RouteEntry = {
  id?: string
  path?: string
  index?: boolean
  file: string
  children?: RouteEntry[]
}
type RouteFn = (args: unknown) => unknown
type RouteModule = {
  default?: unknown
  loader?: RouteFn
  meta?: (args: unknown) => MetaDescriptor[] | undefined
}
type Page = {
  id: string
  file: string
  url: string
  params: Record<string, string>
  parents: { id: string; file: string }[]
}

const modules = import.meta.glob<RouteModule>('../../app/routes/**/*.{ts,tsx}')

/** The token of the candidate's link made in beforeAll (43 URL-safe characters). */
const SEO_APPLICANT_TOKEN = 'seo-candidate-token-0123456789abcdefghijklm'

// Seeded records, so pages with a parameter show real content.
const SAMPLE_IDS: Record<string, string> = {
  investments: 'inv-001',
  packages: 'pkg-001',
  careers: 'job-001',
  team: 'team-001',
  testimonials: 'tst-001',
  consultancy: 'con-001',
  // The member's own conversation, made in beforeAll (decision 040).
  conversations: 'cnv-seo-member',
  // A candidate's page by their link (decision 045), made in beforeAll.
  applications: SEO_APPLICANT_TOKEN,
}

// Pages for signed-in members only: their loader needs a session.
const MEMBER_PAGES = new Set([
  '/dashboard',
  '/dashboard/delete-account',
  '/dashboard/conversations/cnv-seo-member',
  '/dashboard/investor',
  // Decision 043: an investment's NDA, accepted by a signed-in reader.
  '/investments/inv-001/nda',
])
// Pages for staff only: a draft's preview (decision 047).
const STAFF_PAGES = new Set([
  '/investments/inv-001/preview',
  '/packages/pkg-001/preview',
  '/careers/job-001/preview',
  '/team/team-001/preview',
  '/testimonials/tst-001/preview',
  '/consultancy/con-001/preview',
  '/site/preview',
])
// Pages kept out of search results: sign-in pages, the member dashboard, a person's own data
// the links that prove an address, a requester's conversation by its link and a candidate's
// interview booking by theirs (decision 045).
const NOINDEX_FILES =
  /^routes\/(auth|account)\/|^routes\/public\/(my-data|confirm-address|conversation|investment-nda|investment-preview|package-preview|job-preview|team-member-preview|testimonial-preview|consultant-preview|site-preview|careers-application|careers-interview)/

function routeId(entry: RouteEntry): string {
  return entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
}

function toUrl(pattern: string): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  const segments = pattern.split('/').map((segment, index, all) => {
    if (!segment.startsWith(':')) return segment
    const name = segment.slice(1).replace(/\?$/, '')
    params[name] = SAMPLE_IDS[all[index - 1] ?? ''] ?? 'unknown-id'
    return params[name]
  })
  return { url: `/${segments.join('/')}`.replace(/\/$/, '') || '/', params }
}

/** Every page route outside /admin, with the layouts around it; not the catch-all. */
function collectPages(entries: RouteEntry[], parent = '', parents: Page['parents'] = []): Page[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, englishPath(entry.path)].filter(Boolean).join('/')
    if (pattern === 'admin' || pattern.startsWith('admin/')) return []
    if (entry.children?.length) {
      const layout = { id: routeId(entry), file: entry.file }
      return collectPages(entry.children, pattern, [...parents, layout])
    }
    if (pattern === '*' || pattern.endsWith('/*')) return []
    return [{ id: routeId(entry), file: entry.file, parents, ...toUrl(pattern) }]
  })
}

async function loadModule(file: string): Promise<RouteModule> {
  const load = modules[`../../app/${file}`]
  if (!load) throw new Error(`route module not found: ${file}`)
  return load()
}

/** What a loader's answer puts in loaderData: `data()` is unwrapped, a Response is an error. */
function loaderDataOf(outcome: unknown, url: string): unknown {
  if (outcome instanceof Response) throw new Error(`${url}: loader answered ${outcome.status}`)
  if (outcome && typeof outcome === 'object' && 'type' in outcome && 'data' in outcome)
    return (outcome as { data: unknown }).data
  return outcome
}

// Resource routes (no component: sitemap, robots, files, logout) have no page to describe.
const candidates = collectPages(routeConfig as RouteEntry[])
const pages = (
  await Promise.all(
    candidates.map(async (page) => ({ ...page, module: await loadModule(page.file) })),
  )
).filter((page) => page.module.default !== undefined)

type Tags = { url: string; file: string; tags: MetaDescriptor[] }

let member: TestAccount
let staff: TestAccount
let described: Tags[]

function content(tags: MetaDescriptor[], key: 'name' | 'property', value: string): string {
  const found = tags.filter((tag) => (tag as Record<string, unknown>)[key] === value)
  expect(found, `${key}="${value}" appears once`).toHaveLength(1)
  const text = (found[0] as { content?: unknown }).content
  expect(typeof text, `${key}="${value}" has content`).toBe('string')
  return text as string
}

function titleOf(tags: MetaDescriptor[]): string {
  const titles = tags.filter((tag) => 'title' in tag)
  expect(titles).toHaveLength(1)
  return String((titles[0] as { title: unknown }).title)
}

async function describePage(page: (typeof pages)[number]): Promise<Tags> {
  const who = MEMBER_PAGES.has(page.url)
    ? { cookie: member.cookie }
    : STAFF_PAGES.has(page.url)
      ? { cookie: staff.cookie }
      : {}
  const request = () => getRequest(page.url, who)
  const rootData = loaderDataOf(await callRoute(rootLoader, request()), '/ (root)')
  const loaderData = page.module.loader
    ? loaderDataOf(await callRoute(page.module.loader, request(), page.params), page.url)
    : undefined
  const match = (id: string, data: unknown) => ({
    id,
    pathname: page.url,
    params: page.params,
    data,
    loaderData: data,
    meta: [],
    error: undefined,
  })
  const matches = [
    match('root', rootData),
    ...page.parents.map((parent) => match(parent.id, undefined)),
    match(page.id, loaderData),
  ]
  expect(page.module.meta, `${page.file} exports meta`).toBeTypeOf('function')
  const tags = page.module.meta!({
    data: loaderData,
    loaderData,
    params: page.params,
    location: { pathname: page.url, search: '', hash: '', state: null, key: 'default' },
    matches,
    error: undefined,
  })
  return { url: page.url, file: page.file, tags: tags ?? [] }
}

beforeAll(async () => {
  await prepareTestApp()
  member = await createSignedInUser({ name: 'Meta Member' })
  staff = await signInAsAdmin()
  const db = await getDb()
  await db.insert(conversations).values({
    id: 'cnv-seo-member',
    area: 'contact',
    requestId: 'seo-member-message',
    userId: member.id,
    name: 'Meta Member',
    email: member.email,
  })
  await db.insert(jobApplicants).values({
    id: 'app-seo-candidate',
    name: 'Meta Candidate',
    email: 'meta.candidate@example.org',
    phone: '050 000 0000',
    coverLetter: 'Hello',
    cvKey: 'cv/seo.pdf',
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 10,
  })
  await db.insert(applicantLinks).values({
    tokenHash: hashLinkToken(SEO_APPLICANT_TOKEN),
    applicantId: 'app-seo-candidate',
  })
  described = []
  for (const page of pages) described.push(await describePage(page))
})

test('the check covers every public page of app/routes.ts', () => {
  const urls = pages.map((page) => page.url)
  expect(urls).toEqual(
    expect.arrayContaining([
      '/',
      '/investments',
      '/investments/inv-001',
      '/investments/inv-001/nda',
      '/investments/inv-001/preview',
      '/packages/pkg-001/preview',
      '/careers/job-001/preview',
      '/team/team-001/preview',
      '/consultancy/con-001/preview',
      '/site/preview',
      '/services',
      '/services/legal',
      '/careers',
      '/consultancy',
      '/contact',
      '/login',
      '/register',
      '/reset-password',
      '/invitation',
      '/login/two-factor',
      '/dashboard',
      '/conversation/unknown-id',
      '/dashboard/conversations/cnv-seo-member',
      '/dashboard/investor',
      `/careers/applications/${SEO_APPLICANT_TOKEN}/interview`,
      `/careers/applications/${SEO_APPLICANT_TOKEN}`,
    ]),
  )
  expect(urls).toHaveLength(44)
  expect(urls.some((url) => url.startsWith('/admin') || url.includes('*'))).toBe(false)
  expect(urls).not.toContain('/sitemap.xml')
  expect(urls).not.toContain('/logout')
})

describe.each(pages.map((page) => ({ url: page.url, file: page.file })))(
  'meta of $file at $url',
  ({ url, file }) => {
    const tagsOf = () => described.find((page) => page.url === url)!.tags

    test('has a title, a description and the Open Graph and Twitter card tags', () => {
      const tags = tagsOf()
      const appUrl = env().APP_URL
      const title = titleOf(tags)
      expect(title.trim().length).toBeGreaterThan(0)
      expect(title).toMatch(/ \| UAE Invest$|^UAE Invest Group \| /)
      const description = content(tags, 'name', 'description')
      expect(description.trim().length).toBeGreaterThan(20)
      expect(description.length).toBeLessThanOrEqual(300)
      expect(content(tags, 'property', 'og:title')).toBe(title)
      expect(content(tags, 'property', 'og:description')).toBe(description)
      expect(['website', 'article']).toContain(content(tags, 'property', 'og:type'))
      const image = content(tags, 'property', 'og:image')
      expect(new URL(image).href).toBe(image)
      expect(image.startsWith(`${appUrl.replace(/\/$/, '')}/`)).toBe(true)
      expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image')
      expect(content(tags, 'name', 'twitter:title')).toBe(title)
      expect(content(tags, 'name', 'twitter:description')).toBe(description)
      expect(content(tags, 'name', 'twitter:image')).toBe(image)
    })

    test(
      NOINDEX_FILES.test(file) ? 'is kept out of search results' : 'is left open to search engines',
      () => {
        const robots = tagsOf().filter((tag) => 'name' in tag && tag.name === 'robots')
        if (NOINDEX_FILES.test(file)) {
          expect(robots).toEqual([{ name: 'robots', content: NOINDEX }])
          expect(NOINDEX).toMatch(/\bnoindex\b/)
        } else {
          expect(robots).toEqual([])
        }
      },
    )
  },
)

test('every page has a title of its own', () => {
  const titles = described.map((page) => ({ url: page.url, title: titleOf(page.tags) }))
  const seen = new Map<string, string>()
  for (const { url, title } of titles) {
    expect(seen.get(title), `"${title}" is used by ${seen.get(title)} and ${url}`).toBeUndefined()
    seen.set(title, url)
  }
  expect(seen.size).toBe(pages.length)
})

test('an investment is shared with its own title, description and card', () => {
  const tags = described.find((page) => page.url === '/investments/inv-001')!.tags
  const base = env().APP_URL.replace(/\/$/, '')
  expect(titleOf(tags)).toBe('Dubai Marina Residential Income Fund | UAE Invest')
  // Its generated PNG card (tests/integration/social-images.test.ts), not the SVG picture.
  expect(content(tags, 'property', 'og:image')).toBe(`${base}/og/investments/inv-001.png`)
  expect(content(tags, 'property', 'og:image:width')).toBe('1200')
  expect(content(tags, 'property', 'og:image:height')).toBe('630')
  expect(content(tags, 'property', 'og:type')).toBe('article')
  expect(content(tags, 'name', 'description')).toMatch(/^\S/)
  // Pages without a card of their own use the site's card, described for screen readers.
  const careers = described.find((page) => page.url === '/careers')!.tags
  expect(content(careers, 'property', 'og:image')).toBe(`${base}/og/home.png`)
  expect(content(careers, 'property', 'og:image:alt').length).toBeGreaterThan(0)
})

test('the sitemap lists exactly the pages open to search engines', async () => {
  const response = (await callRoute(sitemapLoader, getRequest('/sitemap.xml'))) as Response
  const xml = await response.text()
  const listed = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
  const base = env().APP_URL.replace(/\/$/, '')
  for (const page of pages) {
    const address = page.url === '/' ? `${base}/` : `${base}${page.url}`
    if (NOINDEX_FILES.test(page.file)) expect(listed, page.url).not.toContain(address)
    else expect(listed, page.url).toContain(address)
  }
})
