import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import {
  contentDrafts,
  contentRevisions,
  contentSchedules,
  contentTranslations,
  type ContentDocument,
  type ContentType,
} from '#db/schema'
import type { Db } from '~/server/db.server'
import { selectRows } from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'

/*
 * Revisions (decision 047): every publish of an item keeps its document, numbered from 1 per
 * item, with the fields that changed since the previous one. Written in the publish's own
 * transaction, after the live rows, so a revision is exactly what the public site shows.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Publisher = Pick<SessionUser, 'id' | 'email'> & { name?: string }

/** A value's JSON with every object's keys sorted: jsonb does not keep the order written. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  )
}

/** The fields of `after` (and of `before`) whose values differ, in `after`'s order. */
export function changedFields(before: ContentDocument, after: ContentDocument): string[] {
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])]
  return names.filter((name) => canonicalJson(before[name]) !== canonicalJson(after[name]))
}

/**
 * Keeps `document` as the item's next revision; a publish that changed nothing since the last
 * revision keeps none. Returns the revision's number (the last one's when nothing changed).
 * The caller holds the item's live row locked, so two publishes of one item are numbered in
 * turn (the unique index refuses a race that slipped through).
 */
export async function keepRevision(
  tx: Tx,
  publisher: Publisher,
  contentType: ContentType,
  itemId: string,
  document: ContentDocument,
  facts: { editedBy?: { id: string | null; name: string }; restoredFrom?: number | null } = {},
): Promise<number> {
  const [last] = await tx
    .select({ number: contentRevisions.number, document: contentRevisions.document })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)))
    .orderBy(desc(contentRevisions.number))
    .limit(1)
  const changed = last ? changedFields(last.document, document) : Object.keys(document)
  if (last && changed.length === 0) return last.number
  const number = (last?.number ?? 0) + 1
  await tx.insert(contentRevisions).values({
    contentType,
    itemId,
    number,
    document,
    changed,
    publishedById: publisher.id,
    publishedByName: (publisher.name || publisher.email).slice(0, 100),
    editedById: facts.editedBy?.id ?? null,
    editedByName: (facts.editedBy?.name ?? '').slice(0, 100),
    restoredFrom: facts.restoredFrom ?? null,
  })
  return number
}

/**
 * An erased account's name leaves the drafts and revisions it edited, published or returned
 * (decision 048): what was done and when stays, as the audit log keeps it without the actor.
 * Called before the account's row goes, while the ids still name it.
 */
export async function forgetStaffName(tx: Tx, userId: string, erasedName: string): Promise<void> {
  const nameWhere = (idColumn: AnyPgColumn, nameColumn: AnyPgColumn) =>
    sql`case when ${idColumn} = ${userId} then ${erasedName} else ${nameColumn} end`
  await tx
    .update(contentRevisions)
    .set({
      publishedByName: nameWhere(contentRevisions.publishedById, contentRevisions.publishedByName),
      editedByName: nameWhere(contentRevisions.editedById, contentRevisions.editedByName),
    })
    .where(or(eq(contentRevisions.publishedById, userId), eq(contentRevisions.editedById, userId)))
  await tx
    .update(contentDrafts)
    .set({
      lastEditorName: nameWhere(contentDrafts.lastEditorId, contentDrafts.lastEditorName),
      reviewerName: nameWhere(contentDrafts.reviewerId, contentDrafts.reviewerName),
    })
    .where(or(eq(contentDrafts.lastEditorId, userId), eq(contentDrafts.reviewerId, userId)))
}

/**
 * A deleted item's drafts, revisions, translation marks and schedule go with it (the audit
 * log keeps what it was).
 */
export async function forgetItem(tx: Tx, contentType: ContentType, itemId: string): Promise<void> {
  await tx
    .delete(contentSchedules)
    .where(and(eq(contentSchedules.contentType, contentType), eq(contentSchedules.itemId, itemId)))
  await tx
    .delete(contentTranslations)
    .where(
      and(eq(contentTranslations.contentType, contentType), eq(contentTranslations.itemId, itemId)),
    )
  await tx
    .delete(contentRevisions)
    .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)))
  await tx
    .delete(contentDrafts)
    .where(and(eq(contentDrafts.contentType, contentType), eq(contentDrafts.itemId, itemId)))
}

/**
 * Deletes revisions published before `before`, except each item's latest (decision 047: the
 * retention screen's period). Returns how many went.
 */
export async function deleteOldRevisions(db: Db, before: Date): Promise<number> {
  const deleted = await selectRows<{ id: number }>(
    db,
    sql`
    delete from ${contentRevisions} r
    where r.published_at < ${before.toISOString()}::timestamptz
      and exists (
        select 1 from ${contentRevisions} newer
        where newer.content_type = r.content_type
          and newer.item_id = r.item_id
          and newer.number > r.number
      )
    returning r.id
  `,
  )
  return deleted.length
}

/**
 * Whether the public site has ever shown an item with an "active" flag (team members, jobs,
 * consultants, testimonials). One created under review is an inactive row with a draft and no
 * revision until its first publish; an item shown now, one published before (a revision), or
 * one without a draft (seeded before drafts existed) has been.
 */
export async function wasEverShown(
  db: Db,
  contentType: ContentType,
  itemId: string,
  isActive: boolean,
): Promise<boolean> {
  if (isActive) return true
  const [revision] = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId)))
    .limit(1)
  if (revision) return true
  const [draft] = await db
    .select({ itemId: contentDrafts.itemId })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.contentType, contentType), eq(contentDrafts.itemId, itemId)))
  return !draft
}
