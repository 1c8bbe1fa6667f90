import { asc, eq, inArray } from 'drizzle-orm'
import { investmentPackages, packages, searchTextOf } from '#db/schema'
import type { Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type ListQuery, type Page } from '~/lib/list-query'
import { isArabicMissing, localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { countPerKey, listPage, matchesSearch } from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import type { PackageInput } from './schema'

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

/** The admin grid: how many investments use it, and whether a text lacks its Arabic. */
export type PackageListRow = PackageRow & { usageCount: number; isArabicMissing: boolean }

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

/** Admin card grid: search on name and description, ordered by name (SPEC 7), 25 a page. */
export async function listPackages(query: ListQuery): Promise<Page<PackageListRow>> {
  const db = await getDb()
  const where = query.q ? matchesSearch(searchTextOf.packages, query.q) : undefined
  const order = [asc(packages.name), asc(packages.id)]
  const [rows, total] = await listPage(db, packages.id, where, order, query, (onThisPage) =>
    db
      .select(rowColumns)
      .from(packages)
      .where(onThisPage)
      .orderBy(...order),
  )
  const usage = await countPerKey(
    db,
    investmentPackages.packageId,
    rows.map((row) => row.id),
  )
  return toPage(
    rows.map(toRow).map((row) => ({
      ...row,
      usageCount: usage.get(row.id) ?? 0,
      isArabicMissing: isArabicMissing(row, PACKAGE_TEXTS),
    })),
    total,
    query.page,
  )
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

export async function createPackage(
  actor: Actor,
  input: PackageInput,
  image: Upload,
): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('pkg')
  const values = { id, ...input, imageUrl: urlAfterUpload(image, null) }
  await db.transaction(async (tx) => {
    await tx.insert(packages).values(values)
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
    const after = { ...input, imageUrl }
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
      await tx.delete(packages).where(eq(packages.id, id))
      await recordAudit(tx, actor, { action: 'delete', entity: 'package', entityId: id, before })
      return { kind: 'deleted' as const, imageUrl: before.imageUrl }
    })
    if (outcome.kind === 'deleted') await removeStoredImage(outcome.imageUrl)
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
