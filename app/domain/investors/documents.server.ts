import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  dataRoomRevocations,
  documentAccessLog,
  investmentDocuments,
  investmentDocumentVersions,
  investmentRequests,
  investments,
  investorFiles,
  ndaAcceptances,
  user,
  type DocumentAccessAction,
  type DocumentVisibility,
  type InvestmentRequestStatus,
} from '#db/schema'
import { messageKeys } from '~/i18n'
import type { Locale } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import type { SessionUser } from '~/server/session.server'
import { getFile } from '~/server/storage.server'
import {
  CV_TYPES,
  ROOM_DOCUMENT_MAX_BYTES,
  type Upload,
  type UploadRule,
} from '~/server/uploads.server'
import { roomStanding, unlockFor, type RoomReader, type Unlock } from './room-access.server'
import { ACCESS_LOG_PAGE_SIZE, ROOM_DOCUMENTS_MAX } from './schema'
import { isMarkablePdf, watermarkPdf } from './watermark.server'

/*
 * The documents of an investment's data room (docs/decisions/043-investors.md): staff upload,
 * replace, remove and restore them; readers open marked copies through one checked route,
 * each copy logged before its bytes leave. Who opens what is room-access.server.ts's alone.
 */

const PDF = 'application/pdf'

/**
 * Office files are let through the content check only to be refused with the message that
 * asks for a PDF (decision 043: no converter is bundled); anything else is a wrong type.
 */
const OFFICE_TYPES: Record<string, string> = {
  ...CV_TYPES,
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/** A data-room file: checked by content, kept as sent under data-room/ (never a public URL). */
export const roomDocumentUpload: UploadRule = {
  types: { ...OFFICE_TYPES, [PDF]: 'pdf' },
  maxBytes: ROOM_DOCUMENT_MAX_BYTES,
  store: 'file',
  folder: 'data-room',
  isRequired: true,
  messages: {
    missing: messageKeys.dataRoom.errors.fileRequired,
    wrongType: messageKeys.dataRoom.errors.wrongType,
    tooLarge: messageKeys.dataRoom.errors.tooLarge,
  },
}

type StoredUpload = Extract<Upload, { kind: 'stored' }>

export type RoomWriteOutcome =
  | { kind: 'ok'; documentId: string }
  | { kind: 'not-found' }
  | { kind: 'office-file' }
  | { kind: 'unreadable' }
  | { kind: 'too-many' }

/** Whether the investment exists (active or not: staff manage both). */
export async function getInvestmentForRoom(
  investmentId: string,
): Promise<{ id: string; title: string; titleAr: string; isActive: boolean } | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: investments.id,
      title: investments.title,
      titleAr: investments.titleAr,
      isActive: investments.isActive,
    })
    .from(investments)
    .where(eq(investments.id, investmentId))
  return row ?? null
}

export type StaffRoomDocument = {
  id: string
  title: string
  titleAr: string
  visibility: DocumentVisibility
  removedAt: Date | null
  versions: {
    id: string
    version: number
    size: number
    uploadedAt: Date
    uploadedByName: string | null
  }[]
}

/** Every document of the room with every version, newest version first; removed ones too. */
export async function listRoomDocumentsForStaff(
  investmentId: string,
): Promise<StaffRoomDocument[]> {
  const db = await getDb()
  const documents = await db
    .select()
    .from(investmentDocuments)
    .where(eq(investmentDocuments.investmentId, investmentId))
    .orderBy(asc(investmentDocuments.position), asc(investmentDocuments.createdAt))
  if (documents.length === 0) return []
  const versions = await db
    .select({
      id: investmentDocumentVersions.id,
      documentId: investmentDocumentVersions.documentId,
      version: investmentDocumentVersions.version,
      size: investmentDocumentVersions.size,
      uploadedAt: investmentDocumentVersions.createdAt,
      uploadedByName: user.name,
    })
    .from(investmentDocumentVersions)
    .leftJoin(user, eq(user.id, investmentDocumentVersions.uploadedBy))
    .where(
      inArray(
        investmentDocumentVersions.documentId,
        documents.map((document) => document.id),
      ),
    )
    .orderBy(desc(investmentDocumentVersions.version))
  return documents.map((document) => ({
    id: document.id,
    title: document.title,
    titleAr: document.titleAr,
    visibility: document.visibility,
    removedAt: document.removedAt,
    versions: versions
      .filter((version) => version.documentId === document.id)
      .map(({ documentId: _, ...version }) => version),
  }))
}

