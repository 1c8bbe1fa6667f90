import { and, asc, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import {
  applicantDocumentVector,
  jobApplicants,
  jobListings,
  searchTextOf,
  type ApplicantStatus,
} from '#db/schema'
import {
  acknowledgement,
  readLetterhead,
  siteUrl,
} from '~/domain/notifications/notifications.server'
import { format, messagesFor } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { listPage, matchesSearch } from '~/server/list.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { deleteFile, getFile, newFileKey, putFile } from '~/server/storage.server'
import { cvTextOf } from './cv-text.server'
import { addApplicantEvent, applicantPageUrl, issueApplicantLink } from './hiring.server'
import { OPEN_APPLICATIONS } from './schema'
import type { TalentPoolQuery } from './talent-pool-schema'

type Actor = Pick<SessionUser, 'id' | 'name' | 'email'>

export type TalentPoolRow = {
  id: string
  name: string
  email: string
  jobId: string | null
  jobTitle: string | null
  status: ApplicantStatus
  talentPool: boolean
  withdrawnAt: Date | null
  submittedAt: Date
}

/** The start of a Dubai calendar day (UTC+4 all year, no daylight saving). */
function dubaiDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+04:00`)
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000)
}

/**
 * Who the pool may show (decision 045: an applicant without talent-pool consent appears only
 * in the pipeline of the job they applied to):
 * - with no job filter, only applicants who consented, whatever the consent filter says
 *   (a search across jobs is a search "for another role");
 * - with a job filter (a job, or the open applications), that job's applicants: the
 *   consenting ones, or with "all applicants of this job" everyone who applied to it, since
 *   that is their own pipeline.
 * So a non-consenting applicant is never listed under another job or across jobs.
 */
export function talentPoolWhere(query: TalentPoolQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (query.job) {
    conditions.push(
      query.job === OPEN_APPLICATIONS
        ? isNull(jobApplicants.jobId)
        : eq(jobApplicants.jobId, query.job),
    )
    if (query.consent === 'consented') conditions.push(eq(jobApplicants.talentPool, true))
  } else {
    conditions.push(eq(jobApplicants.talentPool, true))
  }
  if (query.stage) conditions.push(eq(jobApplicants.status, query.stage))
  if (query.from) conditions.push(gte(jobApplicants.submittedAt, dubaiDayStart(query.from)))
  if (query.to) conditions.push(lt(jobApplicants.submittedAt, dubaiDayStart(query.to, 1)))
  if (query.q) conditions.push(talentPoolSearch(query.q))
  return and(...conditions)
}

/**
 * Name or e-mail (trigram index, as every admin list) OR the words of the cover letter and
 * the CV (full text, GIN index job_applicants_document_idx on exactly this expression). A
 * websearch query reads "quoted phrases", OR and -excluded words; it never fails to parse.
 */
export function talentPoolSearch(q: string): SQL {
  return or(
    matchesSearch(searchTextOf.jobApplicants, q),
    sql`${applicantDocumentVector(jobApplicants.coverLetter, jobApplicants.cvText)} @@ websearch_to_tsquery('simple', ${q})`,
  ) as SQL
}

/** Every job's applicants the rule above allows, newest application first; 25 a page. */
export async function listTalentPool(query: TalentPoolQuery): Promise<Page<TalentPoolRow>> {
  const db = await getDb()
  const where = talentPoolWhere(query)
  const order = [desc(jobApplicants.submittedAt), desc(jobApplicants.id)]
  const [rows, total] = await listPage(db, jobApplicants.id, where, order, query, (onThisPage) =>
    db
      .select({
        id: jobApplicants.id,
        name: jobApplicants.name,
        email: jobApplicants.email,
        jobId: jobApplicants.jobId,
        jobTitle: jobListings.title,
        status: jobApplicants.status,
        talentPool: jobApplicants.talentPool,
        withdrawnAt: jobApplicants.withdrawnAt,
        submittedAt: jobApplicants.submittedAt,
      })
      .from(jobApplicants)
      .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

/** The active jobs an applicant may be added to or invited to, by title. */
export async function listActiveJobOptions(): Promise<{ id: string; title: string }[]> {
  const db = await getDb()
  return db
    .select({ id: jobListings.id, title: jobListings.title })
    .from(jobListings)
    .where(eq(jobListings.isActive, true))
    .orderBy(asc(jobListings.title), asc(jobListings.id))
    .limit(1000)
}

export type TalentPoolRefusal =
  | { kind: 'not-found' }
  | { kind: 'no-consent' }
  | { kind: 'job-not-found' }
  | { kind: 'job-closed' }
  | { kind: 'already-in-job'; jobTitle: string }

async function activeJob(
  jobId: string,
): Promise<{ kind: 'job'; id: string; title: string; titleAr: string } | TalentPoolRefusal> {
  const db = await getDb()
  const [job] = await db
    .select({
      id: jobListings.id,
      title: jobListings.title,
      titleAr: jobListings.titleAr,
      isActive: jobListings.isActive,
    })
    .from(jobListings)
    .where(eq(jobListings.id, jobId))
  if (!job) return { kind: 'job-not-found' }
  if (!job.isActive) return { kind: 'job-closed' }
  return { kind: 'job', id: job.id, title: job.title, titleAr: job.titleAr }
}

/**
 * Decision 045: copies a consenting applicant's application into another job's pipeline: a
 * new applicant row (Pending, the same person, letter and CV text, talent pool kept,
 * `copied_from_id`, source 'talent-pool') owning a copy of the CV file, so erasing or
 * retaining one application never removes the other's file. Both rows get an
 * 'added-to-job' event; the copy's says it entered Pending (the report's first leg).
 * The copy keeps the original's `submitted_at`: retention counts from when the person
 * applied and consented, and a copy must not keep their data longer than that.
 */
export async function addApplicantToJob(
  actor: Actor,
  applicantId: string,
  jobId: string,
): Promise<{ kind: 'added'; id: string; name: string; jobTitle: string } | TalentPoolRefusal> {
  const db = await getDb()
  const [source] = await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicantId))
  if (!source) return { kind: 'not-found' }
  if (!source.talentPool) return { kind: 'no-consent' }
  const job = await activeJob(jobId)
  if (job.kind !== 'job') return job
  const file = await getFile(source.cvKey)
  if (!file) return { kind: 'not-found' }
  const cvKey = newFileKey('cv', source.cvKey.slice(source.cvKey.lastIndexOf('.') + 1))
  await putFile(cvKey, file.body, source.cvMime)
  const id = newId('app')
  let outcome: { kind: 'added'; id: string; name: string; jobTitle: string } | TalentPoolRefusal
  try {
    outcome = await db.transaction(async (tx) => {
      // Locked, so two recruiters adding the same person at once make one copy.
      const [person] = await tx
        .select({ talentPool: jobApplicants.talentPool })
        .from(jobApplicants)
        .where(eq(jobApplicants.id, applicantId))
        .for('update')
      if (!person) return { kind: 'not-found' } as const
      if (!person.talentPool) return { kind: 'no-consent' } as const
      const [already] = await tx
        .select({ id: jobApplicants.id })
        .from(jobApplicants)
        .where(
          and(
            eq(jobApplicants.jobId, job.id),
            sql`lower(${jobApplicants.email}) = lower(${source.email})`,
          ),
        )
        .limit(1)
      if (already) return { kind: 'already-in-job', jobTitle: job.title } as const
      await tx.insert(jobApplicants).values({
        id,
        jobId: job.id,
        userId: source.userId,
        name: source.name,
        email: source.email,
        phone: source.phone,
        coverLetter: source.coverLetter,
        cvKey,
        cvFilename: source.cvFilename,
        cvMime: source.cvMime,
        cvSize: source.cvSize,
        cvText: source.cvText,
        status: 'Pending',
        talentPool: true,
        locale: source.locale,
        source: 'talent-pool',
        copiedFromId: source.id,
        submittedAt: source.submittedAt,
      })
      const by = { id: actor.id, name: actor.name }
      await addApplicantEvent(tx, id, by, {
        kind: 'added-to-job',
        toStage: 'Pending',
        facts: { jobId: job.id, copiedFromId: source.id },
      })
      await addApplicantEvent(tx, source.id, by, {
        kind: 'added-to-job',
        facts: { jobId: job.id, copyId: id },
      })
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'job_applicant',
        entityId: id,
        after: { jobId: job.id, copiedFromId: source.id, source: 'talent-pool' },
      })
      return { kind: 'added', id, name: source.name, jobTitle: job.title } as const
    })
  } catch (error) {
    await deleteFile(cvKey).catch(() => undefined)
    throw error
  }
  // A refusal wrote no row: the copied file has no owner.
  if (outcome.kind !== 'added') await deleteFile(cvKey).catch(() => undefined)
  return outcome
}

/**
 * Decision 045: e-mails a consenting applicant, in their language, a link to a job on the
 * careers page (its apply dialog open, `source=talent-pool`), with their status page's link
 * as every e-mail to a candidate carries; an 'email' event records it.
 */
export async function inviteApplicantToJob(
  actor: Actor,
  applicantId: string,
  jobId: string,
): Promise<{ kind: 'invited'; name: string; jobTitle: string } | TalentPoolRefusal> {
  const db = await getDb()
  const [person] = await db
    .select({
      id: jobApplicants.id,
      name: jobApplicants.name,
      email: jobApplicants.email,
      locale: jobApplicants.locale,
      talentPool: jobApplicants.talentPool,
    })
    .from(jobApplicants)
    .where(eq(jobApplicants.id, applicantId))
  if (!person) return { kind: 'not-found' }
  if (!person.talentPool) return { kind: 'no-consent' }
  const job = await activeJob(jobId)
  if (job.kind !== 'job') return job
  const locale = person.locale
  const m = messagesFor(locale).talent.invite
  const title = localize(job, locale, ['title']).title
  const jobUrl = siteUrl(
    locale,
    `/careers?${new URLSearchParams({ apply: job.id, source: 'talent-pool' })}#apply`,
  )
  const letterhead = await readLetterhead()
  await db.transaction(async (tx) => {
    const token = await issueApplicantLink(tx, person.id)
    const email = acknowledgement(letterhead, {
      to: person.email,
      name: person.name,
      locale,
      subject: format(m.subject, { title }),
      body: format(m.body, { title, url: jobUrl }),
      afterBody: format(messagesFor(locale).emails.application.statusLink, {
        url: applicantPageUrl(locale, token),
      }),
    })
    await queueEmails(tx, [email])
    await addApplicantEvent(
      tx,
      person.id,
      { id: actor.id, name: actor.name },
      { kind: 'email', body: email.subject, facts: { invitedTo: job.id } },
    )
  })
  nudgeOutbox()
  return { kind: 'invited', name: person.name, jobTitle: job.title }
}

