import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog, investments } from '#db/schema'
import { applyInvestmentSchedules } from '~/domain/investments/investments.server'
import { submitInvestmentRequest } from '~/domain/requests/requests.server'
import { action as editAction, loader as editLoader } from '~/routes/admin/investment-edit'
import { loader as detailLoader } from '~/routes/public/investment-detail'
import { onContentChangedOutsideRequests } from '~/server/content-changes.server'
import { getDb } from '~/server/db.server'
import { redisPageStore, type PageStore } from '../../platform/page-cache'
import { PAGE_CACHE_HEADER } from '../../platform/page-handler'
import { prepareTestApp } from '../support/app'
import { validInvestmentFields } from '../support/investment-form'
import { staffWithRole } from '../support/investor-file'
import { hasRedisServer, startRedisServer, type RedisServer } from '../support/redis-server'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Decision 047: an investment shown, hidden and closed at the minute staff scheduled, in
 * Dubai time, once however many processes run the job, and at once on every process's pages.
 */

let editor: TestAccount
const MINUTE = 60_000

async function investment(id: string, values: Partial<typeof investments.$inferInsert> = {}) {
  const db = await getDb()
  await db.insert(investments).values({
    id,
    title: `Scheduled ${id}`,
    description: 'A scheduled opportunity.',
    type: 'Financial',
    profitMargin: '9%',
    profitSchema: 'Yearly.',
    isActive: false,
    // Published once (approved), then hidden: what a schedule may show (decision 047).
    firstPublishedAt: new Date(),
    ...values,
  })
}

async function rowOf(id: string) {
  const db = await getDb()
  const [row] = await db.select().from(investments).where(eq(investments.id, id))
  return row
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Schedule Editor')
})

describe('scheduling on the edit form', () => {
  test('times are entered in Dubai time and kept as moments', async () => {
    await investment('inv-sched-form')
    const outcome = await callRoute(
      editAction,
      postForm(
        '/admin/investments/edit/inv-sched-form',
        validInvestmentFields({
          title: 'Scheduled form',
          publishAt: '2031-01-15T09:30',
          unpublishAt: '2031-03-01T18:00',
          closesAt: '2031-02-28T23:59',
        }),
        { cookie: editor.cookie },
      ),
      { id: 'inv-sched-form' },
    )
    expect(statusOf(outcome)).toBe(302)
    const row = await rowOf('inv-sched-form')
    expect(row.publishAt?.toISOString()).toBe('2031-01-15T05:30:00.000Z')
    expect(row.unpublishAt?.toISOString()).toBe('2031-03-01T14:00:00.000Z')
    expect(row.closesAt?.toISOString()).toBe('2031-02-28T19:59:00.000Z')
    const form = await callRoute(
      editLoader,
      getRequest('/admin/investments/edit/inv-sched-form', editor),
      { id: 'inv-sched-form' },
    )
    expect(JSON.stringify(form)).toContain('2031-01-15T05:30:00.000Z')
  })

  test('a time that is not one, or hiding before showing, is refused with a message', async () => {
    await investment('inv-sched-bad')
    for (const [fields, message] of [
      [{ publishAt: 'tomorrow' }, 'Enter a date and a time'],
      [
        { publishAt: '2031-05-01T10:00', unpublishAt: '2031-04-01T10:00' },
        'Hide it after the time it is shown',
      ],
    ] as const) {
      const outcome = await callRoute(
        editAction,
        postForm(
          '/admin/investments/edit/inv-sched-bad',
          validInvestmentFields({ title: 'Scheduled bad', ...fields }),
          { cookie: editor.cookie },
        ),
        { id: 'inv-sched-bad' },
      )
      expect(statusOf(outcome)).toBe(400)
      expect(JSON.stringify(outcome)).toContain(message)
    }
    expect((await rowOf('inv-sched-bad')).title).toBe('Scheduled inv-sched-bad')
  })
})