/** Why a stored upload cannot be a room document (a copy could not be marked), or null. */
async function refusalOf(upload: StoredUpload): Promise<RoomWriteOutcome | null> {
  if (upload.mime !== PDF) return { kind: 'office-file' }
  const file = await getFile(upload.key)
  if (!file || !(await isMarkablePdf(file.body))) return { kind: 'unreadable' }
  return null
}

/** Adds a document with its first version; refused past ROOM_DOCUMENTS_MAX or for an Office file. */
export async function addRoomDocument(
  actor: SessionUser,
  investmentId: string,
  input: { title: string; titleAr: string; visibility: DocumentVisibility },
  upload: StoredUpload,
): Promise<RoomWriteOutcome> {
  const refusal = await refusalOf(upload)
  if (refusal) return refusal
  const db = await getDb()
  return db.transaction(async (tx) => {
    // Locks the investment row: two uploads at once cannot both pass the count.
    const [investment] = await tx
      .select({ id: investments.id })
      .from(investments)
      .where(eq(investments.id, investmentId))
      .for('update')
    if (!investment) return { kind: 'not-found' } as const
    const [{ n }] = await tx
      .select({ n: count() })
      .from(investmentDocuments)
      .where(eq(investmentDocuments.investmentId, investmentId))
    if (n >= ROOM_DOCUMENTS_MAX) return { kind: 'too-many' } as const
    const documentId = newId('doc')
    await tx.insert(investmentDocuments).values({
      id: documentId,
      investmentId,
      title: input.title,
      titleAr: input.titleAr,
      visibility: input.visibility,
      position: n,
    })
    const versionId = await insertVersion(tx, actor, documentId, 1, upload)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'investment-document',
      entityId: documentId,
      after: {
        investmentId,
        visibility: input.visibility,
        versionId,
        version: 1,
        size: upload.size,
        mime: upload.mime,
      },
    })
    return { kind: 'ok', documentId } as const
  })
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]

async function insertVersion(
  tx: Tx,
  actor: SessionUser,
  documentId: string,
  version: number,
  upload: StoredUpload,
): Promise<string> {
  const id = newId('docv')
  await tx.insert(investmentDocumentVersions).values({
    id,
    documentId,
    version,
    fileKey: upload.key,
    filename: upload.originalName.slice(0, 200) || 'document.pdf',
    mime: upload.mime,
    size: upload.size,
    uploadedBy: actor.id,
  })
  return id
}

async function lockDocument(tx: Tx, investmentId: string, documentId: string) {
  const [document] = await tx
    .select()
    .from(investmentDocuments)
    .where(
      and(
        eq(investmentDocuments.id, documentId),
        eq(investmentDocuments.investmentId, investmentId),
      ),
    )
    .for('update')
  return document
}

/** Adds a version to a document; readers get it from now on, staff keep the earlier ones. */
export async function replaceRoomDocument(
  actor: SessionUser,
  investmentId: string,
  documentId: string,
  upload: StoredUpload,
): Promise<RoomWriteOutcome> {
  const refusal = await refusalOf(upload)
  if (refusal) return refusal
  const db = await getDb()
  return db.transaction(async (tx) => {
    const document = await lockDocument(tx, investmentId, documentId)
    if (!document) return { kind: 'not-found' } as const
    const [{ newest }] = await tx
      .select({ newest: sql<number>`coalesce(max(${investmentDocumentVersions.version}), 0)` })
      .from(investmentDocumentVersions)
      .where(eq(investmentDocumentVersions.documentId, documentId))
    const version = Number(newest) + 1
    const versionId = await insertVersion(tx, actor, documentId, version, upload)
    await tx
      .update(investmentDocuments)
      .set({ updatedAt: new Date() })
      .where(eq(investmentDocuments.id, documentId))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'investment-document',
      entityId: documentId,
      before: { version: Number(newest) },
      after: { versionId, version, size: upload.size, mime: upload.mime },
    })
    return { kind: 'ok', documentId } as const
  })
}

