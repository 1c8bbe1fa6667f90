import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  contactMessages,
  investmentRequests,
  jobApplicants,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { getAdminStats, type AdminStats } from '~/domain/dashboard/dashboard.server'
import { newId } from '~/lib/ids'
import { loader } from '~/routes/admin/dashboard'
import { loader as layoutLoader } from '~/routes/admin/layout'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  type TestAccount,
} from '../support/requests'

beforeAll(prepareTestApp)

async function loadDashboard(cookie: string) {
  const outcome = await callRoute(loader, getRequest('/admin', { cookie }))
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome
}

const at = (iso: string) => new Date(iso)

describe('access', () => {
  test('a visitor is sent to the login page and a user to the dashboard', async () => {
    const visitor = (await callRoute(loader, getRequest('/admin'))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin')

    const account = await createSignedInUser()
    const user = (await callRoute(
      loader,
      getRequest('/admin', { cookie: account.cookie }),
    )) as Response
    expect(user.headers.get('Location')).toBe('/dashboard')
    const layout = (await callRoute(
      layoutLoader,
      getRequest('/admin/settings', { cookie: account.cookie }),
    )) as Response
    expect(layout.headers.get('Location')).toBe('/dashboard')
  })

  test('the admin layout shows who is signed in', async () => {
    const admin = await signInAsAdmin()
    const outcome = await callRoute(layoutLoader, getRequest('/admin', { cookie: admin.cookie }))
    expect(outcome).toEqual({
      admin: { name: 'Administrator', email: admin.email, role: 'admin' },
      unreadConversations: expect.any(Number),
    })
  })

  test('a Support staff member sees only messages and consultancy requests on the dashboard', async () => {
    const support = await createSignedInUser({ name: 'Sam Support' })
    const db = await getDb()
    await db.update(user).set({ role: 'support' }).where(eq(user.id, support.id))
    const outcome = (await callRoute(
      loader,
      getRequest('/admin', { cookie: support.cookie }),
    )) as Awaited<ReturnType<typeof loader>>
    expect(outcome.shows).toEqual({
      investments: false,
      requests: false,
      users: false,
      audit: false,
      emails: false,
    })
    const kinds = new Set(outcome.recent.map((item) => item.kind))
    for (const kind of kinds) expect(['contactMessage', 'consultancyRequest']).toContain(kind)
  })
})

describe('each role receives only the counters of areas it may open', () => {
  async function loadAs(role: string) {
    const account = await createSignedInUser({ name: `Counter ${role}` })
    const db = await getDb()
    await db.update(user).set({ role }).where(eq(user.id, account.id))
    return loadDashboard(account.cookie)
  }

  test.each([
    ['support', []],
    ['recruiter', []],
    ['editor', ['totalInvestments', 'activeInvestments']],
    [
      'investment_desk',
      [
        'totalInvestments',
        'activeInvestments',
        'investmentRequests',
        'specificRequests',
        'customRequests',
        'pendingRequests',
      ],
    ],
  ])('%s gets only %j, and no failed-e-mail count', async (role, expected) => {
    const outcome = await loadAs(role)
    expect(Object.keys(outcome.stats).sort()).toEqual([...expected].sort())
    expect(outcome.failedEmails).toBeNull()
  })

  test('an Administrator gets every counter', async () => {
    const admin = await signInAsAdmin()
    const outcome = await loadDashboard(admin.cookie)
    expect(Object.keys(outcome.stats).sort()).toEqual(Object.keys(await getAdminStats()).sort())
    expect(outcome.failedEmails).toBeTypeOf('number')
  })
})

describe('counters and recent submissions', () => {
  let admin: TestAccount
  let alice: TestAccount
  let bob: TestAccount
  let baseline: AdminStats

  beforeAll(async () => {
    admin = await signInAsAdmin()
    baseline = await getAdminStats()
    alice = await createSignedInUser({ name: 'Alice Investor' })
    bob = await createSignedInUser({ name: 'Bob Founder' })
    const db = await getDb()
    await db.insert(investmentRequests).values([
      {
        id: 'ireq-t1',
        userId: alice.id,
        investmentId: 'inv-001',
        status: 'Pending',
        createdAt: at('2030-01-01T10:00:00Z'),
      },
      {
        id: 'ireq-t2',
        userId: bob.id,
        investmentId: 'inv-002',
        status: 'Accepted',
        createdAt: at('2030-01-01T09:00:00Z'),
      },
      {
        id: 'ireq-t3',
        userId: null,
        investmentId: null,
        status: 'Rejected',
        createdAt: at('2020-01-01T09:00:00Z'),
      },
    ])
    await db.insert(userInvestmentRequests).values([
      {
        id: 'creq-t1',
        name: 'Carla Custom',
        email: 'carla@example.org',
        description: 'Looking for farmland',
        investmentType: 'real-estate',
        status: 'Pending',
        createdAt: at('2030-01-01T11:00:00Z'),
      },
      {
        id: 'creq-t2',
        name: 'Dan Done',
        email: 'dan@example.org',
        description: 'x',
        status: 'Rejected',
        createdAt: at('2020-01-02T09:00:00Z'),
      },
    ])
    await db.insert(contactMessages).values({
      id: 'msg-t1',
      name: 'Erin Contact',
      email: 'erin@example.org',
      subject: 'Office visit',
      message: 'Hello',
      submittedAt: at('2030-01-01T12:00:00Z'),
    })
    await db.insert(jobApplicants).values({
      id: 'app-t1',
      jobId: 'job-001',
      name: 'Farah Applicant',
      email: 'farah@example.org',
      phone: '+971 50 000 0000',
      coverLetter: 'Hire me',
      cvKey: 'cv/x.pdf',
      cvFilename: 'x.pdf',
      cvMime: 'application/pdf',
      cvSize: 10,
      submittedAt: at('2030-01-01T08:00:00Z'),
    })
    await db.insert(consultancyRequests).values({
      id: 'cons-t1',
      consultantId: 'con-001',
      name: 'Gus Consult',
      email: 'gus@example.org',
      phone: '+971 50 111 1111',
      company: 'Gus LLC',
      message: 'Advice please',
      submittedAt: at('2030-01-01T13:00:00Z'),
    })
  })

  test('count investments, both kinds of requests, pending ones and users without the admin', async () => {
    const { stats } = await loadDashboard(admin.cookie)
    expect(stats).toEqual({
      totalInvestments: 6,
      activeInvestments: 6,
      investmentRequests: 5,
      specificRequests: 3,
      customRequests: 2,
      pendingRequests: 2,
      registeredUsers: baseline.registeredUsers + 2,
    })
    const db = await getDb()
    const [{ n: registered }] = await db
      .select({ n: count() })
      .from(user)
      .where(eq(user.role, 'user'))
    // Every account that is not staff.
    expect(stats.registeredUsers).toBe(registered)
  })

  test('a new user and a new pending request raise the counters by one', async () => {
    const before = await getAdminStats()
    const carol = await createSignedInUser()
    const db = await getDb()
    await db.insert(investmentRequests).values({
      id: newId('ireq'),
      userId: carol.id,
      investmentId: 'inv-004',
    })
    const after = await getAdminStats()
    expect(after.registeredUsers).toBe(before.registeredUsers + 1)
    expect(after.pendingRequests).toBe(before.pendingRequests + 1)
    expect(after.investmentRequests).toBe(before.investmentRequests + 1)
    await db.delete(investmentRequests).where(eq(investmentRequests.userId, carol.id))
  })

  test('recent submissions are the newest of every kind, newest first, with their screens', async () => {
    const { recent } = await loadDashboard(admin.cookie)
    expect(recent.length).toBeLessThanOrEqual(10)
    expect(recent.slice(0, 6).map((item) => [item.kind, item.name, item.href])).toEqual([
      ['consultancyRequest', 'Gus Consult', '/admin/consultancy/requests'],
      ['contactMessage', 'Erin Contact', '/admin/contacts'],
      ['customRequest', 'Carla Custom', '/admin/requests?tab=custom'],
      ['investmentRequest', 'Alice Investor', '/admin/requests'],
      ['investmentRequest', 'Bob Founder', '/admin/requests'],
      ['jobApplication', 'Farah Applicant', '/admin/careers/applicants?job=job-001'],
    ])
    expect(recent[3].detail).toBe('Dubai Marina Residential Income Fund')
    const dates = recent.map((item) => new Date(item.submittedAt).getTime())
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  test('only ten are shown when there are more', async () => {
    const db = await getDb()
    await db.insert(contactMessages).values(
      Array.from({ length: 12 }, (_, index) => ({
        id: `msg-bulk-${index}`,
        name: `Bulk ${index}`,
        email: 'bulk@example.org',
        message: 'hi',
        submittedAt: at(`2031-01-01T00:${String(index).padStart(2, '0')}:00Z`),
      })),
    )
    const { recent } = await loadDashboard(admin.cookie)
    expect(recent).toHaveLength(10)
    expect(recent[0].name).toBe('Bulk 11')
    expect(recent[9].name).toBe('Bulk 2')
  })
})

describe('trends and the weekly chart (decision 050)', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

  test('each counter compares the last 30 days with the 30 before', async () => {
    const admin = await signInAsAdmin()
    const before = (await loadDashboard(admin.cookie)).trends
    const requester = await createSignedInUser({ name: 'Trend Investor' })
    const db = await getDb()
    await db.insert(investmentRequests).values([
      { id: 'ireq-trend-1', userId: requester.id, investmentId: 'inv-001', createdAt: daysAgo(2) },
      {
        id: 'ireq-trend-2',
        userId: requester.id,
        investmentId: 'inv-002',
        status: 'Accepted',
        createdAt: daysAgo(40),
      },
    ])
    await db.insert(userInvestmentRequests).values({
      id: 'creq-trend-1',
      name: 'Trend Custom',
      email: 'trend@example.org',
      description: 'x',
      createdAt: daysAgo(45),
    })
    const { trends } = await loadDashboard(admin.cookie)
    expect(trends.requests).toEqual({
      current: before.requests!.current + 1,
      previous: before.requests!.previous + 2,
    })
    expect(trends.pending).toEqual({
      current: before.pending!.current + 1,
      previous: before.pending!.previous + 1,
    })
    // The requester registered just now.
    expect(trends.users!.current).toBe(before.users!.current + 1)
    expect(Object.keys(trends).sort()).toEqual([
      'failedEmails',
      'investments',
      'pending',
      'requests',
      'users',
    ])
  })

  test('the chart shows twelve weeks of the kinds the role may open, and no other trend', async () => {
    const admin = await signInAsAdmin()
    const { weekly } = await loadDashboard(admin.cookie)
    expect(weekly!.weeks).toHaveLength(12)
    expect(weekly!.keys).toEqual(['contact', 'consultancy', 'investment', 'custom', 'application'])
    // The request of two days ago is in this week or the one before.
    expect(weekly!.counts.investment.slice(-2).reduce((a, b) => a + b, 0)).toBeGreaterThan(0)

    const support = await createSignedInUser({ name: 'Chart Support' })
    const db = await getDb()
    await db.update(user).set({ role: 'support' }).where(eq(user.id, support.id))
    const forSupport = await loadDashboard(support.cookie)
    expect(forSupport.weekly!.keys).toEqual(['contact', 'consultancy'])
    expect(forSupport.trends).toEqual({})

    const editor = await createSignedInUser({ name: 'Chart Editor' })
    await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
    const forEditor = await loadDashboard(editor.cookie)
    expect(forEditor.weekly).toBeNull()
    expect(Object.keys(forEditor.trends)).toEqual(['investments'])
  })
})
