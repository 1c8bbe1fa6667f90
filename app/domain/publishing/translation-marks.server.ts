import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { contentTranslations, type ContentDocument, type ContentType } from '#db/schema'
import { getDb, type Db } from '~/server/db.server'
import type { ContentTypeSpec } from './content-types.server'
import {
  confirmedIn,
  markTranslations,
  staleTranslations,
  type StaleTranslation,
  type TwinPair,
} from './translations'
import type { TranslationFilter } from './schema'

/*
 * The translation marks of every drafted type but investments (decision 052), kept in one
 * place: the engine's publish. An English field changed without its Arabic twin (or the
 * reverse) marks the twin "out of date" until a later publish updates it or staff tick
 * "Still correct" on the form, which the draft carries to its publish as
 * `confirmTranslations`.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The type's English fields with their Arabic twins. */
export function twinPairsOf(spec: Pick<ContentTypeSpec, 'fields'>): TwinPair[] {
  return spec.fields.flatMap(({ name, twin }) => (twin ? [{ name, twin }] : []))
}

async function readMarks(db: Db | Tx, contentType: ContentType, itemId: string) {
  const [row] = await db
    .select({ marks: contentTranslations.marks })
    .from(contentTranslations)
    .where(
      and(eq(contentTranslations.contentType, contentType), eq(contentTranslations.itemId, itemId)),
    )
  return row?.marks ?? {}
}

/**
 * After a publish wrote `after` over `before`: the item's marks, in the publish's transaction.
 * An item left with none keeps no row.
 */
export async function keepTranslationMarks(
  tx: Tx,
  spec: ContentTypeSpec,
  itemId: string,
  before: ContentDocument,
  after: ContentDocument,
  confirm: readonly string[],
): Promise<void> {
  const pairs = twinPairsOf(spec)
  const contentType = spec.contentType
  const marks = markTranslations(
    pairs,
    before,
    after,
    await readMarks(tx, contentType, itemId),
    new Date(),
    confirm,
  )
  const ofItem = and(
    eq(contentTranslations.contentType, contentType),
    eq(contentTranslations.itemId, itemId),
  )
  if (Object.keys(marks).length === 0) {
    await tx.delete(contentTranslations).where(ofItem)
    return
  }
  const values = {
    marks,
    isOutdated: staleTranslations(pairs, after, marks).length > 0,
    updatedAt: new Date(),
  }
  await tx
    .insert(contentTranslations)
    .values({ contentType, itemId, ...values })
    .onConflictDoUpdate({
      target: [contentTranslations.contentType, contentTranslations.itemId],
      set: values,
    })
}

/**
 * What the edit form lists as out of date: with a draft, what publishing it would leave
 * behind (its own confirmations counted); without one, the published version's marks.
 */
export async function staleTranslationsOf(
  spec: ContentTypeSpec,
  itemId: string,
  live: ContentDocument,
  draft: ContentDocument | null,
): Promise<StaleTranslation[]> {
  const pairs = twinPairsOf(spec)
  const marks = await readMarks(await getDb(), spec.contentType, itemId)
  if (!draft) return staleTranslations(pairs, live, marks)
  const next = markTranslations(pairs, live, draft, marks, new Date(), confirmedIn(draft))
  return staleTranslations(pairs, draft, next)
}

/** A list row's two marks. */
export type TranslationFlags = { isArabicMissing: boolean; isTranslationOutdated: boolean }

/** Whether the item is out of date, for a list's row and filter (`id` is its key column). */
export function isOutdatedSql(contentType: ContentType, id: AnyColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${contentTranslations} where ${and(
    eq(contentTranslations.contentType, contentType),
    eq(contentTranslations.itemId, id),
    eq(contentTranslations.isOutdated, true),
  )})`
}

/**
 * A list's translation filter (decision 052): "missing Arabic" from the row's own generated
 * column, "out of date" from the marks' partial index.
 */
export function translationFilterSql(
  filter: TranslationFilter,
  contentType: ContentType,
  id: AnyColumn,
  arabicMissing: AnyColumn,
): SQL | undefined {
  if (filter === 'missing') return eq(arabicMissing, true)
  if (filter === 'outdated') return isOutdatedSql(contentType, id)
  return undefined
}