/** Removes (hides from readers) or restores a document; its versions stay for staff. */
export async function setRoomDocumentRemoved(
  actor: SessionUser,
  investmentId: string,
  documentId: string,
  isRemoved: boolean,
): Promise<RoomWriteOutcome> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const document = await lockDocument(tx, investmentId, documentId)
    if (!document) return { kind: 'not-found' } as const
    const removedAt = isRemoved ? (document.removedAt ?? new Date()) : null
    await tx
      .update(investmentDocuments)
      .set({ removedAt, updatedAt: new Date() })
      .where(eq(investmentDocuments.id, documentId))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'investment-document',
      entityId: documentId,
      before: { removed: document.removedAt !== null },
      after: { removed: isRemoved },
    })
    return { kind: 'ok', documentId } as const
  })
}

/** A document as a reader sees it in the Resources tab: its title, and whether it opens. */
export type ReaderRoomDocument = { id: string; title: string; unlock: Unlock | null }

/**
 * The room as `reader` sees it: every document not removed, in the page's language, each
 * with what it still lacks (null: it opens). Nothing for an inactive investment's visitors:
 * the page itself is not found for them.
 */
export async function listRoomForReader(
  reader: RoomReader,
  investmentId: string,
  locale: Locale,
): Promise<ReaderRoomDocument[]> {
  const db = await getDb()
  const documents = await db
    .select({
      id: investmentDocuments.id,
      title: investmentDocuments.title,
      titleAr: investmentDocuments.titleAr,
      visibility: investmentDocuments.visibility,
    })
    .from(investmentDocuments)
    .where(
      and(
        eq(investmentDocuments.investmentId, investmentId),
        isNull(investmentDocuments.removedAt),
      ),
    )
    .orderBy(asc(investmentDocuments.position), asc(investmentDocuments.createdAt))
  if (documents.length === 0) return []
  const standing = await roomStanding(reader, investmentId)
  return documents.map((document) => ({
    id: document.id,
    title: locale === 'ar' && document.titleAr ? document.titleAr : document.title,
    unlock: unlockFor(standing, document.visibility),
  }))
}

export type DocumentCopy =
  | { kind: 'not-found' }
  | { kind: 'sign-in' }
  | { kind: 'forbidden' }
  | { kind: 'ok'; body: Uint8Array; filename: string }

/**
 * A marked copy of a document's current version for `reader` (a signed-in account or null),
 * logged before it is returned: the reader's name, e-mail and the time on every page. A
 * removed document, or one of an inactive investment opened by anyone but staff, is not found.
 */
export async function openDocumentCopy(
  reader: Pick<SessionUser, 'id' | 'role' | 'name' | 'email'> | null,
  investmentId: string,
  documentId: string,
  { action, ip, now = new Date() }: { action: DocumentAccessAction; ip: string; now?: Date },
): Promise<DocumentCopy> {
  const db = await getDb()
  const [found] = await db
    .select({
      document: investmentDocuments,
      isActive: investments.isActive,
    })
    .from(investmentDocuments)
    .innerJoin(investments, eq(investments.id, investmentDocuments.investmentId))
    .where(
      and(
        eq(investmentDocuments.id, documentId),
        eq(investmentDocuments.investmentId, investmentId),
        isNull(investmentDocuments.removedAt),
      ),
    )
  if (!found) return { kind: 'not-found' }
  const standing = await roomStanding(
    reader ? { id: reader.id, role: reader.role } : null,
    investmentId,
    now,
  )
  if (!found.isActive && !standing.isStaff) return { kind: 'not-found' }
  const unlock = unlockFor(standing, found.document.visibility)
  if (unlock === 'sign-in') return { kind: 'sign-in' }
  if (unlock !== null) return { kind: 'forbidden' }
  const [version] = await db
    .select()
    .from(investmentDocumentVersions)
    .where(eq(investmentDocumentVersions.documentId, documentId))
    .orderBy(desc(investmentDocumentVersions.version))
    .limit(1)
  if (!version) return { kind: 'not-found' }
  const file = await getFile(version.fileKey)
  if (!file) return { kind: 'not-found' }
  const body = await watermarkPdf(file.body, {
    reader: reader ? { name: reader.name, email: reader.email } : null,
    at: now,
  })
  await db.insert(documentAccessLog).values({
    documentId,
    versionId: version.id,
    investmentId,
    userId: reader?.id ?? null,
    readerName: (reader?.name ?? '').slice(0, 200),
    readerEmail: (reader?.email ?? '').slice(0, 254),
    action,
    ip: ip.slice(0, 200),
    at: now,
  })
  return { kind: 'ok', body, filename: safeFilename(found.document.title, version.version) }
}

