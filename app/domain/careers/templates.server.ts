import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import {
  hiringEmailTemplates,
  hiringTemplateKinds,
  jobApplicants,
  jobListings,
  type HiringTemplateKind,
} from '#db/schema'
import { readLetterhead, type Letterhead } from '~/domain/notifications/notifications.server'
import { format, messagesFor, type Locale } from '~/i18n'
import { localize } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import type { OutgoingEmail } from '~/server/email.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { writeMove } from './pipeline.server'
import { addApplicantEvent, applicantPageUrl, issueApplicantLink, type Tx } from './hiring.server'

/*
 * The recruiters' e-mail templates and every e-mail sent with one (decision 045): a template
 * is the saved row of its kind and language, else the catalog's default; each send goes
 * through the outbox with an "email" event in the same transaction, and ends with a fresh
 * link to the candidate's page.
 */

export type Actor = Pick<SessionUser, 'id' | 'email' | 'name'>

export { hiringTemplateKinds, type HiringTemplateKind }

/** The placeholders a template may use (decision 045); anything else in braces is refused. */
export const TEMPLATE_PLACEHOLDERS = ['name', 'job', 'company'] as const

export type TemplateValues = { name: string; job: string; company: string }

export type TemplateText = { subject: string; body: string }

/** The first placeholder of `text` that is not {name}, {job} or {company}, or null. */
export function unknownPlaceholder(text: string): string | null {
  for (const match of text.matchAll(/\{([^{}\s]*)\}/g)) {
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(match[1])) return match[0]
  }
  return null
}

/** Fills the known placeholders; nothing else in the text is read as one. */
export function fillTemplate(text: string, values: TemplateValues): string {
  return format(text, values)
}

/** A form's text has the browser's CRLF line ends; e-mails and stored texts use LF. */
function lines(text: string): string {
  return text.replace(/\r\n?/g, '\n')
}

/** A template as stored: the saved row, else the catalog's default (`isCustom` false). */
export async function readHiringTemplate(
  kind: HiringTemplateKind,
  locale: Locale,
): Promise<TemplateText & { isCustom: boolean }> {
  const db = await getDb()
  const [row] = await db
    .select({ subject: hiringEmailTemplates.subject, body: hiringEmailTemplates.body })
    .from(hiringEmailTemplates)
    .where(and(eq(hiringEmailTemplates.kind, kind), eq(hiringEmailTemplates.locale, locale)))
  if (row) return { ...row, isCustom: true }
  return { ...messagesFor(locale).hiringTemplates.defaults[kind], isCustom: false }
}

/** Every kind in both languages, for the templates screen. */
export async function listHiringTemplates(): Promise<
  { kind: HiringTemplateKind; locale: Locale; subject: string; body: string; isCustom: boolean }[]
> {
  const db = await getDb()
  const rows = await db.select().from(hiringEmailTemplates)
  return hiringTemplateKinds.flatMap((kind) =>
    (['en', 'ar'] as const).map((locale) => {
      const row = rows.find((r) => r.kind === kind && r.locale === locale)
      const text = row
        ? { subject: row.subject, body: row.body }
        : messagesFor(locale).hiringTemplates.defaults[kind]
      return { kind, locale, ...text, isCustom: Boolean(row) }
    }),
  )
}

/** The template of `kind` in `locale` with its placeholders filled. */
export async function renderHiringTemplate(
  kind: HiringTemplateKind,
  locale: Locale,
  values: TemplateValues,
): Promise<TemplateText> {
  const template = await readHiringTemplate(kind, locale)
  return {
    subject: fillTemplate(template.subject, values),
    body: fillTemplate(template.body, values),
  }
}

export type SaveTemplateResult =
  | { kind: 'saved' }
  | { kind: 'unknown-placeholder'; field: 'subject' | 'body'; placeholder: string }

/** Saves the template of `kind` in `locale`; refuses a placeholder other than the three. */
export async function saveHiringTemplate(
  actor: Actor,
  kind: HiringTemplateKind,
  locale: Locale,
  subject: string,
  body: string,
): Promise<SaveTemplateResult> {
  for (const [field, text] of [
    ['subject', subject],
    ['body', body],
  ] as const) {
    const placeholder = unknownPlaceholder(text)
    if (placeholder) return { kind: 'unknown-placeholder', field, placeholder }
  }
  body = lines(body)
  const db = await getDb()
  await db.transaction(async (tx) => {
    const before = await readRow(tx, kind, locale)
    await tx
      .insert(hiringEmailTemplates)
      .values({ kind, locale, subject, body, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [hiringEmailTemplates.kind, hiringEmailTemplates.locale],
        set: { subject, body, updatedBy: actor.id, updatedAt: new Date() },
      })
    await recordAudit(tx, actor, {
      action: before ? 'update' : 'create',
      entity: 'hiring_email_template',
      entityId: `${kind}:${locale}`,
      before,
      after: { subject, body },
    })
  })
  return { kind: 'saved' }
}

