import { and, asc, desc, eq, exists, gt, inArray, isNull, ne, notExists, sql } from 'drizzle-orm'
import { interviewOffers, interviewSlots, jobApplicants, jobListings } from '#db/schema'
import {
  acknowledgement,
  oneLine,
  readLetterhead,
  type Letterhead,
} from '~/domain/notifications/notifications.server'
import { format, messagesFor, t } from '~/i18n'
import { INTL_LOCALE, type Locale } from '~/i18n/locale'
import { formatDateTime } from '~/lib/format-date'
import { newId } from '~/lib/ids'
import { localize } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { fillTemplate, readHiringTemplate } from './templates.server'
import { addApplicantEvent, applicantPageUrl, issueApplicantLink, type Tx } from './hiring.server'
import { buildIcs, dubaiMoment, hostOf } from './ics'

/*
 * Interviews the candidate books (decision 045). A recruiter offers their own times to an
 * applicant; the candidate books one through the link of the e-mail. The booking is one
 * conditional update, so of two candidates picking the same time at once exactly one wins;
 * a booked time is listed to no one else. Each booking, reschedule and cancel e-mails both
 * sides an .ics invitation (ics.ts) in the transaction of the change.
 *
 * Reschedule: the slots are the events (one UID per slot), so moving to another time is a
 * METHOD:CANCEL of the old slot's event (its SEQUENCE + 1) and a METHOD:REQUEST of the new
 * one, rather than an update of one event. A freed slot that is booked again gets SEQUENCE +
 * 1 once more, so a calendar that saw its cancellation takes the new invitation as newer.
 */

/** The signed-in recruiter: whose times these are, named in the invitations. */
export type Recruiter = Pick<SessionUser, 'id' | 'name' | 'email'>

export type NewSlot = { date: string; time: string; duration: number; location?: string }

type Slot = typeof interviewSlots.$inferSelect

/** The applicant as the e-mails need them, locked for the change being made. */
type MailApplicant = {
  id: string
  name: string
  email: string
  locale: Locale
  cvKey: string
  withdrawnAt: Date | null
  title: string | null
  titleAr: string | null
}

/** Locks the applicant's row for an interview change or a withdrawal, with their job's title. */
export async function lockApplicant(tx: Tx, applicantId: string): Promise<MailApplicant | null> {
  const [row] = await tx
    .select({
      id: jobApplicants.id,
      name: jobApplicants.name,
      email: jobApplicants.email,
      locale: jobApplicants.locale,
      cvKey: jobApplicants.cvKey,
      withdrawnAt: jobApplicants.withdrawnAt,
      title: jobListings.title,
      titleAr: jobListings.titleAr,
    })
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(eq(jobApplicants.id, applicantId))
    .for('update', { of: jobApplicants })
  return row ? { ...row, locale: row.locale as Locale } : null
}

/** The job's title in `locale`, or the words for an open application. */
function jobTitleIn(applicant: Pick<MailApplicant, 'title' | 'titleAr'>, locale: Locale): string {
  if (applicant.title === null) return messagesFor(locale).emails.interview.openApplication
  return localize({ title: applicant.title, titleAr: applicant.titleAr ?? '' }, locale, ['title'])
    .title
}

function whenIn(date: Date, locale: Locale): string {
  return formatDateTime(date, INTL_LOCALE[locale])
}

function adminUrl(applicantId: string): string {
  return `${env().APP_URL}/admin/careers/applicants/${applicantId}/interviews`
}

/** The .ics of a slot for one reader (summary and description in their language). */
function invitationFor(
  slot: Slot,
  applicant: MailApplicant,
  method: 'REQUEST' | 'CANCEL',
  locale: Locale,
  letterhead: Letterhead,
): NonNullable<OutgoingEmail['attachments']>[number] {
  const m = messagesFor(locale).emails.interview
  const title = jobTitleIn(applicant, locale)
  return {
    filename: method === 'CANCEL' ? 'interview-cancelled.ics' : 'interview.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({
      method,
      slotId: slot.id,
      host: hostOf(env().APP_URL),
      sequence: slot.sequence,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      stamp: new Date(),
      summary: format(m.summary, { title }),
      location: slot.location,
      description: format(m.description, { title, company: letterhead.companyName(locale) }),
      organizer: { name: slot.recruiterName, email: slot.recruiterEmail },
      attendee: { name: applicant.name, email: applicant.email },
    }),
  }
}