/** 'Q3 report', 2 → 'Q3-report-v2.pdf': the title, never the uploaded name, as a file name. */
function safeFilename(title: string, version: number): string {
  const slug =
    title
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'document'
  return `${slug}-v${version}.pdf`
}

export type AccessLogRow = {
  id: number
  at: Date
  action: DocumentAccessAction
  readerName: string
  readerEmail: string
  userId: string | null
  ip: string
  version: number
  documentId: string
  documentTitle: string
  documentTitleAr: string
}

/**
 * One page of an investment room's access log, newest first, narrowed to a document or a
 * reader. One more row than the page is read to tell whether an older page exists.
 */
export async function listAccessLog(
  investmentId: string,
  filter: { documentId?: string; userId?: string; page: number },
): Promise<{ rows: AccessLogRow[]; hasMore: boolean }> {
  const db = await getDb()
  const rows = await db
    .select({
      id: documentAccessLog.id,
      at: documentAccessLog.at,
      action: documentAccessLog.action,
      readerName: documentAccessLog.readerName,
      readerEmail: documentAccessLog.readerEmail,
      userId: documentAccessLog.userId,
      ip: documentAccessLog.ip,
      version: investmentDocumentVersions.version,
      documentId: documentAccessLog.documentId,
      documentTitle: investmentDocuments.title,
      documentTitleAr: investmentDocuments.titleAr,
    })
    .from(documentAccessLog)
    .innerJoin(
      investmentDocumentVersions,
      eq(investmentDocumentVersions.id, documentAccessLog.versionId),
    )
    .innerJoin(investmentDocuments, eq(investmentDocuments.id, documentAccessLog.documentId))
    .where(
      and(
        eq(documentAccessLog.investmentId, investmentId),
        filter.documentId ? eq(documentAccessLog.documentId, filter.documentId) : undefined,
        filter.userId ? eq(documentAccessLog.userId, filter.userId) : undefined,
      ),
    )
    .orderBy(desc(documentAccessLog.at), desc(documentAccessLog.id))
    .limit(ACCESS_LOG_PAGE_SIZE + 1)
    .offset((filter.page - 1) * ACCESS_LOG_PAGE_SIZE)
  return { rows: rows.slice(0, ACCESS_LOG_PAGE_SIZE), hasMore: rows.length > ACCESS_LOG_PAGE_SIZE }
}

export type RoomReaderRow = {
  userId: string
  name: string
  email: string
  hasAcceptedNda: boolean
  requestStatus: InvestmentRequestStatus | null
  isVerified: boolean
  isRevoked: boolean
}

/** Readers shown to staff: at most this many, newest activity first. */
const READERS_MAX = 200

/**
 * The room's readers: accounts that accepted an NDA for this investment or asked to invest in
 * it, with their state (the newest request's status, the file's, a revocation).
 */
