import { and, asc, eq, max, ne, type SQL } from 'drizzle-orm'
import { contentDrafts, searchTextOf, testimonials, type DraftState } from '#db/schema'
import { readDraftDocument, saveDraftIn, type Staff } from '~/domain/publishing/publishing.server'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import { saveScheduleIn } from '~/domain/publishing/schedules.server'
import { scheduleOf } from '~/domain/publishing/schema'
import {
  isOutdatedSql,
  translationFilterSql,
  type TranslationFlags,
} from '~/domain/publishing/translation-marks.server'
import type { Locale } from '~/i18n/locale'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import {
  TESTIMONIAL_TEXTS,
  type TestimonialInput,
  type TestimonialListQuery,
  type TestimonialText,
} from './schema'

/** A testimonial as the admin edits it: each text with its Arabic twin (decision 018). */
export type AdminTestimonial = {
  id: string
  name: string
  nameAr: string
  title: string
  titleAr: string
  quote: string
  quoteAr: string
  sortOrder: number
  isActive: boolean
}

/** A testimonial as a page in one language shows it: the texts in that language, no twins. */
export type Testimonial = Localized<
  { id: string; name: string; title: string; quote: string },
  TestimonialText
>

/** What staff draft and publish of a testimonial (decision 047): every field of its dialog. */
export type TestimonialDocument = Omit<AdminTestimonial, 'id'>

/** A testimonial's draft (decision 047): the admin list marks its state, the dialog edits it. */
export type TestimonialDraft = {
  state: DraftState
  lastEditorName: string
  updatedAt: Date
  document: TestimonialDocument
}

/**
 * A testimonial as the admin screen lists and edits it: the live row, its translation marks
 * (decision 052) and its draft, if any.
 */
export type TestimonialRow = AdminTestimonial &
  TranslationFlags & { draft: TestimonialDraft | null }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const testimonialColumns = {
  id: testimonials.id,
  name: testimonials.name,
  nameAr: testimonials.nameAr,
  title: testimonials.title,
  titleAr: testimonials.titleAr,
  quote: testimonials.quote,
  quoteAr: testimonials.quoteAr,
  sortOrder: testimonials.sortOrder,
  isActive: testimonials.isActive,
}

const draftOfRow = and(
  eq(contentDrafts.contentType, 'testimonial'),
  eq(contentDrafts.itemId, testimonials.id),
)

/** The admin screen's columns: the testimonial's, and its draft's through a left join. */
const rowColumns = {
  ...testimonialColumns,
  isArabicMissing: testimonials.arabicMissing,
  isTranslationOutdated: isOutdatedSql('testimonial', testimonials.id),
  draftState: contentDrafts.state,
  draftEditorName: contentDrafts.lastEditorName,
  draftUpdatedAt: contentDrafts.updatedAt,
  draftDocument: contentDrafts.document,
}

function toRow({
  draftState,
  draftEditorName,
  draftUpdatedAt,
  draftDocument,
  ...testimonial
}: AdminTestimonial &
  TranslationFlags & {
    draftState: DraftState | null
    draftEditorName: string | null
    draftUpdatedAt: Date | null
    draftDocument: unknown
  }): TestimonialRow {
  const draft =
    draftState && draftUpdatedAt
      ? {
          state: draftState,
          lastEditorName: draftEditorName ?? '',
          updatedAt: draftUpdatedAt,
          document: draftDocument as TestimonialDocument,
        }
      : null
  return { ...testimonial, draft }
}

function toPublic(
  { id, name, nameAr, title, titleAr, quote, quoteAr }: AdminTestimonial,
  locale: Locale,
): Testimonial {
  return localize({ id, name, nameAr, title, titleAr, quote, quoteAr }, locale, TESTIMONIAL_TEXTS)
}

/** The home page and the admin list both read in this order. */
const ORDER: ListOrder = [
  { column: testimonials.sortOrder, direction: 'asc' },
  { column: testimonials.id, direction: 'asc' },
]

