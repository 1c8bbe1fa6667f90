import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm'
import {
  contentDrafts,
  investmentLinks,
  investmentPackages,
  investments,
  packages,
  searchTextOf,
  type ContentDocument,
  type DraftState,
  type TranslationMarks,
} from '#db/schema'
import type { TranslationFilter } from '~/domain/publishing/schema'
import {
  isArabicMissingIn,
  markTranslations,
  staleTranslations,
  type StaleTranslation,
} from '~/domain/publishing/translations'
import { listPackagesByIds, type LocalizedPackage } from '~/domain/packages/packages.server'
import { messagesFor, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { localize } from '~/lib/localized'
import { toPage, type ListQuery, type Page } from '~/lib/list-query'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import {
  readDraftDocument as readDraftDocumentOf,
  saveDraftIn,
  type Staff,
} from '~/domain/publishing/publishing.server'
import { recordAudit } from '~/server/audit.server'
import { announceContentChange } from '~/server/content-changes.server'
import { getDb, type Db } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import {
  INVESTMENT_TWINS,
  type InvestmentInput,
  type InvestmentType,
  type PublicInvestmentQuery,
} from './schema'

/** The texts of an investment card that have an Arabic twin (decision 018). */
const CARD_TEXTS = ['title', 'description', 'profitMargin'] as const
/** The detail page shows the profit schema too. */
const DETAIL_TEXTS = [...CARD_TEXTS, 'profitSchema'] as const
type CardText = (typeof CARD_TEXTS)[number]
type DetailText = (typeof DETAIL_TEXTS)[number]

/** An investment card in the page's language; `inEnglish` names the texts left in English. */
export type InvestmentCard = {
  id: string
  title: string
  description: string
  type: InvestmentType
  profitMargin: string
  imageUrl: string | null
  inEnglish: CardText[]
}

export type InvestmentLink = { title: string; url: string; inEnglish: 'title'[] }

/** The investment page in its language: links and packages localized too. */
export type InvestmentDetail = Omit<InvestmentCard, 'inEnglish'> & {
  department: string | null
  profitSchema: string
  isActive: boolean
  /** Past it, no new request is taken (decision 047). */
  closesAt: Date | null
  links: InvestmentLink[]
  packages: Pick<LocalizedPackage, 'id' | 'name' | 'description' | 'services' | 'inEnglish'>[]
  inEnglish: DetailText[]
}

/** A link row as the admin form edits it: both languages. */
export type InvestmentLinkInput = { title: string; titleAr: string; url: string }

/** What the edit form loads: every text with its Arabic twin. */
export type InvestmentForEdit = {
  id: string
  title: string
  titleAr: string
  description: string
  descriptionAr: string
  type: InvestmentType
  department: string | null
  profitMargin: string
  profitMarginAr: string
  profitSchema: string
  profitSchemaAr: string
  riskWarning: string
  riskWarningAr: string
  imageUrl: string | null
  isActive: boolean
  links: InvestmentLinkInput[]
  packageIds: string[]
  /** Texts one side of which changed after the other (decision 047). */
  stale: StaleTranslation[]
  schedule: { publishAt: Date | null; unpublishAt: Date | null; closesAt: Date | null }
}

export type AdminInvestmentRow = {
  id: string
  title: string
  type: InvestmentType
  profitMargin: string
  isActive: boolean
  /** A text (or a link title) has English and no Arabic: the list marks it 'Arabic missing'. */
  isArabicMissing: boolean
  /** One side of a text changed after the other (decision 047): marked 'out of date'. */
  isTranslationOutdated: boolean
  /** The state of its draft waiting to be published, if it has one (decision 047). */
  draftState: DraftState | null
}

type Actor = Pick<SessionUser, 'id' | 'email'>
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The public grid shows 24 cards a page (a multiple of its 1, 2 and 3 columns). */
export const PUBLIC_PAGE_SIZE = 24

const cardColumns = {
  id: investments.id,
  title: investments.title,
  titleAr: investments.titleAr,
  description: investments.description,
  descriptionAr: investments.descriptionAr,
  type: investments.type,
  profitMargin: investments.profitMargin,
  profitMarginAr: investments.profitMarginAr,
  imageUrl: investments.imageUrl,
}

const detailColumns = {
  ...cardColumns,
  department: investments.department,
  profitSchema: investments.profitSchema,
  profitSchemaAr: investments.profitSchemaAr,
  isActive: investments.isActive,
  closesAt: investments.closesAt,
}

/** SPEC 9: the home page features the first 6 investments. */
export async function listFeaturedInvestments(
  locale: Locale,
  limit = 6,
): Promise<InvestmentCard[]> {
  const db = await getDb()
  const rows = await db
    .select(cardColumns)
    .from(investments)
    .where(and(eq(investments.isActive, true)))
    .orderBy(asc(investments.createdAt), asc(investments.id))
    .limit(limit)
  return rows.map((row) => localize(row, locale, CARD_TEXTS))
}

/** SPEC 5: search is a case-insensitive substring match on title and description. */
function searchFilter(q: string): SQL | undefined {
  return q ? matchesSearch(searchTextOf.investments, q) : undefined
}

/**
 * /investments: active investments matching the search and type filter, newest first. The
 * search matches either language (the index holds both); the cards are in `locale`.
 */
export async function listPublicInvestments(
  query: PublicInvestmentQuery,
  locale: Locale,
): Promise<{
  cards: InvestmentCard[]
  total: number
  page: number
  pageCount: number
  pageSize: number
}> {
  const db = await getDb()
  const where = and(
    eq(investments.isActive, true),
    searchFilter(query.q),
    query.type === 'all' ? undefined : eq(investments.type, query.type),
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(investments)
      .where(where)
      .orderBy(desc(investments.createdAt), desc(investments.id))
      .limit(PUBLIC_PAGE_SIZE)
      .offset((query.page - 1) * PUBLIC_PAGE_SIZE),
    db.select({ total: count() }).from(investments).where(where),
  ])
  return {
    cards: rows.map((row) => localize(row, locale, CARD_TEXTS)),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
    pageSize: PUBLIC_PAGE_SIZE,
  }
}

