import crypto from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { applicantEvents, auditLog, jobApplicants, jobListings } from '#db/schema'
import {
  action as applicantAction,
  loader as applicantLoader,
} from '~/routes/admin/careers-applicant'
import {
  action as applicantsAction,
  loader as applicantsLoader,
} from '~/routes/admin/careers-applicants'
import { action as boardAction, loader as boardLoader } from '~/routes/admin/careers-board'
import { action as jobsAction } from '~/routes/admin/careers-jobs'
import { action as applyAction } from '~/routes/public/careers'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * Decision 045: the recruiter's pipeline. A move is any stage at any time (SPEC 4), written
 * with its history; a withdrawn candidate is not moved; scorecards keep the applicant's
 * rating; the board counts each stage; only who may see applicants opens any of it.
 */

const unique = () => crypto.randomBytes(4).toString('hex')

let admin: TestAccount
let recruiter: TestAccount
let editor: TestAccount
let support: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  recruiter = await staffWithRole('recruiter', 'Rana Recruiter')
  editor = await staffWithRole('editor')
  support = await staffWithRole('support')
})

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n')

/** A job posted through the jobs screen, with scorecard criteria in both languages. */
async function postJob(criteria = '', criteriaAr = '') {
  const title = `Pipeline Analyst ${unique()}`
  const outcome = await callRoute(
    jobsAction,
    postForm(
      '/admin/careers/jobs',
      {
        intent: 'create',
        title,
        department: 'Finance',
        location: 'Dubai, UAE',
        description: 'Analyse the pipeline.',
        criteria,
        criteriaAr,
        isActive: 'on',
      },
      { cookie: admin.cookie },
    ),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [job] = await db.select().from(jobListings).where(eq(jobListings.title, title))
  return job
}

/** A visitor applies through the public form, as on the site. */
async function apply(jobId: string, name = `Candidate ${unique()}`) {
  const outcome = await callRoute(
    applyAction,
    postForm('/careers', {
      jobId,
      fullName: name,
      email: `${unique()}@example.org`,
      phone: '050 111 2222',
      coverLetter: 'Please consider me.',
      resume: new File([new Uint8Array(PDF)], 'cv.pdf', { type: 'application/pdf' }),
      processingConsent: 'on',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.name, name))
  return row
}

/** Many applicants at once, straight into the table (the board's counts, the sort). */
async function insertApplicants(
  jobId: string,
  rows: { name: string; status?: string; rating?: number | null; withdrawn?: boolean }[],
) {
  const db = await getDb()
  await db.insert(jobApplicants).values(
    rows.map((row, index) => ({
      id: `app-${unique()}`,
      jobId,
      name: row.name,
      email: `${unique()}@example.org`,
      phone: '050 000 0000',
      coverLetter: 'Hello',
      cvKey: 'cv/none.pdf',
      cvFilename: 'cv.pdf',
      cvMime: 'application/pdf',
      cvSize: 10,
      status: (row.status ?? 'Pending') as 'Pending',
      rating: row.rating ?? null,
      ratingCount: row.rating == null ? 0 : 1,
      withdrawnAt: row.withdrawn ? new Date() : null,
      submittedAt: new Date(Date.now() - (rows.length - index) * 60_000),
    })),
  )
}

function move(account: TestAccount, applicantId: string, status: string, extra = {}) {
  return callRoute(
    boardAction,
    postForm('/admin/careers/board?job=x', { applicantId, status, ...extra }, account),
  )
}

function rate(
  account: TestAccount,
  applicantId: string,
  stage: string,
  ratings: (number | string)[],
  recommendation = 'yes',
) {
  return callRoute(
    applicantAction,
    postForm(
      `/admin/careers/applicants/${applicantId}`,
      {
        intent: 'scorecard',
        stage,
        recommendation,
        comment: 'Solid answers.',
        ...Object.fromEntries(ratings.map((value, index) => [`ratings[${index}]`, String(value)])),
      },
      account,
    ),
    { id: applicantId },
  )
}

async function applicantRow(id: string) {
  const db = await getDb()
  const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.id, id))
  return row
}

