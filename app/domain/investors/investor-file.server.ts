import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import {
  auditLog,
  identityDocuments,
  investorFiles,
  investorFilesSearchText,
  user,
  type IdentityDocumentKind,
  type InvestorClassification,
  type InvestorFileState,
} from '#db/schema'
import { getInvestorSettings } from '~/domain/settings/settings.server'
import { oneLine, readLetterhead, siteUrl } from '~/domain/notifications/notifications.server'
import { format, messageKeys, messagesFor } from '~/i18n'
import type { Locale } from '~/i18n/locale'
import { formatDate } from '~/lib/format-date'
import { INTL_LOCALE } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import { listPage, matchesSearch } from '~/server/list.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { getFile } from '~/server/storage.server'
import type { UploadRule } from '~/server/uploads.server'
import {
  dubaiToday,
  EXPIRING_KINDS,
  IDENTITY_MAX_BYTES,
  IDENTITY_MAX_PER_KIND,
  type InvestorListQuery,
} from './investor-file-schema'

/*
 * The investor's due-diligence file (docs/decisions/043-investors.md): the investor keeps it
 * (classification, nationality, residence, identity documents) and submits it; staff with
 * `requests` verify or reject it, audited, and the investor is e-mailed in their language.
 * A change to a verified file sends it back to pending review. An expiring passport or
 * Emirates ID reminds the investor once.
 */

/** Identity documents: PDF, JPEG or PNG by content, kept as sent (never shown inline). */
export const identityUpload: UploadRule = {
  types: { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' },
  maxBytes: IDENTITY_MAX_BYTES,
  store: 'file',
  folder: 'identity',
  isRequired: false,
  messages: {
    missing: messageKeys.investorFile.errors.fileRequired,
    wrongType: messageKeys.investorFile.errors.wrongType,
    tooLarge: messageKeys.investorFile.errors.tooLarge,
  },
}

export type IdentityDocument = {
  id: string
  kind: IdentityDocumentKind
  filename: string
  mime: string
  size: number
  expiresOn: string | null
  isExpired: boolean
  uploadedAt: Date
}

export type InvestorFile = {
  id: string
  userId: string | null
  name: string
  email: string
  classification: InvestorClassification | null
  nationality: string
  residence: string
  state: InvestorFileState
  rejectionReason: string | null
  submittedAt: Date | null
  reviewedByName: string | null
  reviewedAt: Date | null
  keepUntil: Date | null
  documents: IdentityDocument[]
}

const fileColumns = {
  id: investorFiles.id,
  userId: investorFiles.userId,
  name: investorFiles.name,
  email: investorFiles.email,
  classification: investorFiles.classification,
  nationality: investorFiles.nationality,
  residence: investorFiles.residence,
  state: investorFiles.state,
  rejectionReason: investorFiles.rejectionReason,
  submittedAt: investorFiles.submittedAt,
  reviewedByName: investorFiles.reviewedByName,
  reviewedAt: investorFiles.reviewedAt,
  keepUntil: investorFiles.keepUntil,
}

async function documentsOf(db: Pick<Db, 'select'>, fileId: string): Promise<IdentityDocument[]> {
  const today = dubaiToday()
  const rows = await db
    .select({
      id: identityDocuments.id,
      kind: identityDocuments.kind,
      filename: identityDocuments.filename,
      mime: identityDocuments.mime,
      size: identityDocuments.size,
      expiresOn: identityDocuments.expiresOn,
      uploadedAt: identityDocuments.uploadedAt,
    })
    .from(identityDocuments)
    .where(eq(identityDocuments.fileId, fileId))
    .orderBy(asc(identityDocuments.kind), asc(identityDocuments.uploadedAt))
  return rows.map((row) => ({
    ...row,
    isExpired: row.expiresOn !== null && row.expiresOn < today,
  }))
}

async function readFile(where: SQL): Promise<InvestorFile | null> {
  const db = await getDb()
  const [row] = await db.select(fileColumns).from(investorFiles).where(where)
  if (!row) return null
  return { ...row, documents: await documentsOf(db, row.id) }
}

/** The signed-in account's own file; null before they saved anything. */
export function getInvestorFileOfUser(userId: string): Promise<InvestorFile | null> {
  return readFile(eq(investorFiles.userId, userId))
}

/** A file by id, for staff. */
export function getInvestorFile(id: string): Promise<InvestorFile | null> {
  return readFile(eq(investorFiles.id, id))
}

type Account = Pick<SessionUser, 'id' | 'name' | 'email'>

/** The account's file, made (a draft) on its first change; locked for the transaction. */
async function fileForChange(tx: Db, account: Account) {
  const [existing] = await tx
    .select({ id: investorFiles.id, state: investorFiles.state })
    .from(investorFiles)
    .where(eq(investorFiles.userId, account.id))
    .for('update')
  if (existing) return existing
  const id = newId('inv-file')
  await tx
    .insert(investorFiles)
    .values({ id, userId: account.id, name: account.name, email: account.email })
  return { id, state: 'draft' as InvestorFileState }
}

/** A change to a verified file sends it back to review (decision 043). */
function stateAfterChange(state: InvestorFileState): Partial<typeof investorFiles.$inferInsert> {
  return state === 'verified' ? { state: 'pending', submittedAt: new Date() } : {}
}

export type Details = {
  classification?: InvestorClassification
  nationality: string
  residence: string
}

/** Saves the investor's details; a verified file goes back to pending review. */
export async function saveInvestorDetails(
  account: Account,
  details: Details,
): Promise<{ state: InvestorFileState }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const file = await fileForChange(tx, account)
    const isChanged = await detailsDiffer(tx, file.id, details)
    const next = isChanged ? stateAfterChange(file.state) : {}
    await tx
      .update(investorFiles)
      .set({
        classification: details.classification ?? null,
        nationality: details.nationality,
        residence: details.residence,
        ...next,
        updatedAt: new Date(),
      })
      .where(eq(investorFiles.id, file.id))
    return { state: next.state ?? file.state }
  })
}

