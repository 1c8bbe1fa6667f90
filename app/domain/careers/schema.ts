import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import type { ApplicantStatus } from '#db/schema'
import { messageKeys } from '~/i18n/message-keys'
import {
  CRITERIA_MAX,
  EMAIL_MAX,
  MESSAGE_MAX,
  ID_MAX,
  LONG_TEXT_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  REASON_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
} from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import {
  checkScheduleOrder,
  confirmTranslationsField,
  scheduleFields,
  translationFilterField,
} from '~/domain/publishing/schema'
import { maxChars } from '~/lib/max-length'

// Kept here rather than imported from #db/schema so browser code does not pull in drizzle.

/** SPEC 9: the departments of the public careers page, in tab order. */
export const CAREER_DEPARTMENTS = [
  'Finance',
  'Real Estate',
  'Marketing',
  'Legal',
  'Client Services',
] as const

/** SPEC 9: job types; new jobs default to Full-time. */
export const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Internship'] as const

/** The texts of a job a visitor reads, each with an Arabic twin `<field>Ar` (decision 018). */
export const JOB_TEXTS = [
  'title',
  'location',
  'experience',
  'description',
  'responsibilities',
  'requirements',
] as const

export type JobText = (typeof JOB_TEXTS)[number]

/** SPEC 9: applicant statuses, freely switchable (SPEC 4). */
export const APPLICANT_STATUSES = [
  'Pending',
  'Shortlisted',
  'Interviewed',
  'Rejected',
  'Hired',
] as const satisfies readonly ApplicantStatus[]

/** The public form's size hint, enforced in the browser too; the server re-checks by content. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024
export const RESUME_ACCEPT = '.pdf,.doc,.docx'

const e = messageKeys.careers.apply.errors

/** Decision 045: a source is letters, digits, '-' and '_', at most 100 characters. */
export const SOURCE_PATTERN = /^[A-Za-z0-9_-]{1,100}$/

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).check(maxChars(max))

