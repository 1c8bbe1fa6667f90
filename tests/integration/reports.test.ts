import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  contactMessages,
  conversationEvents,
  conversations,
  emailOutbox,
  investmentRequests,
  jobApplicants,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { loader } from '~/routes/admin/reports'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  type TestAccount,
} from '../support/requests'

/*
 * The Reports screen (decision 050) on a known data set: November 2030 in Asia/Dubai days
 * (2030-10-31T20:00:00Z to 2030-11-30T20:00:00Z), against the 30 days before it (from
 * 2030-10-01T20:00:00Z). Rows sit a second either side of each Dubai midnight.
 */

const NOVEMBER = '/admin/reports?period=custom&from=2030-11-01&to=2030-11-30'
/** The Mondays (Dubai) of the weeks November 2030 touches: it starts on a Friday. */
const WEEKS = ['2030-10-28', '2030-11-04', '2030-11-11', '2030-11-18', '2030-11-25']

const at = (iso: string) => new Date(iso)
const hoursAfter = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000)

type ReportData = Exclude<Awaited<ReturnType<typeof loader>>, Response>

async function loadReports(path: string, cookie: string): Promise<ReportData> {
  const outcome = await callRoute(loader, getRequest(path, { cookie }))
  if (outcome instanceof Response) throw new Error(`unexpected response ${outcome.status}`)
  return outcome
}

async function staffMember(role: string): Promise<TestAccount> {
  const account = await createSignedInUser({ name: `Reports ${role}` })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return account
}

function message(id: string, submittedAt: string) {
  return {
    id,
    name: `Sender ${id}`,
    email: `${id}@example.org`,
    message: 'Hello',
    submittedAt: at(submittedAt),
  }
}

function applicant(
  id: string,
  jobId: string | null,
  status: 'Pending' | 'Shortlisted' | 'Interviewed' | 'Rejected' | 'Hired',
  submittedAt: string,
  withdrawnAt: string | null = null,
) {
  return {
    id,
    jobId,
    name: `Applicant ${id}`,
    email: `${id}@example.org`,
    phone: '+971 50 000 0000',
    coverLetter: 'Hire me',
    cvKey: `cv/${id}.pdf`,
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 10,
    status,
    submittedAt: at(submittedAt),
    withdrawnAt: withdrawnAt ? at(withdrawnAt) : null,
  }
}

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  const db = await getDb()

  // Registered users: two in November (one the second it starts), one in the period before.
  await db.insert(user).values([
    {
      id: 'usr-r1',
      name: 'Nora New',
      email: 'nora@example.org',
      createdAt: at('2030-10-31T20:00:00Z'),
    },
    {
      id: 'usr-r2',
      name: 'Omar New',
      email: 'omar@example.org',
      createdAt: at('2030-11-15T10:00:00Z'),
    },
    {
      id: 'usr-r3',
      name: 'Pia Before',
      email: 'pia@example.org',
      createdAt: at('2030-10-10T10:00:00Z'),
    },
    // Staff are not counted as registered users.
    {
      id: 'usr-r4',
      name: 'Stan Staff',
      email: 'stan@example.org',
      role: 'support',
      createdAt: at('2030-11-16T10:00:00Z'),
    },
  ])

  await db.insert(contactMessages).values([
    message('msg-r-before-start', '2030-10-01T19:59:59Z'), // before the previous period
    message('msg-r-previous-start', '2030-10-01T20:00:00Z'), // the previous period's first second
    message('msg-r-previous-end', '2030-10-31T19:59:59Z'), // the previous period's last second
    message('msg-r-start', '2030-10-31T20:00:00Z'), // November's first second (Dubai)
    message('msg-r-middle', '2030-11-12T08:00:00Z'),
    message('msg-r-end', '2030-11-30T19:59:59Z'), // November's last second
    message('msg-r-after', '2030-11-30T20:00:00Z'), // 1 December in Dubai
  ])
  await db.insert(consultancyRequests).values({
    id: 'cons-r1',
    consultantId: 'con-001',
    name: 'Quinn Consult',
    email: 'quinn@example.org',
    phone: '+971 50 111 1111',
    message: 'Advice please',
    submittedAt: at('2030-11-05T10:00:00Z'),
  })
  await db.insert(investmentRequests).values([
    {
      id: 'ireq-r1',
      userId: 'usr-r1',
      investmentId: 'inv-001',
      status: 'Pending',
      createdAt: at('2030-11-03T10:00:00Z'),
    },
    {
      id: 'ireq-r2',
      userId: 'usr-r1',
      investmentId: 'inv-001',
      status: 'Accepted',
      createdAt: at('2030-11-04T10:00:00Z'),
    },
    {
      id: 'ireq-r3',
      userId: 'usr-r1',
      investmentId: 'inv-001',
      status: 'Rejected',
      createdAt: at('2030-11-20T10:00:00Z'),
    },
    {
      id: 'ireq-r4',
      userId: 'usr-r1',
      investmentId: 'inv-002',
      status: 'Withdrawn',
      createdAt: at('2030-11-21T10:00:00Z'),
    },
    {
      id: 'ireq-r5',
      userId: 'usr-r1',
      investmentId: 'inv-002',
      status: 'Accepted',
      createdAt: at('2030-10-15T10:00:00Z'),
    },
  ])
  await db.insert(userInvestmentRequests).values({
    id: 'creq-r1',
    name: 'Rita Custom',
    email: 'rita@example.org',
    description: 'Farmland',
    createdAt: at('2030-11-06T10:00:00Z'),
  })
  await db
    .insert(jobApplicants)
    .values([
      applicant('app-r1', 'job-001', 'Pending', '2030-11-02T10:00:00Z'),
      applicant('app-r2', 'job-001', 'Hired', '2030-11-03T10:00:00Z'),
      applicant('app-r3', 'job-001', 'Shortlisted', '2030-11-04T10:00:00Z', '2030-11-08T10:00:00Z'),
      applicant('app-r4', null, 'Interviewed', '2030-11-10T10:00:00Z'),
      applicant('app-r5', 'job-001', 'Rejected', '2030-10-20T10:00:00Z'),
    ])
  await db.insert(emailOutbox).values([
    {
      id: 'mail-r1',
      recipient: 'a@example.org',
      subject: 'x',
      text: 'x',
      state: 'failed',
      createdAt: at('2030-11-07T10:00:00Z'),
    },
    {
      id: 'mail-r2',
      recipient: 'b@example.org',
      subject: 'x',
      text: 'x',
      state: 'sent',
      createdAt: at('2030-11-07T10:00:00Z'),
    },
    {
      id: 'mail-r3',
      recipient: 'c@example.org',
      subject: 'x',
      text: 'x',
      state: 'failed',
      createdAt: at('2030-10-25T10:00:00Z'),
    },
  ])

  // The timeline of contact conversations: answers after 2 and 4 hours in November, one
  // closed after 10 hours; in the period before, an answer after 6 hours.
  const answer = async (requestId: string, arrived: string, hours: number) =>
    db
      .update(conversations)
      .set({ firstRespondedAt: hoursAfter(arrived, hours), state: 'waiting' })
      .where(eq(conversations.requestId, requestId))
  await answer('msg-r-start', '2030-10-31T20:00:00Z', 2)
  await answer('msg-r-middle', '2030-11-12T08:00:00Z', 4)
  await answer('msg-r-previous-end', '2030-10-31T19:59:59Z', 6)
  const [closed] = await db
    .update(conversations)
    .set({ state: 'closed' })
    .where(eq(conversations.requestId, 'msg-r-start'))
    .returning({ id: conversations.id })
  await db.insert(conversationEvents).values({
    conversationId: closed.id,
    kind: 'status',
    facts: { from: 'waiting', to: 'closed', reason: null },
    createdAt: hoursAfter('2030-10-31T20:00:00Z', 10),
  })
})

