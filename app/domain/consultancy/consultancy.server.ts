import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import {
  consultancyRequests,
  consultants,
  contentDrafts,
  searchTextOf,
  type ConsultancyStatus,
  type DraftState,
} from '#db/schema'
import {
  acknowledgement,
  companyNotice,
  readLetterhead,
} from '~/domain/notifications/notifications.server'
import { format, messagesFor, t, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { likePattern, toPage, type ListQuery, type Page } from '~/lib/list-query'
import { localize, type Localized } from '~/lib/localized'
import { recordAudit } from '~/server/audit.server'
import {
  openingPlan,
  recordRequestStatus,
  startConversation,
} from '~/domain/conversations/conversations.server'
import { getDb, type Db } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { readDraftDocument, saveDraftIn, type Staff } from '~/domain/publishing/publishing.server'
import { forgetItem, keepRevision } from '~/domain/publishing/revisions.server'
import { saveScheduleIn } from '~/domain/publishing/schedules.server'
import { scheduleOf } from '~/domain/publishing/schema'
import {
  isOutdatedSql,
  translationFilterSql,
  type TranslationFlags,
} from '~/domain/publishing/translation-marks.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import {
  tabMatch,
  type ConsultancyRequestUpdate,
  type ConsultancyTab,
  type ConsultantInput,
  type ConsultantListQuery,
  type ConsultationRequestInput,
} from './schema'

type Actor = Pick<SessionUser, 'id' | 'email'>

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

// ---------------------------------------------------------------------------
// Public page
// ---------------------------------------------------------------------------

/** The texts the public card shows (SPEC 2), each in the page's language. */
const CARD_TEXTS = ['name', 'title', 'bio', 'expertise'] as const

/** A consultant as the public card reads them: each text with its Arabic twin. */
type ConsultantCardRow = {
  id: string
  name: string
  nameAr: string
  title: string
  titleAr: string
  bio: string
  bioAr: string
  expertise: string[]
  expertiseAr: string[]
  /** Stored in English; the card shows the catalog's label. */
  availability: string
  imageUrl: string | null
}

export type PublicConsultant = Localized<ConsultantCardRow, (typeof CARD_TEXTS)[number]>

/** What the public card reads of a consultant: no contact details, no display order. */
const cardColumns = {
  id: consultants.id,
  name: consultants.name,
  nameAr: consultants.nameAr,
  title: consultants.title,
  titleAr: consultants.titleAr,
  bio: consultants.bio,
  bioAr: consultants.bioAr,
  expertise: consultants.expertise,
  expertiseAr: consultants.expertiseAr,
  availability: consultants.availability,
  imageUrl: consultants.imageUrl,
}

/**
 * A consultant as the consultancy page's card shows them, in `locale`; the staff preview of
 * their draft (decision 047) shows the same.
 */
function toPublicConsultant(
  {
    id,
    name,
    nameAr,
    title,
    titleAr,
    bio,
    bioAr,
    expertise,
    expertiseAr,
    availability,
    imageUrl,
  }: ConsultantCardRow,
  locale: Locale,
): PublicConsultant {
  return localize(
    {
      id,
      name,
      nameAr,
      title,
      titleAr,
      bio,
      bioAr,
      expertise,
      expertiseAr,
      availability,
      imageUrl,
    },
    locale,
    CARD_TEXTS,
  )
}

/**
 * SPEC 2: active consultants in their display order, in the page's language (the English
 * text where the Arabic is empty); a tab keeps those whose (English) expertise list has an
 * entry containing the tab's text, case-insensitively, so the tabs match in both languages.
 */
