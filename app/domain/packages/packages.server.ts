import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  contentDrafts,
  investmentPackages,
  packages,
  searchTextOf,
  type DraftState,
} from '#db/schema'
import type { Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import { readDraftDocument, saveDraftIn, type Staff } from '~/domain/publishing/publishing.server'
import {
  isOutdatedSql,
  translationFilterSql,
  type TranslationFlags,
} from '~/domain/publishing/translation-marks.server'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import {
  countPerKey,
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import type { PackageInput, PackageListQuery } from './schema'

/** A package with every text in both languages, as the admin screens read it. */
export type PackageRow = {
  id: string
  name: string
  nameAr: string
  description: string
  descriptionAr: string
  /** AED, numeric(12,2) as text */
  price: string
  services: string[]
  servicesAr: string[]
  imageUrl: string | null
}

/** The texts of a package that have an Arabic twin (decision 018). */
const PACKAGE_TEXTS = ['name', 'description', 'services'] as const

/** A package in a page's language; `inEnglish` names the texts left in English. */
export type LocalizedPackage = Localized<PackageRow, (typeof PACKAGE_TEXTS)[number]>

/**
 * The admin grid: how many investments use it, its translation marks (decision 052), its
 * draft.
 */
export type PackageListRow = PackageRow &
  TranslationFlags & {
    usageCount: number
    draftState: DraftState | null
  }

/** What staff draft and publish of a package (decision 047): its texts, price and image. */
export type PackageDocument = Omit<PackageRow, 'id'>

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const draftOfRow = and(
  eq(contentDrafts.contentType, 'package'),
  eq(contentDrafts.itemId, packages.id),
)

type Actor = Pick<SessionUser, 'id' | 'email'>

const rowColumns = {
  id: packages.id,
  name: packages.name,
  nameAr: packages.nameAr,
  description: packages.description,
  descriptionAr: packages.descriptionAr,
  price: packages.price,
  services: packages.services,
  servicesAr: packages.servicesAr,
  imageUrl: packages.imageUrl,
}

/** The grid's columns: the package's, its marks and its draft's state. */
const listColumns = {
  ...rowColumns,
  isArabicMissing: packages.arabicMissing,
  isTranslationOutdated: isOutdatedSql('package', packages.id),
  draftState: contentDrafts.state,
}

/** SPEC 3: services is a list; a single stored string counts as one item. */
function normaliseServices(services: unknown): string[] {
  if (Array.isArray(services)) return services.filter((s): s is string => typeof s === 'string')
  if (typeof services === 'string' && services.trim()) return [services]
  return []
}

function toRow<T extends { services: unknown; servicesAr: unknown }>(
  row: T,
): T & { services: string[]; servicesAr: string[] } {
  return {
    ...row,
    services: normaliseServices(row.services),
    servicesAr: normaliseServices(row.servicesAr),
  }
}

/**
 * Admin card grid: search on name and description, ordered by name (SPEC 7). The filter and
 * order of the grid and of its export (decision 049).
 */
function packagesView(query: Pick<PackageListQuery, 'q' | 'translation'>) {
  const where = and(
    query.q ? matchesSearch(searchTextOf.packages, query.q) : undefined,
    translationFilterSql(query.translation, 'package', packages.id, packages.arabicMissing),
  )
  const order: ListOrder = [
    { column: packages.name, direction: 'asc' },
    { column: packages.id, direction: 'asc' },
  ]
  return { where, order }
}

/** A page's (or a batch's) packages with how many investments each is attached to. */
async function withUsage<Row extends PackageRow & TranslationFlags>(db: Db, rows: Row[]) {
  const usage = await countPerKey(
    db,
    investmentPackages.packageId,
    rows.map((row) => row.id),
  )
  return rows.map(toRow).map((row) => ({
    ...row,
    usageCount: usage.get(row.id) ?? 0,
  }))
}

/** The admin card grid, 25 a page. */
export async function listPackages(query: PackageListQuery): Promise<Page<PackageListRow>> {
  const db = await getDb()
  const { where, order } = packagesView(query)
  const [rows, total] = await listPage(
    db,
    packages.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      db
        .select(listColumns)
        .from(packages)
        .leftJoin(contentDrafts, draftOfRow)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(await withUsage(db, rows), total, query.page)
}

/** Every package the grid shows for `query`, a batch at a time (decision 049). */
export async function* exportPackages(
  query: Pick<PackageListQuery, 'q' | 'translation'>,
): AsyncGenerator<PackageListRow[]> {
  const db = await getDb()
  const { where, order } = packagesView(query)
  const batches = listBatches(db, order, where, (inBatch) =>
    db
      .select(listColumns)
      .from(packages)
      .leftJoin(contentDrafts, draftOfRow)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield await withUsage(db, rows)
}

/** Every package by name, for the 'Attach Packages' checkboxes. */
export async function listPackageOptions(): Promise<{ id: string; name: string }[]> {
  const db = await getDb()
  return db
    .select({ id: packages.id, name: packages.name })
    .from(packages)
    .orderBy(asc(packages.name), asc(packages.id))
}

/** The packages with these ids in `locale`, by name (public investment detail). */
export async function listPackagesByIds(
  ids: string[],
  locale: Locale,
): Promise<LocalizedPackage[]> {
  if (ids.length === 0) return []
  const db = await getDb()
  const rows = await db
    .select(rowColumns)
    .from(packages)
    .where(inArray(packages.id, ids))
    .orderBy(asc(packages.name), asc(packages.id))
  return rows.map((row) => localize(toRow(row), locale, PACKAGE_TEXTS))
}

export async function getPackage(id: string): Promise<PackageRow | null> {
  const db = await getDb()
  const [row] = await db.select(rowColumns).from(packages).where(eq(packages.id, id))
  return row ? toRow(row) : null
}

/** The package's live document; `lock` holds its row until the transaction ends. */
export async function readPackageDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<PackageDocument | null> {
  const query = db.select(rowColumns).from(packages).where(eq(packages.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return null
  const { id: _id, ...document } = toRow(row)
  return document
}

/** Writes a published document to the live row (the engine holds it locked). */
export async function writePackageDocument(
  tx: Tx,
  id: string,
  document: PackageDocument,
): Promise<void> {
  await tx
    .update(packages)
    .set({
      name: document.name,
      nameAr: document.nameAr,
      description: document.description,
      descriptionAr: document.descriptionAr,
      price: document.price,
      services: normaliseServices(document.services),
      servicesAr: normaliseServices(document.servicesAr),
      imageUrl: document.imageUrl,
      updatedAt: new Date(),
    })
    .where(eq(packages.id, id))
}

/** The package for its edit form: its draft when there is one, else the live version. */
export async function getPackageForEdit(
  id: string,
): Promise<{ item: PackageRow; isDraft: boolean } | null> {
  const db = await getDb()
  const live = await getPackage(id)
  if (!live) return null
  const draft = (await readDraftDocument(db, 'package', id)) as PackageDocument | null
  return draft ? { item: { id, ...draft }, isDraft: true } : { item: live, isDraft: false }
}

/**
 * Saves the edit form as the package's draft (decision 047): the live package, and the
 * investment pages showing it, are unchanged until the draft is published.
 */
export async function savePackageDraft(
  actor: Staff,
  id: string,
  input: PackageInput,
  image: Upload,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const live = await readPackageDocument(tx, id, { lock: true })
    if (!live) return { kind: 'not-found' as const }
    const current = ((await readDraftDocument(tx, 'package', id)) as PackageDocument | null) ?? live
    const imageUrl = urlAfterUpload(image, current.imageUrl)
    await saveDraftIn(tx, actor, 'package', id, { ...input, imageUrl })
    // The draft's own earlier image (never published) is no longer anyone's.
    const dropped =
      current.imageUrl !== imageUrl && current.imageUrl !== live.imageUrl ? current.imageUrl : null
    return { kind: 'saved' as const, dropped }
  })
  if (outcome.kind === 'saved' && outcome.dropped) await removeStoredImage(outcome.dropped)
  return { kind: outcome.kind }
}

/** The package as its draft would publish it, in `locale`, for the staff preview. */
export async function getPackagePreview(
  id: string,
  locale: Locale,
): Promise<{ item: LocalizedPackage; isDraft: boolean } | null> {
  const edit = await getPackageForEdit(id)
  if (!edit) return null
  return { item: localize(toRow(edit.item), locale, PACKAGE_TEXTS), isDraft: edit.isDraft }
}

/**
 * A new package is live at once and kept as its first revision: it shows nowhere until an
 * investment attaches it, and that investment's publish is reviewed (decision 047).
 */
export async function createPackage(
  actor: Actor,
  input: PackageInput,
  image: Upload,
): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('pkg')
  // A new package has nothing to confirm: its texts are current by being new.
  const { confirmTranslations: _confirm, ...fields } = input
  const values = { id, ...fields, imageUrl: urlAfterUpload(image, null) }
  await db.transaction(async (tx) => {
    await tx.insert(packages).values(values)
    const document = await readPackageDocument(tx, id)
    if (document) await keepRevision(tx, actor, 'package', id, document)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'package',
      entityId: id,
      after: values,
    })
  })
  return { id }
}

export async function updatePackage(
  actor: Actor,
  id: string,
  input: PackageInput,
  image: Upload,
): Promise<{ kind: 'updated' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx
      .select(rowColumns)
      .from(packages)
      .where(eq(packages.id, id))
      .for('update')
    if (!before) return { kind: 'not-found' as const }
    const imageUrl = urlAfterUpload(image, before.imageUrl)
    const { confirmTranslations: _confirm, ...fields } = input
    const after = { ...fields, imageUrl }
    await tx
      .update(packages)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(packages.id, id))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'package',
      entityId: id,
      before,
      after: { id, ...after },
    })
    return { kind: 'updated' as const, oldImageUrl: before.imageUrl, imageUrl }
  })
  if (outcome.kind === 'updated' && outcome.oldImageUrl !== outcome.imageUrl) {
    await removeStoredImage(outcome.oldImageUrl)
  }
  return { kind: outcome.kind }
}