async function historyOf(id: string) {
  const db = await getDb()
  return db
    .select()
    .from(applicantEvents)
    .where(eq(applicantEvents.applicantId, id))
    .orderBy(asc(applicantEvents.id))
}

describe('stage moves', () => {
  test('a move writes the history (from, to, who, when) and the time it entered the stage', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    const before = applicant.stageEnteredAt

    const outcome = await move(recruiter, applicant.id, 'Shortlisted')
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/careers/board?job=x')
    expect(await toastOf(outcome)).toMatchObject({
      description: 'Applicant status has been updated to Shortlisted',
    })
    const row = await applicantRow(applicant.id)
    expect(row.status).toBe('Shortlisted')
    expect(row.stageEnteredAt.getTime()).toBeGreaterThan(before.getTime())

    const history = await historyOf(applicant.id)
    expect(history.map((event) => [event.kind, event.fromStage, event.toStage])).toEqual([
      ['applied', null, 'Pending'],
      ['stage', 'Pending', 'Shortlisted'],
    ])
    expect(history[1]).toMatchObject({ actorId: recruiter.id, actorName: 'Rana Recruiter' })
    expect(Date.now() - history[1].createdAt.getTime()).toBeLessThan(60_000)

    const db = await getDb()
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job_applicant'), eq(auditLog.entityId, applicant.id)))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({
      actorId: recruiter.id,
      before: { status: 'Pending' },
      after: { status: 'Shortlisted' },
    })
  })

  test('a rejection keeps its reason, on the row and in the history', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    const outcome = await callRoute(
      applicantAction,
      postForm(
        `/ar/admin/careers/applicants/${applicant.id}`,
        { intent: 'move', status: 'Rejected', rejectionReason: '  Not enough experience ' },
        admin,
      ),
      { id: applicant.id },
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await toastOf(outcome)).toMatchObject({
      description: 'تم تحديث حالة المتقدم إلى مرفوض',
    })
    expect((await applicantRow(applicant.id)).rejectionReason).toBe('Not enough experience')
    const history = await historyOf(applicant.id)
    expect(history.at(-1)).toMatchObject({
      kind: 'stage',
      fromStage: 'Pending',
      toStage: 'Rejected',
      body: 'Not enough experience',
    })

    // Pressing Move again on the rejected card with the reason box left empty keeps it.
    const again = await move(recruiter, applicant.id, 'Rejected', { rejectionReason: '' })
    expect(statusOf(again)).toBe(302)
    expect((await applicantRow(applicant.id)).rejectionReason).toBe('Not enough experience')
    expect(await historyOf(applicant.id)).toHaveLength(history.length)

    // The applicant's page shows it all.
    const page = (await callRoute(
      applicantLoader,
      getRequest(`/admin/careers/applicants/${applicant.id}`, admin),
      { id: applicant.id },
    )) as { applicant: { status: string }; history: { kind: string; body: string }[] }
    expect(page.applicant.status).toBe('Rejected')
    expect(page.history[0]).toMatchObject({ kind: 'stage', body: 'Not enough experience' })
  })

  test("the table's status select moves too, and its separate reason save is a note", async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    const status = await callRoute(
      applicantsAction,
      postForm(
        `/admin/careers/applicants?job=${job.id}`,
        { intent: 'status', applicantId: applicant.id, status: 'Rejected' },
        admin,
      ),
    )
    expect(statusOf(status)).toBe(302)
    expect(await toastOf(status)).toMatchObject({
      title: 'Status Updated',
      description: 'Applicant status has been updated to Rejected',
    })
    const reason = await callRoute(
      applicantsAction,
      postForm(
        `/admin/careers/applicants?job=${job.id}`,
        { intent: 'reason', applicantId: applicant.id, rejectionReason: 'Salary expectations' },
        admin,
      ),
    )
    expect(statusOf(reason)).toBe(302)
    expect((await applicantRow(applicant.id)).rejectionReason).toBe('Salary expectations')
    const history = await historyOf(applicant.id)
    expect(history.slice(1).map((event) => [event.kind, event.toStage, event.body])).toEqual([
      ['stage', 'Rejected', ''],
      ['note', null, 'Salary expectations'],
    ])
    expect(history.at(-1)!.facts).toEqual({ rejectionReason: 'updated' })
  })

  test('a withdrawn applicant cannot be moved: 409 with the reason, nothing written', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    const db = await getDb()
    await db
      .update(jobApplicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(jobApplicants.id, applicant.id))
    const outcome = await move(recruiter, applicant.id, 'Hired')
    expect(statusOf(outcome)).toBe(409)
    expect(JSON.stringify(outcome)).toContain(
      'This candidate withdrew their application; it can no longer be moved.',
    )
    expect((await applicantRow(applicant.id)).status).toBe('Pending')
    expect((await historyOf(applicant.id)).map((event) => event.kind)).toEqual(['applied'])
  })

  test('an unknown stage or applicant is refused with a message, not a 500', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    expect(statusOf(await move(recruiter, applicant.id, 'Promoted'))).toBe(400)
    expect(statusOf(await move(recruiter, 'app-missing', 'Hired'))).toBe(404)
  })
})