export async function listRoomReaders(investmentId: string): Promise<RoomReaderRow[]> {
  const db = await getDb()
  const [acceptances, requests] = await Promise.all([
    db
      .selectDistinct({ userId: ndaAcceptances.userId })
      .from(ndaAcceptances)
      .where(eq(ndaAcceptances.investmentId, investmentId)),
    db
      .select({
        userId: investmentRequests.userId,
        status: investmentRequests.status,
        createdAt: investmentRequests.createdAt,
      })
      .from(investmentRequests)
      .where(eq(investmentRequests.investmentId, investmentId))
      .orderBy(desc(investmentRequests.createdAt)),
  ])
  const statusOf = new Map<string, InvestmentRequestStatus>()
  for (const request of requests) {
    if (request.userId && !statusOf.has(request.userId))
      statusOf.set(request.userId, request.status)
  }
  const accepted = new Set(acceptances.map((row) => row.userId))
  const ids = [...new Set([...accepted, ...statusOf.keys()])].slice(0, READERS_MAX)
  if (ids.length === 0) return []
  const revoked = aliasedTable(dataRoomRevocations, 'revoked')
  const people = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      fileState: investorFiles.state,
      revokedAt: revoked.revokedAt,
    })
    .from(user)
    .leftJoin(investorFiles, eq(investorFiles.userId, user.id))
    .leftJoin(revoked, and(eq(revoked.userId, user.id), eq(revoked.investmentId, investmentId)))
    .where(inArray(user.id, ids))
    .orderBy(asc(user.name))
  return people.map((person) => ({
    userId: person.id,
    name: person.name,
    email: person.email,
    hasAcceptedNda: accepted.has(person.id),
    requestStatus: statusOf.get(person.id) ?? null,
    isVerified: person.fileState === 'verified',
    isRevoked: person.revokedAt !== null,
  }))
}

/** Closes (or opens again) this investment's room to one account. */
export async function setRoomRevoked(
  actor: SessionUser,
  investmentId: string,
  userId: string,
  isRevoked: boolean,
): Promise<{ kind: 'ok' } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [person] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId))
    const [investment] = await tx
      .select({ id: investments.id })
      .from(investments)
      .where(eq(investments.id, investmentId))
    if (!person || !investment) return { kind: 'not-found' } as const
    if (isRevoked) {
      await tx
        .insert(dataRoomRevocations)
        .values({ investmentId, userId, revokedBy: actor.id })
        .onConflictDoNothing()
    } else {
      await tx
        .delete(dataRoomRevocations)
        .where(
          and(
            eq(dataRoomRevocations.investmentId, investmentId),
            eq(dataRoomRevocations.userId, userId),
          ),
        )
    }
    await recordAudit(tx, actor, {
      action: isRevoked ? 'create' : 'delete',
      entity: 'data-room-revocation',
      entityId: `${investmentId}:${userId}`,
    })
    return { kind: 'ok' } as const
  })
}

export type AccountRoomRead = {
  id: number
  at: Date
  action: DocumentAccessAction
  investmentId: string
  investmentTitle: string
  investmentTitleAr: string
  documentTitle: string
  documentTitleAr: string
  version: number
  readerName: string
  readerEmail: string
  ip: string
}

/**
 * An account's data-room reads: the one query behind its dashboard (newest first), the staff's
 * investor page and the personal-data export (oldest first, every row).
 */
export async function roomReadsOfAccount(
  userId: string,
  options: { limit?: number; oldestFirst?: boolean; reader?: Pick<Db, 'select'> } = {},
): Promise<AccountRoomRead[]> {
  const reader = options.reader ?? (await getDb())
  const query = reader
    .select({
      id: documentAccessLog.id,
      at: documentAccessLog.at,
      action: documentAccessLog.action,
      investmentId: documentAccessLog.investmentId,
      investmentTitle: investments.title,
      investmentTitleAr: investments.titleAr,
      documentTitle: investmentDocuments.title,
      documentTitleAr: investmentDocuments.titleAr,
      version: investmentDocumentVersions.version,
      readerName: documentAccessLog.readerName,
      readerEmail: documentAccessLog.readerEmail,
      ip: documentAccessLog.ip,
    })
    .from(documentAccessLog)
    .innerJoin(investmentDocuments, eq(investmentDocuments.id, documentAccessLog.documentId))
    .innerJoin(
      investmentDocumentVersions,
      eq(investmentDocumentVersions.id, documentAccessLog.versionId),
    )
    .innerJoin(investments, eq(investments.id, documentAccessLog.investmentId))
    .where(eq(documentAccessLog.userId, userId))
    .orderBy(
      ...(options.oldestFirst
        ? [documentAccessLog.at, documentAccessLog.id]
        : [desc(documentAccessLog.at), desc(documentAccessLog.id)]),
    )
  return options.limit === undefined ? query : query.limit(options.limit)
}