/** SPEC 5: fullName, email (email format), phone, coverLetter and a resume file are all required. */
export const ApplicationSchema = z
  .object({
    jobId: z.string().trim().check(maxChars(ID_MAX)).optional(),
    fullName: requiredText(e.fullNameRequired, PERSON_NAME_MAX),
    email: z
      .string({ error: e.emailRequired })
      .trim()
      .min(1, e.emailRequired)
      .check(maxChars(EMAIL_MAX))
      .pipe(z.email(e.emailInvalid)),
    phone: requiredText(e.phoneRequired, PHONE_MAX),
    coverLetter: requiredText(e.coverLetterRequired, LONG_TEXT_MAX),
    // Only presence and size here (the browser can check those); the type is decided on the
    // server by the file's content, never by its name.
    resume: z
      .instanceof(File, { message: e.resumeRequired })
      .refine((file) => file.size > 0, e.resumeRequired)
      .refine((file) => file.size <= RESUME_MAX_BYTES, e.resumeTooLarge),
    // Issue 16: the one required box (the basis for processing the application and keeping the
    // CV); unticked, the form is refused before the CV is stored and nothing is written.
    processingConsent: z.boolean().optional().default(false),
    // Issue 16: optional, unticked by default; kept longer when agreed (retention).
    talentPool: z.boolean().optional().default(false),
    // Decision 045: the job link's ?source=… (linkedin, newsletter-nov); anything else is
    // kept as empty rather than refused, so a mangled link never costs an application.
    source: z
      .string()
      .optional()
      .catch(undefined)
      .transform((value) => (value && SOURCE_PATTERN.test(value) ? value : '')),
  })
  .refine((value) => value.processingConsent, {
    message: e.processingConsentRequired,
    path: ['processingConsent'],
    // An unticked box posts nothing, so the check is on the whole form (a field's own message
    // for a missing value would be the parser's); checked even while other fields are invalid.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })

export type ApplicationInput = z.infer<typeof ApplicationSchema>

const j = messageKeys.careers.admin.jobs.form.errors

/** An Arabic twin (decision 018): never required, within the limit of its English text. */
const arabicText = (max: number) => z.string().trim().check(maxChars(max)).optional().default('')

/** A one-per-line list (responsibilities, requirements), in either language. */
const lineList = () =>
  z.string().check(maxChars(LONG_TEXT_MAX)).optional().default('').transform(toLines)

/** The scorecard criteria (decision 045), one per line like the other lists. */
const criteriaList = () =>
  z.string().check(maxChars(CRITERIA_MAX)).optional().default('').transform(toLines)

/**
 * The admin job form (create and edit): each text beside its Arabic twin. Lists are stored
 * one item per line.
 */
export const JobSchema = z
  .object({
    title: z
      .string({ error: j.titleRequired })
      .trim()
      .min(1, j.titleRequired)
      .check(maxChars(TITLE_MAX)),
    titleAr: arabicText(TITLE_MAX),
    department: z.enum(CAREER_DEPARTMENTS, { error: j.departmentRequired }),
    location: z
      .string({ error: j.locationRequired })
      .trim()
      .min(1, j.locationRequired)
      .check(maxChars(SHORT_TEXT_MAX)),
    locationAr: arabicText(SHORT_TEXT_MAX),
    type: z.enum(JOB_TYPES).catch('Full-time').default('Full-time'),
    experience: z.string().trim().check(maxChars(SHORT_TEXT_MAX)).optional().default(''),
    experienceAr: arabicText(SHORT_TEXT_MAX),
    description: z
      .string({ error: j.descriptionRequired })
      .trim()
      .min(1, j.descriptionRequired)
      .check(maxChars(LONG_TEXT_MAX)),
    descriptionAr: arabicText(LONG_TEXT_MAX),
    responsibilities: lineList(),
    responsibilitiesAr: lineList(),
    requirements: lineList(),
    requirementsAr: lineList(),
    isActive: z.boolean().optional().default(false),
    // Decision 045: what recruiters rate applicants on, one per line; Arabic names by position.
    criteria: criteriaList(),
    criteriaAr: criteriaList(),
    confirmTranslations: confirmTranslationsField([...JOB_TEXTS, 'criteria']),
    ...scheduleFields,
  })
  .superRefine(checkScheduleOrder)

export type JobInput = z.infer<typeof JobSchema>

/** Trims each line and drops blank ones, so the public lists have no empty bullets. */
function toLines(value: string): string {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
}

/** Splits a stored one-per-line list for display. */
export function splitLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
}

export const ApplicantStatusSchema = z.object({
  applicantId: z.string().trim().min(1).check(maxChars(ID_MAX)),
  status: z.enum(APPLICANT_STATUSES),
})

export const RejectionReasonSchema = z.object({
  applicantId: z.string().trim().min(1).check(maxChars(ID_MAX)),
  rejectionReason: z.string().check(maxChars(REASON_MAX)).optional().default(''),
})

export const JobListQuerySchema = ListQuerySchema.extend({ translation: translationFilterField })
export type JobListQuery = z.infer<typeof JobListQuerySchema>

/** The table view's sort orders (decision 045): by applied date or by rating. */
export const APPLICANT_SORTS = ['applied', 'rating'] as const
export type ApplicantSort = (typeof APPLICANT_SORTS)[number]

/**
 * ?job=<id> or ?job=open (open applications, job_id null); absent means the first job by
 * title. The table view also takes ?stage=, ?sort=applied|rating and ?dir=asc|desc (newest
 * first by default, as SPEC 8 lists them); anything else falls back to the default.
 */
export const ApplicantListQuerySchema = ListQuerySchema.extend({
  job: z.string().trim().check(maxChars(ID_MAX)).optional().catch(undefined),
  stage: z.enum(APPLICANT_STATUSES).optional().catch(undefined),
  sort: z.enum(APPLICANT_SORTS).catch('applied').default('applied'),
  dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
})

/** The board's ?job=<id>|open, like the table's. */
export const BoardQuerySchema = z.object({
  job: z.string().trim().check(maxChars(ID_MAX)).optional().catch(undefined),
})

const p = messageKeys.pipeline.errors

const applicantId = z.string().trim().min(1).check(maxChars(ID_MAX))

/** A stage move from the board or the applicant's page; a rejection may carry its reason. */
export const MoveApplicantSchema = z.object({
  applicantId,
  status: z.enum(APPLICANT_STATUSES, { error: p.stageRequired }),
  rejectionReason: z.string().check(maxChars(REASON_MAX)).optional(),
})

/** A staff note on the applicant's history. */
export const ApplicantNoteSchema = z.object({
  note: z
    .string({ error: p.noteRequired })
    .trim()
    .min(1, p.noteRequired)
    .check(maxChars(MESSAGE_MAX)),
})

/** The scorecard's recommendations, from the database's check (decision 045). */
export const RECOMMENDATIONS = ['strong-no', 'no', 'yes', 'strong-yes'] as const

/** One recruiter's scorecard for a stage: a 1 to 5 rating for each of the job's criteria. */
export const ScorecardSchema = z.object({
  stage: z.enum(APPLICANT_STATUSES, { error: p.stageRequired }),
  ratings: z
    .array(
      z.coerce
        .number({ error: p.ratingRequired })
        .int(p.ratingRange)
        .min(1, p.ratingRange)
        .max(5, p.ratingRange),
      { error: p.ratingRequired },
    )
    .min(1, p.ratingRequired)
    .max(50, p.ratingRequired),
  recommendation: z.enum(RECOMMENDATIONS, { error: p.recommendationRequired }),
  comment: z.string().check(maxChars(REASON_MAX)).optional().default(''),
})

export const OPEN_APPLICATIONS = 'open'

export const ExportQuerySchema = z.object({
  job: z.string().trim().min(1).check(maxChars(ID_MAX)),
  format: z.enum(['csv', 'pdf']),
})

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(ApplicationSchema, { name: 'careers-apply' })
