import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, jobApplicants } from '#db/schema'
import type { ActionData } from '~/lib/action-result'
import { action as bulkAction } from '~/routes/admin/careers-applicants-bulk'
import { loader as applicantsLoader } from '~/routes/admin/careers-applicants'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  applyAs,
  createHiringJob,
  eventsOf,
  mailTo,
  statusTokenIn,
} from '../support/hiring-candidate'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postFormWithLists,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

let recruiter: TestAccount
let editor: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  recruiter = await staffWithRole('recruiter', 'Rana Recruiter')
  editor = await staffWithRole('editor', 'Eddie Editor')
})

function bulk(account: TestAccount, fields: Record<string, string | string[]>) {
  return callRoute(
    bulkAction,
    postFormWithLists('/admin/careers/applicants/bulk', fields, { cookie: account.cookie }),
  )
}

async function statusOfApplicant(id: string) {
  const db = await getDb()
  const [row] = await db
    .select({ status: jobApplicants.status })
    .from(jobApplicants)
    .where(eq(jobApplicants.id, id))
  return row.status
}

describe('rejecting in bulk', () => {
  test('three applicants are each rejected and e-mailed exactly once; a withdrawn one is skipped', async () => {
    const job = await createHiringJob('Bulk Analyst', 'محلل جماعي')
    const anna = await applyAs(job.id, { name: 'Anna', email: 'anna.bulk@example.org' })
    const omar = await applyAs(job.id, {
      name: 'عمر',
      email: 'omar.bulk@example.org',
      locale: 'ar',
    })
    const li = await applyAs(job.id, { name: 'Li', email: 'li.bulk@example.org' })
    const gone = await applyAs(job.id, { name: 'Gone', email: 'gone.bulk@example.org' })
    const db = await getDb()
    await db.update(jobApplicants).set({ status: 'Shortlisted' }).where(eq(jobApplicants.id, li.id))
    await db
      .update(jobApplicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(jobApplicants.id, gone.id))

    // The table shows a box per row that joins the bulk form.
    const table = await callRoute(
      applicantsLoader,
      getRequest(`/admin/careers/applicants?job=${job.id}`, { cookie: recruiter.cookie }),
    )
    expect(statusOf(table)).toBe(200)

    const outcome = await bulk(recruiter, {
      intent: 'reject',
      job: job.id,
      template: 'shortlisted', // ignored: a rejection uses the rejection template
      ids: [anna.id, omar.id, li.id, gone.id],
    })
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      `/admin/careers/applicants?job=${job.id}`,
    )
    const toast = await toastOf(outcome as Response)
    expect(toast?.title).toBe('3 applicants rejected and e-mailed')
    expect(toast?.description).toContain('1 skipped')

    for (const applicant of [anna, omar, li]) {
      const mails = await mailTo(applicant.email)
      // The acknowledgement, then exactly one rejection.
      expect(mails).toHaveLength(2)
      expect(await statusOfApplicant(applicant.id)).toBe('Rejected')
      const stages = await eventsOf(applicant.id, 'stage')
      expect(stages).toHaveLength(1)
      expect(stages[0]).toMatchObject({ toStage: 'Rejected', actorId: recruiter.id })
      const emails = await eventsOf(applicant.id, 'email')
      expect(emails).toHaveLength(1)
      expect(emails[0].facts).toEqual({ template: 'rejection' })
      expect(mails[1].subject).toBe(emails[0].body)
      statusTokenIn(mails[1].text)
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'job_applicant'), eq(auditLog.entityId, applicant.id)))
      expect(audit.after).toEqual({ status: 'Rejected', rejectionReason: null })
    }
    expect((await eventsOf(li.id, 'stage'))[0].fromStage).toBe('Shortlisted')
    // Each in their own language.
    expect((await mailTo(anna.email))[1].subject).toBe('Your application for Bulk Analyst')
    expect((await mailTo(omar.email))[1].subject).toBe('طلبكم لوظيفة محلل جماعي')

    // The withdrawn one: no e-mail, no move.
    expect(await mailTo(gone.email)).toHaveLength(1)
    expect(await statusOfApplicant(gone.id)).toBe('Pending')
  })

  test('sending a template in bulk e-mails each once without moving them', async () => {
    const job = await createHiringJob('Bulk Designer')
    const a = await applyAs(job.id, { name: 'Ava', email: 'ava.bulk@example.org' })
    const b = await applyAs(job.id, { name: 'Ben', email: 'ben.bulk@example.org' })
    const other = await createHiringJob('Other Job')
    const c = await applyAs(other.id, { name: 'Cy', email: 'cy.bulk@example.org' })
    const outcome = await bulk(recruiter, {
      intent: 'email',
      job: job.id,
      template: 'interview-invitation',
      ids: [a.id, b.id, c.id],
    })
    expect(statusOf(outcome)).toBe(302)
    const toast = await toastOf(outcome as Response)
    expect(toast?.title).toBe('E-mail queued to 2 applicants')
    for (const applicant of [a, b]) {
      const mails = await mailTo(applicant.email)
      expect(mails).toHaveLength(2)
      expect(mails[1].subject).toBe('Interview invitation: Bulk Designer')
      expect(await statusOfApplicant(applicant.id)).toBe('Pending')
      expect(await eventsOf(applicant.id, 'stage')).toHaveLength(0)
    }
    // Not on this job's screen: skipped.
    expect(await mailTo(c.email)).toHaveLength(1)
  })

  test('nothing selected, or more than 200, is refused with a message', async () => {
    const none = await bulk(recruiter, { intent: 'reject', job: 'x', ids: [] })
    expect(statusOf(none)).toBe(400)
    const data = (none as unknown as { data: ActionData }).data
    expect(data.result?.error?.['']?.[0]).toBe('Select at least one applicant.')
    const many = await bulk(recruiter, {
      intent: 'reject',
      job: 'x',
      ids: Array.from({ length: 201 }, (_, i) => `app_${i}`),
    })
    expect(statusOf(many)).toBe(400)
    const manyData = (many as unknown as { data: ActionData }).data
    expect(manyData.result?.error?.['']?.[0]).toBe('Select at most 200 applicants at a time.')
  })
})

describe('who may act in bulk', () => {
  test('an Editor gets 403 and nothing changes', async () => {
    const job = await createHiringJob('Bulk Clerk')
    const a = await applyAs(job.id, { name: 'Zed', email: 'zed.bulk@example.org' })
    const outcome = await bulk(editor, { intent: 'reject', job: job.id, ids: [a.id] })
    expect(statusOf(outcome)).toBe(403)
    expect(await statusOfApplicant(a.id)).toBe('Pending')
    expect(await mailTo(a.email)).toHaveLength(1)
  })
})