describe('the schedules runner', () => {
  test('shows, hides and closes at the time set, once, audited without an actor', async () => {
    const now = new Date()
    await investment('inv-sched-show', { publishAt: new Date(now.getTime() - MINUTE) })
    await investment('inv-sched-hide', {
      isActive: true,
      unpublishAt: new Date(now.getTime() - MINUTE),
    })
    await investment('inv-sched-later', { publishAt: new Date(now.getTime() + 60 * MINUTE) })
    // A new investment nobody approved yet: its schedule waits for the first publish.
    await investment('inv-sched-unapproved', {
      publishAt: new Date(now.getTime() - MINUTE),
      firstPublishedAt: null,
    })
    await investment('inv-sched-close', {
      isActive: true,
      closesAt: new Date(now.getTime() - MINUTE),
    })
    const calls: string[] = []
    const stop = onContentChangedOutsideRequests(async () => {
      calls.push('changed')
    })
    try {
      // Two processes running the job at the same minute: each schedule is applied by one.
      const [first, second] = await Promise.all([
        applyInvestmentSchedules(now),
        applyInvestmentSchedules(now),
      ])
      const applied = (key: 'published' | 'unpublished' | 'closed') =>
        [...first[key], ...second[key]].filter((id) => id.startsWith('inv-sched-'))
      expect(applied('published')).toEqual(['inv-sched-show'])
      expect(applied('unpublished')).toEqual(['inv-sched-hide'])
      expect(applied('closed')).toEqual(['inv-sched-close'])
      expect(calls.length).toBeGreaterThanOrEqual(1)
      const again = await applyInvestmentSchedules(now)
      expect(again.published.filter((id) => id.startsWith('inv-sched-'))).toEqual([])
    } finally {
      stop()
    }
    expect(await rowOf('inv-sched-show')).toMatchObject({ isActive: true, publishAt: null })
    expect(await rowOf('inv-sched-hide')).toMatchObject({ isActive: false, unpublishAt: null })
    expect((await rowOf('inv-sched-later')).isActive).toBe(false)
    expect(await rowOf('inv-sched-unapproved')).toMatchObject({ isActive: false })
    expect((await rowOf('inv-sched-unapproved')).publishAt).not.toBeNull()
    const db = await getDb()
    const audits = await db
      .select({ entityId: auditLog.entityId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'investment'), isNull(auditLog.actorId)))
    expect(audits).toEqual(
      expect.arrayContaining([
        { entityId: 'inv-sched-show', after: { isActive: true, scheduled: 'publish' } },
        { entityId: 'inv-sched-hide', after: { isActive: false, scheduled: 'unpublish' } },
        { entityId: 'inv-sched-close', after: { scheduled: 'close' } },
      ]),
    )
  })

  test('a closed investment says so and refuses a request', async () => {
    await investment('inv-sched-closed', {
      isActive: true,
      closesAt: new Date(Date.now() - MINUTE),
    })
    const page = await callRoute(detailLoader, getRequest('/investments/inv-sched-closed'), {
      id: 'inv-sched-closed',
    })
    expect(page).toMatchObject({ isClosed: true })
    const person = await createSignedInUser({ name: 'Late Investor' })
    const saved = await submitInvestmentRequest({
      user: { id: person.id, name: 'Late Investor', email: person.email },
      investment: { id: 'inv-sched-closed' },
      message: 'Still open?',
      locale: 'en',
    })
    expect(saved).toEqual({ kind: 'closed' })
    await investment('inv-sched-open', {
      isActive: true,
      closesAt: new Date(Date.now() + 60 * MINUTE),
    })
    const open = await callRoute(detailLoader, getRequest('/investments/inv-sched-open'), {
      id: 'inv-sched-open',
    })
    expect(open).toMatchObject({ isClosed: false })
  })
})

// Two app servers sharing one Redis: the server whose process runs the job empties the
// shared cache (as platform/main.ts wires it), and the other's next answer is current.
const REDIS_PORT = 6397

describe.runIf(hasRedisServer)('a scheduled change on every process at once', () => {
  let redis: RedisServer
  let stores: PageStore[] = []
  let sites: SiteServer[] = []

  beforeAll(async () => {
    redis = await startRedisServer(REDIS_PORT)
    stores = [await redisPageStore(redis.url), await redisPageStore(redis.url)]
    sites = [
      await startSiteServer({ pageStore: stores[0] }),
      await startSiteServer({ pageStore: stores[1] }),
    ]
  })

  afterAll(async () => {
    for (const site of sites) await site.close()
    for (const store of stores) await store.close()
    await redis?.stop()
  })

  test('a scheduled unpublish and publish both show on the other server at once', async () => {
    await investment('inv-sched-live', { isActive: true })
    await investment('inv-sched-soon')
    const get = (path: string) => fetch(`${sites[1].baseUrl}${path}`, { redirect: 'manual' })
    await get('/investments/inv-sched-live')
    expect((await get('/investments/inv-sched-live')).headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    const list = await (await get('/investments')).text()
    expect(list).not.toContain('Scheduled inv-sched-soon')

    const db = await getDb()
    const due = new Date(Date.now() - 1000)
    await db
      .update(investments)
      .set({ unpublishAt: due })
      .where(eq(investments.id, 'inv-sched-live'))
    await db.update(investments).set({ publishAt: due }).where(eq(investments.id, 'inv-sched-soon'))
    const stop = onContentChangedOutsideRequests(() => stores[0].invalidate())
    try {
      await applyInvestmentSchedules()
    } finally {
      stop()
    }
    expect((await get('/investments/inv-sched-live')).status).toBe(404)
    expect(await (await get('/investments')).text()).toContain('Scheduled inv-sched-soon')
  })
})