/** Back to the catalog's default: the saved row goes (audit keeps what it said). */
export async function restoreHiringTemplate(
  actor: Actor,
  kind: HiringTemplateKind,
  locale: Locale,
): Promise<void> {
  const db = await getDb()
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(hiringEmailTemplates)
      .where(and(eq(hiringEmailTemplates.kind, kind), eq(hiringEmailTemplates.locale, locale)))
      .returning({ subject: hiringEmailTemplates.subject, body: hiringEmailTemplates.body })
    if (before) {
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: 'hiring_email_template',
        entityId: `${kind}:${locale}`,
        before,
      })
    }
  })
}

async function readRow(tx: Tx, kind: HiringTemplateKind, locale: Locale) {
  const [row] = await tx
    .select({ subject: hiringEmailTemplates.subject, body: hiringEmailTemplates.body })
    .from(hiringEmailTemplates)
    .where(and(eq(hiringEmailTemplates.kind, kind), eq(hiringEmailTemplates.locale, locale)))
  return row ?? null
}

// ---------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------

/** What an e-mail to an applicant needs to know of them. */
export type Recipient = {
  id: string
  jobId: string | null
  name: string
  email: string
  locale: Locale
  jobTitle: string | null
  jobTitleAr: string | null
  withdrawnAt: Date | null
}

const recipientColumns = {
  id: jobApplicants.id,
  jobId: jobApplicants.jobId,
  name: jobApplicants.name,
  email: jobApplicants.email,
  locale: jobApplicants.locale,
  jobTitle: jobListings.title,
  jobTitleAr: jobListings.titleAr,
  withdrawnAt: jobApplicants.withdrawnAt,
}

async function selectRecipients(where: SQL | undefined, db?: Tx): Promise<Recipient[]> {
  const reader = db ?? (await getDb())
  const rows = await reader
    .select(recipientColumns)
    .from(jobApplicants)
    .leftJoin(jobListings, eq(jobListings.id, jobApplicants.jobId))
    .where(where)
  return rows.map((row) => ({ ...row, locale: row.locale === 'ar' ? 'ar' : 'en' }))
}

/** The applicant an e-mail screen is about, or null. */
export async function getRecipient(id: string): Promise<Recipient | null> {
  const [row] = await selectRecipients(eq(jobApplicants.id, id))
  return row ?? null
}

/** The placeholders' values for an applicant, in their language. */
export function valuesFor(recipient: Recipient, letterhead: Letterhead): TemplateValues {
  const { locale } = recipient
  const job = recipient.jobTitle
    ? localize({ title: recipient.jobTitle, titleAr: recipient.jobTitleAr ?? '' }, locale, [
        'title',
      ]).title
    : messagesFor(locale).candidatePage.openApplication
  return { name: recipient.name, job, company: letterhead.companyName(locale) }
}

/**
 * The e-mail as the candidate receives it: a greeting, the text, the signature, and last the
 * link to their page (decision 045: every e-mail to the candidate carries one).
 */
function applicantEmail(
  recipient: Recipient,
  letterhead: Letterhead,
  text: TemplateText,
  token: string,
): OutgoingEmail {
  const messages = messagesFor(recipient.locale)
  const company = letterhead.companyName(recipient.locale)
  return {
    to: recipient.email,
    subject: text.subject.replace(/\s+/g, ' ').trim(),
    text: [
      format(messages.emails.greeting, { name: recipient.name.replace(/\s+/g, ' ') }),
      '',
      text.body,
      '',
      format(messages.emails.signature, { company }),
      '',
      format(messages.hiringTemplates.statusLink, {
        url: applicantPageUrl(recipient.locale, token),
      }),
    ].join('\n'),
  }
}

/** Queues one e-mail to the applicant with its "email" event, in `tx`. */
async function queueApplicantEmail(
  tx: Tx,
  actor: Actor,
  recipient: Recipient,
  letterhead: Letterhead,
  template: HiringTemplateKind,
  text: TemplateText,
): Promise<void> {
  const token = await issueApplicantLink(tx, recipient.id)
  await queueEmails(tx, [applicantEmail(recipient, letterhead, text, token)])
  await addApplicantEvent(tx, recipient.id, actor, {
    kind: 'email',
    body: text.subject,
    facts: { template },
  })
}

