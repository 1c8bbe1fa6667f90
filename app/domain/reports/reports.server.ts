import { sql, type SQL } from 'drizzle-orm'
import {
  applicantStatuses,
  investmentRequestStatuses,
  type ApplicantStatus,
  type InvestmentRequestStatus,
} from '#db/schema'
import type { ConversationArea } from '~/domain/conversations/areas'
import { can, type Permission } from '~/lib/permissions'
import { getDb } from '~/server/db.server'
import { weeksOf, type ReportPeriod } from './schema'

/*
 * The Reports screen's figures (docs/decisions/050-reports.md). Each chart is one query that
 * counts in SQL over an index on the rows' date, for the period and the one before it at once:
 * rows of the period fall in their Monday's week (an Asia/Dubai Monday, PostgreSQL's
 * date_trunc('week')), rows of the previous period in one 'previous' group. Nothing but counts
 * and durations leaves the database: no name, address or message.
 */

/** 'previous' marks the rows of the period before; a week is its Dubai Monday, 'YYYY-MM-DD'. */
const PREVIOUS = 'previous'

/**
 * The Dubai Monday (a timestamp) of a row of the period, null for a row of the period before.
 * Rows are grouped by it and formatted once per group ({@link weeklyCounts}): formatting
 * each row first doubles the cost at 100,000 rows.
 */
function weekOf(column: SQL, period: ReportPeriod): SQL {
  return sql`case when ${column} >= ${at(period.from)}
    then date_trunc('week', ${column} at time zone 'Asia/Dubai') end`
}

/** Counts of `table` per week of the period, and one PREVIOUS count, as (key, week, n). */
function weeklyCounts(
  key: string,
  table: SQL,
  column: SQL,
  period: ReportPeriod,
  where?: SQL,
): SQL {
  return sql`select ${key}::text as key,
      coalesce(to_char(rows.week, 'YYYY-MM-DD'), ${PREVIOUS}) as week, count(*)::int as n
    from (select ${weekOf(column, period)} as week from ${table}
      where ${where ?? sql`true`} and ${inBothPeriods(column, period)}) rows
    group by rows.week`
}

/** A moment as a query parameter both drivers read alike. */
function at(moment: Date): SQL {
  return sql`${moment.toISOString()}::timestamptz`
}

/** Rows from the start of the previous period to the end of this one, on `column`'s index. */
function inBothPeriods(column: SQL, period: ReportPeriod): SQL {
  return sql`${column} >= ${at(period.previous.from)} and ${column} < ${at(period.to)}`
}

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const db = await getDb()
  const result = await db.execute(query)
  return (result as unknown as { rows: Row[] }).rows
}

/** A figure of the period beside the same figure of the period before. */
export type Compared = { current: number; previous: number }

export type WeeklySeries<Key extends string> = {
  /** The Mondays of the period's weeks, oldest first (the first and last may be partial). */
  weeks: string[]
  keys: Key[]
  /** Per week, the count of each key (same order as `keys`). */
  counts: Record<Key, number[]>
  totals: Record<Key, Compared>
}

function weeklySeries<Key extends string>(
  period: ReportPeriod,
  keys: Key[],
  rows: { key: string; week: string; n: number }[],
): WeeklySeries<Key> {
  const weeks = weeksOf(period)
  const index = new Map(weeks.map((week, position) => [week, position]))
  const counts = Object.fromEntries(keys.map((key) => [key, weeks.map(() => 0)])) as Record<
    Key,
    number[]
  >
  const totals = Object.fromEntries(
    keys.map((key) => [key, { current: 0, previous: 0 }]),
  ) as Record<Key, Compared>
  for (const row of rows) {
    const key = row.key as Key
    if (!(key in counts)) continue
    const n = Number(row.n)
    if (row.week === PREVIOUS) {
      totals[key].previous += n
      continue
    }
    const position = index.get(row.week)
    if (position === undefined) continue
    counts[key][position] += n
    totals[key].current += n
  }
  return { weeks, keys, counts, totals }
}

// ---------------------------------------------------------------------------
// Submissions per week, by kind
// ---------------------------------------------------------------------------

export const SUBMISSION_KINDS = [
  'contact',
  'consultancy',
  'investment',
  'custom',
  'application',
] as const
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number]