export async function listPublicConsultants(
  tab: ConsultancyTab,
  locale: Locale,
): Promise<PublicConsultant[]> {
  const db = await getDb()
  const match = tabMatch(tab)
  const conditions: SQL[] = [eq(consultants.isActive, true)]
  if (match) {
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements_text(${consultants.expertise}) as area(value) where area.value ilike ${likePattern(match)})`,
    )
  }
  const rows = await db
    .select(cardColumns)
    .from(consultants)
    .where(and(...conditions))
    .orderBy(asc(consultants.sortOrder), asc(consultants.id))
  return rows.map((row) => toPublicConsultant(row, locale))
}

export type ConsultationResult =
  { kind: 'saved'; id: string; consultantName: string } | { kind: 'unavailable' }

/**
 * Saves a visitor's consultation request (status Pending) for an active consultant, with the
 * language of the page it was sent from, and in the same transaction queues the e-mail to the
 * company inbox (in English) and the acknowledgement to the visitor in their language; the
 * outbox sends them, so a mail failure cannot lose the request. The consultant's name
 * returned is in the visitor's language.
 */
export async function submitConsultationRequest(
  input: ConsultationRequestInput & { locale: Locale; userId?: string | null },
): Promise<ConsultationResult> {
  const db = await getDb()
  const [letterhead, plan] = await Promise.all([readLetterhead(), openingPlan('consultancy')])
  const m = t.consultancy.form
  const fields = m.notifyFields
  const ack = messagesFor(input.locale).emails.consultation
  const saved = await db.transaction(async (tx) => {
    const [consultant] = await tx
      .select({ id: consultants.id, name: consultants.name, nameAr: consultants.nameAr })
      .from(consultants)
      .where(and(eq(consultants.id, input.consultantId), eq(consultants.isActive, true)))
    if (!consultant) return { kind: 'unavailable' } as const
    const id = newId('creq')
    await tx.insert(consultancyRequests).values({
      id,
      consultantId: consultant.id,
      userId: input.userId ?? null,
      locale: input.locale,
      name: input.name,
      email: input.email,
      phone: input.phone,
      // SPEC 5 style: optional fields are stored as absent when empty.
      company: input.company || null,
      message: input.message,
      status: 'Pending',
    })
    await startConversation(tx, 'consultancy', id, plan)
    // Issue 16: the notice shown (its policy version); the basis is answering the request.
    await recordConsent(tx, {
      email: input.email,
      userId: input.userId ?? null,
      form: 'consultation',
      recordId: id,
      purposes: [],
    })
    const consultantName = localize(consultant, input.locale, ['name']).name
    await queueEmails(tx, [
      companyNotice(
        letterhead,
        format(m.notifySubject, { name: consultant.name }),
        {
          [fields.consultant]: consultant.name,
          [fields.name]: input.name,
          [fields.email]: input.email,
          [fields.phone]: input.phone,
          [fields.company]: input.company,
          [fields.message]: input.message,
        },
        '/admin/consultancy/requests',
      ),
      acknowledgement(letterhead, {
        to: input.email,
        name: input.name,
        locale: input.locale,
        subject: ack.subject,
        body: format(ack.body, { consultant: consultantName }),
      }),
    ])
    return { kind: 'saved', id, consultantName } as const
  })
  if (saved.kind === 'saved') nudgeOutbox()
  return saved
}

// ---------------------------------------------------------------------------
// Admin: consultants
// ---------------------------------------------------------------------------

export type ConsultantRow = typeof consultants.$inferSelect

/**
 * A row of the admin list: the consultant, the state of their draft (decision 047) and their
 * translation marks (decision 052).
 */
export type AdminConsultantRow = ConsultantRow &
  TranslationFlags & { draftState: DraftState | null }

/**
 * What staff draft and publish of a consultant (decision 047): every field of the edit
 * dialog, the requested `isActive` and the photo too.
 */
export type ConsultantDocument = {
  name: string
  nameAr: string
  title: string
  titleAr: string
  specialization: string
  specializationAr: string
  experience: string
  experienceAr: string
  bio: string
  bioAr: string
  email: string | null
  phone: string | null
  department: string | null
  expertise: string[]
  expertiseAr: string[]
  availability: string
  sortOrder: number
  isActive: boolean
  imageUrl: string | null
}

function documentOfRow(row: ConsultantRow): ConsultantDocument {
  return {
    ...consultantValues(row),
    sortOrder: row.sortOrder,
    imageUrl: row.imageUrl,
  }
}

const draftOfRow = and(
  eq(contentDrafts.contentType, 'consultant'),
  eq(contentDrafts.itemId, consultants.id),
)

/** One consultant, active or not (the admin's delete dialog), or null. */
export async function getConsultant(id: string): Promise<ConsultantRow | null> {
  const db = await getDb()
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id))
  return row ?? null
}

/**
 * SPEC 5: case-insensitive substring search on name, specialization and department, by the
 * public order. The filter and order of the admin table and of its export (decision 049).
 */
function consultantsView(query: Pick<ConsultantListQuery, 'q' | 'translation'>) {
  const where = and(
    query.q ? matchesSearch(searchTextOf.consultants, query.q) : undefined,
    translationFilterSql(
      query.translation,
      'consultant',
      consultants.id,
      consultants.arabicMissing,
    ),
  )
  const order: ListOrder = [
    { column: consultants.sortOrder, direction: 'asc' },
    { column: consultants.id, direction: 'asc' },
  ]
  return { where, order }
}

function selectAdminConsultants(db: Db) {
  return (
    db
      // The draft by its primary key, for this page's rows only: the list stays as fast.
      .select({
        ...getTableColumns(consultants),
        draftState: contentDrafts.state,
        isArabicMissing: consultants.arabicMissing,
        isTranslationOutdated: isOutdatedSql('consultant', consultants.id),
      })
      .from(consultants)
      .leftJoin(contentDrafts, draftOfRow)
  )
}

/**
 * The admin table, 25 a page. Each row says whether it has a draft; only the edit dialog's
 * consultant has their draft read.
 */
export async function listConsultants(
  query: ConsultantListQuery,
): Promise<Page<AdminConsultantRow>> {
  const db = await getDb()
  const { where, order } = consultantsView(query)
  const [rows, total] = await listPage(
    db,
    consultants.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      selectAdminConsultants(db)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/** Every consultant the table shows for `query`, a batch at a time (decision 049). */
export async function* exportConsultants(
  query: Pick<ConsultantListQuery, 'q' | 'translation'>,
): AsyncGenerator<AdminConsultantRow[]> {
  const db = await getDb()
  const { where, order } = consultantsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    selectAdminConsultants(db)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/** The consultant's live document; `lock` holds their row until the transaction ends. */
export async function readConsultantDocument(
  db: Db | Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<ConsultantDocument | null> {
  const query = db.select().from(consultants).where(eq(consultants.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row ? documentOfRow(row) : null
}

/** Writes a published document to the live row (the engine holds it locked). */
export async function writeConsultantDocument(
  tx: Tx,
  id: string,
  document: ConsultantDocument,
): Promise<void> {
  await tx
    .update(consultants)
    .set({
      name: document.name,
      nameAr: document.nameAr,
      title: document.title,
      titleAr: document.titleAr,
      specialization: document.specialization,
      specializationAr: document.specializationAr,
      experience: document.experience,
      experienceAr: document.experienceAr,
      bio: document.bio,
      bioAr: document.bioAr,
      email: document.email,
      phone: document.phone,
      department: document.department,
      expertise: document.expertise,
      expertiseAr: document.expertiseAr,
      availability: document.availability,
      sortOrder: document.sortOrder,
      isActive: document.isActive,
      imageUrl: document.imageUrl,
      updatedAt: new Date(),
    })
    .where(eq(consultants.id, id))
}

/** The consultant for their edit dialog: their draft when there is one, else the live row. */
export async function getConsultantForEdit(
  id: string,
): Promise<{ consultant: ConsultantRow; isDraft: boolean } | null> {
  const db = await getDb()
  const [live, draft] = await Promise.all([
    getConsultant(id),
    readDraftDocument(db, 'consultant', id) as Promise<ConsultantDocument | null>,
  ])
  if (!live) return null
  if (!draft) return { consultant: live, isDraft: false }
  return { consultant: { ...live, ...draft }, isDraft: true }
}

/** The consultant as the consultancy page will show their draft, in `locale`, for the preview. */
export async function getConsultantPreview(
  id: string,
  locale: Locale,
): Promise<{ consultant: PublicConsultant; isDraft: boolean } | null> {
  const edit = await getConsultantForEdit(id)
  if (!edit) return null
  return { consultant: toPublicConsultant(edit.consultant, locale), isDraft: edit.isDraft }
}

/** The document's fields a form sets as they are (the display order and photo aside). */
function consultantValues(input: Omit<ConsultantDocument, 'sortOrder' | 'imageUrl'>) {
  return {
    name: input.name,
    nameAr: input.nameAr,
    title: input.title,
    titleAr: input.titleAr,
    specialization: input.specialization,
    specializationAr: input.specializationAr,
    experience: input.experience,
    experienceAr: input.experienceAr,
    bio: input.bio,
    bioAr: input.bioAr,
    email: input.email,
    phone: input.phone,
    department: input.department,
    expertise: input.expertise,
    expertiseAr: input.expertiseAr,
    availability: input.availability,
    isActive: input.isActive,
  }
}

/** Without a display order a new consultant goes to the end of the list. */
async function nextSortOrder(tx: Tx): Promise<number> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${consultants.sortOrder}), 0) + 1` })
    .from(consultants)
  return Number(next)
}

