import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  contentDrafts,
  contentRevisions,
  type ContentDocument,
  type ContentType,
  type DraftState,
} from '#db/schema'
import { can } from '~/lib/permissions'
import { PAGE_SIZE, pageOffset, toPage, type Page } from '~/lib/list-query'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import {
  auditEntityOf,
  contentTypeSpec,
  type ContentTypeSpec,
  type SubmitRefusal,
} from './content-types.server'
import { keepTranslationMarks, staleTranslationsOf } from './translation-marks.server'
import { confirmedIn, type StaleTranslation } from './translations'
import { getRetentionSettings, getReviewedContentTypes } from '~/domain/settings/settings.server'
import {
  canonicalJson,
  changedFields,
  deleteOldRevisions,
  keepRevision,
  type Publisher,
} from './revisions.server'

/*
 * Drafts, review and publishing (decision 047), once for every content type: a draft holds
 * what editors saved; publishing writes it to the live rows, keeps a revision and deletes it.
 * Routes check the permissions to reach these functions; the second-person rule and the
 * publish permission are checked here too, so no screen can skip them.
 */

export type Staff = Publisher & { name: string; role: string | null }

export type Draft = {
  contentType: ContentType
  itemId: string
  document: ContentDocument
  state: DraftState
  baseRevision: number | null
  lastEditorId: string | null
  lastEditorName: string
  submittedAt: Date | null
  reviewComment: string
  reviewerName: string
  updatedAt: Date
}

export type PublishingRefusal =
  | { kind: 'unknown-type' }
  | { kind: 'not-found' }
  | { kind: 'no-draft' }
  | { kind: 'not-in-review' }
  | { kind: 'in-review' }
  | { kind: 'not-allowed' }
  | { kind: 'same-person' }
  | { kind: 'review-required' }
  | { kind: SubmitRefusal }

function specOf(contentType: ContentType): ContentTypeSpec | PublishingRefusal {
  return contentTypeSpec(contentType) ?? { kind: 'unknown-type' }
}

function isRefusal(value: unknown): value is PublishingRefusal {
  return typeof value === 'object' && value !== null && 'kind' in value
}

const ofItem = (contentType: ContentType, itemId: string) =>
  and(eq(contentDrafts.contentType, contentType), eq(contentDrafts.itemId, itemId))

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0]

/** The item's draft, its row locked until the transaction ends (one change at a time). */
async function lockDraft(tx: Tx, contentType: ContentType, itemId: string) {
  const [draft] = await tx
    .select()
    .from(contentDrafts)
    .where(ofItem(contentType, itemId))
    .for('update')
  return draft ?? null
}

/**
 * Whether publishing needs a second person: always for a type reviewed 'always', else when
 * the settings screen ticked the type (decision 047).
 */
export async function isReviewRequired(contentType: ContentType): Promise<boolean> {
  const spec = contentTypeSpec(contentType)
  if (!spec || spec.review === 'always') return true
  return (await getReviewedContentTypes()).includes(contentType)
}

/** The document of the item's draft, or null; read in the caller's transaction. */
export async function readDraftDocument(
  db: Pick<Tx, 'select'>,
  contentType: ContentType,
  itemId: string,
): Promise<ContentDocument | null> {
  const [draft] = await db
    .select({ document: contentDrafts.document })
    .from(contentDrafts)
    .where(ofItem(contentType, itemId))
  return draft?.document ?? null
}

export async function readDraft(contentType: ContentType, itemId: string): Promise<Draft | null> {
  const db = await getDb()
  const [draft] = await db.select().from(contentDrafts).where(ofItem(contentType, itemId))
  return draft ?? null
}

async function lastRevisionNumber(
  db: Pick<Awaited<ReturnType<typeof getDb>>, 'select'>,
  contentType: ContentType,
  itemId: string,
): Promise<number | null> {
  const [last] = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.number))
    .limit(1)
  return last?.number ?? null
}

/**
 * Saves `document` (already validated by the type's form schema) as the item's draft; the
 * public site is unchanged. Saving a draft that was in review or returned takes it back to
 * editing: what the reviewer saw is no longer what would be published.
 */
export async function saveDraft(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
  document: ContentDocument,
): Promise<{ kind: 'saved'; changed: string[] } | PublishingRefusal> {
  const db = await getDb()
  return db.transaction((tx) => saveDraftIn(tx, actor, contentType, itemId, document))
}