/** The permission of the screen that lists each kind (app/lib/permissions.ts). */
export const SUBMISSION_KIND_PERMISSION: Record<SubmissionKind, Permission> = {
  contact: 'contacts',
  consultancy: 'consultancy-requests',
  investment: 'requests',
  custom: 'requests',
  application: 'applicants',
}

/** Each kind's table and the column that dates it (each has an index leading with it). */
const SUBMISSION_SOURCES: Record<SubmissionKind, { table: SQL; column: SQL }> = {
  contact: { table: sql`contact_messages`, column: sql`submitted_at` },
  consultancy: { table: sql`consultancy_requests`, column: sql`submitted_at` },
  investment: { table: sql`investment_requests`, column: sql`created_at` },
  custom: { table: sql`user_investment_requests`, column: sql`created_at` },
  application: { table: sql`job_applicants`, column: sql`submitted_at` },
}

/** The kinds of submission a role may open. */
export function submissionKindsOf(role: string | null | undefined): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) => can(role, SUBMISSION_KIND_PERMISSION[kind]))
}

/** Submissions of `kinds` per week of the period, with each kind's totals. One query. */
export async function readSubmissionsPerWeek(
  period: ReportPeriod,
  kinds: readonly SubmissionKind[],
): Promise<WeeklySeries<SubmissionKind>> {
  if (kinds.length === 0) return weeklySeries<SubmissionKind>(period, [], [])
  const parts = kinds.map((kind) => {
    const { table, column } = SUBMISSION_SOURCES[kind]
    return weeklyCounts(kind, table, column, period)
  })
  const rows = await rowsOf<{ key: string; week: string; n: number }>(
    sql.join(parts, sql` union all `),
  )
  return weeklySeries(period, [...kinds], rows)
}

/**
 * The rows a per-investment or per-job chart shows, most first: a chart of more cannot be
 * read, and the totals still count them all.
 */
export const REPORT_ROWS = 20

/** The applicants query's column of each pipeline stage, in the stages' order. */
const APPLICANT_STAGE_COLUMNS = applicantStatuses.map((_, position) => `s${position}`)

// ---------------------------------------------------------------------------
// Investment requests per investment, by outcome
// ---------------------------------------------------------------------------

export type InvestmentOutcomes = {
  investmentId: string | null
  title: string | null
  titleAr: string | null
  counts: Record<InvestmentRequestStatus, number>
  total: number
}

/**
 * Investment requests received in the period per investment, by their status today (the
 * outcome), most requested first; and how many were received in the period before. One query.
 */
export async function readInvestmentOutcomes(
  period: ReportPeriod,
): Promise<{ rows: InvestmentOutcomes[]; totals: Compared }> {
  const current = sql`r.created_at >= ${at(period.from)}`
  const rows = await rowsOf<{
    investment_id: string | null
    title: string | null
    title_ar: string | null
    pending: number
    accepted: number
    rejected: number
    withdrawn: number
    previous: number
    all_current: number
    all_previous: number
  }>(sql`
    select g.*, i.title, i.title_ar,
      sum(g.pending + g.accepted + g.rejected + g.withdrawn) over ()::int as all_current,
      sum(g.previous) over ()::int as all_previous
    from (
      select r.investment_id,
        count(*) filter (where ${current} and r.status = 'Pending')::int as pending,
        count(*) filter (where ${current} and r.status = 'Accepted')::int as accepted,
        count(*) filter (where ${current} and r.status = 'Rejected')::int as rejected,
        count(*) filter (where ${current} and r.status = 'Withdrawn')::int as withdrawn,
        count(*) filter (where not (${current}))::int as previous
      from investment_requests r
      where ${inBothPeriods(sql`r.created_at`, period)}
      group by r.investment_id
    ) g
    -- Grouped by the id alone, then named: a narrower key to hash at 100,000 rows.
    left join investments i on i.id = g.investment_id
    order by g.pending + g.accepted + g.rejected + g.withdrawn desc, i.title, g.investment_id
    limit ${REPORT_ROWS}
  `)
  const outcomes = rows.map((row) => {
    const counts: Record<InvestmentRequestStatus, number> = {
      Pending: Number(row.pending),
      Accepted: Number(row.accepted),
      Rejected: Number(row.rejected),
      Withdrawn: Number(row.withdrawn),
    }
    const total = investmentRequestStatuses.reduce((sum, status) => sum + counts[status], 0)
    return {
      investmentId: row.investment_id,
      title: row.title,
      titleAr: row.title_ar,
      counts,
      total,
      previous: Number(row.previous),
    }
  })
  // Every investment's requests, the ones past the shown rows too.
  const totals = {
    current: Number(rows[0]?.all_current ?? 0),
    previous: Number(rows[0]?.all_previous ?? 0),
  }
  return {
    rows: outcomes
      .filter((row) => row.total > 0)
      .sort(
        (a, b) =>
          b.total - a.total ||
          (a.title ?? '\uffff').localeCompare(b.title ?? '\uffff') ||
          (a.investmentId ?? '').localeCompare(b.investmentId ?? ''),
      )
      .map(({ previous: _previous, ...row }) => row),
    totals,
  }
}

