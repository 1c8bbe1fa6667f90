import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import {
  interviewOffers,
  interviewSlots,
  jobApplicants,
  jobListings,
  type ApplicantStatus,
} from '#db/schema'
import { readLetterhead } from '~/domain/notifications/notifications.server'
import { forgetDeleted } from '~/domain/privacy/retention.server'
import { format, messagesFor, t } from '~/i18n'
import { INTL_LOCALE, type Locale } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { localize } from '~/lib/localized'
import { getDb } from '~/server/db.server'
import type { OutgoingEmail } from '~/server/email.server'
import { deleteQueuedFiles, queueFileDeletions } from '~/server/file-deletions.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import { addApplicantEvent, applicantPageUrl, issueApplicantLink } from './hiring.server'
import { lockApplicant, recruiterCancellation, releaseFutureBookings } from './interviews.server'

/*
 * The candidate's own page (decision 045), opened by their link without an account: where
 * the application stands in words for them, their interviews, and the withdrawal, which may
 * also erase the application at once.
 */

export type CandidateInterview = {
  id: string
  date: string
  start: string
  end: string
  location: string
  recruiterName: string
}

export type CandidateView = {
  jobTitle: string | null
  submittedAt: Date
  /** The stage, or 'withdrawn': the page shows its words for the candidate, never the name. */
  state: ApplicantStatus | 'withdrawn'
  interviews: CandidateInterview[]
  /** Times are offered that the candidate may still book (the interviews page). */
  hasOfferedTimes: boolean
}

const timeFormats = new Map<string, Intl.DateTimeFormat>()

/** A time of day in UAE time (interviews are entered and shown in Asia/Dubai). */
function dubaiTime(date: Date, locale: Locale): string {
  const intl = INTL_LOCALE[locale]
  let formatter = timeFormats.get(intl)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: 'Asia/Dubai' })
    timeFormats.set(intl, formatter)
  }
  return formatter.format(date)
}

/** What the candidate's page shows, in `locale`; null when the application is gone. */
export async function getCandidateView(
  applicantId: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<CandidateView | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      status: jobApplicants.status,
      withdrawnAt: jobApplicants.withdrawnAt,
      submittedAt: jobApplicants.submittedAt,
      title: jobListings.title,
      titleAr: jobListings.titleAr,
    })
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(eq(jobApplicants.id, applicantId))
  if (!row) return null
  const [booked, offered] = await Promise.all([
    db
      .select({
        id: interviewSlots.id,
        startsAt: interviewSlots.startsAt,
        endsAt: interviewSlots.endsAt,
        location: interviewSlots.location,
        recruiterName: interviewSlots.recruiterName,
      })
      .from(interviewSlots)
      .where(
        and(eq(interviewSlots.bookedApplicantId, applicantId), isNull(interviewSlots.cancelledAt)),
      )
      .orderBy(asc(interviewSlots.startsAt)),
    db
      .select({ slotId: interviewOffers.slotId })
      .from(interviewOffers)
      .innerJoin(interviewSlots, eq(interviewSlots.id, interviewOffers.slotId))
      .where(
        and(
          eq(interviewOffers.applicantId, applicantId),
          isNull(interviewSlots.bookedApplicantId),
          isNull(interviewSlots.cancelledAt),
          gt(interviewSlots.startsAt, now),
        ),
      )
      .limit(1),
  ])
  const jobTitle = row.title
    ? localize({ title: row.title, titleAr: row.titleAr ?? '' }, locale, ['title']).title
    : null
  return {
    jobTitle,
    submittedAt: row.submittedAt,
    state: row.withdrawnAt ? 'withdrawn' : row.status,
    interviews: booked.map((slot) => ({
      id: slot.id,
      date: formatDate(slot.startsAt, INTL_LOCALE[locale]),
      start: dubaiTime(slot.startsAt, locale),
      end: dubaiTime(slot.endsAt, locale),
      location: slot.location,
      recruiterName: slot.recruiterName,
    })),
    hasOfferedTimes: !row.withdrawnAt && offered.length > 0,
  }
}

