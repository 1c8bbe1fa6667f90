import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  contactMessages,
  conversationEvents,
  conversations,
  investmentRequests,
  user,
  userInvestmentRequests,
  type ConversationAreaName,
} from '#db/schema'
import { workingMinutesUntil } from '~/domain/conversations/inbox.server'
import { businessMinutesBetween, UAE_BUSINESS_CALENDAR } from '~/lib/business-hours'
import { loader } from '~/routes/admin/conversations'
import { loader as dashboardLoader } from '~/routes/admin/dashboard'
import { loader as layoutLoader } from '~/routes/admin/layout'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * The staff inbox (decision 040): one list of the conversations of every request, of the
 * areas the reader's role opens only, with its filters, its search in names, addresses and
 * message text, its pages; the sidebar's unread count and the dashboard's overdue counts.
 */

type Staff = TestAccount & { name: string }

let admin: TestAccount
let support: Staff
let colleague: Staff
let desk: Staff
let editor: Staff

const HOUR = 3_600_000
const T0 = Date.parse('2026-01-12T08:00:00Z')
/** Last activity of the fixtures, in order: the inbox lists the later first. */
const minutesAfterT0 = (minutes: number) => new Date(T0 + minutes * 60_000)

async function staffOf(role: string, name: string): Promise<Staff> {
  const account = await createSignedInUser({ name })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return { ...account, name }
}

async function shape(
  area: ConversationAreaName,
  requestId: string,
  set: Partial<typeof conversations.$inferInsert>,
): Promise<string> {
  const db = await getDb()
  const [row] = await db
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.area, area), eq(conversations.requestId, requestId)))
    .returning({ id: conversations.id })
  return row.id
}

const ids: Record<string, string> = {}

beforeAll(async () => {
  await prepareTestApp()
  const db = await getDb()
  // The seed's requests opened conversations too: this file counts only its own.
  await db.delete(conversations)
  admin = await signInAsAdmin()
  support = await staffOf('support', 'Sara Support')
  colleague = await staffOf('support', 'Colin Colleague')
  desk = await staffOf('investment_desk', 'Dina Desk')
  editor = await staffOf('editor', 'Eddie Editor')
  const alice = await createSignedInUser({
    name: 'Alice Investor',
    email: 'alice.investor@example.org',
  })

  // Each request opens its conversation (a trigger, migration 0018).
  await db.insert(contactMessages).values([
    {
      id: 'msg-nadia',
      name: 'Nadia Haddad',
      email: 'nadia.haddad@example.org',
      subject: 'Office lease',
      message: 'A question about the lease of the Dubai office',
    },
    {
      id: 'msg-omar',
      name: 'Omar Khalil',
      email: 'omar.k@example.net',
      subject: 'Visa',
      message: 'استفسار عن التأشيرة',
      locale: 'ar',
    },
    {
      id: 'msg-hassan',
      name: 'Hassan Closed',
      email: 'hassan@example.org',
      message: 'An old question',
    },
  ])
  await db.insert(consultancyRequests).values({
    id: 'creq-layla',
    consultantId: 'con-001',
    name: 'Layla Mansour',
    email: 'layla@example.com',
    phone: '+971 50 000 0000',
    message: 'Please call me about market entry',
  })
  await db.insert(userInvestmentRequests).values({
    id: 'ureq-karim',
    name: 'Karim Aziz',
    email: 'karim@example.org',
    description: 'Looking for a logistics fund',
  })
  await db.insert(investmentRequests).values({
    id: 'ireq-alice',
    userId: alice.id,
    investmentId: 'inv-001',
    message: 'Interested in the first tranche',
  })

  const now = Date.now()
  ids.nadia = await shape('contact', 'msg-nadia', {
    state: 'open',
    assigneeId: colleague.id,
    dueAt: new Date(now - 48 * HOUR),
    lastEventAt: minutesAfterT0(50),
    unreadForStaff: true,
  })
  ids.omar = await shape('contact', 'msg-omar', {
    state: 'waiting',
    assigneeId: null,
    dueAt: null,
    dueKind: null,
    lastEventAt: minutesAfterT0(40),
    unreadForStaff: false,
  })
  ids.layla = await shape('consultancy', 'creq-layla', {
    state: 'open',
    assigneeId: support.id,
    dueAt: new Date(now + 72 * HOUR),
    dueKind: 'follow-up',
    lastEventAt: minutesAfterT0(30),
    unreadForStaff: true,
  })
  ids.hassan = await shape('contact', 'msg-hassan', {
    state: 'closed',
    dueAt: null,
    dueKind: null,
    lastEventAt: minutesAfterT0(20),
    unreadForStaff: true,
  })
  ids.karim = await shape('custom', 'ureq-karim', {
    state: 'open',
    assigneeId: desk.id,
    dueAt: new Date(now - 24 * HOUR),
    lastEventAt: minutesAfterT0(10),
    unreadForStaff: true,
  })
  ids.alice = await shape('investment', 'ireq-alice', {
    state: 'open',
    assigneeId: null,
    dueAt: new Date(now + 24 * HOUR),
    lastEventAt: minutesAfterT0(0),
    unreadForStaff: false,
  })
  // The requester's answer: found by the inbox's search in message text.
  await db.insert(conversationEvents).values({
    conversationId: ids.omar,
    kind: 'message_in',
    authorName: 'Omar Khalil',
    body: 'Invoice number 4411 is attached',
  })
})