// ---------------------------------------------------------------------------
// First-response and resolution times per conversation area
// ---------------------------------------------------------------------------

export type ResponseTimes = {
  area: ConversationArea
  /** Conversations opened (requests received) in the period. */
  received: number
  responded: number
  /** Clock hours from the request to staff's first reply: median and 90th percentile. */
  firstResponse: { median: number | null; p90: number | null }
  resolved: number
  /** Clock hours from the request to the conversation's closing. */
  resolution: { median: number | null; p90: number | null }
  previous: {
    received: number
    firstResponseMedian: number | null
    resolutionMedian: number | null
  }
}

/**
 * For conversations opened in the period, per area: how long the first reply took and how
 * long until they were closed, in clock hours (decision 050), from the timeline: the first
 * reply is `first_responded_at`, the closing the last status event of a closed conversation.
 * Those still unanswered or open are counted as received and left out of the times. One query.
 */
export async function readResponseTimes(
  period: ReportPeriod,
  areas: readonly ConversationArea[],
): Promise<ResponseTimes[]> {
  if (areas.length === 0) return []
  const hours = (end: SQL) => sql`extract(epoch from (${end} - c.created_at)) / 3600.0`
  const rows = await rowsOf<{
    area: ConversationArea
    is_current: boolean
    received: number
    responded: number
    first_median: number | null
    first_p90: number | null
    resolved: number
    resolution_median: number | null
    resolution_p90: number | null
  }>(sql`
    select c.area, c.created_at >= ${at(period.from)} as is_current,
      count(*)::int as received,
      count(c.first_responded_at)::int as responded,
      percentile_cont(0.5) within group (order by ${hours(sql`c.first_responded_at`)}) as first_median,
      percentile_cont(0.9) within group (order by ${hours(sql`c.first_responded_at`)}) as first_p90,
      count(closing.at)::int as resolved,
      percentile_cont(0.5) within group (order by ${hours(sql`closing.at`)}) as resolution_median,
      percentile_cont(0.9) within group (order by ${hours(sql`closing.at`)}) as resolution_p90
    from conversations c
    -- One hash of the closings since the previous period began (a conversation closes after
    -- it opens): a lookup per conversation cost twice as much at 100,000 (EXPLAIN ANALYZE).
    left join (
      select e.conversation_id, max(e.created_at) as at from conversation_events e
      where e.kind = 'status' and e.created_at >= ${at(period.previous.from)}
      group by e.conversation_id
    ) closing on closing.conversation_id = c.id and c.state = 'closed'
    where c.area in (${sql.join(
      areas.map((area) => sql`${area}`),
      sql`, `,
    )}) and ${inBothPeriods(sql`c.created_at`, period)}
    group by c.area, 2
  `)
  const number = (value: number | string | null) => (value === null ? null : Number(value))
  return areas.map((area) => {
    const current = rows.find((row) => row.area === area && row.is_current)
    const previous = rows.find((row) => row.area === area && !row.is_current)
    return {
      area,
      received: current?.received ?? 0,
      responded: current?.responded ?? 0,
      firstResponse: {
        median: number(current?.first_median ?? null),
        p90: number(current?.first_p90 ?? null),
      },
      resolved: current?.resolved ?? 0,
      resolution: {
        median: number(current?.resolution_median ?? null),
        p90: number(current?.resolution_p90 ?? null),
      },
      previous: {
        received: previous?.received ?? 0,
        firstResponseMedian: number(previous?.first_median ?? null),
        resolutionMedian: number(previous?.resolution_median ?? null),
      },
    }
  })
}

// ---------------------------------------------------------------------------
// Applicants per job and stage
// ---------------------------------------------------------------------------