export type SendResult =
  | { kind: 'sent'; name: string }
  | { kind: 'not-found' }
  | { kind: 'withdrawn' }
  | { kind: 'unknown-placeholder'; field: 'subject' | 'body'; placeholder: string }

/**
 * Sends the subject and body a recruiter saw (and maybe edited) on the applicant's e-mail
 * screen; the three placeholders still in it are filled, any other is refused.
 */
export async function sendApplicantEmail(
  actor: Actor,
  applicantId: string,
  input: { template: HiringTemplateKind; subject: string; body: string },
): Promise<SendResult> {
  const recipient = await getRecipient(applicantId)
  if (!recipient) return { kind: 'not-found' }
  if (recipient.withdrawnAt) return { kind: 'withdrawn' }
  for (const [field, text] of [
    ['subject', input.subject],
    ['body', input.body],
  ] as const) {
    const placeholder = unknownPlaceholder(text)
    if (placeholder) return { kind: 'unknown-placeholder', field, placeholder }
  }
  const letterhead = await readLetterhead()
  const values = valuesFor(recipient, letterhead)
  const text = {
    subject: fillTemplate(input.subject, values),
    body: fillTemplate(lines(input.body), values),
  }
  const db = await getDb()
  await db.transaction(async (tx) => {
    await queueApplicantEmail(tx, actor, recipient, letterhead, input.template, text)
  })
  nudgeOutbox()
  return { kind: 'sent', name: recipient.name }
}

// ---------------------------------------------------------------------------
// Bulk actions on the table view
// ---------------------------------------------------------------------------

/** At most this many applicants per bulk action (one transaction, one e-mail each). */
export const BULK_MAX = 200

export type BulkResult =
  | { kind: 'done'; action: 'email' | 'reject'; count: number; skipped: number }
  | { kind: 'too-many' }

/**
 * A bulk action on applicants of one job screen (decision 045), in one transaction: each
 * selected applicant still in that job and not withdrawn gets exactly one e-mail (the
 * template in their language) and its event; a rejection also moves them to Rejected with a
 * 'stage' event and an audit entry. Ids from another job or withdrawn are skipped, counted.
 */
export async function bulkApplicants(
  actor: Actor,
  input: {
    jobId: string | null
    ids: string[]
    action: 'email' | 'reject'
    template: HiringTemplateKind
  },
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)]
  if (ids.length > BULK_MAX) return { kind: 'too-many' }
  const template = input.action === 'reject' ? 'rejection' : input.template
  const letterhead = await readLetterhead()
  // Read before the transaction: the embedded database has one connection, which it holds.
  const texts = new Map<Locale, TemplateText>()
  for (const locale of ['en', 'ar'] as const) {
    texts.set(locale, await readHiringTemplate(template, locale))
  }
  const db = await getDb()
  const count = await db.transaction(async (tx) => {
    // Locked, so a withdrawal or a move at the same moment waits for this action.
    const locked = await tx
      .select({
        id: jobApplicants.id,
        status: jobApplicants.status,
        rejectionReason: jobApplicants.rejectionReason,
      })
      .from(jobApplicants)
      .where(
        and(
          inArray(jobApplicants.id, ids.length > 0 ? ids : ['']),
          input.jobId ? eq(jobApplicants.jobId, input.jobId) : isNull(jobApplicants.jobId),
          isNull(jobApplicants.withdrawnAt),
        ),
      )
      .for('update')
    const recipients = await selectRecipients(
      inArray(jobApplicants.id, locked.length > 0 ? locked.map((row) => row.id) : ['']),
      tx,
    )
    for (const recipient of recipients) {
      const before = locked.find((row) => row.id === recipient.id)
      if (input.action === 'reject' && before && before.status !== 'Rejected') {
        await writeMove(tx, actor, recipient.id, before, 'Rejected', before.rejectionReason)
      }
      const stored = texts.get(recipient.locale)!
      const values = valuesFor(recipient, letterhead)
      const text = {
        subject: fillTemplate(stored.subject, values),
        body: fillTemplate(stored.body, values),
      }
      await queueApplicantEmail(tx, actor, recipient, letterhead, template, text)
    }
    return recipients.length
  })
  if (count > 0) nudgeOutbox()
  return { kind: 'done', action: input.action, count, skipped: ids.length - count }
}
