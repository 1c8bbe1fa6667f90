import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  applicantEvents,
  auditLog,
  emailOutbox,
  interviewSlots,
  jobApplicants,
  jobListings,
} from '#db/schema'
import { issueApplicantLink } from '~/domain/careers/hiring.server'
import { en } from '~/i18n/en'
import { ar } from '~/i18n/ar'
import {
  action as adminAction,
  loader as adminLoader,
} from '~/routes/admin/careers-applicant-interviews'
import {
  action as candidateAction,
  loader as candidateLoader,
} from '~/routes/public/careers-interview'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { staffWithRole } from '../support/investor-file'
import {
  callRoute,
  getRequest,
  postForm,
  postFormWithLists,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * Interviews the candidate books (decision 045): the recruiter's offer, the booking by the
 * e-mailed link, the race for one time, the calendar invitations, reschedule and cancel.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** A Dubai date `days` from today, as the date field sends it. */
const dubaiDateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 4 * 60 * 60 * 1000).toISOString().slice(0, 10)
const compact = (date: string) => date.replaceAll('-', '')

let recruiter: TestAccount
let recruiterName: string
let admin: TestAccount
let jobId: string

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  recruiterName = 'Rana Recruiter'
  recruiter = await staffWithRole('recruiter', recruiterName)
  const db = await getDb()
  jobId = `job-int-${crypto.randomBytes(3).toString('hex')}`
  await db.insert(jobListings).values({
    id: jobId,
    title: 'Portfolio Analyst',
    titleAr: 'محلل محافظ',
    department: 'Finance',
    location: 'Dubai',
    description: 'Analyse portfolios.',
  })
})

type Candidate = { id: string; email: string; token: string; locale: 'en' | 'ar' }

/** An application as the apply form leaves it, with a link token as its e-mail carries. */
async function newCandidate(locale: 'en' | 'ar' = 'en', name = 'Omar Candidate') {
  const db = await getDb()
  const id = `app-int-${crypto.randomBytes(4).toString('hex')}`
  const email = `${id}@example.org`
  await db.insert(jobApplicants).values({
    id,
    jobId,
    name,
    email,
    phone: '+971500000000',
    coverLetter: 'Hello',
    cvKey: 'cv/2026/none.pdf',
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 10,
    locale,
  })
  const token = await db.transaction((tx) => issueApplicantLink(tx, id))
  return { id, email, token, locale } satisfies Candidate
}

type Row = { date?: string; time?: string; duration?: string; location?: string }

function offer(
  applicantId: string,
  rows: Row[],
  reoffer: string[] = [],
  as: TestAccount = recruiter,
) {
  const fields: Record<string, string | string[]> = { intent: 'offer', reoffer }
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row))
      if (value !== undefined) fields[`slots[${index}].${key}`] = value
  })
  const path = `/admin/careers/applicants/${applicantId}/interviews`
  return callRoute(adminAction, postFormWithLists(path, fields, { cookie: as.cookie }), {
    id: applicantId,
  })
}

function book(candidate: Candidate, slotId: string) {
  const path = `${candidate.locale === 'ar' ? '/ar' : ''}/careers/applications/${candidate.token}/interview`
  return callRoute(candidateAction, postForm(path, { intent: 'book', slotId }), {
    token: candidate.token,
  })
}

function cancelAsCandidate(candidate: Candidate) {
  const path = `/careers/applications/${candidate.token}/interview`
  return callRoute(candidateAction, postForm(path, { intent: 'cancel' }), {
    token: candidate.token,
  })
}

async function candidatePage(candidate: Candidate) {
  const path = `${candidate.locale === 'ar' ? '/ar' : ''}/careers/applications/${candidate.token}/interview`
  const page = await callRoute(candidateLoader, getRequest(path), { token: candidate.token })
  if (statusOf(page) !== 200 || !('kind' in page) || page.kind !== 'ok')
    throw new Error('the page did not open')
  return page.interviews
}

async function slotsOfRecruiter() {
  const db = await getDb()
  return db.select().from(interviewSlots).where(eq(interviewSlots.recruiterId, recruiter.id))
}

async function mailsTo(recipient: string) {
  const db = await getDb()
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, recipient))
    .orderBy(emailOutbox.createdAt)
}

/** The text of an action's refusal as the page shows it (form errors and toast). */
function refusalText(outcome: unknown): string {
  return JSON.stringify((outcome as { data?: unknown }).data ?? null)
}

