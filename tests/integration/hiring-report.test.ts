import { readFileSync } from 'node:fs'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  applicantEvents,
  jobApplicants,
  jobListings,
  jobPipelineFigures,
  type ApplicantStatus,
} from '#db/schema'
import { withdrawApplication } from '~/domain/careers/candidate.server'
import { moveApplicant } from '~/domain/careers/pipeline.server'
import { loader as reportLoader } from '~/routes/admin/careers-job-report'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, statusOf, type TestAccount } from '../support/requests'

const DAY_MS = 24 * 60 * 60 * 1000
const JOB = 'job-report-test'

let recruiter: TestAccount
/** Every timestamp counts back from here, so the legs still running are known too. */
const t0 = new Date(Date.now() - 30 * DAY_MS)
const at = (days: number) => new Date(t0.getTime() + days * DAY_MS)

type Seeded = {
  id: string
  status: ApplicantStatus
  source?: string
  withdrawnAt?: Date
  /** The applicant's history: when they entered which stage, in days after t0. */
  stays: [days: number, stage: ApplicantStatus][]
}

/**
 * Writes each applicant as the product does (decision 046): the application in its first
 * stage, then each move (status and `stage_entered_at`), then the withdrawal, each with its
 * history row, so the figures the trigger keeps see every step.
 */
async function seed(jobId: string | null, applicants: Seeded[]) {
  const db = await getDb()
  for (const applicant of applicants) {
    const [[firstDay, firstStage], ...moves] = applicant.stays
    await db.insert(jobApplicants).values({
      id: applicant.id,
      jobId,
      name: `Report ${applicant.id}`,
      email: `${applicant.id}@example.org`,
      phone: '+971500000000',
      coverLetter: 'Letter',
      cvKey: `cv/2026/${applicant.id}.pdf`,
      cvFilename: 'cv.pdf',
      cvMime: 'application/pdf',
      cvSize: 100,
      status: firstStage,
      source: applicant.source ?? '',
      submittedAt: at(firstDay),
      stageEnteredAt: at(firstDay),
    })
    await db.insert(applicantEvents).values({
      applicantId: applicant.id,
      kind: 'applied',
      toStage: firstStage,
      createdAt: at(firstDay),
    })
    // A note is history too, but it moves no one: it must not cut a stay short.
    await db.insert(applicantEvents).values({
      applicantId: applicant.id,
      kind: 'note',
      body: 'Called them',
      createdAt: at(firstDay + 0.5),
    })
    let from = firstStage
    for (const [days, stage] of moves) {
      await db
        .update(jobApplicants)
        .set({ status: stage, stageEnteredAt: at(days) })
        .where(eq(jobApplicants.id, applicant.id))
      await db.insert(applicantEvents).values({
        applicantId: applicant.id,
        kind: 'stage',
        fromStage: from,
        toStage: stage,
        createdAt: at(days),
      })
      from = stage
    }
    if (applicant.withdrawnAt) {
      await db
        .update(jobApplicants)
        .set({ withdrawnAt: applicant.withdrawnAt })
        .where(eq(jobApplicants.id, applicant.id))
      await db.insert(applicantEvents).values({
        applicantId: applicant.id,
        kind: 'withdrawn',
        createdAt: applicant.withdrawnAt,
      })
    }
    const [written] = await db
      .select({ status: jobApplicants.status })
      .from(jobApplicants)
      .where(eq(jobApplicants.id, applicant.id))
    expect(written.status).toBe(applicant.status)
  }
}