/** `saveDraft` inside the caller's transaction, so a type's own writes commit with it. */
export async function saveDraftIn(
  tx: Tx,
  actor: Staff,
  contentType: ContentType,
  itemId: string,
  document: ContentDocument,
): Promise<{ kind: 'saved'; changed: string[] } | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const live = await spec.read(tx, itemId, { lock: true })
  if (!live) return { kind: 'not-found' } as const
  const baseRevision = await lastRevisionNumber(tx, contentType, itemId)
  const now = new Date()
  const values = {
    document,
    state: 'editing' as const,
    lastEditorId: actor.id,
    lastEditorName: actor.name.slice(0, 100),
    submittedAt: null,
    updatedAt: now,
  }
  await tx
    .insert(contentDrafts)
    .values({ contentType, itemId, baseRevision, ...values })
    .onConflictDoUpdate({
      target: [contentDrafts.contentType, contentDrafts.itemId],
      set: values,
    })
  // The type's fields only: a document may carry what its publish needs besides.
  const names = spec.fields.flatMap(({ name, twin }) => (twin ? [name, twin] : [name]))
  const fieldsOf = (from: ContentDocument) =>
    Object.fromEntries(names.map((name) => [name, from[name]]))
  const changed = changedFields(fieldsOf(live), fieldsOf(document))
  await recordAudit(tx, actor, {
    action: 'draft',
    entity: auditEntityOf(contentType),
    entityId: itemId,
    after: { changed },
  })
  return { kind: 'saved', changed } as const
}

/** Drops the item's draft: the public version stays as it is. Returns the dropped document. */
export async function discardDraft(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
): Promise<{ kind: 'discarded'; document: ContentDocument } | PublishingRefusal> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, contentType, itemId)
    if (!draft) return { kind: 'no-draft' } as const
    await tx.delete(contentDrafts).where(ofItem(contentType, itemId))
    await recordAudit(tx, actor, {
      action: 'discard',
      entity: auditEntityOf(contentType),
      entityId: itemId,
    })
    return { kind: 'discarded', document: draft.document } as const
  })
  if (outcome.kind === 'discarded') {
    const live = await contentTypeSpec(contentType)?.read(db, itemId)
    await contentTypeSpec(contentType)?.afterDraftDropped?.(outcome.document, live ?? null)
  }
  return outcome
}

/** The editor asks for review; an investment without its risk warning is refused. */
export async function submitDraft(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
): Promise<{ kind: 'submitted' } | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const db = await getDb()
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, contentType, itemId)
    if (!draft) return { kind: 'no-draft' } as const
    if (draft.state === 'in-review') return { kind: 'in-review' } as const
    const refusal = spec.submitRefusal?.(draft.document)
    if (refusal) return { kind: refusal } as const
    await tx
      .update(contentDrafts)
      .set({
        state: 'in-review',
        submittedAt: new Date(),
        reviewComment: '',
        reviewerId: null,
        reviewerName: '',
      })
      .where(ofItem(contentType, itemId))
    await recordAudit(tx, actor, {
      action: 'submit',
      entity: auditEntityOf(contentType),
      entityId: itemId,
    })
    return { kind: 'submitted' } as const
  })
}

/** A reviewer sends the draft back to its editor with a comment. */
export async function returnDraft(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
  comment: string,
): Promise<{ kind: 'returned' } | PublishingRefusal> {
  if (!can(actor.role, 'content:publish')) return { kind: 'not-allowed' }
  const db = await getDb()
  return db.transaction(async (tx) => {
    const draft = await lockDraft(tx, contentType, itemId)
    if (!draft) return { kind: 'no-draft' } as const
    if (draft.state !== 'in-review') return { kind: 'not-in-review' } as const
    await tx
      .update(contentDrafts)
      .set({
        state: 'returned',
        reviewComment: comment,
        reviewerId: actor.id,
        reviewerName: actor.name.slice(0, 100),
      })
      .where(ofItem(contentType, itemId))
    await recordAudit(tx, actor, {
      action: 'return',
      entity: auditEntityOf(contentType),
      entityId: itemId,
      after: { comment },
    })
    return { kind: 'returned' } as const
  })
}

/**
 * Publishes the item's draft: written to the live rows, kept as the next revision, deleted.
 * When the type needs review, only a person with the publish permission publishes, only a
 * draft in review, and never its last editor (the second-person rule); otherwise the type's
 * editors publish too, from any state.
 */