async function detailsDiffer(tx: Db, fileId: string, details: Details): Promise<boolean> {
  const [row] = await tx
    .select({
      classification: investorFiles.classification,
      nationality: investorFiles.nationality,
      residence: investorFiles.residence,
    })
    .from(investorFiles)
    .where(eq(investorFiles.id, fileId))
  return (
    (row.classification ?? undefined) !== details.classification ||
    row.nationality !== details.nationality ||
    row.residence !== details.residence
  )
}

/** A part a submission lacks, as the catalog names it. */
export type MissingPart =
  | 'classificationRequired'
  | 'nationalityRequired'
  | 'residenceRequired'
  | 'identityRequired'
  | 'addressRequired'

export type SubmitOutcome =
  { kind: 'submitted' } | { kind: 'incomplete'; missing: MissingPart[] } | { kind: 'not-editable' }

/**
 * "Submit for review": the details as typed and the stored documents must hold every part
 * (classification, nationality, residence, a passport or Emirates ID, a proof of address);
 * otherwise nothing is saved and the missing parts are named. The file copies the account's
 * name and address now (it outlives an erased account).
 */
export async function submitInvestorFile(
  account: Account,
  details: Details,
): Promise<SubmitOutcome> {
  // Checked before anything is written: an incomplete submission leaves no trace.
  const missing = await missingParts(account.id, details)
  if (missing.length > 0) return { kind: 'incomplete', missing }
  const db = await getDb()
  return db.transaction(async (tx): Promise<SubmitOutcome> => {
    const file = await fileForChange(tx, account)
    if (file.state === 'pending') return { kind: 'not-editable' }
    await tx
      .update(investorFiles)
      .set({
        classification: details.classification,
        nationality: details.nationality,
        residence: details.residence,
        name: account.name,
        email: account.email,
        state: 'pending',
        rejectionReason: null,
        submittedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(investorFiles.id, file.id))
    return { kind: 'submitted' }
  })
}

async function missingParts(userId: string, details: Details): Promise<MissingPart[]> {
  const file = await getInvestorFileOfUser(userId)
  const kinds = new Set(file?.documents.map((document) => document.kind) ?? [])
  const missing: MissingPart[] = []
  if (!details.classification) missing.push('classificationRequired')
  if (!details.nationality) missing.push('nationalityRequired')
  if (!details.residence) missing.push('residenceRequired')
  if (!kinds.has('passport') && !kinds.has('emirates-id')) missing.push('identityRequired')
  if (!kinds.has('proof-of-address')) missing.push('addressRequired')
  return missing
}

export type StoredIdentityFile = { key: string; mime: string; size: number; originalName: string }

export type DocumentOutcome =
  { kind: 'ok'; state: InvestorFileState } | { kind: 'too-many' } | { kind: 'not-found' }

/**
 * Adds an identity document to the account's file, or replaces `replaceId` (its row is
 * deleted, so its file is queued for deletion by the trigger, and its reminder goes with it).
 * At most IDENTITY_MAX_PER_KIND of a kind. A verified file goes back to pending review.
 */
export async function storeIdentityDocument(
  account: Account,
  input: {
    kind: IdentityDocumentKind
    expiresOn?: string
    replaceId?: string
    stored: StoredIdentityFile
  },
): Promise<DocumentOutcome> {
  const db = await getDb()
  return db.transaction(async (tx): Promise<DocumentOutcome> => {
    const file = await fileForChange(tx, account)
    if (input.replaceId) {
      const removed = await tx
        .delete(identityDocuments)
        .where(
          and(eq(identityDocuments.id, input.replaceId), eq(identityDocuments.fileId, file.id)),
        )
        .returning({ id: identityDocuments.id })
      if (removed.length === 0) return { kind: 'not-found' }
    }
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(identityDocuments)
      .where(and(eq(identityDocuments.fileId, file.id), eq(identityDocuments.kind, input.kind)))
    if (n >= IDENTITY_MAX_PER_KIND) return { kind: 'too-many' }
    await tx.insert(identityDocuments).values({
      id: newId('idoc'),
      fileId: file.id,
      kind: input.kind,
      fileKey: input.stored.key,
      filename: input.stored.originalName || `document.${input.stored.key.split('.').pop()}`,
      mime: input.stored.mime,
      size: input.stored.size,
      expiresOn: (EXPIRING_KINDS as readonly string[]).includes(input.kind)
        ? (input.expiresOn ?? null)
        : null,
    })
    const next = stateAfterChange(file.state)
    if (next.state)
      await tx
        .update(investorFiles)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(investorFiles.id, file.id))
    return { kind: 'ok', state: next.state ?? file.state }
  })
}