/**
 * The candidate's e-mail in their language, with a fresh link to their page (every e-mail
 * to the candidate carries one, decision 045) and an 'email' event in their history.
 */
async function candidateMail(
  tx: Tx,
  letterhead: Letterhead,
  applicant: MailApplicant,
  actor: Recruiter | null,
  compose: (
    m: ReturnType<typeof messagesFor>['emails']['interview'],
    url: string,
  ) => {
    subject: string
    body: string
  },
  attachment?: NonNullable<OutgoingEmail['attachments']>[number],
): Promise<OutgoingEmail> {
  const token = await issueApplicantLink(tx, applicant.id)
  const url = applicantPageUrl(applicant.locale, token, '/interview')
  const { subject, body } = compose(messagesFor(applicant.locale).emails.interview, url)
  const mail = acknowledgement(letterhead, {
    to: applicant.email,
    name: applicant.name,
    locale: applicant.locale,
    subject,
    body,
  })
  await addApplicantEvent(tx, applicant.id, actor, { kind: 'email', body: mail.subject })
  return attachment ? { ...mail, attachments: [attachment] } : mail
}

/** The recruiter's e-mail (English, as every staff notice), with the calendar file. */
function recruiterMail(
  slot: Slot,
  subject: string,
  body: string,
  attachment: NonNullable<OutgoingEmail['attachments']>[number],
): OutgoingEmail {
  return {
    to: slot.recruiterEmail,
    subject: oneLine(subject),
    text: body,
    attachments: [attachment],
  }
}

// ---------------------------------------------------------------------------
// Offering times
// ---------------------------------------------------------------------------

export type OfferOutcome =
  | { kind: 'offered'; count: number }
  | { kind: 'not-found' }
  | { kind: 'withdrawn' }
  | { kind: 'no-slots' }
  /** A new time (its row, from 0) is not a moment or not in the future. */
  | { kind: 'past'; row: number }
  /** A time to offer again is not the recruiter's own free future time. */
  | { kind: 'not-free' }

/**
 * Offers times to an applicant: new ones (Dubai date and time, minutes, place) and the
 * recruiter's own free future times again (`reoffer`, slot ids). One transaction: the slots,
 * the offers, an 'interview' event, the audit entry and the "choose a time" e-mail.
 */
export async function offerSlots(
  actor: Recruiter,
  applicantId: string,
  input: { slots: NewSlot[]; reoffer: string[] },
): Promise<OfferOutcome> {
  const now = Date.now()
  const newSlots: Slot[] = []
  for (const [row, slot] of input.slots.entries()) {
    const startsAt = dubaiMoment(slot.date, slot.time)
    if (!startsAt || startsAt.getTime() <= now) return { kind: 'past', row }
    newSlots.push({
      id: newId('slot'),
      recruiterId: actor.id,
      recruiterName: actor.name,
      recruiterEmail: actor.email,
      startsAt,
      endsAt: new Date(startsAt.getTime() + slot.duration * 60_000),
      location: slot.location?.trim() ?? '',
      bookedApplicantId: null,
      bookedAt: null,
      sequence: 0,
      cancelledAt: null,
      createdAt: new Date(now),
    })
  }
  const reoffer = [...new Set(input.reoffer)]
  if (newSlots.length + reoffer.length === 0) return { kind: 'no-slots' }
  const letterhead = await readLetterhead()
  // The recruiters' "interview invitation" template (decision 045), read before the
  // transaction (the embedded database has one connection) in both languages.
  const invitation = {
    en: await readHiringTemplate('interview-invitation', 'en'),
    ar: await readHiringTemplate('interview-invitation', 'ar'),
  }
  const db = await getDb()
  const outcome = await db.transaction(async (tx): Promise<OfferOutcome> => {
    const applicant = await lockApplicant(tx, applicantId)
    if (!applicant) return { kind: 'not-found' }
    if (applicant.withdrawnAt) return { kind: 'withdrawn' }
    if (reoffer.length > 0) {
      const free = await tx
        .select({ id: interviewSlots.id })
        .from(interviewSlots)
        .where(
          and(
            inArray(interviewSlots.id, reoffer),
            eq(interviewSlots.recruiterId, actor.id),
            isNull(interviewSlots.bookedApplicantId),
            isNull(interviewSlots.cancelledAt),
            gt(interviewSlots.startsAt, sql`now()`),
          ),
        )
      if (free.length !== reoffer.length) return { kind: 'not-free' }
    }
    if (newSlots.length > 0) await tx.insert(interviewSlots).values(newSlots)
    const slotIds = [...newSlots.map((slot) => slot.id), ...reoffer]
    await tx
      .insert(interviewOffers)
      .values(slotIds.map((slotId) => ({ slotId, applicantId })))
      .onConflictDoNothing()
    await addApplicantEvent(tx, applicantId, actor, {
      kind: 'interview',
      facts: { action: 'offered', offered: slotIds.length },
    })
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'interview_offer',
      entityId: applicantId,
      after: { slots: slotIds },
    })
    const mail = await candidateMail(tx, letterhead, applicant, actor, (m, url) => {
      const values = {
        name: applicant.name,
        job: jobTitleIn(applicant, applicant.locale),
        company: letterhead.companyName(applicant.locale),
      }
      const template = invitation[applicant.locale]
      return {
        subject: fillTemplate(template.subject, values),
        body: `${fillTemplate(template.body, values)}\n\n${format(m.offeredLink, { url })}`,
      }
    })
    await queueEmails(tx, [mail])
    return { kind: 'offered', count: slotIds.length }
  })
  if (outcome.kind === 'offered') nudgeOutbox()
  return outcome
}