async function readLinks(db: Db | Tx, id: string): Promise<InvestmentLinkInput[]> {
  return db
    .select({
      title: investmentLinks.title,
      titleAr: investmentLinks.titleAr,
      url: investmentLinks.url,
    })
    .from(investmentLinks)
    .where(eq(investmentLinks.investmentId, id))
    .orderBy(asc(investmentLinks.sortOrder), asc(investmentLinks.id))
}

async function readPackageIds(db: Db | Tx, id: string): Promise<string[]> {
  const rows = await db
    .select({ packageId: investmentPackages.packageId })
    .from(investmentPackages)
    .where(eq(investmentPackages.investmentId, id))
    .orderBy(asc(investmentPackages.packageId))
  return rows.map((row) => row.packageId)
}

/**
 * /investments/{id} in `locale`: the investment with its links and packages, or null when
 * unknown. Inactive investments are hidden unless `includeInactive` (an admin previewing).
 */
export async function getInvestmentDetail(
  id: string,
  locale: Locale,
  { includeInactive = false }: { includeInactive?: boolean } = {},
): Promise<InvestmentDetail | null> {
  const db = await getDb()
  const [row] = await db.select(detailColumns).from(investments).where(eq(investments.id, id))
  if (!row || (!row.isActive && !includeInactive)) return null
  const [links, packageIds] = await Promise.all([readLinks(db, id), readPackageIds(db, id)])
  return detailOf(row, links, packageIds, locale)
}

/** The page's investment in `locale` from its fields, links and attached packages. */
async function detailOf(
  row: Omit<
    InvestmentForEdit,
    'links' | 'packageIds' | 'stale' | 'schedule' | 'riskWarning' | 'riskWarningAr'
  > & { closesAt: Date | null },
  links: InvestmentLinkInput[],
  packageIds: string[],
  locale: Locale,
): Promise<InvestmentDetail> {
  const attached = await listPackagesByIds(packageIds, locale)
  const fields = {
    id: row.id,
    title: row.title,
    titleAr: row.titleAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    type: row.type,
    profitMargin: row.profitMargin,
    profitMarginAr: row.profitMarginAr,
    profitSchema: row.profitSchema,
    profitSchemaAr: row.profitSchemaAr,
    imageUrl: row.imageUrl,
    department: row.department,
    isActive: row.isActive,
    closesAt: row.closesAt,
  }
  return {
    ...localize(fields, locale, DETAIL_TEXTS),
    links: links.map((link) => localize(link, locale, ['title'])),
    packages: attached.map(({ id: packageId, name, description, services, inEnglish }) => ({
      id: packageId,
      name,
      description,
      services,
      inEnglish,
    })),
  }
}