export async function publishDraft(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
): Promise<{ kind: 'published'; revision: number } | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const needsReview = await isReviewRequired(contentType)
  const mayPublish =
    can(actor.role, 'content:publish') || (!needsReview && can(actor.role, spec.permissions.write))
  if (!mayPublish) return { kind: 'not-allowed' }
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const live = await spec.read(tx, itemId, { lock: true })
    if (!live) return { kind: 'not-found' } as const
    const draft = await lockDraft(tx, contentType, itemId)
    if (!draft) return { kind: 'no-draft' } as const
    if (needsReview) {
      if (draft.state !== 'in-review') return { kind: 'review-required' } as const
      if (draft.lastEditorId === actor.id) return { kind: 'same-person' } as const
    }
    await spec.write(tx, itemId, draft.document)
    const published = await spec.read(tx, itemId)
    if (!spec.hasOwnTranslationMarks) {
      await keepTranslationMarks(
        tx,
        spec,
        itemId,
        live,
        published ?? {},
        confirmedIn(draft.document),
      )
    }
    const revision = await keepRevision(tx, actor, contentType, itemId, published ?? {}, {
      editedBy:
        draft.lastEditorId === actor.id
          ? undefined
          : { id: draft.lastEditorId, name: draft.lastEditorName },
    })
    await tx.delete(contentDrafts).where(ofItem(contentType, itemId))
    await recordAudit(tx, actor, {
      action: 'publish',
      entity: auditEntityOf(contentType),
      entityId: itemId,
      before: live,
      after: { ...published, revision },
    })
    return { kind: 'published', revision, live, published: published ?? {} } as const
  })
  if (outcome.kind !== 'published') return outcome
  // What the live version held and the new one does not (an image replaced) goes now.
  await spec.afterPublish?.(outcome.live, outcome.published)
  return { kind: 'published', revision: outcome.revision }
}

/**
 * What the item's edit form lists as out of date (decision 052): with a draft, what publishing
 * it would leave behind; none for an unknown item or a type that keeps its own marks.
 */
export async function staleTranslationsFor(
  contentType: ContentType,
  itemId: string,
): Promise<StaleTranslation[]> {
  const spec = contentTypeSpec(contentType)
  if (!spec || spec.hasOwnTranslationMarks) return []
  const db = await getDb()
  const [live, draft] = await Promise.all([
    spec.read(db, itemId),
    readDraftDocument(db, contentType, itemId),
  ])
  return live ? staleTranslationsOf(spec, itemId, live, draft) : []
}

export type RevisionRow = {
  number: number
  changed: string[]
  publishedByName: string
  editedByName: string
  restoredFrom: number | null
  publishedAt: Date
}

/** An item's revisions, newest first, a page at a time. */
export async function listRevisions(
  contentType: ContentType,
  itemId: string,
  page: number,
): Promise<Page<RevisionRow>> {
  const db = await getDb()
  const where = and(
    eq(contentRevisions.contentType, contentType),
    eq(contentRevisions.itemId, itemId),
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        number: contentRevisions.number,
        changed: contentRevisions.changed,
        publishedByName: contentRevisions.publishedByName,
        editedByName: contentRevisions.editedByName,
        restoredFrom: contentRevisions.restoredFrom,
        publishedAt: contentRevisions.publishedAt,
      })
      .from(contentRevisions)
      .where(where)
      .orderBy(desc(contentRevisions.number))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(contentRevisions).where(where),
  ])
  return toPage(rows, total, page)
}

export type FieldComparison = {
  name: string
  /** The field's Arabic twin, compared beside it. */
  twin?: string
  a: unknown
  b: unknown
  twinA?: unknown
  twinB?: unknown
  isChanged: boolean
}

/** Two revisions of an item side by side, field by field, each English field with its twin. */
export async function compareRevisions(
  contentType: ContentType,
  itemId: string,
  a: number,
  b: number,
): Promise<FieldComparison[] | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const db = await getDb()
  const rows = await db
    .select({ number: contentRevisions.number, document: contentRevisions.document })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.contentType, contentType),
        eq(contentRevisions.itemId, itemId),
        inArray(contentRevisions.number, [a, b]),
      ),
    )
  const left = rows.find((row) => row.number === a)?.document
  const right = rows.find((row) => row.number === b)?.document
  if (!left || !right) return { kind: 'not-found' }
  return compareDocuments(spec, left, right)
}

