import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm'
import {
  applicantLinks,
  contentDrafts,
  jobApplicants,
  jobListings,
  searchTextOf,
  type ApplicantStatus,
  type DraftState,
} from '#db/schema'
import {
  acknowledgement,
  companyNotice,
  readLetterhead,
} from '~/domain/notifications/notifications.server'
import { format, messagesFor, t, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import {
  countPerKey,
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import { getFile } from '~/server/storage.server'
import { hashLinkToken, newLinkToken } from '~/server/link-token.server'
import type { SessionUser } from '~/server/session.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { agreedPurposes } from '~/domain/privacy/policy'
import {
  isReviewRequired,
  readDraftDocument,
  saveDraft,
  saveDraftIn,
  type Staff,
} from '~/domain/publishing/publishing.server'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import { saveSchedule, saveScheduleIn } from '~/domain/publishing/schedules.server'
import { scheduleOf } from '~/domain/publishing/schema'
import {
  isOutdatedSql,
  translationFilterSql,
  type TranslationFlags,
} from '~/domain/publishing/translation-marks.server'
import type { PublicJob } from './components/job-card'
import { formatPostedDate } from './format'
import { addApplicantEvent, applicantPageUrl } from './hiring.server'
import { JOB_TEXTS, splitLines, type JobInput, type JobListQuery, type JobText } from './schema'

type Actor = Pick<SessionUser, 'id' | 'email'>

export type Job = typeof jobListings.$inferSelect

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// ---------------------------------------------------------------------------
// Public careers page
// ---------------------------------------------------------------------------

/** A job as a page in one language reads it: its texts in that language, the twins removed. */
export type LocalizedJob = Localized<Job, JobText>

/**
 * Active jobs in the page's language, newest first; `department` matches the stored
 * (English) department by case-insensitive equality (SPEC 2).
 */
export async function listActiveJobs(
  department: string | null,
  locale: Locale,
): Promise<LocalizedJob[]> {
  const db = await getDb()
  const conditions: SQL[] = [eq(jobListings.isActive, true)]
  if (department) conditions.push(sql`lower(${jobListings.department}) = lower(${department})`)
  const rows = await db
    .select()
    .from(jobListings)
    .where(and(...conditions))
    .orderBy(desc(jobListings.createdAt), desc(jobListings.id))
  return rows.map((job) => localize(job, locale, JOB_TEXTS))
}

/** A job as the careers page's card shows it; the staff preview of its draft shows the same. */
export function toPublicJob(job: LocalizedJob, locale: Locale): PublicJob {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    experience: job.experience,
    description: job.description,
    responsibilities: splitLines(job.responsibilities),
    requirements: splitLines(job.requirements),
    postedOn: formatPostedDate(job.createdAt, locale),
    inEnglish: job.inEnglish,
  }
}

/** The CV as handleForm stored it (checked by content under cv/…). */
export type StoredCv = { key: string; mime: string; size: number; originalName: string }

export type SubmitApplicationResult =
  | { kind: 'saved'; id: string; jobTitle: string | null }
  | { kind: 'job-not-found' }
  | { kind: 'job-closed' }

/**
 * Saves an application whose CV is already stored (the form's upload rule checked it by
 * content); a refusal or a failure leaves the file to the caller, which removes it.
 * `jobId` null is an open application; `locale` is the language of the page it was sent from.
 * The e-mail to the company inbox (in English) and the applicant's acknowledgement (in their
 * language) are queued in the transaction that saves it, and sent by the outbox, so a mail
 * failure cannot lose the application. The job title returned is in the applicant's language.
 */
export async function submitApplication(input: {
  jobId: string | null
  name: string
  email: string
  phone: string
  coverLetter: string
  cv: StoredCv
  locale: Locale
  /** Issue 16: agreed to be kept in the talent pool (an optional, unticked box). */
  talentPool?: boolean
  /** The applicant's account when they applied signed in (decision 034). */
  userId?: string | null
  /** The job link's `source` parameter, already checked (decision 045). */
  source?: string
  /** The CV's text for the talent pool's search, taken at upload (decision 045). */
  cvText?: string | null
}): Promise<SubmitApplicationResult> {
  const db = await getDb()
  let job: { title: string; titleAr: string } | null = null
  if (input.jobId) {
    const [found] = await db
      .select({
        title: jobListings.title,
        titleAr: jobListings.titleAr,
        isActive: jobListings.isActive,
      })
      .from(jobListings)
      .where(eq(jobListings.id, input.jobId))
    if (!found) return { kind: 'job-not-found' }
    if (!found.isActive) return { kind: 'job-closed' }
    job = found
  }
  const jobTitle = job ? localize(job, input.locale, ['title']).title : null
  const id = newId('app')
  const m = t.careers.apply.notification
  const ack = messagesFor(input.locale).emails.application
  const letterhead = await readLetterhead()
  // The candidate's page (decision 045): the acknowledgement carries its first link.
  const token = newLinkToken()
  const emails = [
    companyNotice(
      letterhead,
      job ? format(m.subject, { title: job.title }) : m.openSubject,
      {
        [m.fields.position]: job?.title ?? m.openPosition,
        [m.fields.name]: input.name,
        [m.fields.email]: input.email,
        [m.fields.phone]: input.phone,
        [m.fields.coverLetter]: input.coverLetter,
        [m.fields.cv]: input.cv.originalName,
      },
      '/admin/careers/applicants',
    ),
    acknowledgement(letterhead, {
      to: input.email,
      name: input.name,
      locale: input.locale,
      subject: jobTitle ? format(ack.subject, { title: jobTitle }) : ack.openSubject,
      body: jobTitle ? format(ack.body, { title: jobTitle }) : ack.openBody,
      afterBody: format(ack.statusLink, { url: applicantPageUrl(input.locale, token) }),
    }),
  ]
  await db.transaction(async (tx) => {
    await tx.insert(jobApplicants).values({
      id,
      jobId: input.jobId,
      userId: input.userId ?? null,
      locale: input.locale,
      name: input.name,
      email: input.email,
      phone: input.phone,
      coverLetter: input.coverLetter,
      cvKey: input.cv.key,
      cvFilename: cleanFilename(input.cv.originalName, extensionOf(input.cv.key)),
      cvMime: input.cv.mime,
      cvSize: input.cv.size,
      status: 'Pending',
      talentPool: input.talentPool ?? false,
      source: input.source ?? '',
      cvText: input.cvText ?? null,
    })
    await addApplicantEvent(tx, id, null, { kind: 'applied', toStage: 'Pending' })
    await tx.insert(applicantLinks).values({ tokenHash: hashLinkToken(token), applicantId: id })
    // Issue 16: the notice and the required box agreed (the form refuses without it), with
    // the talent pool when ticked; the record is what retention and a person's request read.
    await recordConsent(tx, {
      email: input.email,
      userId: input.userId ?? null,
      form: 'application',
      recordId: id,
      purposes: agreedPurposes({ 'talent-pool': input.talentPool }),
    })
    await queueEmails(tx, emails)
  })
  nudgeOutbox()
  return { kind: 'saved', id, jobTitle }
}

/** The stored key ends in the extension of what the content really is (cv/2025/<uuid>.pdf). */
function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1)
}