export type WithdrawResult = { kind: 'withdrawn' } | { kind: 'erased' } | { kind: 'already' }

/**
 * The candidate withdraws (decision 045: not a stage, `withdrawn_at`): an event, their booked
 * interviews still to come freed for others (each recruiter told), and a confirmation e-mail.
 * With `erase`, the application goes at once as retention would delete it: the row (its
 * history, scorecards, offers and links cascade; a booked slot is set free by its foreign
 * key), its consent records and its audit entries' content, and its CV file queued for
 * deletion in the same transaction and deleted after the commit (decision 032).
 */
export async function withdrawApplication(
  applicantId: string,
  { erase }: { erase: boolean },
  now: Date = new Date(),
): Promise<WithdrawResult | null> {
  const letterhead = await readLetterhead()
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const applicant = await lockApplicant(tx, applicantId)
    if (!applicant) return null
    if (applicant.withdrawnAt && !erase) return { result: { kind: 'already' } as const }
    const locale: Locale = applicant.locale === 'ar' ? 'ar' : 'en'
    const emails: OutgoingEmail[] = []

    if (!applicant.withdrawnAt) {
      await tx
        .update(jobApplicants)
        .set({ withdrawnAt: now })
        .where(eq(jobApplicants.id, applicantId))
      // Interviews still to come are freed for others, their events cancelled in the
      // recruiter's calendar; one that took place stays on record.
      const freed = await releaseFutureBookings(tx, applicantId)
      await addApplicantEvent(tx, applicantId, null, {
        kind: 'withdrawn',
        facts: { freedInterviews: freed.length },
      })
      // Staff e-mails are in English, as every notice to the company is.
      const r = t.candidatePage.emails.recruiter
      const englishTitle = applicant.title ?? t.candidatePage.openApplication
      for (const slot of freed) {
        if (!slot.recruiterEmail) continue
        emails.push({
          to: slot.recruiterEmail,
          subject: format(r.subject, { name: oneLine(applicant.name) }),
          text: format(r.body, {
            name: oneLine(applicant.name),
            job: englishTitle,
            date: formatDate(slot.startsAt, INTL_LOCALE.en),
            time: dubaiTime(slot.startsAt, 'en'),
          }),
          attachments: [recruiterCancellation(slot, { ...applicant, locale }, letterhead)],
        })
      }
    }

    const messages = messagesFor(locale)
    const w = messages.candidatePage.emails.withdrawn
    const company = letterhead.companyName(locale)
    const job = applicant.title
      ? localize({ title: applicant.title, titleAr: applicant.titleAr ?? '' }, locale, ['title'])
          .title
      : messages.candidatePage.openApplication
    const lines = [
      format(messages.emails.greeting, { name: oneLine(applicant.name) }),
      '',
      format(w.body, { job, company }),
    ]
    if (erase) {
      lines.push('', w.erased, '', format(messages.emails.signature, { company }))
      await tx.delete(jobApplicants).where(eq(jobApplicants.id, applicantId))
      await forgetDeleted(tx, [applicantId], 'application', ['job_applicant', 'job_applicants'])
      await queueFileDeletions(tx, [applicant.cvKey])
    } else {
      // Every e-mail to the candidate carries their link (decision 045), while it still opens.
      const token = await issueApplicantLink(tx, applicantId)
      lines.push(
        '',
        format(messages.emails.signature, { company }),
        '',
        format(messages.hiringTemplates.statusLink, { url: applicantPageUrl(locale, token) }),
      )
    }
    emails.push({ to: applicant.email, subject: w.subject, text: lines.join('\n') })
    await queueEmails(tx, emails)
    return {
      result: erase ? ({ kind: 'erased' } as const) : ({ kind: 'withdrawn' } as const),
      cvKey: erase ? applicant.cvKey : null,
    }
  })
  if (!outcome) return null
  if ('cvKey' in outcome) {
    if (outcome.cvKey) await deleteQueuedFiles({ keys: [outcome.cvKey] })
    nudgeOutbox()
  }
  return outcome.result
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