/** What a reviewer checks (decision 047): the public version and the draft, field by field. */
export async function compareDraft(
  contentType: ContentType,
  itemId: string,
): Promise<{ draft: Draft; comparison: FieldComparison[] } | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const db = await getDb()
  const [draft, live] = await Promise.all([readDraft(contentType, itemId), spec.read(db, itemId)])
  if (!live) return { kind: 'not-found' }
  if (!draft) return { kind: 'no-draft' }
  return { draft, comparison: compareDocuments(spec, live, draft.document) }
}

function compareDocuments(
  spec: ContentTypeSpec,
  left: ContentDocument,
  right: ContentDocument,
): FieldComparison[] {
  const same = (x: unknown, y: unknown) => canonicalJson(x) === canonicalJson(y)
  return spec.fields.map(({ name, twin }) => ({
    name,
    twin,
    a: left[name],
    b: right[name],
    ...(twin ? { twinA: left[twin], twinB: right[twin] } : {}),
    isChanged: !same(left[name], right[name]) || (twin ? !same(left[twin], right[twin]) : false),
  }))
}

/** Makes an old revision the item's draft, to be reviewed and published like any other. */
export async function restoreRevision(
  actor: Staff,
  contentType: ContentType,
  itemId: string,
  number: number,
): Promise<{ kind: 'restored' } | PublishingRefusal> {
  const spec = specOf(contentType)
  if (isRefusal(spec)) return spec
  const revision = await readRevision(contentType, itemId, number)
  if (!revision) return { kind: 'not-found' }
  // Some fields are the current version's, whatever the revision held (an image whose file
  // went when it was replaced).
  const current =
    (await readDraft(contentType, itemId))?.document ?? (await spec.read(await getDb(), itemId))
  const kept = Object.fromEntries(
    (spec.keptOnRestore ?? []).map((name) => [name, current?.[name] ?? null]),
  )
  const document = { ...revision, ...kept }
  const saved = await saveDraft(actor, contentType, itemId, document)
  if (saved.kind !== 'saved') return saved
  const db = await getDb()
  await db.transaction(async (tx) => {
    await recordAudit(tx, actor, {
      action: 'restore',
      entity: auditEntityOf(contentType),
      entityId: itemId,
      after: { revision: number },
    })
  })
  return { kind: 'restored' }
}

/** The retention job's part (decision 047): revisions older than the settings' period. */
export async function deleteRevisionsPastRetention(now = new Date()): Promise<number> {
  const { retentionRevisionsMonths } = await getRetentionSettings()
  const before = new Date(now)
  before.setUTCMonth(before.getUTCMonth() - retentionRevisionsMonths)
  return deleteOldRevisions(await getDb(), before)
}

/** One revision's document, or null when the item has no such revision. */
export async function readRevision(
  contentType: ContentType,
  itemId: string,
  number: number,
): Promise<ContentDocument | null> {
  const db = await getDb()
  const [revision] = await db
    .select({ document: contentRevisions.document })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.contentType, contentType),
        eq(contentRevisions.itemId, itemId),
        eq(contentRevisions.number, number),
      ),
    )
  return revision?.document ?? null
}

export type QueueRow = {
  contentType: ContentType
  itemId: string
  title: string
  lastEditorName: string
  submittedAt: Date | null
}

/** Drafts waiting for a reviewer, the longest waiting first, a page at a time. */
export async function listReviewQueue(page: number): Promise<Page<QueueRow>> {
  const db = await getDb()
  const where = eq(contentDrafts.state, 'in-review')
  const order = [asc(contentDrafts.submittedAt), asc(contentDrafts.itemId)]
  // The page's keys first, from the queue's index alone: a deep page then reads 25 documents,
  // not every one it skips (list.server's onPage, for a key of two columns).
  const keys = db
    .select({ contentType: contentDrafts.contentType, itemId: contentDrafts.itemId })
    .from(contentDrafts)
    .where(where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(pageOffset(page))
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        contentType: contentDrafts.contentType,
        itemId: contentDrafts.itemId,
        title: sql<string>`coalesce(${contentDrafts.document}->>'title', ${contentDrafts.document}->>'name', '')`,
        lastEditorName: contentDrafts.lastEditorName,
        submittedAt: contentDrafts.submittedAt,
      })
      .from(contentDrafts)
      .where(sql`(${contentDrafts.contentType}, ${contentDrafts.itemId}) in (${keys})`)
      .orderBy(...order),
    db.select({ total: count() }).from(contentDrafts).where(where),
  ])
  return toPage(rows, total, page)
}