const ma = en.interviews.admin.toasts
const mc = en.interviews.candidate.toasts

describe('the recruiter offers times', () => {
  test('new times are saved in Dubai time and the candidate is e-mailed a link to choose', async () => {
    const candidate = await newCandidate()
    const date = dubaiDateIn(5)
    const outcome = await offer(candidate.id, [
      { date, time: '14:30', duration: '45', location: 'Office 4, Business Bay' },
      { date, time: '16:00', duration: '60', location: '' },
      {},
    ])
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.title).toBe(ma.offered)

    const db = await getDb()
    const slots = await db
      .select()
      .from(interviewSlots)
      .where(eq(interviewSlots.recruiterId, recruiter.id))
      .orderBy(interviewSlots.startsAt)
    const mine = slots.filter((slot) => slot.startsAt.toISOString().startsWith(date))
    expect(mine.map((slot) => slot.startsAt.toISOString())).toEqual([
      `${date}T10:30:00.000Z`,
      `${date}T12:00:00.000Z`,
    ])
    expect(mine[0].endsAt.getTime() - mine[0].startsAt.getTime()).toBe(45 * 60_000)
    expect(mine[0].recruiterName).toBe(recruiterName)
    expect(mine[0].recruiterEmail).toBe(recruiter.email)

    const [mail] = await mailsTo(candidate.email)
    // The recruiters' interview-invitation template, with the link to choose (decision 045).
    expect(mail.subject).toBe('Interview invitation: Portfolio Analyst')
    expect(mail.text).toMatch(/\/careers\/applications\/[A-Za-z0-9_-]{43}\/interview/)

    const events = await db
      .select()
      .from(applicantEvents)
      .where(
        and(eq(applicantEvents.applicantId, candidate.id), eq(applicantEvents.kind, 'interview')),
      )
    expect(events).toHaveLength(1)
    expect(events[0].facts).toMatchObject({ offered: 2 })
    expect(events[0].actorId).toBe(recruiter.id)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'interview_offer'), eq(auditLog.entityId, candidate.id)))
    expect(audit.actorId).toBe(recruiter.id)

    const page = await candidatePage(candidate)
    expect(page.jobTitle).toBe('Portfolio Analyst')
    expect(page.free.map((slot) => slot.location)).toEqual(['Office 4, Business Bay', ''])
    expect(page.booked).toBeNull()
  })

  test('a time in the past is refused with a clear message, and nothing is saved', async () => {
    const candidate = await newCandidate()
    const before = (await slotsOfRecruiter()).length
    const outcome = await offer(candidate.id, [
      {},
      { date: dubaiDateIn(3), time: '10:00', duration: '60' },
      { date: dubaiDateIn(-1), time: '10:00', duration: '60' },
    ])
    expect(statusOf(outcome)).toBe(400)
    expect(refusalText(outcome)).toContain(ma.past)
    // The message stands by the row of the form that holds the past time.
    expect(
      (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result.error[
        'slots[2].date'
      ],
    ).toEqual([ma.past])
    expect((await slotsOfRecruiter()).length).toBe(before)
    expect(await mailsTo(candidate.email)).toHaveLength(0)
  })

  test('a half-filled row, a bad length or nothing at all is a 400 with its reason', async () => {
    const candidate = await newCandidate()
    const missingTime = await offer(candidate.id, [{ date: dubaiDateIn(2), duration: '60' }])
    expect(statusOf(missingTime)).toBe(400)
    expect(refusalText(missingTime)).toContain(ma.dateAndTime)
    const tooLong = await offer(candidate.id, [
      { date: dubaiDateIn(2), time: '10:00', duration: '500' },
    ])
    expect(statusOf(tooLong)).toBe(400)
    expect(refusalText(tooLong)).toContain(ma.badDuration)
    const badDate = await offer(candidate.id, [{ date: '2026-02-30', time: '10:00' }])
    expect(statusOf(badDate)).toBe(400)
    const nothing = await offer(candidate.id, [{}, {}, {}])
    expect(statusOf(nothing)).toBe(400)
    expect(refusalText(nothing)).toContain(ma.noSlots)
  })

  test('a withdrawn candidate is offered nothing', async () => {
    const candidate = await newCandidate()
    const db = await getDb()
    await db
      .update(jobApplicants)
      .set({ withdrawnAt: new Date() })
      .where(eq(jobApplicants.id, candidate.id))
    const outcome = await offer(candidate.id, [{ date: dubaiDateIn(2), time: '10:00' }])
    expect(statusOf(outcome)).toBe(409)
    expect(refusalText(outcome)).toContain(ma.withdrawn)
  })

  test('only Recruiters and Administrators open the screen; Editor and Support get 403', async () => {
    const candidate = await newCandidate()
    const path = `/admin/careers/applicants/${candidate.id}/interviews`
    for (const role of ['editor', 'support']) {
      const staff = await staffWithRole(role)
      const page = await callRoute(adminLoader, getRequest(path, staff), { id: candidate.id })
      expect(statusOf(page)).toBe(403)
      const posted = await offer(candidate.id, [{ date: dubaiDateIn(2), time: '10:00' }], [], staff)
      expect(statusOf(posted)).toBe(403)
    }
    const asAdmin = await callRoute(adminLoader, getRequest(path, admin), { id: candidate.id })
    expect(statusOf(asAdmin)).toBe(200)
    const unknown = await callRoute(
      adminLoader,
      getRequest('/admin/careers/applicants/nobody/interviews', admin),
      { id: 'nobody' },
    )
    expect(statusOf(unknown)).toBe(404)
  })
})