/** At most this many CVs are read per run of the scheduled job. */
export const CV_TEXT_BATCH = 50

/**
 * Applications stored before CV text was taken have `cv_text` null: each run reads up to
 * CV_TEXT_BATCH of their CVs. An unreadable one (a legacy .doc, a scanned PDF, a missing
 * file) is marked '' so it is not tried again.
 */
export async function fillMissingCvTexts(): Promise<{ read: number; unreadable: number }> {
  const db = await getDb()
  const pending = await db
    .select({ id: jobApplicants.id, cvKey: jobApplicants.cvKey, cvMime: jobApplicants.cvMime })
    .from(jobApplicants)
    .where(isNull(jobApplicants.cvText))
    .limit(CV_TEXT_BATCH)
  let read = 0
  let unreadable = 0
  for (const row of pending) {
    let text: string | null = null
    try {
      const file = await getFile(row.cvKey)
      text = file ? await cvTextOf(file.body, row.cvMime) : null
    } catch (error) {
      logger.warn({ err: error, applicantId: row.id }, 'a CV could not be read for its text')
    }
    if (text) read++
    else unreadable++
    // Only a row still without text: an erasure or a new upload meanwhile wins.
    await db
      .update(jobApplicants)
      .set({ cvText: text ?? '' })
      .where(and(eq(jobApplicants.id, row.id), isNull(jobApplicants.cvText)))
  }
  return { read, unreadable }
}
