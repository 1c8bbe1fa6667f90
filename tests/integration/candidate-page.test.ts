import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  applicantEvents,
  applicantLinks,
  applicantScorecards,
  consentRecords,
  fileDeletions,
  interviewOffers,
  interviewSlots,
  jobApplicants,
  type ApplicantStatus,
} from '#db/schema'
import { collectPersonalData, erasePersonalData } from '~/domain/privacy/personal-data.server'
import { applyRetention } from '~/domain/privacy/retention.server'
import { action as pageAction, loader as pageLoader } from '~/routes/public/careers-application'
import { getDb } from '~/server/db.server'
import { getFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import {
  applyAs,
  createHiringJob,
  eventsOf,
  mailTo,
  statusTokenIn,
} from '../support/hiring-candidate'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, postForm, statusOf, type TestAccount } from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'
import { toastOf } from '../support/toast'

let site: SiteServer
let recruiter: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  recruiter = await staffWithRole('recruiter', 'Rana Recruiter')
  site = await startSiteServer()
}, 120_000)

afterAll(async () => {
  await site?.close()
})

const DAY = 24 * 60 * 60 * 1000

/** An application sent on the site, and the token of the link its acknowledgement carries. */
async function applied(email: string, locale: 'en' | 'ar' = 'en', name = 'Casey Candidate') {
  const job = await createHiringJob(`Analyst ${email}`, 'محلل مالي')
  const applicant = await applyAs(job.id, { name, email, locale })
  const [ack] = await mailTo(email)
  return { job, applicant, token: statusTokenIn(ack.text) }
}

async function page(path: string) {
  const response = await fetch(`${site.baseUrl}${path}`)
  return { status: response.status, html: await response.text(), headers: response.headers }
}

async function slotFor(
  applicantId: string | null,
  startsInDays: number,
  id = `slot-${Math.random().toString(36).slice(2)}`,
) {
  const db = await getDb()
  const startsAt = new Date(Date.now() + startsInDays * DAY)
  await db.insert(interviewSlots).values({
    id,
    recruiterId: recruiter.id,
    recruiterName: 'Rana Recruiter',
    recruiterEmail: recruiter.email,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000),
    location: 'Office 12, Dubai',
    bookedApplicantId: applicantId,
    bookedAt: applicantId ? new Date() : null,
  })
  return id
}

function withdraw(token: string, fields: Record<string, string> = {}, prefix = '') {
  return callRoute(
    pageAction,
    postForm(`${prefix}/careers/applications/${token}`, { intent: 'withdraw', ...fields }),
    { token },
  )
}

describe('the status in words for the candidate', () => {
  test('each stage shows its words, never the internal stage name', async () => {
    const { applicant, token } = await applied('words@example.org')
    const db = await getDb()
    const words: Record<ApplicantStatus, string> = {
      Pending: 'We have received your application and are reviewing it.',
      Shortlisted:
        'Your application has been shortlisted; we will contact you about the next step.',
      Interviewed: 'Thank you for interviewing with us; we are considering our decision.',
      Rejected:
        'We will not be moving forward with your application this time. Thank you for your interest.',
      Hired: 'Congratulations — welcome to the team.',
    }
    for (const [status, text] of Object.entries(words) as [ApplicantStatus, string][]) {
      await db.update(jobApplicants).set({ status }).where(eq(jobApplicants.id, applicant.id))
      const { status: code, html, headers } = await page(`/careers/applications/${token}`)
      expect(code).toBe(200)
      expect(html).toContain(text)
      expect(html).toContain('Analyst words@example.org')
      expect(html).not.toMatch(
        />\s*(Pending Review|Pending|Shortlisted|Interviewed|Rejected|Hired)\s*</,
      )
      expect(html).toContain('noindex')
      expect(headers.get('cache-control')).toContain('no-store')
    }
  }, 60_000)

  test('in Arabic: the Arabic job title and words', async () => {
    const { token } = await applied('arabic.words@example.org', 'ar', 'سارة')
    const { status, html } = await page(`/ar/careers/applications/${token}`)
    expect(status).toBe(200)
    expect(html).toContain('محلل مالي')
    expect(html).toContain('لقد استلمنا طلبكم ونقوم بمراجعته.')
    expect(html).toContain('dir="rtl"')
  })

  test('an unknown or malformed token is the 404 page', async () => {
    expect((await page(`/careers/applications/${'A'.repeat(43)}`)).status).toBe(404)
    expect((await page('/careers/applications/short')).status).toBe(404)
    const outcome = await callRoute(
      pageLoader,
      getRequest(`/careers/applications/${'B'.repeat(43)}`),
      { token: 'B'.repeat(43) },
    )
    expect(statusOf(outcome)).toBe(404)
    expect(statusOf(await withdraw('C'.repeat(43)))).toBe(404)
  })

  test('a booked interview shows in UAE time; offered free times link to the booking page', async () => {
    const { applicant, token } = await applied('booked@example.org')
    await slotFor(applicant.id, 3)
    const free = await slotFor(null, 4)
    const db = await getDb()
    await db.insert(interviewOffers).values({ slotId: free, applicantId: applicant.id })
    const { html } = await page(`/careers/applications/${token}`)
    expect(html).toContain('Your interview')
    expect(html).toContain('(UAE time)')
    expect(html).toContain('Office 12, Dubai')
    expect(html).toContain(`href="/careers/applications/${token}/interview"`)
  })
})