/** Removes one of the account's identity documents (its file queued by the trigger). */
export async function removeIdentityDocument(
  account: Account,
  documentId: string,
): Promise<DocumentOutcome> {
  const db = await getDb()
  return db.transaction(async (tx): Promise<DocumentOutcome> => {
    const file = await fileForChange(tx, account)
    const removed = await tx
      .delete(identityDocuments)
      .where(and(eq(identityDocuments.id, documentId), eq(identityDocuments.fileId, file.id)))
      .returning({ id: identityDocuments.id })
    if (removed.length === 0) return { kind: 'not-found' }
    const next = stateAfterChange(file.state)
    if (next.state)
      await tx
        .update(investorFiles)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(investorFiles.id, file.id))
    return { kind: 'ok', state: next.state ?? file.state }
  })
}

/**
 * An identity document's bytes: of the account's own file (`ownerId`), or of file `fileId`
 * for staff. Anything else is null (the route answers 404, never saying it exists).
 */
export async function readIdentityDocument(
  documentId: string,
  scope: { ownerId: string } | { fileId: string },
): Promise<{ body: Buffer; filename: string; contentType: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      fileKey: identityDocuments.fileKey,
      filename: identityDocuments.filename,
      mime: identityDocuments.mime,
    })
    .from(identityDocuments)
    .innerJoin(investorFiles, eq(investorFiles.id, identityDocuments.fileId))
    .where(
      and(
        eq(identityDocuments.id, documentId),
        'ownerId' in scope
          ? eq(investorFiles.userId, scope.ownerId)
          : eq(investorFiles.id, scope.fileId),
      ),
    )
  if (!row) return null
  const file = await getFile(row.fileKey)
  if (!file) return null
  return { body: file.body, filename: row.filename, contentType: row.mime }
}