/** SPEC 7: a package attached to any investment is not deleted. */
export async function deletePackage(
  actor: Actor,
  id: string,
): Promise<{ kind: 'deleted' } | { kind: 'in-use' } | { kind: 'not-found' }> {
  const db = await getDb()
  try {
    const outcome = await db.transaction(async (tx) => {
      const [before] = await tx
        .select(rowColumns)
        .from(packages)
        .where(eq(packages.id, id))
        .for('update')
      if (!before) return { kind: 'not-found' as const }
      const [inUse] = await tx
        .select({ id: investmentPackages.investmentId })
        .from(investmentPackages)
        .where(eq(investmentPackages.packageId, id))
        .limit(1)
      if (inUse) return { kind: 'in-use' as const }
      // An image uploaded for a draft only goes with the package too.
      const draftImage =
        ((await readDraftDocument(tx, 'package', id)) as PackageDocument | null)?.imageUrl ?? null
      await forgetItem(tx, 'package', id)
      await tx.delete(packages).where(eq(packages.id, id))
      await recordAudit(tx, actor, { action: 'delete', entity: 'package', entityId: id, before })
      return { kind: 'deleted' as const, imageUrl: before.imageUrl, draftImage }
    })
    if (outcome.kind === 'deleted') {
      await removeStoredImage(outcome.imageUrl)
      if (outcome.draftImage !== outcome.imageUrl) await removeStoredImage(outcome.draftImage)
    }
    return { kind: outcome.kind }
  } catch (error) {
    // An investment attached it between our check and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) return { kind: 'in-use' }
    throw error
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true
  }
  return false
}