/**
 * The applicant's own file name is kept only for the download's suggested name:
 * no path, no control characters, and the extension of what the content really is.
 */
function cleanFilename(original: string, extension: string): string {
  const base =
    original
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}"]/gu, '')
      .replace(/\.[^.]*$/, '')
      .trim()
      .slice(0, 120) || 'cv'
  return `${base}.${extension}`
}

// ---------------------------------------------------------------------------
// Admin: jobs
// ---------------------------------------------------------------------------

/**
 * A row of the admin list: how many applied, the state of its draft (decision 047) and its
 * translation marks (decision 052).
 */
export type AdminJobRow = Job &
  TranslationFlags & { applicantCount: number; draftState: DraftState | null }

/**
 * What staff draft and publish of a job (decision 047): every field of its form, the
 * requested `isActive` too. The employment type is `employmentType` (the row's `type`), so
 * the shared comparison screens label it as a job's rather than an investment's type.
 */
export type JobDocument = {
  title: string
  titleAr: string
  department: string
  employmentType: string
  location: string
  locationAr: string
  experience: string
  experienceAr: string
  description: string
  descriptionAr: string
  responsibilities: string
  responsibilitiesAr: string
  requirements: string
  requirementsAr: string
  criteria: string
  criteriaAr: string
  isActive: boolean
}