export type ApplicantsOfJob = {
  /** null for open applications. */
  jobId: string | null
  title: string | null
  titleAr: string | null
  /** Applicants of the period per pipeline stage today (withdrawn ones apart). */
  stages: Record<ApplicantStatus, number>
  withdrawn: number
  total: number
}

/**
 * Applicants who applied in the period, per job and the stage they are in today (the
 * pipeline's stages, decision 045; those who withdrew counted apart), most applicants first;
 * and how many applied in the period before. One query.
 */
export async function readApplicantsPerJob(
  period: ReportPeriod,
): Promise<{ rows: ApplicantsOfJob[]; totals: Compared }> {
  const current = sql`a.submitted_at >= ${at(period.from)}`
  const stageCounts = sql.join(
    applicantStatuses.map(
      (stage, position) =>
        sql`count(*) filter (where ${current} and a.withdrawn_at is null and a.status = ${stage})::int as ${sql.raw(APPLICANT_STAGE_COLUMNS[position])}`,
    ),
    sql`, `,
  )
  const rows = await rowsOf<Record<string, number | string | null>>(sql`
    select g.*, j.title, j.title_ar,
      sum(${sql.join(
        APPLICANT_STAGE_COLUMNS.map((column) => sql`g.${sql.raw(column)}`),
        sql` + `,
      )} + g.withdrawn) over ()::int as all_current,
      sum(g.previous) over ()::int as all_previous
    from (
      select a.job_id, ${stageCounts},
        count(*) filter (where ${current} and a.withdrawn_at is not null)::int as withdrawn,
        count(*) filter (where not (${current}))::int as previous
      from job_applicants a
      where ${inBothPeriods(sql`a.submitted_at`, period)}
      group by a.job_id
    ) g
    left join job_listings j on j.id = g.job_id
    order by ${sql.join(
      APPLICANT_STAGE_COLUMNS.map((column) => sql`g.${sql.raw(column)}`),
      sql` + `,
    )} + g.withdrawn desc, (g.job_id is null), j.title, g.job_id
    limit ${REPORT_ROWS}
  `)
  const jobs = rows.map((row) => {
    const stages = Object.fromEntries(
      applicantStatuses.map((stage, position) => [
        stage,
        Number(row[APPLICANT_STAGE_COLUMNS[position]]),
      ]),
    ) as Record<ApplicantStatus, number>
    const withdrawn = Number(row.withdrawn)
    return {
      jobId: row.job_id as string | null,
      title: row.title as string | null,
      titleAr: row.title_ar as string | null,
      stages,
      withdrawn,
      total: applicantStatuses.reduce((sum, stage) => sum + stages[stage], withdrawn),
      previous: Number(row.previous),
    }
  })
  return {
    rows: jobs
      .filter((job) => job.total > 0)
      .sort(
        (a, b) =>
          b.total - a.total ||
          // Open applications after the jobs with as many.
          Number(a.jobId === null) - Number(b.jobId === null) ||
          (a.title ?? '').localeCompare(b.title ?? ''),
      )
      .map(({ previous: _previous, ...job }) => job),
    // Every job's applicants, the ones past the shown rows too.
    totals: {
      current: Number(rows[0]?.all_current ?? 0),
      previous: Number(rows[0]?.all_previous ?? 0),
    },
  }
}

// ---------------------------------------------------------------------------
// New registered users and failed e-mails
// ---------------------------------------------------------------------------

/** Accounts with the role 'user' registered per week (staff are not counted). One query. */
export async function readNewUsersPerWeek(period: ReportPeriod): Promise<WeeklySeries<'users'>> {
  // user_role_created_at_idx: one role's range of created_at.
  const rows = await rowsOf<{ key: string; week: string; n: number }>(
    weeklyCounts('users', sql`"user"`, sql`created_at`, period, sql`role = 'user'`),
  )
  return weeklySeries(period, ['users'], rows)
}

/**
 * E-mails queued in the period that the outbox gave up on (decision 024), per week of their
 * queueing. One query, on email_outbox_state_idx.
 */
export async function readFailedEmailsPerWeek(
  period: ReportPeriod,
): Promise<WeeklySeries<'failed'>> {
  const rows = await rowsOf<{ key: string; week: string; n: number }>(
    weeklyCounts('failed', sql`email_outbox`, sql`created_at`, period, sql`state = 'failed'`),
  )
  return weeklySeries(period, ['failed'], rows)
}