describe('the candidate books', () => {
  test('an unknown link is a 404 page, and posting to it changes nothing', async () => {
    const token = crypto.randomBytes(32).toString('base64url')
    const page = await callRoute(
      candidateLoader,
      getRequest(`/careers/applications/${token}/interview`),
      { token },
    )
    expect(statusOf(page)).toBe(404)
    const posted = await callRoute(
      candidateAction,
      postForm(`/careers/applications/${token}/interview`, { intent: 'book', slotId: 'x' }),
      { token },
    )
    expect(statusOf(posted)).toBe(404)
  })

  test('two candidates booking the same time at once: exactly one wins, the other is told', async () => {
    const first = await newCandidate('en', 'First Candidate')
    const second = await newCandidate('ar', 'Second Candidate')
    const date = dubaiDateIn(7)
    expect(statusOf(await offer(first.id, [{ date, time: '09:00', location: 'Room 1' }]))).toBe(302)
    const [slot] = (await candidatePage(first)).free
    // The same time offered again to the second candidate (the recruiter's free time).
    expect(statusOf(await offer(second.id, [], [slot.id]))).toBe(302)
    expect((await candidatePage(second)).free.map((free) => free.id)).toEqual([slot.id])

    const outcomes = await Promise.all([book(first, slot.id), book(second, slot.id)])
    const statuses = outcomes.map(statusOf).sort()
    expect(statuses).toEqual([302, 409])
    const winnerIndex = outcomes.findIndex((outcome) => statusOf(outcome) === 302)
    const winner = [first, second][winnerIndex]
    const loser = [first, second][1 - winnerIndex]
    const lost = outcomes[1 - winnerIndex]
    const loserTexts = loser.locale === 'ar' ? ar.interviews.candidate.toasts : mc
    expect(refusalText(lost)).toContain(loserTexts.takenDescription)

    const db = await getDb()
    const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id))
    expect(row.bookedApplicantId).toBe(winner.id)
    expect(row.bookedAt).not.toBeNull()

    // The taken time is no longer listed to the other candidate; the winner sees it booked.
    expect((await candidatePage(loser)).free).toHaveLength(0)
    const winnerPage = await candidatePage(winner)
    expect(winnerPage.booked?.id).toBe(slot.id)
    expect(winnerPage.free).toHaveLength(0)
  })

  test('the race, again and again: never two bookings of one time', async () => {
    for (let round = 0; round < 4; round++) {
      const racers = [await newCandidate(), await newCandidate(), await newCandidate()]
      await offer(racers[0].id, [{ date: dubaiDateIn(20 + round), time: '10:00' }])
      const [slot] = (await candidatePage(racers[0])).free
      for (const racer of racers.slice(1)) await offer(racer.id, [], [slot.id])
      const outcomes = await Promise.all(racers.map((racer) => book(racer, slot.id)))
      expect(outcomes.map(statusOf).sort()).toEqual([302, 409, 409])
      const db = await getDb()
      const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id))
      const winner = racers[outcomes.findIndex((outcome) => statusOf(outcome) === 302)]
      expect(row.bookedApplicantId).toBe(winner.id)
    }
  })

  test('the confirmation carries an .ics in Dubai time, to the candidate and the recruiter', async () => {
    const candidate = await newCandidate()
    const date = dubaiDateIn(9)
    await offer(candidate.id, [
      { date, time: '11:15', duration: '30', location: 'Office 4; Level 2, Business Bay' },
    ])
    const [slot] = (await candidatePage(candidate)).free
    const outcome = await book(candidate, slot.id)
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.title).toBe(mc.booked)

    const confirmation = (await mailsTo(candidate.email)).find((mail) =>
      mail.subject.startsWith('Interview confirmed'),
    )
    expect(confirmation?.text).toContain('Office 4; Level 2, Business Bay')
    const [ics] = confirmation?.attachments ?? []
    expect(ics.filename).toBe('interview.ics')
    expect(ics.contentType).toContain('text/calendar')
    const lines = ics.content.replace(/\r\n /g, '').split('\r\n')
    expect(lines).toContain('METHOD:REQUEST')
    expect(lines).toContain(`DTSTART;TZID=Asia/Dubai:${compact(date)}T111500`)
    expect(lines).toContain(`DTEND;TZID=Asia/Dubai:${compact(date)}T114500`)
    expect(lines).toContain(`ORGANIZER;CN=${recruiterName}:mailto:${recruiter.email}`)
    expect(lines).toContain(
      `ATTENDEE;CN=Omar Candidate;ROLE=REQ-PARTICIPANT:mailto:${candidate.email}`,
    )
    expect(lines.some((line) => line.startsWith(`UID:${slot.id}@`))).toBe(true)
    expect(lines).toContain('SEQUENCE:0')
    expect(lines).toContain('LOCATION:Office 4\\; Level 2\\, Business Bay')

    const toRecruiter = (await mailsTo(recruiter.email)).filter((mail) =>
      mail.subject.startsWith('Interview booked: Omar Candidate'),
    )
    expect(toRecruiter.length).toBeGreaterThan(0)
    expect(toRecruiter.at(-1)?.attachments?.[0].content).toContain(
      `DTSTART;TZID=Asia/Dubai:${compact(date)}T111500`,
    )

    // The recruiter's screen shows it booked.
    const admin = await callRoute(
      adminLoader,
      getRequest(`/admin/careers/applicants/${candidate.id}/interviews`, recruiter),
      { id: candidate.id },
    )
    if (!('interviews' in admin)) throw new Error('the admin page did not open')
    expect(admin.interviews.offered.find((row) => row.id === slot.id)?.state).toBe('booked')
  })

  test('an Arabic candidate is written to in Arabic', async () => {
    const candidate = await newCandidate('ar', 'سارة')
    await offer(candidate.id, [{ date: dubaiDateIn(10), time: '10:00' }])
    const [offered] = await mailsTo(candidate.email)
    expect(offered.subject).toBe('دعوة لإجراء مقابلة: محلل محافظ')
    expect(offered.text).toContain('/ar/careers/applications/')
    const [slot] = (await candidatePage(candidate)).free
    expect(statusOf(await book(candidate, slot.id))).toBe(302)
    const confirmation = (await mailsTo(candidate.email)).at(-1)
    expect(confirmation?.subject).toBe('تأكيد موعد المقابلة: محلل محافظ')
    expect(confirmation?.attachments?.[0].content).toContain('SUMMARY:مقابلة: محلل محافظ')
  })

  test('choosing another time releases the first and sends its update (SEQUENCE:1)', async () => {
    const candidate = await newCandidate()
    const other = await newCandidate('en', 'Other Candidate')
    const date = dubaiDateIn(11)
    await offer(candidate.id, [
      { date, time: '09:00' },
      { date, time: '13:00' },
    ])
    const [early, late] = (await candidatePage(candidate)).free
    await offer(other.id, [], [early.id])
    expect(statusOf(await book(candidate, early.id))).toBe(302)
    expect((await candidatePage(other)).free).toHaveLength(0)

    expect(statusOf(await book(candidate, late.id))).toBe(302)
    const db = await getDb()
    const [released] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, early.id))
    expect(released.bookedApplicantId).toBeNull()
    expect(released.sequence).toBe(1)
    // The released time is free again for the other candidate it was offered to.
    expect((await candidatePage(other)).free.map((slot) => slot.id)).toEqual([early.id])

    const mails = await mailsTo(candidate.email)
    const cancel = mails.find((mail) =>
      mail.attachments?.some((file) => file.content.includes('METHOD:CANCEL')),
    )
    const cancelIcs = cancel?.attachments?.[0].content ?? ''
    expect(cancelIcs).toContain(`UID:${early.id}@`)
    expect(cancelIcs).toContain('SEQUENCE:1')
    expect(cancelIcs).toContain('STATUS:CANCELLED')
    const page = await candidatePage(candidate)
    expect(page.booked?.id).toBe(late.id)

    // Booked again by the other candidate: newer than the cancellation calendars saw.
    expect(statusOf(await book(other, early.id))).toBe(302)
    const [rebooked] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, early.id))
    expect(rebooked.sequence).toBe(2)
  })

  test('the candidate cancels: METHOD:CANCEL to both, and the time is free again', async () => {
    const candidate = await newCandidate()
    await offer(candidate.id, [{ date: dubaiDateIn(12), time: '15:00' }])
    const [slot] = (await candidatePage(candidate)).free
    expect(statusOf(await book(candidate, slot.id))).toBe(302)
    const outcome = await cancelAsCandidate(candidate)
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.title).toBe(mc.cancelled)

    const toCandidate = (await mailsTo(candidate.email)).at(-1)
    expect(toCandidate?.subject).toBe('Interview cancelled: Portfolio Analyst')
    expect(toCandidate?.attachments?.[0].content).toContain('METHOD:CANCEL')
    const toRecruiter = (await mailsTo(recruiter.email)).at(-1)
    expect(toRecruiter?.subject).toBe('Interview cancelled: Omar Candidate, Portfolio Analyst')
    expect(toRecruiter?.text).toContain('the candidate')
    expect(toRecruiter?.attachments?.[0].content).toContain('METHOD:CANCEL')

    const page = await candidatePage(candidate)
    expect(page.booked).toBeNull()
    expect(page.free.map((free) => free.id)).toEqual([slot.id])
    // Nothing left to cancel: a 409 with the reason.
    const again = await cancelAsCandidate(candidate)
    expect(statusOf(again)).toBe(409)
    expect(refusalText(again)).toContain(mc.notBooked)
  })

  test('the recruiter cancels a booked time: it is gone for everyone, both are told', async () => {
    const candidate = await newCandidate()
    await offer(candidate.id, [{ date: dubaiDateIn(13), time: '10:00' }])
    const [slot] = (await candidatePage(candidate)).free
    expect(statusOf(await book(candidate, slot.id))).toBe(302)
    const path = `/admin/careers/applicants/${candidate.id}/interviews`
    const outcome = await callRoute(
      adminAction,
      postForm(path, { intent: 'cancel', slotId: slot.id }, { cookie: recruiter.cookie }),
      { id: candidate.id },
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.description).toBe(ma.cancelledBooked)

    const db = await getDb()
    const [row] = await db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id))
    expect(row.cancelledAt).not.toBeNull()
    expect(row.sequence).toBe(1)
    const toCandidate = (await mailsTo(candidate.email)).at(-1)
    expect(toCandidate?.attachments?.[0].content).toContain('METHOD:CANCEL')
    expect(toCandidate?.attachments?.[0].content).toContain('SEQUENCE:1')
    const page = await candidatePage(candidate)
    expect(page.booked).toBeNull()
    expect(page.free).toHaveLength(0)
    // A cancelled time cannot be booked.
    const late = await book(candidate, slot.id)
    expect(statusOf(late)).toBe(409)
    // Nor cancelled twice.
    const twice = await callRoute(
      adminAction,
      postForm(path, { intent: 'cancel', slotId: slot.id }, { cookie: recruiter.cookie }),
      { id: candidate.id },
    )
    expect(statusOf(twice)).toBe(404)
  })

  test('a time not offered to this candidate cannot be booked', async () => {
    const offeredTo = await newCandidate()
    const stranger = await newCandidate()
    await offer(offeredTo.id, [{ date: dubaiDateIn(14), time: '10:00' }])
    const [slot] = (await candidatePage(offeredTo)).free
    expect(statusOf(await book(stranger, slot.id))).toBe(409)
    const noChoice = await callRoute(
      candidateAction,
      postForm(`/careers/applications/${stranger.token}/interview`, { intent: 'book' }),
      { token: stranger.token },
    )
    expect(statusOf(noChoice)).toBe(400)
  })
})
