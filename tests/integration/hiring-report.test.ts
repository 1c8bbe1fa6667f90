import { beforeAll, describe, expect, test } from 'vitest'
import { applicantEvents, jobApplicants, jobListings, type ApplicantStatus } from '#db/schema'
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

async function seed(jobId: string | null, applicants: Seeded[]) {
  const db = await getDb()
  for (const applicant of applicants) {
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
      status: applicant.status,
      source: applicant.source ?? '',
      withdrawnAt: applicant.withdrawnAt ?? null,
      submittedAt: at(applicant.stays[0][0]),
    })
    let from: ApplicantStatus | null = null
    for (const [index, [days, stage]] of applicant.stays.entries()) {
      await db.insert(applicantEvents).values({
        applicantId: applicant.id,
        kind: index === 0 ? 'applied' : 'stage',
        fromStage: from,
        toStage: stage,
        createdAt: at(days),
      })
      from = stage
    }
    // A note is history too, but it moves no one: it must not cut a stay short.
    await db.insert(applicantEvents).values({
      applicantId: applicant.id,
      kind: 'note',
      body: 'Called them',
      createdAt: at(applicant.stays[0][0] + 0.5),
    })
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