beforeAll(async () => {
  await prepareTestApp()
  recruiter = await staffWithRole('recruiter', 'Report Recruiter')
  const db = await getDb()
  await db.insert(jobListings).values({
    id: JOB,
    title: 'Treasury Analyst',
    department: 'Finance',
    location: 'Dubai',
    description: 'Treasury',
  })
  await seed(JOB, [
    // Pending 2 days, Shortlisted 3, Interviewed 5, then Hired (until now: 20 days).
    {
      id: 'rep-a',
      status: 'Hired',
      source: 'linkedin',
      stays: [
        [0, 'Pending'],
        [2, 'Shortlisted'],
        [5, 'Interviewed'],
        [10, 'Hired'],
      ],
    },
    // Pending 4 days, Shortlisted 1, then Rejected (until now: 25 days).
    {
      id: 'rep-b',
      status: 'Rejected',
      source: 'linkedin',
      stays: [
        [0, 'Pending'],
        [4, 'Shortlisted'],
        [5, 'Rejected'],
      ],
    },
    // Pending 6 days, then withdrew: the stay ends at the withdrawal.
    {
      id: 'rep-c',
      status: 'Pending',
      withdrawnAt: at(6),
      stays: [[0, 'Pending']],
    },
    // Still Pending since day 24: 6 days until now.
    { id: 'rep-d', status: 'Pending', source: 'newsletter', stays: [[24, 'Pending']] },
  ])
  // Another job's applicants never count here.
  await seed('job-001', [
    { id: 'rep-other', status: 'Hired', source: 'linkedin', stays: [[0, 'Hired']] },
  ])
})

async function report(account: TestAccount, id: string) {
  const outcome = await callRoute(
    reportLoader,
    getRequest(`/admin/careers/jobs/${id}/report`, account),
    { id },
  )
  if (outcome instanceof Response) throw new Error(`the report answered ${outcome.status}`)
  return outcome as Exclude<typeof outcome, Response>
}

/** Days to one decimal, as the page shows them. */
const round = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10)