describe('withdrawing', () => {
  test('a confirm step, then withdrawn_at, an event, a freed slot and two e-mails', async () => {
    const { applicant, token } = await applied('withdraw@example.org')
    const slot = await slotFor(applicant.id, 2)

    const confirm = await page(`/careers/applications/${token}?step=withdraw`)
    expect(confirm.html).toContain('Also erase my application and CV now')

    const outcome = await withdraw(token)
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(`/careers/applications/${token}`)
    expect((await toastOf(outcome))?.title).toBe('Your application has been withdrawn.')

    const db = await getDb()
    const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicant.id))
    expect(row.withdrawnAt).toBeInstanceOf(Date)
    expect(row.status).toBe('Pending')
    const withdrawn = await eventsOf(applicant.id, 'withdrawn')
    expect(withdrawn).toHaveLength(1)
    expect(withdrawn[0]).toMatchObject({ actorId: null, facts: { freedInterviews: 1 } })
    const [freed] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot))
    expect(freed.bookedApplicantId).toBeNull()
    expect(freed.sequence).toBe(1)

    const mails = await mailTo(applicant.email)
    expect(mails).toHaveLength(2)
    expect(mails[1].subject).toBe('Your application has been withdrawn')
    statusTokenIn(mails[1].text)
    const recruiterMails = await mailTo(recruiter.email)
    expect(recruiterMails.at(-1)?.subject).toBe('Interview cancelled: Casey Candidate withdrew')
    // The event leaves the recruiter's calendar too: a cancellation of its UID, one sequence on.
    const [cancellation] = recruiterMails.at(-1)?.attachments ?? []
    expect(cancellation?.content).toContain('METHOD:CANCEL')
    expect(cancellation?.content).toContain(`UID:${slot}@`)
    expect(cancellation?.content).toContain('SEQUENCE:1')

    const { html } = await page(`/careers/applications/${token}`)
    expect(html).toContain('You withdrew this application.')
    expect(html).not.toContain('Withdraw my application')

    // Again: nothing more happens.
    const again = await withdraw(token)
    expect((await toastOf(again))?.title).toBe('This application was already withdrawn.')
    expect(await eventsOf(applicant.id, 'withdrawn')).toHaveLength(1)
    expect(await mailTo(applicant.email)).toHaveLength(2)
  })

  test('with the erase box: the application goes, with its history and links, and its CV', async () => {
    const { applicant, token } = await applied('erase@example.org', 'ar', 'نور')
    expect(await getFile(applicant.cvKey)).not.toBeNull()
    const slot = await slotFor(applicant.id, 5)
    const outcome = await withdraw(token, { erase: 'on' }, '/ar')
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/ar/careers')
    expect((await toastOf(outcome))?.title).toBe('تم سحب طلبكم وحذفه.')

    const db = await getDb()
    expect(await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicant.id))).toEqual(
      [],
    )
    expect(
      await db.select().from(applicantEvents).where(eq(applicantEvents.applicantId, applicant.id)),
    ).toEqual([])
    expect(
      await db.select().from(applicantLinks).where(eq(applicantLinks.applicantId, applicant.id)),
    ).toEqual([])
    expect(
      await db.select().from(consentRecords).where(eq(consentRecords.recordId, applicant.id)),
    ).toEqual([])
    // The CV file is deleted after the commit (or left queued for the job runner).
    expect(await getFile(applicant.cvKey)).toBeNull()
    expect(
      await db.select().from(fileDeletions).where(eq(fileDeletions.key, applicant.cvKey)),
    ).toEqual([])
    const [freed] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot))
    expect(freed.bookedApplicantId).toBeNull()
    // The confirmation still reaches them, in Arabic, without a link that opens nothing now.
    const mails = await mailTo(applicant.email)
    expect(mails.at(-1)?.subject).toBe('تم سحب طلبكم')
    expect(mails.at(-1)?.text).toContain('كما تم حذف طلبكم وسيرتكم الذاتية.')
    expect(mails.at(-1)?.text).not.toContain('/careers/applications/')
    expect((await page(`/ar/careers/applications/${token}`)).status).toBe(404)
  })
})