/** Every active investment's id and last change, for /sitemap.xml (issue 3). */
export async function listActiveInvestmentIds(): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb()
  return db
    .select({ id: investments.id, updatedAt: investments.updatedAt })
    .from(investments)
    .where(eq(investments.isActive, true))
    .orderBy(asc(investments.createdAt), asc(investments.id))
}

const adminRowColumns = {
  id: investments.id,
  title: investments.title,
  type: investments.type,
  profitMargin: investments.profitMargin,
  isActive: investments.isActive,
  // Kept at each save (decision 047), so the marks and the filters read no other row.
  isArabicMissing: investments.arabicMissing,
  isTranslationOutdated: investments.translationOutdated,
  // Its draft, if any (decision 047): one primary-key lookup per row of the page.
  draftState: contentDrafts.state,
}

const draftOfRow = and(
  eq(contentDrafts.contentType, 'investment'),
  eq(contentDrafts.itemId, investments.id),
)

/** The investment's draft document (decision 047), or null when it has none. */
async function readDraftDocument(db: Db | Tx, id: string): Promise<InvestmentDocument | null> {
  return (await readDraftDocumentOf(db, 'investment', id)) as InvestmentDocument | null
}

export type AdminInvestmentQuery = ListQuery & { translation: TranslationFilter }

/**
 * Admin table: search on title and description, newest first; "missing Arabic" and "out of
 * date" each read from their partial index (decision 047). The filter and order of the table
 * and of its export (decision 049).
 */
function adminInvestmentsView(query: Omit<AdminInvestmentQuery, 'page'>) {
  const where = and(
    searchFilter(query.q),
    query.translation === 'missing'
      ? eq(investments.arabicMissing, true)
      : query.translation === 'outdated'
        ? eq(investments.translationOutdated, true)
        : undefined,
  )
  const order: ListOrder = [
    { column: investments.createdAt, direction: 'desc' },
    { column: investments.id, direction: 'desc' },
  ]
  return { where, order }
}

/** The admin table, 25 a page. */
export async function listAdminInvestments(
  query: AdminInvestmentQuery,
): Promise<Page<AdminInvestmentRow>> {
  const db = await getDb()
  const { where, order } = adminInvestmentsView(query)
  const [rows, total] = await listPage(
    db,
    investments.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      db
        .select(adminRowColumns)
        .from(investments)
        .leftJoin(contentDrafts, draftOfRow)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/** Every investment the admin table shows for `query`, a batch at a time (decision 049). */
export async function* exportAdminInvestments(
  query: Omit<AdminInvestmentQuery, 'page'>,
): AsyncGenerator<AdminInvestmentRow[]> {
  const db = await getDb()
  const { where, order } = adminInvestmentsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    db
      .select(adminRowColumns)
      .from(investments)
      .leftJoin(contentDrafts, draftOfRow)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/** One row of the admin table, also when it is not on the page shown (?delete=inv-001). */
export async function getAdminInvestment(
  id: string,
): Promise<(AdminInvestmentRow & { wasPublished: boolean }) | null> {
  const db = await getDb()
  const [row] = await db
    .select({ ...adminRowColumns, firstPublishedAt: investments.firstPublishedAt })
    .from(investments)
    .leftJoin(contentDrafts, draftOfRow)
    .where(eq(investments.id, id))
  if (!row) return null
  const { firstPublishedAt, ...fields } = row
  // A new investment is hidden until its first approval (decision 047).
  return { ...fields, wasPublished: firstPublishedAt !== null }
}

export async function getInvestmentForEdit(id: string): Promise<InvestmentForEdit | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      ...detailColumns,
      riskWarning: investments.riskWarning,
      riskWarningAr: investments.riskWarningAr,
      translationMarks: investments.translationMarks,
      publishAt: investments.publishAt,
      unpublishAt: investments.unpublishAt,
      closesAt: investments.closesAt,
    })
    .from(investments)
    .where(eq(investments.id, id))
  if (!row) return null
  const [links, packageIds, draft] = await Promise.all([
    readLinks(db, id),
    readPackageIds(db, id),
    readDraftDocument(db, id),
  ])
  const { translationMarks, publishAt, unpublishAt, closesAt, ...fields } = row
  // With a draft, the texts that its publish would leave out of date (decision 047).
  const texts: ContentDocument = draft ?? fields
  const marks = draft
    ? markTranslations(
        INVESTMENT_TWINS,
        fields,
        texts,
        translationMarks,
        new Date(),
        (texts.confirmTranslations as string[] | undefined) ?? [],
      )
    : translationMarks
  return {
    ...fields,
    links,
    packageIds,
    stale: staleTranslations(INVESTMENT_TWINS, texts, marks),
    schedule: { publishAt, unpublishAt, closesAt },
  }
}