type Inbox = Exclude<Awaited<ReturnType<typeof loader>>, Response>

async function inboxAs(account: TestAccount, search = '', path = '/admin/conversations') {
  const outcome = await callRoute(
    loader,
    getRequest(`${path}${search}`, { cookie: account.cookie }),
  )
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome as Inbox
}

async function namesAs(account: TestAccount, search = '') {
  return (await inboxAs(account, search)).inbox.rows.map((row) => row.name)
}

describe('who sees what', () => {
  test('a Support member sees the contact and consultancy conversations, no investment or custom one', async () => {
    const { inbox } = await inboxAs(support)
    expect(inbox.areas).toEqual(['contact', 'consultancy'])
    // Open and waiting, newest activity first; the closed one waits for the status filter.
    expect(inbox.rows.map((row) => row.name)).toEqual([
      'Nadia Haddad',
      'Omar Khalil',
      'Layla Mansour',
    ])
    expect(inbox.total).toBe(3)

    const everything = await inboxAs(support, '?status=any')
    expect(everything.inbox.rows.map((row) => row.area).sort()).toEqual([
      'consultancy',
      'contact',
      'contact',
      'contact',
    ])
  })

  test('an area the role does not open shows nothing of it: the filter falls back to all of its own', async () => {
    for (const area of ['investment', 'custom']) {
      const { inbox, query } = await inboxAs(support, `?area=${area}&status=any`)
      expect(query.area).toBe('any')
      expect(inbox.rows.every((row) => ['contact', 'consultancy'].includes(row.area))).toBe(true)
    }
  })

  test('the Investment desk sees investment and custom requests only, an Administrator all four', async () => {
    expect(await namesAs(desk)).toEqual(['Karim Aziz', 'Alice Investor'])
    expect(await namesAs(admin)).toEqual([
      'Nadia Haddad',
      'Omar Khalil',
      'Layla Mansour',
      'Karim Aziz',
      'Alice Investor',
    ])
  })

  test('an Editor gets 403, as a member who is not staff is sent away', async () => {
    const refused = await callRoute(
      loader,
      getRequest('/admin/conversations', { cookie: editor.cookie }),
    )
    expect(statusOf(refused)).toBe(403)
    const member = await createSignedInUser()
    const away = await callRoute(
      loader,
      getRequest('/admin/conversations', { cookie: member.cookie }),
    )
    expect(statusOf(away)).toBe(302)
  })

  test('the Arabic address opens the same inbox', async () => {
    const { inbox } = await inboxAs(support, '', '/ar/admin/conversations')
    expect(inbox.rows.map((row) => row.id)).toEqual([ids.nadia, ids.omar, ids.layla])
  })
})