describe('notes', () => {
  test('a note joins the history; an empty one is refused', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    const post = (note: string) =>
      callRoute(
        applicantAction,
        postForm(`/admin/careers/applicants/${applicant.id}`, { intent: 'note', note }, recruiter),
        { id: applicant.id },
      )
    expect(statusOf(await post('   '))).toBe(400)
    expect(statusOf(await post('x'.repeat(5001)))).toBe(400)
    expect(statusOf(await post('Strong Arabic, ask about Excel.'))).toBe(302)
    expect((await historyOf(applicant.id)).at(-1)).toMatchObject({
      kind: 'note',
      body: 'Strong Arabic, ask about Excel.',
      actorId: recruiter.id,
    })
  })
})

describe('scorecards', () => {
  test("the job's criteria are saved with it, in both languages", async () => {
    const job = await postJob('Communication\n\n Finance knowledge ', 'التواصل\nالمعرفة المالية')
    expect(job.criteria).toBe('Communication\nFinance knowledge')
    expect(job.criteriaAr).toBe('التواصل\nالمعرفة المالية')
  })

  test('ratings set the mean and count; a second reviewer changes the mean; re-rating replaces', async () => {
    const job = await postJob('Communication\nFinance knowledge')
    const applicant = await apply(job.id)

    expect(statusOf(await rate(recruiter, applicant.id, 'Pending', [4, 2]))).toBe(302)
    let row = await applicantRow(applicant.id)
    expect([row.rating, row.ratingCount]).toEqual([3, 1])

    expect(statusOf(await rate(admin, applicant.id, 'Pending', [5, 5], 'strong-yes'))).toBe(302)
    row = await applicantRow(applicant.id)
    expect([row.rating, row.ratingCount]).toEqual([4, 2])

    // The same reviewer at the same stage replaces their scorecard.
    expect(statusOf(await rate(recruiter, applicant.id, 'Pending', [2, 2], 'no'))).toBe(302)
    row = await applicantRow(applicant.id)
    expect([row.rating, row.ratingCount]).toEqual([3.5, 2])

    const page = (await callRoute(
      applicantLoader,
      getRequest(`/admin/careers/applicants/${applicant.id}`, recruiter),
      { id: applicant.id },
    )) as { scorecards: { reviewerName: string; ratings: Record<string, number> }[] }
    expect(page.scorecards.find((card) => card.reviewerName === 'Rana Recruiter')?.ratings).toEqual(
      { Communication: 2, 'Finance knowledge': 2 },
    )
    expect((await historyOf(applicant.id)).filter((e) => e.kind === 'scorecard')).toHaveLength(3)
  })

  test('out-of-range or missing ratings are refused with 400 and change nothing', async () => {
    const job = await postJob('Communication\nFinance knowledge')
    const applicant = await apply(job.id)
    for (const ratings of [[6, 3], [0, 3], [3], ['x', 3], [2.5, 3]]) {
      const outcome = await rate(recruiter, applicant.id, 'Pending', ratings)
      expect(statusOf(outcome), JSON.stringify(ratings)).toBe(ratings.length === 1 ? 409 : 400)
    }
    expect(JSON.stringify(await rate(recruiter, applicant.id, 'Pending', [6, 3]))).toContain(
      'Ratings are from 1 to 5',
    )
    const row = await applicantRow(applicant.id)
    expect([row.rating, row.ratingCount]).toEqual([null, 0])
  })

  test('a job without criteria is rated on one criterion, Overall', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    expect(statusOf(await rate(recruiter, applicant.id, 'Pending', [4]))).toBe(302)
    const page = (await callRoute(
      applicantLoader,
      getRequest(`/ar/admin/careers/applicants/${applicant.id}`, recruiter),
      { id: applicant.id },
    )) as { applicant: { criteria: unknown }; scorecards: { ratings: unknown }[] }
    expect(page.applicant.criteria).toEqual([{ name: 'Overall', nameAr: 'التقييم العام' }])
    expect(page.scorecards[0].ratings).toEqual({ Overall: 4 })
  })
})