/** Keeps only package ids that exist, so a stale checkbox cannot fail the whole save. */
async function existingPackageIds(tx: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(inArray(packages.id, ids))
    .for('share')
  return rows.map((row) => row.id).sort()
}

async function writeChildren(
  tx: Tx,
  id: string,
  links: InvestmentLinkInput[],
  packageIds: string[],
): Promise<void> {
  if (links.length > 0) {
    await tx
      .insert(investmentLinks)
      .values(links.map((link, index) => ({ investmentId: id, ...link, sortOrder: index + 1 })))
  }
  if (packageIds.length > 0) {
    await tx
      .insert(investmentPackages)
      .values(packageIds.map((packageId) => ({ investmentId: id, packageId })))
  }
}

/** The schedule a save sets (decision 047); a closing already past is shown by the save itself. */
function scheduleColumnsOf(
  input: Pick<InvestmentInput, 'publishAt' | 'unpublishAt' | 'closesAt'>,
  now = new Date(),
) {
  return {
    publishAt: input.publishAt,
    unpublishAt: input.unpublishAt,
    closesAt: input.closesAt,
    closingAnnounced: input.closesAt !== null && input.closesAt <= now,
  }
}

function columnsOf(
  input: Omit<InvestmentInput, 'confirmTranslations' | 'publishAt' | 'unpublishAt' | 'closesAt'>,
) {
  return {
    title: input.title,
    titleAr: input.titleAr,
    description: input.description,
    descriptionAr: input.descriptionAr,
    type: input.type,
    department: input.department || null,
    profitMargin: input.profitMargin,
    profitMarginAr: input.profitMarginAr,
    profitSchema: input.profitSchema,
    profitSchemaAr: input.profitSchemaAr,
    riskWarning: input.riskWarning,
    riskWarningAr: input.riskWarningAr,
    isActive: input.isActive,
  }
}

/**
 * An investment as staff edit and publish it (decision 047): every editable field with its
 * Arabic twin, its image, links and attached packages.
 */
export type InvestmentDocument = Omit<InvestmentForEdit, 'id' | 'stale' | 'schedule'>