describe('an Administrator sees every report of the period', () => {
  let report: ReportData
  beforeAll(async () => {
    report = await loadReports(NOVEMBER, admin.cookie)
  })

  test('the period is November in Dubai days, compared with the 30 days before', () => {
    expect(report.problem).toBeNull()
    expect(report.period).toEqual({
      name: 'custom',
      firstDay: '2030-11-01',
      lastDay: '2030-11-30',
      previousFirstDay: '2030-10-02',
      previousLastDay: '2030-10-31',
    })
  })

  test('submissions per week start on Monday and respect Dubai midnight', () => {
    const submissions = report.submissions!
    expect(submissions.weeks).toEqual(WEEKS)
    expect(submissions.counts).toEqual({
      contact: [1, 0, 1, 0, 1],
      consultancy: [0, 1, 0, 0, 0],
      investment: [1, 1, 0, 2, 0],
      custom: [0, 1, 0, 0, 0],
      application: [2, 2, 0, 0, 0],
    })
    expect(submissions.totals).toEqual({
      contact: { current: 3, previous: 2 },
      consultancy: { current: 1, previous: 0 },
      investment: { current: 4, previous: 1 },
      custom: { current: 1, previous: 0 },
      application: { current: 4, previous: 1 },
    })
  })

  test('investment requests per investment, by outcome', () => {
    const { rows, totals } = report.investments!
    expect(totals).toEqual({ current: 4, previous: 1 })
    expect(rows.map((row) => [row.investmentId, row.counts, row.total])).toEqual([
      ['inv-001', { Pending: 1, Accepted: 1, Rejected: 1, Withdrawn: 0 }, 3],
      ['inv-002', { Pending: 0, Accepted: 0, Rejected: 0, Withdrawn: 1 }, 1],
    ])
    expect(rows[0].title).toBe('Dubai Marina Residential Income Fund')
  })

  test('first-response and resolution times per area, in clock hours', () => {
    const contact = report.responses!.find((row) => row.area === 'contact')!
    expect(contact).toEqual({
      area: 'contact',
      received: 3,
      responded: 2,
      firstResponse: { median: 3, p90: expect.closeTo(3.8, 6) },
      resolved: 1,
      resolution: { median: 10, p90: 10 },
      previous: { received: 2, firstResponseMedian: 6, resolutionMedian: null },
    })
    const investment = report.responses!.find((row) => row.area === 'investment')!
    expect(investment.received).toBe(4)
    expect(investment.previous.received).toBe(1)
    expect(report.responses!.map((row) => row.area)).toEqual([
      'contact',
      'consultancy',
      'investment',
      'custom',
    ])
  })

  test('applicants per job and stage, the withdrawn apart', () => {
    const { rows, totals } = report.applicants!
    expect(totals).toEqual({ current: 4, previous: 1 })
    expect(rows.map((row) => [row.jobId, row.stages, row.withdrawn, row.total])).toEqual([
      ['job-001', { Pending: 1, Shortlisted: 0, Interviewed: 0, Rejected: 0, Hired: 1 }, 1, 3],
      [null, { Pending: 0, Shortlisted: 0, Interviewed: 1, Rejected: 0, Hired: 0 }, 0, 1],
    ])
  })

  test('new registered users per week and failed e-mails', () => {
    expect(report.users!.counts.users).toEqual([1, 0, 1, 0, 0])
    expect(report.users!.totals.users).toEqual({ current: 2, previous: 1 })
    expect(report.emails!.counts.failed).toEqual([0, 1, 0, 0, 0])
    expect(report.emails!.totals.failed).toEqual({ current: 1, previous: 1 })
  })

  test('the Arabic screen reads the same figures', async () => {
    const arabic = await loadReports(`/ar${NOVEMBER}`, admin.cookie)
    expect(arabic.submissions).toEqual(report.submissions)
    expect(arabic.applicants).toEqual(report.applicants)
  })
})