describe('the table view', () => {
  test('sorts by rating (unrated last) and filters by stage', async () => {
    const job = await postJob()
    await insertApplicants(job.id, [
      { name: 'Low', rating: 1.5 },
      { name: 'Unrated' },
      { name: 'High', rating: 4.5, status: 'Shortlisted' },
      { name: 'Middle', rating: 3, status: 'Shortlisted' },
    ])
    const names = async (search: string) => {
      const data = (await callRoute(
        applicantsLoader,
        getRequest(`/admin/careers/applicants?job=${job.id}${search}`, recruiter),
      )) as { page: { rows: { name: string }[] } }
      return data.page.rows.map((row) => row.name)
    }
    expect(await names('&sort=rating&dir=desc')).toEqual(['High', 'Middle', 'Low', 'Unrated'])
    expect(await names('&sort=rating&dir=asc')).toEqual(['Low', 'Middle', 'High', 'Unrated'])
    expect(await names('')).toEqual(['Middle', 'High', 'Unrated', 'Low'])
    expect(await names('&sort=applied&dir=asc')).toEqual(['Low', 'Unrated', 'High', 'Middle'])
    expect(await names('&stage=Shortlisted&sort=rating')).toEqual(['High', 'Middle'])
    // Nonsense in the address falls back to the defaults.
    expect(await names('&stage=Nope&sort=drop&dir=sideways')).toHaveLength(4)
  })

  test('highest rated first pages on into the unrated without losing or repeating anyone', async () => {
    const job = await postJob()
    await insertApplicants(job.id, [
      ...Array.from({ length: 5 }, (_, index) => ({ name: `Rated ${index}`, rating: index + 1 })),
      ...Array.from({ length: 30 }, (_, index) => ({ name: `Unrated ${index}` })),
    ])
    const pageOf = async (page: number) => {
      const data = (await callRoute(
        applicantsLoader,
        getRequest(
          `/admin/careers/applicants?job=${job.id}&sort=rating&dir=desc&page=${page}`,
          recruiter,
        ),
      )) as { page: { rows: { name: string }[]; total: number } }
      return data.page
    }
    const [first, second] = [await pageOf(1), await pageOf(2)]
    expect(first.total).toBe(35)
    expect(first.rows.slice(0, 5).map((row) => row.name)).toEqual([
      'Rated 4',
      'Rated 3',
      'Rated 2',
      'Rated 1',
      'Rated 0',
    ])
    expect(first.rows).toHaveLength(25)
    expect(second.rows).toHaveLength(10)
    const everyone = [...first.rows, ...second.rows].map((row) => row.name)
    expect(new Set(everyone).size).toBe(35)
    expect((await pageOf(3)).rows).toEqual([])
  })
})