/**
 * Adds a consultant, with the photo handleForm stored (or none); without a display order
 * they go to the end of the list. Where editors publish consultants, they are live at once
 * and kept as their first revision; where consultants need review (decision 047), the row is
 * hidden (inactive) and the dialog's values, the requested `isActive` included, are its draft
 * until a second person publishes it.
 */
export async function createConsultant(
  actor: Staff,
  input: ConsultantInput,
  image: Upload,
  { needsReview }: { needsReview: boolean },
): Promise<ConsultantRow> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const id = newId('con')
    const document: ConsultantDocument = {
      ...consultantValues(input),
      sortOrder: input.sortOrder ?? (await nextSortOrder(tx)),
      imageUrl: urlAfterUpload(image, null),
    }
    const [row] = await tx
      .insert(consultants)
      .values({ id, ...document, isActive: needsReview ? false : document.isActive })
      .returning()
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'consultant',
      entityId: row.id,
      after: row,
    })
    await saveScheduleIn(tx, actor, 'consultant', id, scheduleOf(input))
    if (needsReview) await saveDraftIn(tx, actor, 'consultant', id, document)
    else await keepRevision(tx, actor, 'consultant', id, documentOfRow(row))
    return row
  })
}

/**
 * Saves the dialog's values as the consultant's draft (decision 047): the consultancy page is
 * unchanged until the draft is published. Without a display order they keep their place. A
 * photo uploaded for an earlier draft and replaced before it was ever published is no longer
 * anyone's, so it goes now.
 */
