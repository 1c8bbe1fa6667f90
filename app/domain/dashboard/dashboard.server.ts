import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import {
  consultancyRequests,
  contactMessages,
  conversations,
  investmentRequests,
  investments,
  jobApplicants,
  jobListings,
  rowCounts,
  user,
  userInvestmentRequests,
  type ConversationAreaName,
} from '#db/schema'
import { getDb } from '~/server/db.server'

export type AdminStats = {
  totalInvestments: number
  activeInvestments: number
  /** Both kinds: investment-specific and custom requests. */
  investmentRequests: number
  specificRequests: number
  customRequests: number
  /** Pending across both kinds. */
  pendingRequests: number
  /** Accounts with the role 'user'; the admin is not counted. */
  registeredUsers: number
}

/**
 * The four counters of /admin (SPEC 2). Requests count both kinds, as the admin
 * Requests screen shows both tabs. The counts are kept by triggers in `row_counts`
 * (db/migrations/0006_row_count_triggers.sql): one small read, whatever the table sizes.
 */
export async function getAdminStats(): Promise<AdminStats> {
  const db = await getDb()
  const rows = await db.select().from(rowCounts)
  const counts = new Map(rows.map((row) => [row.name, row.n]))
  const of = (name: string) => counts.get(name) ?? 0
  const specificRequests = of('investment_requests')
  const customRequests = of('user_investment_requests')
  return {
    totalInvestments: of('investments'),
    activeInvestments: of('investments.active'),
    investmentRequests: specificRequests + customRequests,
    specificRequests,
    customRequests,
    pendingRequests: of('investment_requests.pending') + of('user_investment_requests.pending'),
    registeredUsers: of('user.user'),
  }
}

export type CounterTrend = { current: number; previous: number }

export type CounterTrends = {
  investments: CounterTrend
  /** Both kinds of request. */
  requests: CounterTrend
  /** Requests received in the window that are still pending. */
  pending: CounterTrend
  users: CounterTrend
  failedEmails: CounterTrend
}

const TREND_DAYS = 30

/**
 * Each counter's trend (decision 050): what was added in the last 30 days against the 30
 * days before, one query over the tables' created_at indexes.
 */