/**
 * The home page testimonials in `locale`: active ones in their set order (SPEC 2: always
 * five stars). An empty Arabic twin shows the English text (decision 018).
 */
export async function listActiveTestimonials(locale: Locale): Promise<Testimonial[]> {
  const db = await getDb()
  const rows = await db
    .select(testimonialColumns)
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
  return rows.map((row) => toPublic(row, locale))
}

/** The admin table's filter: a search on name, title and quote, and the shown-or-not status. */
function testimonialsWhere(query: Pick<TestimonialListQuery, 'q' | 'status' | 'translation'>) {
  const conditions: SQL[] = []
  if (query.q) conditions.push(matchesSearch(searchTextOf.testimonials, query.q))
  const translation = translationFilterSql(
    query.translation,
    'testimonial',
    testimonials.id,
    testimonials.arabicMissing,
  )
  if (translation) conditions.push(translation)
  if (query.status !== 'all') {
    conditions.push(eq(testimonials.isActive, query.status === 'active'))
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** The admin table, 25 a page, each row with its draft (the dialog opens on it). */
export async function listTestimonials(query: TestimonialListQuery): Promise<Page<TestimonialRow>> {
  const db = await getDb()
  const where = testimonialsWhere(query)
  const [rows, total] = await listPage(
    db,
    testimonials.id,
    where,
    orderSql(ORDER),
    query,
    (onThisPage) =>
      db
        .select(rowColumns)
        .from(testimonials)
        .leftJoin(contentDrafts, draftOfRow)
        .where(onThisPage)
        .orderBy(...orderSql(ORDER)),
  )
  return toPage(rows.map(toRow), total, query.page)
}

/** Every testimonial the table shows for `query`, a batch at a time (decision 049). */
export async function* exportTestimonials(
  query: Pick<TestimonialListQuery, 'q' | 'status' | 'translation'>,
): AsyncGenerator<TestimonialRow[]> {
  const db = await getDb()
  const batches = listBatches(db, ORDER, testimonialsWhere(query), (inBatch) =>
    db
      .select(rowColumns)
      .from(testimonials)
      .leftJoin(contentDrafts, draftOfRow)
      .where(inBatch)
      .orderBy(...orderSql(ORDER)),
  )
  for await (const rows of batches) yield rows.map(toRow)
}

/** One testimonial by id with its draft, shown or not (the admin's dialogs), or null. */
export async function getTestimonial(id: string): Promise<TestimonialRow | null> {
  const db = await getDb()
  const [row] = await db
    .select(rowColumns)
    .from(testimonials)
    .leftJoin(contentDrafts, draftOfRow)
    .where(eq(testimonials.id, id))
  return row ? toRow(row) : null
}

/** The testimonial's live document; `lock` holds its row until the transaction ends. */
export async function readTestimonialDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<TestimonialDocument | null> {
  const query = db.select(testimonialColumns).from(testimonials).where(eq(testimonials.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return null
  const { id: _id, ...document } = row
  return document
}

/** Writes a published document to the live row (the engine holds it locked). */
export async function writeTestimonialDocument(
  tx: Tx,
  id: string,
  document: TestimonialDocument,
): Promise<void> {
  await tx
    .update(testimonials)
    .set({
      name: document.name,
      nameAr: document.nameAr,
      title: document.title,
      titleAr: document.titleAr,
      quote: document.quote,
      quoteAr: document.quoteAr,
      sortOrder: document.sortOrder,
      isActive: document.isActive,
      updatedAt: new Date(),
    })
    .where(eq(testimonials.id, id))
}

/** The testimonial as its draft would publish it, else as published, or null. */
async function getTestimonialForEdit(
  id: string,
): Promise<{ testimonial: AdminTestimonial; isDraft: boolean } | null> {
  const db = await getDb()
  const live = await readTestimonialDocument(db, id)
  if (!live) return null
  const draft = (await readDraftDocument(db, 'testimonial', id)) as TestimonialDocument | null
  return { testimonial: { id, ...(draft ?? live) }, isDraft: draft !== null }
}

/** The testimonial as the home page will show its draft, in `locale`, for the staff preview. */
export async function getTestimonialPreview(
  id: string,
  locale: Locale,
): Promise<{ testimonial: Testimonial; isDraft: boolean } | null> {
  const edit = await getTestimonialForEdit(id)
  if (!edit) return null
  return { testimonial: toPublic(edit.testimonial, locale), isDraft: edit.isDraft }
}

// The form's largest sort order: a testimonial appended past it could not be saved again.
const SORT_ORDER_MAX = 9999

/** Its place: the one the admin gave, or, left empty, after every other testimonial. */
async function sortOrderOf(tx: Tx, input: TestimonialInput, id?: string): Promise<number> {
  if (input.sortOrder !== undefined) return input.sortOrder
  const [{ last }] = await tx
    .select({ last: max(testimonials.sortOrder) })
    .from(testimonials)
    .where(id ? ne(testimonials.id, id) : undefined)
  return Math.min((last ?? 0) + 1, SORT_ORDER_MAX)
}

async function documentOf(
  tx: Tx,
  input: TestimonialInput,
  id?: string,
): Promise<TestimonialDocument> {
  return {
    name: input.name,
    nameAr: input.nameAr ?? '',
    title: input.title,
    titleAr: input.titleAr ?? '',
    quote: input.quote,
    quoteAr: input.quoteAr ?? '',
    sortOrder: await sortOrderOf(tx, input, id),
    isActive: input.isActive,
  }
}

/**
 * Adds a testimonial. Where editors publish testimonials it is live at once and kept as its
 * first revision; where they need review (decision 047) the row is hidden (inactive) and the
 * dialog's values, the requested `isActive` included, are its draft until it is published.
 */
export async function createTestimonial(
  actor: Staff,
  input: TestimonialInput,
  { needsReview }: { needsReview: boolean },
): Promise<AdminTestimonial> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const id = newId('testimonial')
    const document = await documentOf(tx, input)
    const [created] = await tx
      .insert(testimonials)
      .values({ id, ...document, isActive: needsReview ? false : document.isActive })
      .returning(testimonialColumns)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'testimonial',
      entityId: id,
      after: created,
    })
    await saveScheduleIn(tx, actor, 'testimonial', id, scheduleOf(input))
    if (needsReview) {
      await saveDraftIn(tx, actor, 'testimonial', id, document)
    } else {
      const { id: _id, ...published } = created
      await keepRevision(tx, actor, 'testimonial', id, published)
    }
    return created
  })
}

