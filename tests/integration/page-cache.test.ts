import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { applicantLinks, jobApplicants, user } from '#db/schema'
import { getDb } from '~/server/db.server'
import { hashLinkToken } from '~/server/link-token.server'
import { shareDatabaseWithOtherProcesses } from '../support/database'
import { memoryPageStore, redisPageStore, type PageStore } from '../../platform/page-cache'
import { PAGE_CACHE_HEADER } from '../../platform/page-handler'
import { validInvestmentFields } from '../support/investment-form'
import { staffWithRole } from '../support/investor-file'
import { hasRedisServer, startRedisServer, type RedisServer } from '../support/redis-server'
import { createSignedInUser, signInAsAdmin, type TestAccount } from '../support/requests'
import { startSiteProcess, type SiteProcess } from '../support/site-processes'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Issue 14: anonymous public pages from the page cache, always current. Over HTTP, through
 * the same layers as server.ts.
 */

type Answer = { status: number; headers: Headers; body: string }

async function get(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

function nonceOf(answer: Answer): string {
  const policy = answer.headers.get('content-security-policy') ?? ''
  const found = /'nonce-([^']+)'/.exec(policy)
  if (!found) throw new Error(`no nonce in the policy: ${policy}`)
  return found[1]
}

/** The nonce of every <script> in a page. */
function scriptNonces(body: string): string[] {
  return [...body.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1])
}

/** An admin edit of an investment's title, posted as the admin's browser would. */
let reviewer: TestAccount | undefined

/**
 * An edit published as staff publish it (decision 047): saved as a draft and submitted by
 * the admin, approved by a second admin, each a request to `baseUrl`'s server.
 */
async function editInvestmentTitle(baseUrl: string, admin: TestAccount, id: string, title: string) {
  reviewer ??= await staffWithRole('admin', 'Page Cache Reviewer')
  const post = async (path: string, fields: Record<string, string>, account: TestAccount) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body: form,
      headers: { Cookie: account.cookie, Origin: baseUrl },
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
  }
  const fields = validInvestmentFields({ title, riskWarning: 'Capital at risk.' })
  await post(
    `/admin/investments/edit/${id}`,
    Object.fromEntries(
      Object.entries(fields).filter(([, value]) => typeof value === 'string'),
    ) as Record<string, string>,
    admin,
  )
  await post(`/admin/publishing/investment/${id}`, { intent: 'submit' }, admin)
  await post(`/admin/publishing/investment/${id}`, { intent: 'approve' }, reviewer)
}