export async function readCounterTrends(now: Date = new Date()): Promise<CounterTrends> {
  const db = await getDb()
  const moment = (days: number) =>
    sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`
  const [start, middle, end] = [moment(2 * TREND_DAYS), moment(TREND_DAYS), moment(0)]
  // `table` and `where` are this function's own constants, never input.
  const part = (key: string, table: string, where = 'true') =>
    sql`select ${key}::text as key,
      count(*) filter (where created_at >= ${middle})::int as current,
      count(*) filter (where created_at < ${middle})::int as previous
      from ${sql.raw(table)} where ${sql.raw(where)} and created_at >= ${start}
      and created_at < ${end}`
  const result = await db.execute(
    sql.join(
      [
        part('investments', 'investments'),
        part('requests', 'investment_requests'),
        part('requests', 'user_investment_requests'),
        part('pending', 'investment_requests', `status = 'Pending'`),
        part('pending', 'user_investment_requests', `status = 'Pending'`),
        part('users', '"user"', `role = 'user'`),
        part('failedEmails', 'email_outbox', `state = 'failed'`),
      ],
      sql` union all `,
    ),
  )
  const rows = (
    result as unknown as { rows: { key: keyof CounterTrends; current: number; previous: number }[] }
  ).rows
  const trends: CounterTrends = {
    investments: { current: 0, previous: 0 },
    requests: { current: 0, previous: 0 },
    pending: { current: 0, previous: 0 },
    users: { current: 0, previous: 0 },
    failedEmails: { current: 0, previous: 0 },
  }
  for (const row of rows) {
    trends[row.key].current += Number(row.current)
    trends[row.key].previous += Number(row.previous)
  }
  return trends
}

export type OverdueCount = { area: ConversationAreaName; n: number }

/**
 * How many conversations of each of `areas` (those the staff member's role opens) owe an
 * answer past its due time, zero included: one grouped count from a range of each area in
 * conversations_overdue_idx (decision 040).
 */
export async function countOverdueConversations(
  areas: readonly ConversationAreaName[],
  now: Date = new Date(),
): Promise<OverdueCount[]> {
  if (areas.length === 0) return []
  const db = await getDb()
  const rows = await db
    .select({ area: conversations.area, n: count() })
    .from(conversations)
    .where(
      and(
        inArray(conversations.area, [...areas]),
        lt(conversations.dueAt, now),
        ne(conversations.state, 'closed'),
      ),
    )
    .groupBy(conversations.area)
  const counts = new Map(rows.map((row) => [row.area, row.n]))
  return areas.map((area) => ({ area, n: counts.get(area) ?? 0 }))
}

export type SubmissionKind =
  'investmentRequest' | 'customRequest' | 'contactMessage' | 'jobApplication' | 'consultancyRequest'

export type RecentSubmission = {
  kind: SubmissionKind
  id: string
  /** Who sent it; null when the account behind it is gone. */
  name: string | null
  email: string | null
  /** What it is about: investment title, subject, job title… */
  detail: string | null
  submittedAt: Date
  /** The admin screen that handles it. */
  href: string
}

/**
 * The newest submissions of every kind, merged newest first. Each kind reads only its
 * own newest `limit` rows (by its date index), so this stays fast on large tables.
 */
export async function listRecentSubmissions(limit = 10): Promise<RecentSubmission[]> {
  const db = await getDb()
  const [specific, custom, contacts, applications, consultations] = await Promise.all([
    db
      .select({
        id: investmentRequests.id,
        name: user.name,
        email: user.email,
        detail: investments.title,
        submittedAt: investmentRequests.createdAt,
      })
      .from(investmentRequests)
      .leftJoin(user, eq(user.id, investmentRequests.userId))
      .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
      .orderBy(desc(investmentRequests.createdAt), desc(investmentRequests.id))
      .limit(limit),
    db
      .select({
        id: userInvestmentRequests.id,
        name: userInvestmentRequests.name,
        email: userInvestmentRequests.email,
        detail: userInvestmentRequests.investmentType,
        submittedAt: userInvestmentRequests.createdAt,
      })
      .from(userInvestmentRequests)
      .orderBy(desc(userInvestmentRequests.createdAt), desc(userInvestmentRequests.id))
      .limit(limit),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        detail: contactMessages.subject,
        submittedAt: contactMessages.submittedAt,
      })
      .from(contactMessages)
      .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
      .limit(limit),
    db
      .select({
        id: jobApplicants.id,
        name: jobApplicants.name,
        email: jobApplicants.email,
        jobId: jobApplicants.jobId,
        detail: jobListings.title,
        submittedAt: jobApplicants.submittedAt,
      })
      .from(jobApplicants)
      .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
      .orderBy(desc(jobApplicants.submittedAt), desc(jobApplicants.id))
      .limit(limit),
    db
      .select({
        id: consultancyRequests.id,
        name: consultancyRequests.name,
        email: consultancyRequests.email,
        detail: consultancyRequests.company,
        submittedAt: consultancyRequests.submittedAt,
      })
      .from(consultancyRequests)
      .orderBy(desc(consultancyRequests.submittedAt), desc(consultancyRequests.id))
      .limit(limit),
  ])

  const all: RecentSubmission[] = [
    ...specific.map((row) => ({
      ...row,
      kind: 'investmentRequest' as const,
      href: '/admin/requests',
    })),
    ...custom.map((row) => ({
      ...row,
      kind: 'customRequest' as const,
      href: '/admin/requests?tab=custom',
    })),
    ...contacts.map((row) => ({
      ...row,
      kind: 'contactMessage' as const,
      href: '/admin/contacts',
    })),
    ...applications.map(({ jobId, ...row }) => ({
      ...row,
      kind: 'jobApplication' as const,
      href: jobId
        ? `/admin/careers/applicants?job=${encodeURIComponent(jobId)}`
        : '/admin/careers/applicants',
    })),
    ...consultations.map((row) => ({
      ...row,
      kind: 'consultancyRequest' as const,
      href: '/admin/consultancy/requests',
    })),
  ]
  return all
    .sort(
      (a, b) =>
        b.submittedAt.getTime() - a.submittedAt.getTime() ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    )
    .slice(0, limit)
}