/** The live investment's document; `lock` holds its row until the transaction ends. */
export async function readInvestmentDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<InvestmentDocument | null> {
  const query = db
    .select({
      ...columnsOfRow,
      imageUrl: investments.imageUrl,
    })
    .from(investments)
    .where(eq(investments.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) return null
  const [links, packageIds] = await Promise.all([readLinks(db, id), readPackageIds(db, id)])
  return { ...row, links, packageIds }
}

const columnsOfRow = {
  title: investments.title,
  titleAr: investments.titleAr,
  description: investments.description,
  descriptionAr: investments.descriptionAr,
  type: investments.type,
  department: investments.department,
  profitMargin: investments.profitMargin,
  profitMarginAr: investments.profitMarginAr,
  profitSchema: investments.profitSchema,
  profitSchemaAr: investments.profitSchemaAr,
  riskWarning: investments.riskWarning,
  riskWarningAr: investments.riskWarningAr,
  isActive: investments.isActive,
}

/**
 * The translation state of an investment saved as `document` over `before` (null when new):
 * which pairs fell behind, and the list's two flags (decision 047).
 */
function translationColumns(
  before: ContentDocument | null,
  document: Pick<InvestmentDocument, 'links'> & ContentDocument,
  marks: TranslationMarks,
  confirm: readonly string[],
) {
  const translationMarks = markTranslations(
    INVESTMENT_TWINS,
    before,
    document,
    marks,
    new Date(),
    confirm,
  )
  return {
    translationMarks,
    arabicMissing:
      isArabicMissingIn(INVESTMENT_TWINS, document) ||
      document.links.some((link) => link.title.trim() !== '' && link.titleAr.trim() === ''),
    translationOutdated: staleTranslations(INVESTMENT_TWINS, document, translationMarks).length > 0,
  }
}

/**
 * Writes a document to the live investment (its row locked by the caller): fields, image,
 * links and packages replaced; a package deleted meanwhile is left out. Returns what it wrote.
 */
export async function writeInvestmentDocument(
  tx: Tx,
  id: string,
  document: Omit<InvestmentDocument, 'department'> & { department: string | null },
  { confirmTranslations = [] }: { confirmTranslations?: readonly string[] } = {},
): Promise<{ packageIds: string[] }> {
  const packageIds = await existingPackageIds(tx, document.packageIds)
  const before = await readInvestmentDocument(tx, id)
  const [{ marks }] = await tx
    .select({ marks: investments.translationMarks })
    .from(investments)
    .where(eq(investments.id, id))
  const now = new Date()
  await tx
    .update(investments)
    .set({
      ...columnsOf({ ...document, department: document.department ?? '' }),
      imageUrl: document.imageUrl,
      ...translationColumns(before, document, marks, confirmTranslations),
      firstPublishedAt: sql`coalesce(${investments.firstPublishedAt}, ${now})`,
      updatedAt: now,
    })
    .where(eq(investments.id, id))
  await tx.delete(investmentLinks).where(eq(investmentLinks.investmentId, id))
  await tx.delete(investmentPackages).where(eq(investmentPackages.investmentId, id))
  await writeChildren(tx, id, document.links, packageIds)
  return { packageIds }
}

/**
 * Creates a published investment with its links and packages in one transaction, audited,
 * without review: for imports and fixtures. Staff create through `createInvestmentDraft`.
 */
export async function createInvestment(
  actor: Actor,
  input: InvestmentInput,
  image: Upload,
): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('inv')
  await db.transaction(async (tx) => {
    const packageIds = await existingPackageIds(tx, input.packageIds)
    const values = {
      id,
      ...columnsOf(input),
      imageUrl: urlAfterUpload(image, null),
      ...translationColumns(null, input, {}, []),
      ...scheduleColumnsOf(input),
      firstPublishedAt: new Date(),
    }
    await tx.insert(investments).values(values)
    await writeChildren(tx, id, input.links, packageIds)
    // A save publishes (decision 047): the investment's first revision.
    const document = await readInvestmentDocument(tx, id)
    if (document) await keepRevision(tx, actor, 'investment', id, document)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'investment',
      entityId: id,
      after: { ...values, links: input.links, packageIds },
    })
  })
  return { id }
}

/**
 * Replaces the published investment's fields, links and packages in one transaction,
 * audited, without review: for imports and fixtures. Staff edit through `saveInvestmentDraft`.
 */
export async function updateInvestment(
  actor: Actor,
  id: string,
  input: InvestmentInput,
  image: Upload,
): Promise<{ kind: 'updated' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(detailColumns)
      .from(investments)
      .where(eq(investments.id, id))
      .for('update')
    if (!row) return { kind: 'not-found' as const }
    const before = {
      ...row,
      links: await readLinks(tx, id),
      packageIds: await readPackageIds(tx, id),
    }
    const imageUrl = urlAfterUpload(image, row.imageUrl)
    const values = { ...columnsOf(input), imageUrl }
    const { packageIds } = await writeInvestmentDocument(
      tx,
      id,
      { ...input, imageUrl },
      { confirmTranslations: input.confirmTranslations },
    )
    await tx.update(investments).set(scheduleColumnsOf(input)).where(eq(investments.id, id))
    const document = await readInvestmentDocument(tx, id)
    if (document) await keepRevision(tx, actor, 'investment', id, document)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'investment',
      entityId: id,
      before,
      after: { id, ...values, links: input.links, packageIds },
    })
    return { kind: 'updated' as const, oldImageUrl: row.imageUrl, imageUrl }
  })
  if (outcome.kind === 'updated' && outcome.oldImageUrl !== outcome.imageUrl) {
    await removeStoredImage(outcome.oldImageUrl)
  }
  return { kind: outcome.kind }
}