describe('a row', () => {
  test('names the requester, area, topic, status, assignee, what is owed and the last activity', async () => {
    const { inbox } = await inboxAs(support)
    const [nadia, omar, layla] = inbox.rows
    expect(nadia).toMatchObject({
      id: ids.nadia,
      name: 'Nadia Haddad',
      email: 'nadia.haddad@example.org',
      area: 'contact',
      topic: 'Office lease',
      state: 'open',
      assigneeName: 'Colin Colleague',
      unreadForStaff: true,
      lastEventAt: minutesAfterT0(50),
    })
    expect(nadia.due?.isOverdue).toBe(true)
    expect(nadia.due?.minutes).toBeLessThanOrEqual(0)
    // Waiting for the requester: nothing owed, nobody on it.
    expect(omar).toMatchObject({ state: 'waiting', assigneeName: null, due: null })
    expect(layla).toMatchObject({ assigneeName: 'Sara Support', dueKind: 'follow-up' })
    expect(layla.due?.isOverdue).toBe(false)
    expect(layla.due?.minutes).toBeGreaterThan(0)
    // The consultancy request's topic is its consultant.
    expect(layla.topic).not.toBe('')
    // A working day is the office's hours (09:00 to 18:00).
    expect(inbox.workdayMinutes).toBe(9 * 60)
  })

  test('the time owed is the calendar’s working minutes, walked once for the whole page', () => {
    const now = new Date('2026-03-11T10:17:00Z')
    const dues = [
      new Date('2026-03-11T12:00:00Z'),
      null,
      new Date('2026-03-06T09:30:00Z'),
      new Date('2025-06-01T00:00:00Z'),
      new Date('2026-03-20T15:45:00Z'),
      new Date('2026-03-06T09:30:00Z'),
      new Date('2026-03-14T06:00:00Z'),
    ]
    const expected = dues.map((due) =>
      due ? businessMinutesBetween(now, due, UAE_BUSINESS_CALENDAR) : null,
    )
    expect(workingMinutesUntil(now, dues, UAE_BUSINESS_CALENDAR)).toEqual(expected)
    expect(expected[0]).toBe(103)
  })
})

describe('filters', () => {
  test.each([
    ['?area=consultancy', ['Layla Mansour']],
    ['?area=contact', ['Nadia Haddad', 'Omar Khalil']],
    ['?status=open', ['Nadia Haddad', 'Layla Mansour']],
    ['?status=waiting', ['Omar Khalil']],
    ['?status=closed', ['Hassan Closed']],
    ['?assignee=me', ['Layla Mansour']],
    ['?assignee=unassigned', ['Omar Khalil']],
    ['?assignee=unassigned&status=any', ['Omar Khalil', 'Hassan Closed']],
    ['?overdue=1', ['Nadia Haddad']],
    ['?language=ar', ['Omar Khalil']],
    ['?language=en&area=contact', ['Nadia Haddad']],
    [
      '?status=nonsense&assignee=nobody&language=fr',
      ['Nadia Haddad', 'Omar Khalil', 'Layla Mansour'],
    ],
  ])('Support with %s sees %j', async (search, expected) => {
    expect(await namesAs(support, search)).toEqual(expected)
  })

  test('"me" is the reader: the Investment desk’s own and overdue ones', async () => {
    expect(await namesAs(desk, '?assignee=me')).toEqual(['Karim Aziz'])
    expect(await namesAs(desk, '?overdue=1')).toEqual(['Karim Aziz'])
    expect(await namesAs(admin, '?overdue=1')).toEqual(['Nadia Haddad', 'Karim Aziz'])
  })
})

describe('search', () => {
  test.each([
    ['NADIA', ['Nadia Haddad']],
    ['omar.k@example', ['Omar Khalil']],
    ['lease of the dubai', ['Nadia Haddad']],
    ['invoice number 4411', ['Omar Khalil']],
    ['market entry', ['Layla Mansour']],
    ['example', ['Nadia Haddad', 'Omar Khalil', 'Layla Mansour']],
    ['100%', []],
  ])('Support searching %j finds %j', async (q, expected) => {
    expect(await namesAs(support, `?q=${encodeURIComponent(q)}`)).toEqual(expected)
  })

  test('a search keeps to the role’s areas and the filters', async () => {
    expect(await namesAs(support, '?q=logistics%20fund')).toEqual([])
    expect(await namesAs(desk, '?q=logistics%20fund')).toEqual(['Karim Aziz'])
    expect(await namesAs(support, '?q=example&language=ar')).toEqual(['Omar Khalil'])
    expect(await namesAs(support, '?q=old%20question')).toEqual([])
    expect(await namesAs(support, '?q=old%20question&status=closed')).toEqual(['Hassan Closed'])
  })

  test('a conversation matching by name and by message is listed once', async () => {
    const db = await getDb()
    await db.insert(conversationEvents).values({
      conversationId: ids.layla,
      kind: 'note',
      authorName: 'Sara Support',
      body: 'Layla prefers a call in the morning',
    })
    const { inbox } = await inboxAs(support, '?q=layla')
    expect(inbox.rows.map((row) => row.id)).toEqual([ids.layla])
    expect(inbox).toMatchObject({ total: 1, more: false })
  })
})