function documentOf(job: JobInput | Job): JobDocument {
  return {
    title: job.title,
    titleAr: job.titleAr,
    department: job.department,
    employmentType: job.type,
    location: job.location,
    locationAr: job.locationAr,
    experience: job.experience,
    experienceAr: job.experienceAr,
    description: job.description,
    descriptionAr: job.descriptionAr,
    responsibilities: job.responsibilities,
    responsibilitiesAr: job.responsibilitiesAr,
    requirements: job.requirements,
    requirementsAr: job.requirementsAr,
    criteria: job.criteria,
    criteriaAr: job.criteriaAr,
    isActive: job.isActive,
  }
}

/** The row's columns the form sets: not its confirmations nor its schedule (the item's). */
function jobColumnsOf({
  confirmTranslations: _confirm,
  publishAt: _publishAt,
  unpublishAt: _unpublishAt,
  ...columns
}: JobInput) {
  return columns
}

/** The row's columns a document sets. */
function columnsOf({ employmentType, ...document }: JobDocument) {
  return { ...document, type: employmentType }
}

const draftOfRow = and(
  eq(contentDrafts.contentType, 'job'),
  eq(contentDrafts.itemId, jobListings.id),
)

/**
 * Searched on title, department and location; newest first. The filter and order of the
 * jobs table and of its export (decision 049).
 */
function jobsView(query: Pick<JobListQuery, 'q' | 'translation'>) {
  const where = and(
    query.q ? matchesSearch(searchTextOf.jobListings, query.q) : undefined,
    translationFilterSql(query.translation, 'job', jobListings.id, jobListings.arabicMissing),
  )
  const order: ListOrder = [
    { column: jobListings.createdAt, direction: 'desc' },
    { column: jobListings.id, direction: 'desc' },
  ]
  return { where, order }
}

function selectAdminJobs(db: Db) {
  return (
    db
      // The draft by its primary key, for this page's rows only: the list stays as fast.
      .select({
        ...getTableColumns(jobListings),
        draftState: contentDrafts.state,
        isArabicMissing: jobListings.arabicMissing,
        isTranslationOutdated: isOutdatedSql('job', jobListings.id),
      })
      .from(jobListings)
      .leftJoin(contentDrafts, draftOfRow)
  )
}

/** Each job of a page (or a batch) with its number of applicants. */
async function withApplicantCounts<Row extends { id: string }>(db: Db, rows: Row[]) {
  const applicants = await countPerKey(
    db,
    jobApplicants.jobId,
    rows.map((job) => job.id),
  )
  return rows.map((job) => ({ ...job, applicantCount: applicants.get(job.id) ?? 0 }))
}