/** The draft document the form's input makes (decision 047); its schedule is the item's. */
function documentOf(
  input: InvestmentInput,
  imageUrl: string | null,
  packageIds: string[],
): InvestmentDocument & { confirmTranslations: string[] } {
  return {
    ...columnsOf(input),
    imageUrl,
    links: input.links,
    packageIds,
    // Carried to the publish, which works out the translation marks against the live texts.
    confirmTranslations: input.confirmTranslations,
  }
}

/** Writes the form's schedule to the item (not a draft's: it applies to what is published). */
async function writeSchedule(
  tx: Tx,
  actor: Staff,
  id: string,
  input: InvestmentInput,
): Promise<void> {
  const [row] = await tx
    .select({
      publishAt: investments.publishAt,
      unpublishAt: investments.unpublishAt,
      closesAt: investments.closesAt,
    })
    .from(investments)
    .where(eq(investments.id, id))
  const schedule = scheduleColumnsOf(input)
  const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null)
  if (
    row &&
    same(row.publishAt, schedule.publishAt) &&
    same(row.unpublishAt, schedule.unpublishAt) &&
    same(row.closesAt, schedule.closesAt)
  ) {
    return
  }
  await tx.update(investments).set(schedule).where(eq(investments.id, id))
  await recordAudit(tx, actor, {
    action: 'schedule',
    entity: 'investment',
    entityId: id,
    before: row,
    after: schedule,
  })
}

/**
 * A new investment as staff create it (decision 047): a hidden row, never shown publicly
 * until a reviewer publishes its draft, which holds what the form said.
 */
export async function createInvestmentDraft(
  actor: Staff,
  input: InvestmentInput,
  image: Upload,
): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('inv')
  await db.transaction(async (tx) => {
    const packageIds = await existingPackageIds(tx, input.packageIds)
    const imageUrl = urlAfterUpload(image, null)
    const values = {
      id,
      ...columnsOf(input),
      isActive: false,
      imageUrl,
      ...translationColumns(null, input, {}, []),
      ...scheduleColumnsOf(input),
    }
    await tx.insert(investments).values(values)
    await writeChildren(tx, id, input.links, packageIds)
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'investment',
      entityId: id,
      after: { ...values, links: input.links, packageIds },
    })
    await saveDraftIn(tx, actor, 'investment', id, documentOf(input, imageUrl, packageIds))
  })
  return { id }
}

/**
 * Saves the edit form as the investment's draft (decision 047): the public page keeps the
 * published version. A new image replaces the draft's own; the schedule is saved on the item.
 */
export async function saveInvestmentDraft(
  actor: Staff,
  id: string,
  input: InvestmentInput,
  image: Upload,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const live = await readInvestmentDocument(tx, id, { lock: true })
    if (!live) return { kind: 'not-found' as const }
    const current = (await readDraftDocument(tx, id)) ?? live
    const imageUrl = urlAfterUpload(image, current.imageUrl)
    const packageIds = await existingPackageIds(tx, input.packageIds)
    await saveDraftIn(tx, actor, 'investment', id, documentOf(input, imageUrl, packageIds))
    await writeSchedule(tx, actor, id, input)
    // The draft's own earlier image (never published) is no longer anyone's.
    const dropped =
      current.imageUrl !== imageUrl && current.imageUrl !== live.imageUrl ? current.imageUrl : null
    return { kind: 'saved' as const, dropped }
  })
  if (outcome.kind === 'saved' && outcome.dropped) await removeStoredImage(outcome.dropped)
  return { kind: outcome.kind }
}

/** The investment as its draft would publish it, for the staff preview (null: no such item). */
export async function getInvestmentPreview(
  id: string,
  locale: Locale,
): Promise<{ investment: InvestmentDetail; isDraft: boolean } | null> {
  const db = await getDb()
  const [row] = await db.select(detailColumns).from(investments).where(eq(investments.id, id))
  if (!row) return null
  const document = await readDraftDocument(db, id)
  if (!document) {
    const investment = await getInvestmentDetail(id, locale, { includeInactive: true })
    return investment ? { investment, isDraft: false } : null
  }
  return {
    investment: await detailOf(
      { id, closesAt: row.closesAt, ...document },
      document.links,
      document.packageIds,
      locale,
    ),
    isDraft: true,
  }
}