describe('counts', () => {
  test('the sidebar counts the unread conversations, not closed, of the role’s areas', async () => {
    const unreadOf = async (account: TestAccount) => {
      const outcome = await callRoute(
        layoutLoader,
        getRequest('/admin', { cookie: account.cookie }),
      )
      return (outcome as { unreadConversations: number }).unreadConversations
    }
    // Nadia and Layla (Hassan's is closed, Omar's read); Karim; all three; none.
    expect(await unreadOf(support)).toBe(2)
    expect(await unreadOf(desk)).toBe(1)
    expect(await unreadOf(admin)).toBe(3)
    expect(await unreadOf(editor)).toBe(0)
  })

  test('the dashboard counts overdue conversations per area, of the areas the role opens', async () => {
    const overdueOf = async (account: TestAccount) => {
      const outcome = await callRoute(
        dashboardLoader,
        getRequest('/admin', { cookie: account.cookie }),
      )
      return (outcome as { overdue: { area: string; n: number }[] | null }).overdue
    }
    expect(await overdueOf(support)).toEqual([
      { area: 'contact', n: 1 },
      { area: 'consultancy', n: 0 },
    ])
    expect(await overdueOf(desk)).toEqual([
      { area: 'investment', n: 0 },
      { area: 'custom', n: 1 },
    ])
    expect(await overdueOf(admin)).toEqual([
      { area: 'contact', n: 1 },
      { area: 'consultancy', n: 0 },
      { area: 'investment', n: 0 },
      { area: 'custom', n: 1 },
    ])
    expect(await overdueOf(editor)).toBeNull()
  })
})

describe('the counters of the default view', () => {
  type Reader = Pick<Awaited<ReturnType<typeof getDb>>, 'execute'>
  /** row_counts' counters of conversations, and the same counted row by row. */
  async function countersAndRows(db: Reader) {
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { name: string; n: number }[] }).rows
        .map(({ name, n }) => `${name}=${Number(n)}`)
        .sort()
    const counters = await rowsOf(
      sql`select name, n from row_counts where name like 'conversations.%' and n <> 0`,
    )
    const counted = await rowsOf(
      sql`select 'conversations.' || area || '.' || state as name, count(*) as n
          from conversations group by 1`,
    )
    return { counters, counted }
  }

  test('they are the rows, after inserts, moves between states, deletes and a rollback', async () => {
    const db = await getDb()
    const before = await countersAndRows(db)
    expect(before.counters).toEqual(before.counted)
    expect(before.counters).toContain('conversations.contact.open=1')

    const rolledBack = new Error('rolled back')
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(contactMessages).values({
          id: 'msg-counted',
          name: 'Counted Sender',
          email: 'counted@example.org',
          message: 'Hello',
        })
        // A bulk move, an update that moves nothing, and a request deleted with its conversation.
        await tx.execute(sql`update conversations set state = 'waiting' where area = 'contact'`)
        await tx.execute(sql`update conversations set last_event_at = now()`)
        await tx.delete(consultancyRequests).where(eq(consultancyRequests.id, 'creq-layla'))
        const during = await countersAndRows(tx)
        expect(during.counters).toEqual(during.counted)
        expect(during.counters).toContain('conversations.contact.waiting=4')
        expect(during.counters.some((entry) => entry.startsWith('conversations.consultancy'))).toBe(
          false,
        )
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    expect(await countersAndRows(db)).toEqual(before)
  })
})