/** The jobs table, 25 a page. */
export async function listJobs(query: JobListQuery): Promise<Page<AdminJobRow>> {
  const db = await getDb()
  const { where, order } = jobsView(query)
  const [rows, total] = await listPage(
    db,
    jobListings.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      selectAdminJobs(db)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(await withApplicantCounts(db, rows), total, query.page)
}

/** Every job the table shows for `query`, a batch at a time (decision 049). */
export async function* exportJobs(
  query: Pick<JobListQuery, 'q' | 'translation'>,
): AsyncGenerator<AdminJobRow[]> {
  const db = await getDb()
  const { where, order } = jobsView(query)
  const batches = listBatches(db, order, where, (inBatch) =>
    selectAdminJobs(db)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield await withApplicantCounts(db, rows)
}

export async function getJob(id: string): Promise<Job | null> {
  const db = await getDb()
  const [job] = await db.select().from(jobListings).where(eq(jobListings.id, id))
  return job ?? null
}

/** The job's live document; `lock` holds its row until the transaction ends. */
export async function readJobDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<JobDocument | null> {
  const query = db.select().from(jobListings).where(eq(jobListings.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ? documentOf(row) : null
}

/** Writes a published document to the live row (the engine holds it locked). */
export async function writeJobDocument(tx: Tx, id: string, document: JobDocument): Promise<void> {
  await tx
    .update(jobListings)
    .set({ ...columnsOf(document), updatedAt: new Date() })
    .where(eq(jobListings.id, id))
}

/** The job for its edit dialog: its draft when there is one, else the live version. */
export async function getJobForEdit(id: string): Promise<{ job: Job; isDraft: boolean } | null> {
  const db = await getDb()
  const [live, draft] = await Promise.all([getJob(id), readDraftDocument(db, 'job', id)])
  if (!live) return null
  if (!draft) return { job: live, isDraft: false }
  return { job: { ...live, ...columnsOf(draft as JobDocument) }, isDraft: true }
}

/**
 * Saves the edit dialog as the job's draft (decision 047): the careers page, its JobPosting
 * data and the recruiters' scorecards keep the live job until the draft is published.
 */
export async function saveJobDraft(
  actor: Staff,
  id: string,
  input: JobInput,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const saved = await saveDraft(actor, 'job', id, {
    ...documentOf(input),
    // "Still correct" ticked on the dialog, carried by the draft to its publish.
    confirmTranslations: input.confirmTranslations ?? [],
  })
  if (saved.kind !== 'saved') return { kind: 'not-found' }
  // The schedule is the job's, not the draft's: it applies to what is published.
  await saveSchedule(actor, 'job', id, scheduleOf(input))
  return { kind: 'saved' }
}

/** The job as its draft would publish it, in `locale`, for the staff preview. */
export async function getJobPreview(
  id: string,
  locale: Locale,
): Promise<{ job: PublicJob; isDraft: boolean } | null> {
  const edit = await getJobForEdit(id)
  if (!edit) return null
  return {
    job: toPublicJob(localize(edit.job, locale, JOB_TEXTS), locale),
    isDraft: edit.isDraft,
  }
}

/**
 * A new job (decision 047). Where its editors publish jobs (the default) it is live at once
 * and kept as its first revision. Where jobs need review it is created inactive, so neither
 * the careers page, the sitemap nor the JobPosting data shows it, and the form's values (the
 * requested `isActive` with them) wait in its draft for a second person's approval.
 */
export async function createJob(
  actor: Staff,
  input: JobInput,
): Promise<{ job: Job; isDraft: boolean }> {
  const isDraft = await isReviewRequired('job')
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobListings)
      .values({
        id: newId('job'),
        ...jobColumnsOf(input),
        ...(isDraft ? { isActive: false } : {}),
      })
      .returning()
    await recordAudit(tx, actor, { action: 'create', entity: 'job', entityId: job.id, after: job })
    await saveScheduleIn(tx, actor, 'job', job.id, scheduleOf(input))
    if (isDraft) await saveDraftIn(tx, actor, 'job', job.id, documentOf(input))
    else await keepRevision(tx, actor, 'job', job.id, documentOf(job))
    return { job, isDraft }
  })
}

/**
 * A direct write, live at once with no draft or revision: the jobs screen saves drafts
 * (decision 047) and no longer calls it.
 */
export async function updateJob(
  actor: Actor,
  id: string,
  input: JobInput,
): Promise<{ kind: 'updated'; job: Job } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobListings).where(eq(jobListings.id, id)).for('update')
    if (!before) return { kind: 'not-found' } as const
    const [job] = await tx
      .update(jobListings)
      .set({ ...jobColumnsOf(input), updatedAt: new Date() })
      .where(eq(jobListings.id, id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'job',
      entityId: id,
      before,
      after: job,
    })
    return { kind: 'updated', job } as const
  })
}

/**
 * Deletes a job that nobody has applied to. A job with applicants is kept (the
 * admin deactivates it instead), so no application loses the position it was for.
 */
export async function deleteJob(
  actor: Actor,
  id: string,
): Promise<
  | { kind: 'deleted'; title: string }
  | { kind: 'not-found' }
  | { kind: 'has-applicants'; title: string; count: number }
> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobListings).where(eq(jobListings.id, id)).for('update')
    if (!before) return { kind: 'not-found' } as const
    const [{ applicants }] = await tx
      .select({ applicants: count() })
      .from(jobApplicants)
      .where(eq(jobApplicants.jobId, id))
    if (applicants > 0)
      return { kind: 'has-applicants', title: before.title, count: applicants } as const
    // Its draft and revisions go with it (decision 047); the audit entry keeps what it was.
    await forgetItem(tx, 'job', id)
    await tx.delete(jobListings).where(eq(jobListings.id, id))
    await recordAudit(tx, actor, { action: 'delete', entity: 'job', entityId: id, before })
    return { kind: 'deleted', title: before.title } as const
  })
}

