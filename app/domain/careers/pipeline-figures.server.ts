import { and, eq, inArray } from 'drizzle-orm'
import { jobPipelineFigures, type ApplicantStatus, type PipelineFigure } from '#db/schema'
import { getDb } from '~/server/db.server'
import { APPLICANT_STATUSES } from './schema'

/*
 * A job's pipeline in figures (decision 046): counts per stage, withdrawals, sources and the
 * time spent in each stage, read from job_pipeline_figures, which a trigger on job_applicants
 * keeps (db/migrations/0026_pipeline_figures.sql). Reading them costs a few rows per stage
 * and hour, however many applicants the job has.
 */

export type StageTime = {
  stage: ApplicantStatus
  /** How many stays in this stage were measured (an applicant may enter a stage twice). */
  periods: number
  meanDays: number | null
  medianDays: number | null
}

export type PipelineFigures = {
  /** Applicants in each stage, in the spec's order; withdrawn applicants are counted apart. */
  stages: { stage: ApplicantStatus; count: number }[]
  withdrawn: number
  total: number
  /** Every stay in each stage: the ended ones, and the ones still running until `now`. */
  time: StageTime[]
  /** Applicants per `source` ('' for a link without one), most first. */
  sources: { source: string; count: number }[]
}

const DAY_SECONDS = 24 * 60 * 60

async function readFigures(jobId: string | null, figures?: PipelineFigure[]) {
  const db = await getDb()
  return db
    .select({
      figure: jobPipelineFigures.figure,
      key: jobPipelineFigures.key,
      n: jobPipelineFigures.n,
      seconds: jobPipelineFigures.seconds,
    })
    .from(jobPipelineFigures)
    .where(
      and(
        // The open applications' figures are kept under ''.
        eq(jobPipelineFigures.jobKey, jobId ?? ''),
        figures ? inArray(jobPipelineFigures.figure, figures) : undefined,
      ),
    )
}

/** The board's counts: applicants per stage and those who withdrew. */
export async function readStageCounts(
  jobId: string | null,
): Promise<Pick<PipelineFigures, 'stages' | 'withdrawn'>> {
  const rows = await readFigures(jobId, ['stage', 'withdrawn'])
  const count = (figure: PipelineFigure, key: string) =>
    rows.find((row) => row.figure === figure && row.key === key)?.n ?? 0
  return {
    stages: APPLICANT_STATUSES.map((stage) => ({ stage, count: count('stage', stage) })),
    withdrawn: count('withdrawn', ''),
  }
}

/** `jobId` null is the open applications. */
export async function readPipelineFigures(
  jobId: string | null,
  now = new Date(),
): Promise<PipelineFigures> {
  const rows = await readFigures(jobId)
  const counts = new Map<string, number>()
  const stays = new Map<string, Stay[]>()
  const sources: { source: string; count: number }[] = []
  let withdrawn = 0
  const nowSeconds = now.getTime() / 1000
  for (const row of rows) {
    if (row.n <= 0) continue
    if (row.figure === 'stage') counts.set(row.key, row.n)
    else if (row.figure === 'withdrawn') withdrawn += row.n
    else if (row.figure === 'source') sources.push({ source: row.key, count: row.n })
    else {
      // An hour's ended stays are as long as their mean; an hour's entries into a stage still
      // held have run from their mean entry until now.
      const total = row.figure === 'stayed' ? row.seconds : row.n * nowSeconds - row.seconds
      const list = stays.get(row.key) ?? []
      list.push({ n: row.n, total: Math.max(total, 0) })
      stays.set(row.key, list)
    }
  }
  const stages = APPLICANT_STATUSES.map((stage) => ({ stage, count: counts.get(stage) ?? 0 }))
  sources.sort((a, b) => b.count - a.count || (a.source < b.source ? -1 : 1))
  return {
    stages,
    withdrawn,
    total: stages.reduce((sum, row) => sum + row.count, withdrawn),
    time: APPLICANT_STATUSES.map((stage) => timeIn(stage, stays.get(stage) ?? [])),
    sources,
  }
}

type Stay = { n: number; total: number }

/** The mean, and the median as PostgreSQL's percentile_cont(0.5) reads it, in days. */
function timeIn(stage: ApplicantStatus, stays: Stay[]): StageTime {
  const periods = stays.reduce((sum, stay) => sum + stay.n, 0)
  if (periods === 0) return { stage, periods: 0, meanDays: null, medianDays: null }
  const total = stays.reduce((sum, stay) => sum + stay.total, 0)
  const groups = stays
    .map((stay) => ({ n: stay.n, length: stay.total / stay.n }))
    .sort((a, b) => a.length - b.length)
  const nth = (index: number) => {
    let seen = 0
    for (const group of groups) {
      seen += group.n
      if (index < seen) return group.length
    }
    return groups[groups.length - 1].length
  }
  const middle = (periods - 1) / 2
  const median = (nth(Math.floor(middle)) + nth(Math.ceil(middle))) / 2
  return {
    stage,
    periods,
    meanDays: total / periods / DAY_SECONDS,
    medianDays: median / DAY_SECONDS,
  }
}