describe('the page as HTML, without JavaScript', () => {
  let site: SiteServer
  beforeAll(async () => {
    site = await startSiteServer()
  })
  afterAll(async () => {
    await site?.close()
  })

  const pageAs = async (account: TestAccount, path: string) => {
    const response = await fetch(`${site.baseUrl}${path}`, { headers: { Cookie: account.cookie } })
    expect(response.status).toBe(200)
    return response.text()
  }

  test('English: rows link to their thread, every filter has its label, the sidebar its count', async () => {
    const html = await pageAs(support, '/admin/conversations?overdue=1')
    expect(html).toContain(`href="/admin/conversations/${ids.nadia}"`)
    expect(html).not.toContain(`/admin/conversations/${ids.layla}"`)
    expect(html).toContain('Overdue by')
    for (const id of ['q', 'area', 'status', 'assignee', 'language', 'overdue']) {
      const control = id === 'q' ? 'q' : `conversations-${id}`
      expect(html, control).toContain(`for="${control}"`)
    }
    // A GET form: the filters are a URL, sent without JavaScript.
    expect(html).toMatch(/<form role="search"[^>]*action="\/admin\/conversations" method="get"/)
    expect(html).toContain('href="/admin/conversations"')
    expect(html).toContain('2 unread')
  })

  test('Arabic: right to left, links stay in Arabic', async () => {
    const html = await pageAs(support, '/ar/admin/conversations')
    expect(html).toMatch(/<html[^>]*dir="rtl"/)
    expect(html).toContain(`href="/ar/admin/conversations/${ids.layla}"`)
    expect(html).toContain('href="/ar/admin/conversations"')
    expect(html).toContain('المحادثات')
  })

  test('the dashboard shows the overdue conversations of the role’s areas, linked to the inbox', async () => {
    const html = await pageAs(support, '/admin')
    expect(html).toContain('Overdue conversations')
    expect(html).toContain('href="/admin/conversations?area=contact&amp;overdue=1"')
    expect(html).not.toContain('area=custom')
  })
})

// Last: these rows would otherwise be in the lists above.
describe('pages of 25', () => {
  beforeAll(async () => {
    const db = await getDb()
    await db.execute(sql`
      insert into contact_messages (id, name, email, message, submitted_at)
      select 'paging-' || g, 'Paging Sender ' || g, 'paging' || g || '@example.org', 'Hello',
             ${new Date(T0).toISOString()}::timestamptz - (g || ' minutes')::interval
      from generate_series(1, 30) g`)
    await db.execute(sql`
      update conversations set state = 'closed', due_at = null, unread_for_staff = false
      where request_id like 'paging-%'`)
  })

  test('unsearched: 25 on the first page, the rest on the second, exact total, none twice', async () => {
    const first = await inboxAs(admin, '?area=contact&status=closed')
    const second = await inboxAs(admin, '?area=contact&status=closed&page=2')
    expect(first.inbox).toMatchObject({ total: 31, more: false, pageCount: 2, page: 1 })
    expect(first.inbox.rows).toHaveLength(25)
    expect(second.inbox.rows).toHaveLength(6)
    const all = [...first.inbox.rows, ...second.inbox.rows]
    expect(new Set(all.map((row) => row.id)).size).toBe(31)
    expect(all[0].name).toBe('Hassan Closed')
    expect(all[1].name).toBe('Paging Sender 1')
    expect(all.at(-1)?.name).toBe('Paging Sender 30')
    const times = all.map((row) => new Date(row.lastEventAt).getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  test('searched: the same pages, counted', async () => {
    const first = await inboxAs(support, '?q=paging%20sender&status=any')
    const second = await inboxAs(support, '?q=paging%20sender&status=any&page=2')
    expect(first.inbox).toMatchObject({ total: 30, more: false, pageCount: 2 })
    expect(first.inbox.rows.map((row) => row.name).slice(0, 2)).toEqual([
      'Paging Sender 1',
      'Paging Sender 2',
    ])
    expect(second.inbox.rows.map((row) => row.name)).toEqual([
      'Paging Sender 26',
      'Paging Sender 27',
      'Paging Sender 28',
      'Paging Sender 29',
      'Paging Sender 30',
    ])
  })
})