/** The applicants screen's job selector, by title (SPEC 7). */
export async function listJobOptions(): Promise<
  { id: string; title: string; isActive: boolean }[]
> {
  const db = await getDb()
  return db
    .select({ id: jobListings.id, title: jobListings.title, isActive: jobListings.isActive })
    .from(jobListings)
    .orderBy(asc(jobListings.title), asc(jobListings.id))
    .limit(1000)
}

// ---------------------------------------------------------------------------
// Admin: applicants
// ---------------------------------------------------------------------------

export type ApplicantRow = {
  id: string
  jobId: string | null
  name: string
  email: string
  phone: string
  coverLetter: string
  cvFilename: string
  cvSize: number
  status: ApplicantStatus
  rejectionReason: string | null
  submittedAt: Date
}

/** An applicant's row as the admin table and its dialog show it (the pipeline adds to it). */
export const applicantColumns = {
  id: jobApplicants.id,
  jobId: jobApplicants.jobId,
  name: jobApplicants.name,
  email: jobApplicants.email,
  phone: jobApplicants.phone,
  coverLetter: jobApplicants.coverLetter,
  cvFilename: jobApplicants.cvFilename,
  cvSize: jobApplicants.cvSize,
  status: jobApplicants.status,
  rejectionReason: jobApplicants.rejectionReason,
  submittedAt: jobApplicants.submittedAt,
}

function applicantsOf(jobId: string | null, q = ''): SQL | undefined {
  const forJob = jobId ? eq(jobApplicants.jobId, jobId) : isNull(jobApplicants.jobId)
  if (!q) return forJob
  return and(forJob, matchesSearch(searchTextOf.jobApplicants, q))
}

/** One applicant, for the details dialog opened by its URL (?view=<id>). */
export async function getApplicant(id: string): Promise<ApplicantRow | null> {
  const db = await getDb()
  const [row] = await db
    .select(applicantColumns)
    .from(jobApplicants)
    .where(eq(jobApplicants.id, id))
  return row ?? null
}

/** At most this many rows go into one export file. */
export const EXPORT_MAX_ROWS = 10_000

export async function listApplicantsForExport(jobId: string | null): Promise<ApplicantRow[]> {
  const db = await getDb()
  return db
    .select(applicantColumns)
    .from(jobApplicants)
    .where(applicantsOf(jobId))
    .orderBy(desc(jobApplicants.submittedAt), desc(jobApplicants.id))
    .limit(EXPORT_MAX_ROWS)
}

/** The stored CV with the name and type recorded at upload. */
export async function getApplicantCv(
  id: string,
): Promise<{ body: Buffer; contentType: string; filename: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      cvKey: jobApplicants.cvKey,
      cvMime: jobApplicants.cvMime,
      cvFilename: jobApplicants.cvFilename,
    })
    .from(jobApplicants)
    .where(eq(jobApplicants.id, id))
  if (!row) return null
  const file = await getFile(row.cvKey)
  if (!file) return null
  return { body: file.body, contentType: row.cvMime, filename: row.cvFilename }
}

/**
 * The CV for a staff member's download, recorded in the audit log (issue 16): who fetched
 * whose application and when; the entry holds no personal data, only the applicant's id.
 */
export async function downloadApplicantCv(
  actor: Actor,
  id: string,
): Promise<{ body: Buffer; contentType: string; filename: string } | null> {
  const cv = await getApplicantCv(id)
  if (!cv) return null
  await recordAudit(await getDb(), actor, {
    action: 'download',
    entity: 'job_applicants',
    entityId: id,
  })
  return cv
}

/**
 * Records an export of applicants (CSV or PDF): it reads personal data in bulk, so the audit
 * log keeps who exported which job's applicants ('open' for open applications), in which
 * format, and how many rows left the system.
 */
export async function recordApplicantsExport(
  actor: Actor,
  exported: { job: string; format: 'csv' | 'pdf'; rows: number },
): Promise<void> {
  await recordAudit(await getDb(), actor, {
    action: 'export',
    entity: 'job_applicants',
    entityId: exported.job,
    after: exported,
  })
}

// Stage moves and the rejection reason: pipeline.server.ts (decision 045), with their history.