/**
 * Really deletes (links and package attachments go with it). Requests about it keep
 * their rows with investment_id set to null ('Unknown Investment'); an uploaded image
 * file is removed once the row is gone.
 */
export async function deleteInvestment(
  actor: Actor,
  id: string,
): Promise<{ kind: 'deleted'; title: string } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select(detailColumns)
      .from(investments)
      .where(eq(investments.id, id))
      .for('update')
    if (!row) return { kind: 'not-found' as const }
    const before = {
      ...row,
      links: await readLinks(tx, id),
      packageIds: await readPackageIds(tx, id),
    }
    // An image uploaded for a draft only goes with the investment too.
    const draftImage = (await readDraftDocument(tx, id))?.imageUrl ?? null
    await tx.delete(investments).where(eq(investments.id, id))
    await forgetItem(tx, 'investment', id)
    await recordAudit(tx, actor, { action: 'delete', entity: 'investment', entityId: id, before })
    return {
      kind: 'deleted' as const,
      title: row.title,
      imageUrl: row.imageUrl,
      draftImage: draftImage !== row.imageUrl ? draftImage : null,
    }
  })
  if (outcome.kind === 'deleted') {
    await removeStoredImage(outcome.imageUrl)
    await removeStoredImage(outcome.draftImage)
    return { kind: 'deleted', title: outcome.title }
  }
  return outcome
}

/** The risk warning a request to invest shows (decision 043), in the page's language. */
export type RiskWarning = {
  text: string
  /** The investment has none: the general warning of the catalog stands in. */
  isGeneral: boolean
  inEnglish: 'text'[]
}

/**
 * The investment's own risk warning in `locale` (its English text where the Arabic twin is
 * empty), or the catalog's general warning (capital at risk, returns not guaranteed,
 * possibly illiquid) when it has none. The request stores exactly this text.
 */
export async function getRiskWarning(investmentId: string, locale: Locale): Promise<RiskWarning> {
  const db = await getDb()
  const [row] = await db
    .select({ text: investments.riskWarning, textAr: investments.riskWarningAr })
    .from(investments)
    .where(eq(investments.id, investmentId))
  if (!row || !row.text.trim()) {
    return { text: messagesFor(locale).nda.risk.general, isGeneral: true, inEnglish: [] }
  }
  return { ...localize(row, locale, ['text']), isGeneral: false }
}

export type ScheduleOutcome = { published: string[]; unpublished: string[]; closed: string[] }

/**
 * Applies the investments' schedules that fell due by `now` (decision 047): shown at
 * `publish_at`, hidden at `unpublish_at` (each cleared once applied), and a closing
 * announced once. One conditional update each, so of several processes running the job at
 * once each schedule is applied by one; every change is audited without an actor, and the
 * page cache of every process is emptied after the commit.
 */
export async function applyInvestmentSchedules(now = new Date()): Promise<ScheduleOutcome> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const published = await tx
      .update(investments)
      .set({ isActive: true, publishAt: null, updatedAt: now })
      // A new investment waits for its first approval: its schedule fires at the next minute.
      .where(and(lte(investments.publishAt, now), isNotNull(investments.firstPublishedAt)))
      .returning({ id: investments.id })
    const unpublished = await tx
      .update(investments)
      .set({ isActive: false, unpublishAt: null, updatedAt: now })
      .where(lte(investments.unpublishAt, now))
      .returning({ id: investments.id })
    const closed = await tx
      .update(investments)
      .set({ closingAnnounced: true })
      .where(and(lte(investments.closesAt, now), eq(investments.closingAnnounced, false)))
      .returning({ id: investments.id })
    const system = { id: null, email: null }
    for (const [rows, change] of [
      [published, { isActive: true, scheduled: 'publish' }],
      [unpublished, { isActive: false, scheduled: 'unpublish' }],
      [closed, { scheduled: 'close' }],
    ] as const) {
      for (const row of rows) {
        await recordAudit(tx, system, {
          action: 'update',
          entity: 'investment',
          entityId: row.id,
          after: change,
        })
      }
    }
    return {
      published: published.map((row) => row.id),
      unpublished: unpublished.map((row) => row.id),
      closed: closed.map((row) => row.id),
    }
  })
  if (outcome.published.length || outcome.unpublished.length || outcome.closed.length) {
    await announceContentChange()
  }
  return outcome
}