describe('a job report', () => {
  test('counts applicants per stage, withdrawn ones apart', async () => {
    const { title, report: page } = await report(recruiter, JOB)
    expect(title).toBe('Treasury Analyst')
    expect(page.stages).toEqual([
      { stage: 'Pending', count: 1 },
      { stage: 'Shortlisted', count: 0 },
      { stage: 'Interviewed', count: 0 },
      { stage: 'Rejected', count: 1 },
      { stage: 'Hired', count: 1 },
    ])
    expect(page.withdrawn).toBe(1)
    expect(page.total).toBe(4)
  })

  test('measures the time in each stage from the history, the current stage until now', async () => {
    const { report: page } = await report(recruiter, JOB)
    const time = Object.fromEntries(
      page.time.map((row) => [
        row.stage,
        { periods: row.periods, mean: round(row.meanDays), median: round(row.medianDays) },
      ]),
    )
    expect(time).toEqual({
      // 2, 4, 6 (until the withdrawal) and 6 (until now) days.
      Pending: { periods: 4, mean: 4.5, median: 5 },
      // 3 and 1 days.
      Shortlisted: { periods: 2, mean: 2, median: 2 },
      Interviewed: { periods: 1, mean: 5, median: 5 },
      // Until now: 25 and 20 days.
      Rejected: { periods: 1, mean: 25, median: 25 },
      Hired: { periods: 1, mean: 20, median: 20 },
    })
  })

  test('counts the sources, a link without one as empty (shown as Direct)', async () => {
    const { report: page } = await report(recruiter, JOB)
    expect(page.sources).toEqual([
      { source: 'linkedin', count: 2 },
      { source: '', count: 1 },
      { source: 'newsletter', count: 1 },
    ])
  })

  test('the open applications have their report at …/open/report', async () => {
    await seed(null, [{ id: 'rep-open', status: 'Shortlisted', stays: [[1, 'Shortlisted']] }])
    const { title, report: page } = await report(recruiter, 'open')
    expect(title).toBe('Open applications')
    expect(page.stages.find((row) => row.stage === 'Shortlisted')?.count).toBe(1)
    expect(page.total).toBe(1)
  })

  test('a move, a withdrawal and an erasure through the product change the figures at once', async () => {
    const db = await getDb()
    await db.insert(jobListings).values({
      id: 'job-report-live',
      title: 'Live Analyst',
      department: 'Finance',
      location: 'Dubai',
      description: 'Live',
    })
    await seed('job-report-live', [
      { id: 'live-a', status: 'Pending', source: 'linkedin', stays: [[28, 'Pending']] },
      { id: 'live-b', status: 'Pending', stays: [[29, 'Pending']] },
    ])
    const actor = { id: recruiter.id, name: 'Report Recruiter', email: recruiter.email }
    expect((await moveApplicant(actor, 'live-a', 'Shortlisted')).kind).toBe('moved')
    expect((await withdrawApplication('live-b', { erase: false }))?.kind).toBe('withdrawn')
    let page = (await report(recruiter, 'job-report-live')).report
    expect(page.stages.find((row) => row.stage === 'Pending')?.count).toBe(0)
    expect(page.stages.find((row) => row.stage === 'Shortlisted')?.count).toBe(1)
    expect(page.withdrawn).toBe(1)
    // live-a waited 2 days in Pending before the move; live-b 1 day before withdrawing.
    const pending = page.time.find((row) => row.stage === 'Pending')!
    expect(pending.periods).toBe(2)
    expect(round(pending.meanDays)).toBe(1.5)
    expect(page.time.find((row) => row.stage === 'Shortlisted')?.periods).toBe(1)

    // Withdrawn and erased at once: no longer counted, nor their source, nor waiting
    // anywhere; the stays they ended remain (they name no one), Shortlisted ended at the
    // withdrawal.
    expect((await withdrawApplication('live-a', { erase: true }))?.kind).toBe('erased')
    page = (await report(recruiter, 'job-report-live')).report
    expect(page.stages.every((row) => row.count === 0)).toBe(true)
    expect(page.sources).toEqual([{ source: '', count: 1 }])
    expect(page.time.find((row) => row.stage === 'Pending')?.periods).toBe(2)
    expect(page.time.find((row) => row.stage === 'Shortlisted')?.periods).toBe(1)
    const waiting = await db
      .select()
      .from(jobPipelineFigures)
      .where(
        and(
          eq(jobPipelineFigures.jobKey, 'job-report-live'),
          eq(jobPipelineFigures.figure, 'waiting'),
        ),
      )
    expect(waiting).toEqual([])
  })

  test("a deleted job's applicants count among the open applications", async () => {
    const db = await getDb()
    await db.insert(jobListings).values({
      id: 'job-report-gone',
      title: 'Gone Analyst',
      department: 'Finance',
      location: 'Dubai',
      description: 'Gone',
    })
    await seed('job-report-gone', [{ id: 'gone-a', status: 'Hired', stays: [[3, 'Hired']] }])
    const before = (await report(recruiter, 'open')).report
    await db.delete(jobListings).where(eq(jobListings.id, 'job-report-gone'))
    const after = (await report(recruiter, 'open')).report
    expect(after.stages.find((row) => row.stage === 'Hired')?.count).toBe(
      before.stages.find((row) => row.stage === 'Hired')!.count + 1,
    )
    expect(after.total).toBe(before.total + 1)
  })

  test('the kept figures equal the ones counted again from the rows and the history', async () => {
    // The migration's last statement counts every figure from the applicants and their
    // history; run on the rows written above, it must give what the trigger kept (the
    // erasure's history is gone, so leave its job out).
    const migration = readFileSync('db/migrations/0026_pipeline_figures.sql', 'utf8')
    const recount = migration.slice(migration.lastIndexOf('INSERT INTO "job_pipeline_figures"'))
    const db = await getDb()
    const read = async () =>
      (
        await db
          .select()
          .from(jobPipelineFigures)
          .where(sql`${jobPipelineFigures.jobKey} <> 'job-report-live'`)
          .orderBy(
            jobPipelineFigures.jobKey,
            jobPipelineFigures.figure,
            jobPipelineFigures.key,
            jobPipelineFigures.bucket,
          )
      ).map((row) => ({ ...row, seconds: Math.round(row.seconds) }))
    const kept = await read()
    expect(kept.length).toBeGreaterThan(10)
    await db.delete(jobPipelineFigures)
    await db.execute(sql.raw(recount))
    expect(await read()).toEqual(kept.filter((row) => row.n !== 0))
  })

  test('an unknown job is 404; an Editor is refused', async () => {
    const missing = await callRoute(
      reportLoader,
      getRequest('/admin/careers/jobs/job-nope/report', recruiter),
      { id: 'job-nope' },
    )
    expect(statusOf(missing)).toBe(404)
    const editor = await staffWithRole('editor', 'Report Editor')
    const refused = await callRoute(
      reportLoader,
      getRequest(`/admin/careers/jobs/${JOB}/report`, editor),
      { id: JOB },
    )
    expect(statusOf(refused)).toBe(403)
  })
})