// ---------------------------------------------------------------------------
// Booking, rescheduling, cancelling
// ---------------------------------------------------------------------------

/**
 * Frees the applicant's booked interviews still to come (all but `keepSlotId`) for others:
 * each event's SEQUENCE goes up, as its cancellation is sent. A reschedule and a withdrawal
 * both release this way; an interview that took place stays on record.
 */
export async function releaseFutureBookings(
  tx: Tx,
  applicantId: string,
  keepSlotId?: string,
): Promise<Slot[]> {
  return tx
    .update(interviewSlots)
    .set({
      bookedApplicantId: null,
      bookedAt: null,
      sequence: sql`${interviewSlots.sequence} + 1`,
    })
    .where(
      and(
        eq(interviewSlots.bookedApplicantId, applicantId),
        keepSlotId ? ne(interviewSlots.id, keepSlotId) : undefined,
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .returning()
}

/** The English calendar cancellation of a released slot, for the recruiter's e-mail. */
export function recruiterCancellation(
  slot: Slot,
  applicant: Omit<MailApplicant, 'withdrawnAt'>,
  letterhead: Letterhead,
): NonNullable<OutgoingEmail['attachments']>[number] {
  return invitationFor(slot, { ...applicant, withdrawnAt: null }, 'CANCEL', 'en', letterhead)
}

export type BookOutcome =
  | { kind: 'booked'; slot: Slot; rescheduled: boolean }
  /** Someone booked it first, or it is no longer offered, cancelled or past. */
  | { kind: 'taken' }
  | { kind: 'not-found' }
  | { kind: 'withdrawn' }

/**
 * The candidate books `slotId`. The booking is ONE conditional update (decision 045): it
 * takes the slot only if nobody holds it, it is not cancelled, it is in the future and it
 * was offered to this applicant; a second candidate's update finds the first one's row and
 * changes nothing ('taken'). A time already booked by this applicant is released in the same
 * transaction (a reschedule), with a cancellation of its event to both sides.
 */
export async function bookSlot(applicantId: string, slotId: string): Promise<BookOutcome> {
  const letterhead = await readLetterhead()
  const db = await getDb()
  const outcome = await db.transaction(async (tx): Promise<BookOutcome> => {
    // Locked first: two bookings by the same candidate at once cannot both keep a slot.
    const applicant = await lockApplicant(tx, applicantId)
    if (!applicant) return { kind: 'not-found' }
    if (applicant.withdrawnAt) return { kind: 'withdrawn' }
    const [slot] = await tx
      .update(interviewSlots)
      .set({
        bookedApplicantId: applicantId,
        bookedAt: sql`now()`,
        // A slot whose earlier booking was cancelled has sent a CANCEL at `sequence`.
        sequence: sql`case when ${interviewSlots.sequence} > 0 then ${interviewSlots.sequence} + 1 else 0 end`,
      })
      .where(
        and(
          eq(interviewSlots.id, slotId),
          isNull(interviewSlots.bookedApplicantId),
          isNull(interviewSlots.cancelledAt),
          gt(interviewSlots.startsAt, sql`now()`),
          exists(
            tx
              .select({ one: sql`1` })
              .from(interviewOffers)
              .where(
                and(
                  eq(interviewOffers.slotId, slotId),
                  eq(interviewOffers.applicantId, applicantId),
                ),
              ),
          ),
        ),
      )
      .returning()
    if (!slot) return { kind: 'taken' }

    // A reschedule: the applicant's earlier future booking is released for others.
    const released = await releaseFutureBookings(tx, applicantId, slotId)

    const mails: OutgoingEmail[] = []
    const title = jobTitleIn(applicant, 'en')
    for (const old of released) {
      mails.push(
        await candidateMail(
          tx,
          letterhead,
          applicant,
          null,
          (m) => ({
            subject: format(m.cancelledSubject, {
              title: jobTitleIn(applicant, applicant.locale),
            }),
            body: format(m.replacedBody, {
              title: jobTitleIn(applicant, applicant.locale),
              when: whenIn(old.startsAt, applicant.locale),
            }),
          }),
          invitationFor(old, applicant, 'CANCEL', applicant.locale, letterhead),
        ),
        recruiterMail(
          old,
          format(t.emails.interview.recruiterCancelledSubject, { name: applicant.name, title }),
          format(t.emails.interview.recruiterReplacedBody, {
            name: applicant.name,
            title,
            when: whenIn(old.startsAt, 'en'),
            url: adminUrl(applicantId),
          }),
          invitationFor(old, applicant, 'CANCEL', 'en', letterhead),
        ),
      )
    }
    const rescheduled = released.length > 0
    mails.push(
      await candidateMail(
        tx,
        letterhead,
        applicant,
        null,
        (m, url) => {
          const localTitle = jobTitleIn(applicant, applicant.locale)
          return {
            subject: format(m.bookedSubject, { title: localTitle }),
            body: format(rescheduled ? m.movedBody : m.bookedBody, {
              title: localTitle,
              when: whenIn(slot.startsAt, applicant.locale),
              location: slot.location || m.online,
              url,
            }),
          }
        },
        invitationFor(slot, applicant, 'REQUEST', applicant.locale, letterhead),
      ),
      recruiterMail(
        slot,
        format(t.emails.interview.recruiterBookedSubject, { name: applicant.name, title }),
        format(t.emails.interview.recruiterBookedBody, {
          name: applicant.name,
          title,
          when: whenIn(slot.startsAt, 'en'),
          location: slot.location || t.emails.interview.online,
          url: adminUrl(applicantId),
        }),
        invitationFor(slot, applicant, 'REQUEST', 'en', letterhead),
      ),
    )
    await addApplicantEvent(tx, applicantId, null, {
      kind: 'interview',
      facts: {
        action: rescheduled ? 'rescheduled' : 'booked',
        slot: slot.id,
        startsAt: slot.startsAt.toISOString(),
        released: released[0]?.id ?? null,
      },
    })
    await queueEmails(tx, mails)
    return { kind: 'booked', slot, rescheduled }
  })
  if (outcome.kind === 'booked') nudgeOutbox()
  return outcome
}

export type CancelOutcome =
  | { kind: 'cancelled'; wasBooked: boolean }
  /** The candidate has no booking of this slot, or staff name no live slot. */
  | { kind: 'not-found' }

/**
 * Cancels an interview time. The candidate releases their booking (the slot is free again
 * for whoever it was offered to); staff cancel the slot itself (`cancelled_at`), for
 * everyone. Either way its SEQUENCE goes up and, if it was booked, both sides get a
 * METHOD:CANCEL; an 'interview' event records it.
 */
export async function cancelBooking(
  by: 'candidate' | Recruiter,
  slotId: string,
  applicantId: string,
): Promise<CancelOutcome> {
  const letterhead = await readLetterhead()
  const db = await getDb()
  const outcome = await db.transaction(async (tx): Promise<CancelOutcome> => {
    const staff = by === 'candidate' ? null : by
    let slot: Slot | undefined
    let bookedBy: string | null
    if (staff === null) {
      ;[slot] = await tx
        .update(interviewSlots)
        .set({
          bookedApplicantId: null,
          bookedAt: null,
          sequence: sql`${interviewSlots.sequence} + 1`,
        })
        .where(
          and(
            eq(interviewSlots.id, slotId),
            eq(interviewSlots.bookedApplicantId, applicantId),
            isNull(interviewSlots.cancelledAt),
          ),
        )
        .returning()
      bookedBy = slot ? applicantId : null
    } else {
      // Only a slot offered to the applicant of the screen it was cancelled from.
      const [before] = await tx
        .select({ bookedApplicantId: interviewSlots.bookedApplicantId })
        .from(interviewSlots)
        .where(
          and(
            eq(interviewSlots.id, slotId),
            isNull(interviewSlots.cancelledAt),
            exists(
              tx
                .select({ one: sql`1` })
                .from(interviewOffers)
                .where(
                  and(
                    eq(interviewOffers.slotId, slotId),
                    eq(interviewOffers.applicantId, applicantId),
                  ),
                ),
            ),
          ),
        )
        .for('update')
      if (!before) return { kind: 'not-found' }
      bookedBy = before.bookedApplicantId
      ;[slot] = await tx
        .update(interviewSlots)
        .set({ cancelledAt: sql`now()`, sequence: sql`${interviewSlots.sequence} + 1` })
        .where(eq(interviewSlots.id, slotId))
        .returning()
      await recordAudit(tx, staff, {
        action: 'update',
        entity: 'interview_slot',
        entityId: slotId,
        before: { cancelledAt: null, bookedApplicantId: bookedBy },
        after: { cancelledAt: slot.cancelledAt },
      })
    }
    if (!slot) return { kind: 'not-found' }

    const mails: OutgoingEmail[] = []
    const booked = bookedBy ? await lockApplicant(tx, bookedBy) : null
    if (booked) {
      const title = jobTitleIn(booked, 'en')
      mails.push(
        await candidateMail(
          tx,
          letterhead,
          booked,
          staff,
          (m, url) => {
            const localTitle = jobTitleIn(booked, booked.locale)
            return {
              subject: format(m.cancelledSubject, { title: localTitle }),
              body: format(m.cancelledBody, {
                title: localTitle,
                when: whenIn(slot.startsAt, booked.locale),
                url: url.replace(/\/interview$/, ''),
              }),
            }
          },
          invitationFor(slot, booked, 'CANCEL', booked.locale, letterhead),
        ),
        recruiterMail(
          slot,
          format(t.emails.interview.recruiterCancelledSubject, { name: booked.name, title }),
          format(t.emails.interview.recruiterCancelledBody, {
            name: booked.name,
            title,
            when: whenIn(slot.startsAt, 'en'),
            who: staff?.name ?? t.emails.interview.theCandidate,
            url: adminUrl(booked.id),
          }),
          invitationFor(slot, booked, 'CANCEL', 'en', letterhead),
        ),
      )
    }
    await addApplicantEvent(tx, bookedBy ?? applicantId, staff, {
      kind: 'interview',
      facts: {
        action: 'cancelled',
        slot: slot.id,
        startsAt: slot.startsAt.toISOString(),
        by: staff ? 'staff' : 'candidate',
      },
    })
    await queueEmails(tx, mails)
    return { kind: 'cancelled', wasBooked: booked !== null }
  })
  if (outcome.kind === 'cancelled') nudgeOutbox()
  return outcome
}

// ---------------------------------------------------------------------------
// What the screens show
// ---------------------------------------------------------------------------

export type SlotView = {
  id: string
  startsAt: Date
  endsAt: Date
  location: string
  recruiterName: string
}

const slotView = {
  id: interviewSlots.id,
  startsAt: interviewSlots.startsAt,
  endsAt: interviewSlots.endsAt,
  location: interviewSlots.location,
  recruiterName: interviewSlots.recruiterName,
}

/** The most times a page lists (a recruiter offers a handful; this bounds the page). */
const LIST_MAX = 200

export type CandidateInterviews = {
  jobTitle: string | null
  withdrawn: boolean
  booked: SlotView | null
  /** Offered to this applicant, not booked, not cancelled, in the future: nobody else's. */
  free: SlotView[]
}

/** The candidate's booking page, in their page's language. */
export async function candidateInterviews(
  applicantId: string,
  locale: Locale,
): Promise<CandidateInterviews | null> {
  const db = await getDb()
  const [applicant] = await db
    .select({
      withdrawnAt: jobApplicants.withdrawnAt,
      title: jobListings.title,
      titleAr: jobListings.titleAr,
    })
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(eq(jobApplicants.id, applicantId))
  if (!applicant) return null
  const [booked] = await db
    .select(slotView)
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.bookedApplicantId, applicantId),
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt))
    .limit(1)
  const free = await db
    .select(slotView)
    .from(interviewOffers)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewOffers.slotId))
    .where(
      and(
        eq(interviewOffers.applicantId, applicantId),
        isNull(interviewSlots.bookedApplicantId),
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id))
    .limit(LIST_MAX)
  return {
    jobTitle:
      applicant.title === null
        ? null
        : localize({ title: applicant.title, titleAr: applicant.titleAr ?? '' }, locale, ['title'])
            .title,
    withdrawn: applicant.withdrawnAt !== null,
    booked: booked ?? null,
    free,
  }
}