// ---------------------------------------------------------------------------------------------
// Staff review

export type InvestorListRow = {
  id: string
  name: string
  email: string
  classification: InvestorClassification | null
  state: InvestorFileState
  submittedAt: Date | null
}

/**
 * The review list: one state (pending by default, the oldest submission first: the queue
 * staff work through) or all, searched by name or e-mail, 25 a page (listPage; the order is
 * that of investor_files_state_idx).
 */
export async function listInvestorFiles(query: InvestorListQuery): Promise<Page<InvestorListRow>> {
  const db = await getDb()
  const conditions: SQL[] = []
  if (query.state !== 'all') conditions.push(eq(investorFiles.state, query.state))
  if (query.q) conditions.push(matchesSearch(investorFilesSearchText, query.q))
  const where = conditions.length ? and(...conditions) : undefined
  const order = [asc(investorFiles.state), asc(investorFiles.submittedAt), asc(investorFiles.id)]
  const [rows, total] = await listPage(db, investorFiles.id, where, order, query, (onThisPage) =>
    db
      .select({
        id: investorFiles.id,
        name: investorFiles.name,
        email: investorFiles.email,
        classification: investorFiles.classification,
        state: investorFiles.state,
        submittedAt: investorFiles.submittedAt,
      })
      .from(investorFiles)
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

export type ReviewEntry = {
  state: 'verified' | 'rejected'
  who: string
  at: Date
  reason: string | null
}

/** Who verified or rejected the file, and when, newest first (from the audit log). */
export async function reviewHistory(fileId: string): Promise<ReviewEntry[]> {
  const db = await getDb()
  const rows = await db
    .select({ actorEmail: auditLog.actorEmail, after: auditLog.after, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'investor_file'), eq(auditLog.entityId, fileId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(50)
  return rows.flatMap((row) => {
    const after = row.after as { state?: string; reason?: string | null } | null
    if (after?.state !== 'verified' && after?.state !== 'rejected') return []
    return [
      { state: after.state, who: row.actorEmail ?? '', at: row.at, reason: after.reason ?? null },
    ]
  })
}

export type ReviewOutcome = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'not-pending' }

/**
 * Verify or reject a pending file: who and when are kept on it, the change audited (state
 * and the reason's length, never its text), and the investor e-mailed in their language, all
 * in one transaction.
 */
export async function reviewInvestorFile(
  actor: Pick<SessionUser, 'id' | 'email' | 'name'>,
  fileId: string,
  decision: { intent: 'verify' } | { intent: 'reject'; reason: string },
): Promise<ReviewOutcome> {
  // Read before the transaction: the embedded database has one connection, which the
  // transaction holds; a read through the pool inside it would wait for it (5 s, then fail).
  const letterhead = await readLetterhead()
  const db = await getDb()
  const state = decision.intent === 'verify' ? 'verified' : 'rejected'
  const reason = decision.intent === 'reject' ? decision.reason : null
  const outcome = await db.transaction(async (tx): Promise<ReviewOutcome & { told?: boolean }> => {
    const [current] = await tx
      .select({
        state: investorFiles.state,
        name: investorFiles.name,
        email: investorFiles.email,
        locale: user.locale,
        accountEmail: user.email,
        accountName: user.name,
      })
      .from(investorFiles)
      .leftJoin(user, eq(user.id, investorFiles.userId))
      .where(eq(investorFiles.id, fileId))
      .for('update', { of: investorFiles })
    if (!current) return { kind: 'not-found' }
    if (current.state !== 'pending') return { kind: 'not-pending' }
    const now = new Date()
    await tx
      .update(investorFiles)
      .set({
        state,
        rejectionReason: reason,
        reviewedBy: actor.id,
        reviewedByName: actor.name.slice(0, 200),
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(investorFiles.id, fileId))
    // The reason is kept on the file and shown in the history: the audit keeps it too (staff's
    // own words to the investor, not the investor's data).
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'investor_file',
      entityId: fileId,
      before: { state: current.state },
      after: { state, reason },
    })
    const to = current.accountEmail ?? null
    if (!to) return { kind: 'ok' }
    const locale: Locale = current.locale ?? 'en'
    await queueEmails(tx, [
      decisionEmail(letterhead.companyName(locale), {
        to,
        name: current.accountName ?? current.name,
        locale,
        state,
        reason,
      }),
    ])
    return { kind: 'ok', told: true }
  })
  if (outcome.told) nudgeOutbox()
  return { kind: outcome.kind } as ReviewOutcome
}

function decisionEmail(
  company: string,
  input: {
    to: string
    name: string
    locale: Locale
    state: 'verified' | 'rejected'
    reason: string | null
  },
): OutgoingEmail {
  const messages = messagesFor(input.locale)
  const m = messages.investorFile.emails
  const isVerified = input.state === 'verified'
  return {
    to: input.to,
    subject: isVerified ? m.verifiedSubject : m.rejectedSubject,
    text: [
      format(messages.emails.greeting, { name: oneLine(input.name || input.to) }),
      '',
      isVerified ? m.verifiedBody : format(m.rejectedBody, { reason: input.reason ?? '' }),
      ...(isVerified ? [] : [m.rejectedNext]),
      '',
      format(m.link, { url: siteUrl(input.locale, '/dashboard/investor') }),
      '',
      format(messages.emails.signature, { company }),
    ].join('\n'),
  }
}

// ---------------------------------------------------------------------------------------------
// Reminders

const REMINDER_BATCH = 100

/**
 * E-mails each investor whose passport or Emirates ID expires within `identityReminderDays`
 * (Dubai days; an already expired one too), once per document: `reminded_at` is set in the
 * transaction that queues the e-mail; a replacement is a new row, reminded afresh. Files of
 * erased accounts (no account) are not reminded.
 */
export async function remindExpiringIdentityDocuments(now: Date = new Date()): Promise<number> {
  const { identityReminderDays } = await getInvestorSettings()
  const letterhead = await readLetterhead()
  const until = dubaiToday(new Date(now.getTime() + identityReminderDays * 24 * 60 * 60_000))
  const db = await getDb()
  let reminded = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: identityDocuments.id,
          kind: identityDocuments.kind,
          expiresOn: identityDocuments.expiresOn,
          email: user.email,
          name: user.name,
          locale: user.locale,
        })
        .from(identityDocuments)
        .innerJoin(investorFiles, eq(investorFiles.id, identityDocuments.fileId))
        .innerJoin(user, eq(user.id, investorFiles.userId))
        .where(
          and(
            isNull(identityDocuments.remindedAt),
            isNotNull(identityDocuments.expiresOn),
            lte(identityDocuments.expiresOn, until),
            inArray(identityDocuments.kind, [...EXPIRING_KINDS]),
          ),
        )
        .orderBy(asc(identityDocuments.expiresOn), asc(identityDocuments.id))
        .limit(REMINDER_BATCH)
        .for('update', { of: identityDocuments, skipLocked: true })
      if (rows.length === 0) return 0
      await tx
        .update(identityDocuments)
        .set({ remindedAt: now })
        .where(
          inArray(
            identityDocuments.id,
            rows.map((row) => row.id),
          ),
        )
      await queueEmails(
        tx,
        rows.map((row) => {
          const messages = messagesFor(row.locale)
          const m = messages.investorFile.emails
          return {
            to: row.email,
            subject: m.expiringSubject,
            text: [
              format(messages.emails.greeting, { name: oneLine(row.name || row.email) }),
              '',
              format(m.expiringBody, {
                kind: messages.investorFile.kinds[row.kind],
                date: formatDate(row.expiresOn!, INTL_LOCALE[row.locale]),
              }),
              '',
              format(m.link, { url: siteUrl(row.locale, '/dashboard/investor') }),
              '',
              format(messages.emails.signature, { company: letterhead.companyName(row.locale) }),
            ].join('\n'),
          }
        }),
      )
      return rows.length
    })
    reminded += batch
    if (batch < REMINDER_BATCH) break
  }
  if (reminded > 0) {
    nudgeOutbox()
    logger.info({ reminded }, 'expiring identity documents reminded')
  }
  return reminded
}