describe('the period form', () => {
  test('a custom period with a date that does not exist falls back to this month and says why', async () => {
    const report = await loadReports(
      '/admin/reports?period=custom&from=2030-02-30&to=2030-03-10',
      admin.cookie,
    )
    expect(report.problem).toBe('invalidDate')
    expect(report.period.name).toBe('month')
    expect(report.query).toEqual({ period: 'custom', from: '2030-02-30', to: '2030-03-10' })
  })

  test('a start after the end, a missing date and an unknown period', async () => {
    const backwards = await loadReports(
      '/admin/reports?period=custom&from=2030-11-30&to=2030-11-01',
      admin.cookie,
    )
    expect(backwards.problem).toBe('fromAfterTo')
    const missing = await loadReports('/admin/reports?period=custom&from=2030-11-01', admin.cookie)
    expect(missing.problem).toBe('missingDates')
    const unknown = await loadReports('/admin/reports?period=decade', admin.cookie)
    expect(unknown.problem).toBeNull()
    expect(unknown.period.name).toBe('month')
  })

  test('the last 3 and 12 months end today', async () => {
    const quarter = await loadReports('/admin/reports?period=3m', admin.cookie)
    const year = await loadReports('/admin/reports?period=12m', admin.cookie)
    expect(quarter.period.lastDay).toBe(year.period.lastDay)
    expect(quarter.period.name).toBe('3m')
    expect(year.submissions!.weeks.length).toBeGreaterThanOrEqual(52)
  })
})

describe('each role sees the reports of its areas', () => {
  test('an Editor opens the screen and sees no applicant, contact, request or user report', async () => {
    const editor = await staffMember('editor')
    const report = await loadReports(NOVEMBER, editor.cookie)
    expect(report.submissions).toBeNull()
    expect(report.investments).toBeNull()
    expect(report.responses).toBeNull()
    expect(report.applicants).toBeNull()
    expect(report.users).toBeNull()
    expect(report.emails).toBeNull()
  })

  test('a Recruiter sees applicants only', async () => {
    const recruiter = await staffMember('recruiter')
    const report = await loadReports(NOVEMBER, recruiter.cookie)
    expect(report.submissions!.keys).toEqual(['application'])
    expect(report.submissions!.counts).toEqual({ application: [2, 2, 0, 0, 0] })
    expect(report.applicants!.totals).toEqual({ current: 4, previous: 1 })
    expect(report.investments).toBeNull()
    expect(report.responses).toBeNull()
    expect(report.users).toBeNull()
    expect(report.emails).toBeNull()
  })

  test('Support sees contact and consultancy figures, not requests or applicants', async () => {
    const support = await staffMember('support')
    const report = await loadReports(NOVEMBER, support.cookie)
    expect(report.submissions!.keys).toEqual(['contact', 'consultancy'])
    expect(report.responses!.map((row) => row.area)).toEqual(['contact', 'consultancy'])
    expect(report.investments).toBeNull()
    expect(report.applicants).toBeNull()
  })

  test('a visitor is sent to the login page and a user to the dashboard', async () => {
    const visitor = (await callRoute(loader, getRequest('/admin/reports'))) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin%2Freports')
    const member = await createSignedInUser()
    const refused = (await callRoute(
      loader,
      getRequest('/admin/reports', { cookie: member.cookie }),
    )) as Response
    expect(refused.headers.get('Location')).toBe('/dashboard')
  })
})