export async function saveConsultantDraft(
  actor: Staff,
  id: string,
  input: ConsultantInput,
  image: Upload,
): Promise<{ kind: 'saved' } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const live = await readConsultantDocument(tx, id, { lock: true })
    if (!live) return { kind: 'not-found' as const }
    const current =
      ((await readDraftDocument(tx, 'consultant', id)) as ConsultantDocument | null) ?? live
    const imageUrl = urlAfterUpload(image, current.imageUrl)
    await saveDraftIn(tx, actor, 'consultant', id, {
      ...consultantValues(input),
      sortOrder: input.sortOrder ?? current.sortOrder,
      imageUrl,
      // "Still correct" ticked on the dialog, carried by the draft to its publish.
      confirmTranslations: input.confirmTranslations ?? [],
    } satisfies ConsultantDocument & { confirmTranslations: string[] })
    // The schedule is the consultant's, not the draft's: it applies to what is published.
    await saveScheduleIn(tx, actor, 'consultant', id, scheduleOf(input))
    const dropped =
      current.imageUrl !== imageUrl && current.imageUrl !== live.imageUrl ? current.imageUrl : null
    return { kind: 'saved' as const, dropped }
  })
  if (outcome.kind === 'saved' && outcome.dropped) await removeStoredImage(outcome.dropped)
  return { kind: outcome.kind }
}

/**
 * Deletes a consultant with their photo; their consultancy requests stay, with consultant_id
 * set to null. Their draft and revisions go too (decision 047), a photo uploaded for the
 * draft only with them; the audit entry keeps what they were.
 */