describe('the person’s data', () => {
  test('the export holds each application’s history, scorecards, interviews and source', async () => {
    const { applicant } = await applied('export@example.org')
    const db = await getDb()
    await db
      .update(jobApplicants)
      .set({ source: 'linkedin' })
      .where(eq(jobApplicants.id, applicant.id))
    await db.insert(applicantScorecards).values({
      id: 'card-export',
      applicantId: applicant.id,
      stage: 'Pending',
      reviewerId: recruiter.id,
      reviewerName: 'Rana Recruiter',
      ratings: { Overall: 4 },
      recommendation: 'yes',
      comment: 'Clear thinker.',
    })
    await slotFor(applicant.id, 6)
    const offered = await slotFor(null, 7)
    await db.insert(interviewOffers).values({ slotId: offered, applicantId: applicant.id })

    const { data } = await collectPersonalData({ email: applicant.email })
    const [application] = data.jobApplications as {
      source: string
      history: { kind: string }[]
      scorecards: { comment: string; ratings: Record<string, number> }[]
      interviews: { state: string; location: string }[]
    }[]
    expect(application.source).toBe('linkedin')
    expect(application.history.map((event) => event.kind)).toEqual(['applied'])
    expect(application.scorecards).toEqual([
      expect.objectContaining({ comment: 'Clear thinker.', ratings: { Overall: 4 } }),
    ])
    expect(application.interviews.map((interview) => interview.state).sort()).toEqual([
      'booked',
      'offered',
    ])
    expect(JSON.stringify(data)).not.toContain(recruiter.email)
  })

  test('erasure deletes the events, scorecards, offers and links, and frees a booked slot', async () => {
    const { applicant } = await applied('erasure@example.org')
    const db = await getDb()
    await db.insert(applicantScorecards).values({
      id: 'card-erasure',
      applicantId: applicant.id,
      stage: 'Pending',
      reviewerId: recruiter.id,
      reviewerName: 'Rana Recruiter',
      ratings: { Overall: 2 },
      recommendation: 'no',
    })
    const booked = await slotFor(applicant.id, 8)
    const offered = await slotFor(null, 9)
    await db.insert(interviewOffers).values({ slotId: offered, applicantId: applicant.id })

    await erasePersonalData(
      { email: applicant.email },
      { actor: { id: null, email: null }, dataRequestId: 'dr-hiring-erasure' },
    )
    for (const [table, column] of [
      [applicantEvents, applicantEvents.applicantId],
      [applicantScorecards, applicantScorecards.applicantId],
      [applicantLinks, applicantLinks.applicantId],
      [interviewOffers, interviewOffers.applicantId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, applicant.id))).toEqual([])
    }
    const [slot] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, booked))
    expect(slot.bookedApplicantId).toBeNull()
    // The slot offered to them stays for others.
    expect(
      await db.select().from(interviewSlots).where(eq(interviewSlots.id, offered)),
    ).toHaveLength(1)
  })

  test('retention deletes an expired application with its hiring records, as erasure does', async () => {
    const { applicant } = await applied('retention@example.org')
    const db = await getDb()
    await db.insert(applicantScorecards).values({
      id: 'card-retention',
      applicantId: applicant.id,
      stage: 'Pending',
      reviewerId: recruiter.id,
      reviewerName: 'Rana Recruiter',
      ratings: { Overall: 3 },
      recommendation: 'yes',
    })
    const booked = await slotFor(applicant.id, 2)
    // Ten years on, every period has passed: the application goes, and what hangs on it.
    await applyRetention(new Date(Date.now() + 3650 * DAY))
    expect(await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicant.id))).toEqual(
      [],
    )
    for (const [table, column] of [
      [applicantEvents, applicantEvents.applicantId],
      [applicantScorecards, applicantScorecards.applicantId],
      [applicantLinks, applicantLinks.applicantId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, applicant.id))).toEqual([])
    }
    const [slot] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, booked))
    expect(slot.bookedApplicantId).toBeNull()
  })
})