describe('the page cache in one process (memory)', () => {
  let site: SiteServer
  let admin: TestAccount

  beforeAll(async () => {
    site = await startSiteServer({ pageStore: memoryPageStore() })
    admin = await signInAsAdmin()
  })

  afterAll(async () => {
    await site?.close()
  })

  test("the second anonymous visit is served from the cache, with that answer's own nonce on every script", async () => {
    const first = await get(site.baseUrl, '/careers')
    const second = await get(site.baseUrl, '/careers')
    expect([first.status, second.status]).toEqual([200, 200])
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    const [firstNonce, secondNonce] = [nonceOf(first), nonceOf(second)]
    expect(firstNonce).not.toBe(secondNonce)
    const scripts = scriptNonces(second.body)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((nonce) => nonce === secondNonce)).toBe(true)
    expect(second.body).not.toContain(firstNonce)
    expect(second.body.replaceAll(secondNonce, 'N')).toBe(first.body.replaceAll(firstNonce, 'N'))
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(second.headers.get('cache-control')).toMatch(/^public, .*stale-while-revalidate=/)
  })

  test('a browser that has the page gets 304 without a new policy (its copy keeps its nonce)', async () => {
    const page = await get(site.baseUrl, '/about')
    const again = await get(site.baseUrl, '/about', { 'If-None-Match': page.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.get('content-security-policy')).toBeNull()
  })

  test('an admin edit is on /investments and the detail page in the very next anonymous request, in both languages', async () => {
    for (const path of ['/investments', '/investments/inv-002', '/ar/investments']) {
      await get(site.baseUrl, path)
      expect((await get(site.baseUrl, path)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    }
    await editInvestmentTitle(site.baseUrl, admin, 'inv-002', 'Fujairah Harbour Logistics Park')
    for (const path of ['/investments', '/investments/inv-002', '/ar/investments']) {
      const page = await get(site.baseUrl, path)
      expect(page.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
      expect(page.body).toContain('Fujairah Harbour Logistics Park')
    }
  })

  test('a POST to /admin that changes nothing (signed out, refused, not a page) leaves every kept page kept', async () => {
    const recruiter = await createSignedInUser({ name: 'Cache Test Recruiter' })
    const db = await getDb()
    await db.update(user).set({ role: 'recruiter' }).where(eq(user.id, recruiter.id))
    for (const path of ['/investments', '/about']) await get(site.baseUrl, path)
    const posts: [path: string, cookie: string | undefined][] = [
      // Signed out: sent to sign in.
      ['/admin', undefined],
      ['/admin/settings', undefined],
      // Signed in, but the role may not change investments: 403.
      ['/admin/investments', recruiter.cookie],
      // A page without an action.
      ['/admin/audit', admin.cookie],
    ]
    for (const [path, cookie] of posts) {
      const form = new FormData()
      form.append('intent', 'delete')
      form.append('id', 'inv-001')
      const response = await fetch(`${site.baseUrl}${path}`, {
        method: 'POST',
        body: form,
        headers: { Origin: site.baseUrl, ...(cookie ? { Cookie: cookie } : {}) },
        redirect: 'manual',
      })
      expect(response.status, path).not.toBe(200)
      await response.arrayBuffer()
    }
    for (const path of ['/investments', '/about'])
      expect((await get(site.baseUrl, path)).headers.get(PAGE_CACHE_HEADER), path).toBe('hit')
  })

  test('a content save that changes nothing at all does not empty the cache either', async () => {
    await get(site.baseUrl, '/privacy-policy')
    const form = new FormData()
    form.append('intent', 'delete')
    form.append('id', 'no-such-investment')
    const response = await fetch(`${site.baseUrl}/admin/investments`, {
      method: 'POST',
      body: form,
      headers: { Origin: site.baseUrl, Cookie: admin.cookie },
      redirect: 'manual',
    })
    await response.arrayBuffer()
    expect((await get(site.baseUrl, '/privacy-policy')).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
  })

  test('a signed-in visitor is never served from the cache, and their page is never kept', async () => {
    const member = await createSignedInUser({ name: 'Cache Test Member' })
    await get(site.baseUrl, '/services')
    const signedIn = await get(site.baseUrl, '/services', { Cookie: member.cookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    expect(signedIn.body).toContain('Cache Test Member')

    const anonymous = await get(site.baseUrl, '/services')
    expect(anonymous.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(anonymous.body).not.toContain('Cache Test Member')
    expect(anonymous.body).not.toContain(member.email)
  })

  test('pages about who is asking are never kept: sign-in, reset links, the dashboard', async () => {
    // A conversation's link opens one person's messages (decision 040).
    const conversation = `/conversation/${'a'.repeat(43)}`
    for (const path of [
      '/login',
      '/register',
      '/reset-password?token=abc',
      '/ar/login',
      conversation,
      `/ar${conversation}`,
    ]) {
      const page = await get(site.baseUrl, path)
      expect(page.status, path).toBe(200)
      expect(page.headers.get(PAGE_CACHE_HEADER), path).toBeNull()
      expect(page.headers.get('cache-control'), path).toBe('private, no-store')
    }
    const dashboard = await get(site.baseUrl, '/dashboard')
    expect(dashboard.status).toBe(302)
  })

  test('a candidate’s pages by their link (status, interview booking) are never kept (decision 045)', async () => {
    const db = await getDb()
    const token = 'cache-candidate-token-0123456789abcdefghijk'
    await db.insert(jobApplicants).values({
      id: 'app-cache-candidate',
      name: 'Cache Candidate',
      email: 'cache.candidate@example.org',
      phone: '050 000 0000',
      coverLetter: 'Hello',
      cvKey: 'cv/cache.pdf',
      cvFilename: 'cv.pdf',
      cvMime: 'application/pdf',
      cvSize: 10,
    })
    await db
      .insert(applicantLinks)
      .values({ tokenHash: hashLinkToken(token), applicantId: 'app-cache-candidate' })
    for (const path of [
      `/careers/applications/${token}`,
      `/ar/careers/applications/${token}`,
      `/careers/applications/${token}/interview`,
      `/ar/careers/applications/${token}/interview`,
    ]) {
      for (let i = 0; i < 2; i++) {
        const page = await get(site.baseUrl, path)
        expect(page.status, path).toBe(200)
        expect(page.headers.get(PAGE_CACHE_HEADER), path).toBeNull()
        expect(page.headers.get('cache-control'), path).toBe('private, no-store')
      }
    }
  })

  test('a page that is not found is rendered each time and not kept', async () => {
    const missing = await get(site.baseUrl, '/investments/inv-nope')
    expect(missing.status).toBe(404)
    expect(missing.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })

  test('twenty visitors at once for a page not yet kept get the same page, rendered once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(site.baseUrl, '/team')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(
      answers.filter((answer) => answer.headers.get(PAGE_CACHE_HEADER) === 'miss'),
    ).toHaveLength(1)
    const bodies = new Set(answers.map((answer) => answer.body.replaceAll(nonceOf(answer), 'N')))
    expect(bodies.size).toBe(1)
    // Each answer has a nonce of its own: 16 random bytes (drawn 256 at a time).
    const nonces = answers.map(nonceOf)
    expect(new Set(nonces).size).toBe(20)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

// Two app servers sharing one Redis (and the database): what one invalidates, the other
// never serves again.
const REDIS_PORT = 6391

describe.runIf(hasRedisServer)('the page cache shared through Redis', () => {
  let redis: RedisServer
  let stores: PageStore[] = []
  let sites: SiteServer[] = []
  let admin: TestAccount

  beforeAll(async () => {
    redis = await startRedisServer(REDIS_PORT)
    stores = [await redisPageStore(redis.url), await redisPageStore(redis.url)]
    sites = [
      await startSiteServer({ pageStore: stores[0] }),
      await startSiteServer({ pageStore: stores[1] }),
    ]
    admin = await signInAsAdmin()
  })

  afterAll(async () => {
    for (const site of sites) await site.close()
    for (const store of stores) await store.close()
    await redis?.stop()
  })

  test('a page rendered by one server is served from Redis by the other', async () => {
    const [a, b] = sites
    expect((await get(a.baseUrl, '/services')).headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    const fromB = await get(b.baseUrl, '/services')
    expect(fromB.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(scriptNonces(fromB.body).every((nonce) => nonce === nonceOf(fromB))).toBe(true)
  })

  test("an admin edit through one server is on the other's pages in the very next request", async () => {
    const [a, b] = sites
    await get(b.baseUrl, '/investments/inv-003')
    expect((await get(b.baseUrl, '/investments/inv-003')).headers.get(PAGE_CACHE_HEADER)).toBe(
      'hit',
    )
    await editInvestmentTitle(a.baseUrl, admin, 'inv-003', 'Khor Fakkan Marina Residences')
    const page = await get(b.baseUrl, '/investments/inv-003')
    expect(page.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(page.body).toContain('Khor Fakkan Marina Residences')
  })

  test('with Redis gone, pages are rendered and served without it', async () => {
    await redis.stop()
    const page = await get(sites[0].baseUrl, '/investments')
    expect(page.status).toBe(200)
    expect(page.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(page.body).toContain('Khor Fakkan Marina Residences')
  })
})

// Two processes on one database and Redis, as behind a load balancer. In the PGlite pass the
// other process reaches this one's embedded database over the PostgreSQL protocol.
const TWO_PROCESS_REDIS_PORT = 6392
const databaseUrl = shareDatabaseWithOtherProcesses(54343)

describe.runIf(hasRedisServer)('two app processes on one database and Redis', () => {
  let redis: RedisServer
  let store: PageStore
  let site: SiteServer
  let other: SiteProcess
  let admin: TestAccount

  beforeAll(async () => {
    redis = await startRedisServer(TWO_PROCESS_REDIS_PORT)
    store = await redisPageStore(redis.url)
    site = await startSiteServer({ pageStore: store })
    other = await startSiteProcess({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
    })
    admin = await signInAsAdmin()
  }, 90_000)

  afterAll(async () => {
    await other?.stop()
    await site?.close()
    await store?.close()
    await redis?.stop()
  })

  test("an admin edit in this process is on the other process's pages in the very next request", async () => {
    for (const path of ['/investments', '/investments/inv-004']) {
      await get(other.baseUrl, path)
      expect((await get(other.baseUrl, path)).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    }
    await editInvestmentTitle(site.baseUrl, admin, 'inv-004', 'Al Ain Date Processing Plant')
    for (const path of ['/investments', '/investments/inv-004']) {
      const page = await get(other.baseUrl, path)
      expect(page.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
      expect(page.body).toContain('Al Ain Date Processing Plant')
    }
  })

  test("the session signed in here is the other process's too, and never cached there", async () => {
    // Signed in there: the dashboard opens; without the cookie it sends to sign-in.
    const page = await get(other.baseUrl, '/dashboard', { Cookie: admin.cookie })
    expect(page.status).toBe(200)
    expect(page.body).toContain(admin.email)
    expect((await get(other.baseUrl, '/dashboard')).status).toBe(302)
    const investments = await get(other.baseUrl, '/investments', { Cookie: admin.cookie })
    expect(investments.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    expect(investments.headers.get('cache-control')).toBe('private, no-store')
  })
})