export type OfferedSlotState = 'free' | 'booked' | 'takenByOther' | 'cancelled' | 'past'

export type AdminInterviews = {
  applicant: {
    id: string
    name: string
    email: string
    withdrawn: boolean
    jobTitle: string | null
  }
  /** Every time offered to this applicant, newest first, with what became of it. */
  offered: (SlotView & { state: OfferedSlotState })[]
  /** The recruiter's own free future times not yet offered to this applicant. */
  mineFree: SlotView[]
}

/** The recruiter's screen of one applicant's interviews. */
export async function adminInterviews(
  recruiter: Pick<Recruiter, 'id'>,
  applicantId: string,
): Promise<AdminInterviews | null> {
  const db = await getDb()
  const [applicant] = await db
    .select({
      id: jobApplicants.id,
      name: jobApplicants.name,
      email: jobApplicants.email,
      withdrawnAt: jobApplicants.withdrawnAt,
      jobTitle: jobListings.title,
    })
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(eq(jobApplicants.id, applicantId))
  if (!applicant) return null
  const offeredRows = await db
    .select({
      ...slotView,
      bookedApplicantId: interviewSlots.bookedApplicantId,
      cancelledAt: interviewSlots.cancelledAt,
    })
    .from(interviewOffers)
    .innerJoin(interviewSlots, eq(interviewSlots.id, interviewOffers.slotId))
    .where(eq(interviewOffers.applicantId, applicantId))
    .orderBy(desc(interviewSlots.startsAt), desc(interviewSlots.id))
    .limit(LIST_MAX)
  const mineFree = await db
    .select(slotView)
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.recruiterId, recruiter.id),
        isNull(interviewSlots.bookedApplicantId),
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, sql`now()`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(interviewOffers)
            .where(
              and(
                eq(interviewOffers.slotId, interviewSlots.id),
                eq(interviewOffers.applicantId, applicantId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id))
    .limit(50)
  const now = Date.now()
  return {
    applicant: {
      id: applicant.id,
      name: applicant.name,
      email: applicant.email,
      withdrawn: applicant.withdrawnAt !== null,
      jobTitle: applicant.jobTitle,
    },
    offered: offeredRows.map(({ bookedApplicantId, cancelledAt, ...slot }) => ({
      ...slot,
      state: cancelledAt
        ? 'cancelled'
        : bookedApplicantId === applicantId
          ? 'booked'
          : bookedApplicantId
            ? 'takenByOther'
            : slot.startsAt.getTime() <= now
              ? 'past'
              : 'free',
    })),
    mineFree,
  }
}

/** The slot this applicant has booked (future, not cancelled), for the candidate's cancel. */
export async function bookedSlotOf(applicantId: string): Promise<string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: interviewSlots.id })
    .from(interviewSlots)
    .where(
      and(
        eq(interviewSlots.bookedApplicantId, applicantId),
        isNull(interviewSlots.cancelledAt),
        gt(interviewSlots.startsAt, sql`now()`),
      ),
    )
    .orderBy(asc(interviewSlots.startsAt))
    .limit(1)
  return row?.id ?? null
}