/**
 * Saves the dialog's values as the testimonial's draft (decision 047): the home page is
 * unchanged until the draft is published.
 */
export async function saveTestimonialDraft(
  actor: Staff,
  id: string,
  input: TestimonialInput,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const live = await readTestimonialDocument(tx, id, { lock: true })
    if (!live) return { kind: 'not-found' as const }
    await saveDraftIn(tx, actor, 'testimonial', id, {
      ...(await documentOf(tx, input, id)),
      // "Still correct" ticked on the dialog, carried by the draft to its publish.
      confirmTranslations: input.confirmTranslations ?? [],
    })
    // The schedule is the testimonial's, not the draft's: it applies to what is published.
    await saveScheduleIn(tx, actor, 'testimonial', id, scheduleOf(input))
    return { kind: 'saved' as const }
  })
}

/** Deletes a testimonial; its draft and revisions go too (decision 047). */
export async function deleteTestimonial(
  actor: Staff,
  id: string,
): Promise<{ kind: 'ok'; testimonial: AdminTestimonial } | { kind: 'not-found' }> {
  const db = await getDb()
  const before = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(testimonials)
      .where(eq(testimonials.id, id))
      .returning(testimonialColumns)
    if (!deleted) return null
    await forgetItem(tx, 'testimonial', id)
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'testimonial',
      entityId: id,
      before: deleted,
    })
    return deleted
  })
  return before ? { kind: 'ok', testimonial: before } : { kind: 'not-found' }
}