export async function deleteConsultant(
  actor: Actor,
  id: string,
): Promise<{ kind: 'deleted'; name: string } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.delete(consultants).where(eq(consultants.id, id)).returning()
    if (!before) return null
    const draftImage =
      ((await readDraftDocument(tx, 'consultant', id)) as ConsultantDocument | null)?.imageUrl ??
      null
    await forgetItem(tx, 'consultant', id)
    await recordAudit(tx, actor, { action: 'delete', entity: 'consultant', entityId: id, before })
    return { before, draftImage }
  })
  if (!outcome) return { kind: 'not-found' }
  await removeStoredImage(outcome.before.imageUrl)
  if (outcome.draftImage !== outcome.before.imageUrl) await removeStoredImage(outcome.draftImage)
  return { kind: 'deleted', name: outcome.before.name }
}

// ---------------------------------------------------------------------------
// Admin: consultancy requests
// ---------------------------------------------------------------------------

export type ConsultancyRequestRow = {
  id: string
  name: string
  email: string
  phone: string
  company: string | null
  message: string
  status: ConsultancyStatus
  notes: string | null
  submittedAt: Date
  consultantId: string | null
  consultantName: string | null
}

/**
 * SPEC 5 and 7: search on name, company and email; newest submitted first. The filter and
 * order of the admin list and of its export (decision 049).
 */
function consultancyRequestsView(query: Pick<ListQuery, 'q'>) {
  const where = query.q ? matchesSearch(searchTextOf.consultancyRequests, query.q) : undefined
  const order: ListOrder = [
    { column: consultancyRequests.submittedAt, direction: 'desc' },
    { column: consultancyRequests.id, direction: 'desc' },
  ]
  return { where, order }
}

function selectConsultancyRequests(db: Db) {
  return db
    .select({
      id: consultancyRequests.id,
      name: consultancyRequests.name,
      email: consultancyRequests.email,
      phone: consultancyRequests.phone,
      company: consultancyRequests.company,
      message: consultancyRequests.message,
      status: consultancyRequests.status,
      notes: consultancyRequests.notes,
      submittedAt: consultancyRequests.submittedAt,
      consultantId: consultancyRequests.consultantId,
      consultantName: consultants.name,
    })
    .from(consultancyRequests)
    .leftJoin(consultants, eq(consultants.id, consultancyRequests.consultantId))
}

export async function listConsultancyRequests(
  query: ListQuery,
): Promise<Page<ConsultancyRequestRow>> {
  const db = await getDb()
  const { where, order } = consultancyRequestsView(query)
  const [rows, total] = await listPage(
    db,
    consultancyRequests.id,
    where,
    orderSql(order),
    query,
    (onThisPage) =>
      selectConsultancyRequests(db)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/** Every consultancy request the list shows for `query`, a batch at a time (decision 049). */
export async function* exportConsultancyRequests(
  query: Pick<ListQuery, 'q'>,
): AsyncGenerator<ConsultancyRequestRow[]> {
  const db = await getDb()
  const { where, order } = consultancyRequestsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    selectConsultancyRequests(db)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/** SPEC 4: sets the status and the notes together. */
export async function updateConsultancyRequest(
  actor: Actor,
  update: ConsultancyRequestUpdate,
): Promise<{ kind: 'updated'; status: ConsultancyStatus } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.id, update.id))
      .for('update')
    if (!before) return { kind: 'not-found' } as const
    const [after] = await tx
      .update(consultancyRequests)
      .set({ status: update.status, notes: update.notes, updatedAt: new Date() })
      .where(eq(consultancyRequests.id, update.id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'consultancy_request',
      entityId: update.id,
      before: { status: before.status, notes: before.notes },
      after: { status: after.status, notes: after.notes },
    })
    if (before.status !== after.status) {
      // The spec's statuses stay; the conversation keeps each change in its timeline.
      await recordRequestStatus(tx, actor, 'consultancy', update.id, {
        from: before.status,
        to: after.status,
        closes: false,
      })
    }
    return { kind: 'updated', status: after.status } as const
  })
}

export async function deleteConsultancyRequest(
  actor: Actor,
  id: string,
): Promise<{ kind: 'deleted' } | { kind: 'not-found' }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(consultancyRequests)
      .where(eq(consultancyRequests.id, id))
      .returning()
    if (!before) return { kind: 'not-found' } as const
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'consultancy_request',
      entityId: id,
      before,
    })
    return { kind: 'deleted' } as const
  })
}