describe('the board', () => {
  test('counts each stage, shows the newest cards and lists the withdrawn apart', async () => {
    const job = await postJob()
    await insertApplicants(job.id, [
      { name: 'P1' },
      { name: 'P2' },
      { name: 'P3' },
      { name: 'S1', status: 'Shortlisted', rating: 4 },
      { name: 'I1', status: 'Interviewed' },
      { name: 'H1', status: 'Hired' },
      { name: 'W1', status: 'Shortlisted', withdrawn: true },
    ])
    const data = (await callRoute(
      boardLoader,
      getRequest(`/admin/careers/board?job=${job.id}`, recruiter),
    )) as {
      selected: { jobId: string }
      board: {
        columns: { stage: string; count: number; cards: { name: string; rating: number }[] }[]
        withdrawn: { count: number; cards: { name: string }[] }
      }
    }
    expect(data.selected.jobId).toBe(job.id)
    expect(data.board.columns.map((column) => [column.stage, column.count])).toEqual([
      ['Pending', 3],
      ['Shortlisted', 1],
      ['Interviewed', 1],
      ['Rejected', 0],
      ['Hired', 1],
    ])
    expect(data.board.columns[0].cards.map((card) => card.name)).toEqual(['P3', 'P2', 'P1'])
    expect(data.board.columns[1].cards).toMatchObject([{ name: 'S1', rating: 4 }])
    expect(data.board.withdrawn).toMatchObject({ count: 1, cards: [{ name: 'W1' }] })
  })

  test('opens on the first job by title, or the open applications; an unknown job is 404', async () => {
    const first = (await callRoute(boardLoader, getRequest('/admin/careers/board', recruiter))) as {
      selected: { title: string }
    }
    expect(first.selected.title).toBe('Client Relationship Manager')
    const open = (await callRoute(
      boardLoader,
      getRequest('/ar/admin/careers/board?job=open', recruiter),
    )) as { selected: { jobId: string | null; title: string } }
    expect(open.selected).toMatchObject({ jobId: null, title: 'طلبات التوظيف العامة' })
    const missing = await callRoute(
      boardLoader,
      getRequest('/admin/careers/board?job=job-nope', recruiter),
    )
    expect(statusOf(missing)).toBe(404)
  })
})

describe('who may use the pipeline', () => {
  test('Editor and Support get 403 on every screen and post; a Recruiter is let in', async () => {
    const job = await postJob()
    const applicant = await apply(job.id)
    for (const account of [editor, support]) {
      expect(
        statusOf(await callRoute(boardLoader, getRequest('/admin/careers/board', account))),
      ).toBe(403)
      expect(
        statusOf(
          await callRoute(
            applicantLoader,
            getRequest(`/admin/careers/applicants/${applicant.id}`, account),
            { id: applicant.id },
          ),
        ),
      ).toBe(403)
      expect(statusOf(await move(account, applicant.id, 'Hired'))).toBe(403)
      expect(statusOf(await rate(account, applicant.id, 'Pending', [5]))).toBe(403)
    }
    expect((await applicantRow(applicant.id)).status).toBe('Pending')
    expect(
      statusOf(await callRoute(boardLoader, getRequest('/admin/careers/board', recruiter))),
    ).toBe(200)
    expect(statusOf(await move(recruiter, applicant.id, 'Hired'))).toBe(302)
  })
})
