import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { applicantEvents, jobApplicants, type ApplicantStatus } from '#db/schema'
import { getDb } from '~/server/db.server'
import { selectRows } from '~/server/list.server'
import { APPLICANT_STATUSES } from './schema'

export type StageTime = {
  stage: ApplicantStatus
  /** How many stays in this stage were measured (an applicant may enter a stage twice). */
  periods: number
  meanDays: number | null
  medianDays: number | null
}

export type JobReport = {
  /** Applicants in each stage, in the spec's order; withdrawn applicants are counted apart. */
  stages: { stage: ApplicantStatus; count: number }[]
  withdrawn: number
  total: number
  time: StageTime[]
  /** Applicants per `source` ('' for a link without one), most first. */
  sources: { source: string; count: number }[]
}

const DAY_SECONDS = 24 * 60 * 60

/**
 * One job's pipeline in numbers (decision 045: read from the applicants and their history,
 * not kept as counters); `jobId` null is the open applications. `now` ends the legs still
 * running.
 */
export async function getJobReport(jobId: string | null, now = new Date()): Promise<JobReport> {
  const db = await getDb()
  const ofJob = jobId === null ? isNull(jobApplicants.jobId) : eq(jobApplicants.jobId, jobId)
  const [perStage, [{ withdrawn }], sources, time] = await Promise.all([
    // The board's index (job, status, …) answers this one.
    db
      .select({ stage: jobApplicants.status, n: count() })
      .from(jobApplicants)
      .where(and(ofJob, isNull(jobApplicants.withdrawnAt)))
      .groupBy(jobApplicants.status),
    db
      .select({ withdrawn: count() })
      .from(jobApplicants)
      .where(and(ofJob, isNotNull(jobApplicants.withdrawnAt))),
    db
      .select({ source: jobApplicants.source, count: count() })
      .from(jobApplicants)
      .where(ofJob)
      .groupBy(jobApplicants.source)
      .orderBy(desc(count()), jobApplicants.source),
    timeInStages(ofJob, now),
  ])
  const counts = new Map(perStage.map((row) => [row.stage, row.n]))
  const stages = APPLICANT_STATUSES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }))
  const byStage = new Map(time.map((row) => [row.stage, row]))
  return {
    stages,
    withdrawn,
    total: stages.reduce((sum, row) => sum + row.count, withdrawn),
    time: APPLICANT_STATUSES.map(
      (stage) => byStage.get(stage) ?? { stage, periods: 0, meanDays: null, medianDays: null },
    ),
    sources,
  }
}

/**
 * Time in each stage from the history: every event that puts an applicant in a stage (the
 * application, 'applied' → Pending; a move, 'stage' → its to-stage; a copy from the talent
 * pool, 'added-to-job' → Pending) opens a stay that the applicant's next such event closes.
 * The last stay runs until now, or until the applicant withdrew (then they are in no stage).
 */
async function timeInStages(ofJob: SQL, now: Date): Promise<StageTime[]> {
  const db = await getDb()
  const rows = await selectRows<{
    stage: ApplicantStatus
    periods: number
    mean_seconds: number | string | null
    median_seconds: number | string | null
  }>(
    db,
    sql`
      with stays as (
        select
          e.to_stage as stage,
          e.created_at as entered_at,
          coalesce(
            lead(e.created_at) over (
              partition by e.applicant_id order by e.created_at, e.id
            ),
            ${jobApplicants.withdrawnAt},
            ${now.toISOString()}::timestamptz
          ) as left_at
        from ${applicantEvents} e
        join ${jobApplicants} on ${jobApplicants.id} = e.applicant_id
        where ${ofJob}
          and e.kind in ('applied', 'stage', 'added-to-job')
          and e.to_stage is not null
      )
      select
        stage,
        count(*)::int as periods,
        avg(greatest(extract(epoch from left_at - entered_at), 0)) as mean_seconds,
        percentile_cont(0.5) within group (
          order by greatest(extract(epoch from left_at - entered_at), 0)
        ) as median_seconds
      from stays
      group by stage
    `,
  )
  const days = (seconds: number | string | null) =>
    seconds === null ? null : Number(seconds) / DAY_SECONDS
  return rows.map((row) => ({
    stage: row.stage,
    periods: Number(row.periods),
    meanDays: days(row.mean_seconds),
    medianDays: days(row.median_seconds),
  }))
}
