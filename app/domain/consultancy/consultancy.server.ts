import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { consultancyRequests, consultants, searchTextOf, type ConsultancyStatus } from '#db/schema'
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
import { getDb } from '~/server/db.server'
import { listPage, matchesSearch } from '~/server/list.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { removeStoredImage, urlAfterUpload, type Upload } from '~/server/uploads.server'
import {
  tabMatch,
  type ConsultancyRequestUpdate,
  type ConsultancyTab,
  type ConsultantInput,
  type ConsultationRequestInput,
} from './schema'

type Actor = Pick<SessionUser, 'id' | 'email'>

// ---------------------------------------------------------------------------
// Public page
// ---------------------------------------------------------------------------

/** The texts the public card shows (SPEC 2), each in the page's language. */
const CARD_TEXTS = ['name', 'title', 'bio', 'expertise'] as const

export type PublicConsultant = Localized<
  {
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
  },
  (typeof CARD_TEXTS)[number]
>

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
    .select({
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
    })
    .from(consultants)
    .where(and(...conditions))
    .orderBy(asc(consultants.sortOrder), asc(consultants.id))
  return rows.map((row) => localize(row, locale, CARD_TEXTS))
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

/** One consultant, active or not (the admin's edit and delete dialogs), or null. */
export async function getConsultant(id: string): Promise<ConsultantRow | null> {
  const db = await getDb()
  const [row] = await db.select().from(consultants).where(eq(consultants.id, id))
  return row ?? null
}

/** SPEC 5: case-insensitive substring search on name, specialization and department. */
export async function listConsultants(query: ListQuery): Promise<Page<ConsultantRow>> {
  const db = await getDb()
  const where = query.q ? matchesSearch(searchTextOf.consultants, query.q) : undefined
  const order = [asc(consultants.sortOrder), asc(consultants.id)]
  const [rows, total] = await listPage(db, consultants.id, where, order, query, (onThisPage) =>
    db
      .select()
      .from(consultants)
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

function consultantValues(input: ConsultantInput) {
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

/** Adds a consultant; without a display order they go to the end of the list. */
export async function createConsultant(
  actor: Actor,
  input: ConsultantInput,
  image: Upload,
): Promise<ConsultantRow> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    let sortOrder = input.sortOrder
    if (sortOrder === undefined) {
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${consultants.sortOrder}), 0) + 1` })
        .from(consultants)
      sortOrder = Number(next)
    }
    const [row] = await tx
      .insert(consultants)
      .values({
        id: newId('con'),
        ...consultantValues(input),
        imageUrl: urlAfterUpload(image, null),
        sortOrder,
      })
      .returning()
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'consultant',
      entityId: row.id,
      after: row,
    })
    return row
  })
}

/** Updates a consultant; a replaced or removed uploaded image is deleted from storage. */
export async function updateConsultant(
  actor: Actor,
  id: string,
  input: ConsultantInput,
  image: Upload,
): Promise<{ kind: 'updated'; consultant: ConsultantRow } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(consultants).where(eq(consultants.id, id)).for('update')
    if (!before) return { kind: 'not-found' } as const
    const [after] = await tx
      .update(consultants)
      .set({
        ...consultantValues(input),
        ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
        imageUrl: urlAfterUpload(image, before.imageUrl),
        updatedAt: new Date(),
      })
      .where(eq(consultants.id, id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'consultant',
      entityId: id,
      before,
      after,
    })
    return { kind: 'updated', consultant: after, previousImageUrl: before.imageUrl } as const
  })
  if (outcome.kind === 'not-found') return outcome
  if (outcome.previousImageUrl !== outcome.consultant.imageUrl)
    await removeStoredImage(outcome.previousImageUrl)
  return { kind: 'updated', consultant: outcome.consultant }
}

/** Deletes a consultant; their consultancy requests stay, with consultant_id set to null. */
export async function deleteConsultant(
  actor: Actor,
  id: string,
): Promise<{ kind: 'deleted'; name: string } | { kind: 'not-found' }> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.delete(consultants).where(eq(consultants.id, id)).returning()
    if (!before) return null
    await recordAudit(tx, actor, { action: 'delete', entity: 'consultant', entityId: id, before })
    return before
  })
  if (!outcome) return { kind: 'not-found' }
  await removeStoredImage(outcome.imageUrl)
  return { kind: 'deleted', name: outcome.name }
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

/** SPEC 5 and 7: search on name, company and email; newest submitted first. */
export async function listConsultancyRequests(
  query: ListQuery,
): Promise<Page<ConsultancyRequestRow>> {
  const db = await getDb()
  const where = query.q ? matchesSearch(searchTextOf.consultancyRequests, query.q) : undefined
  const order = [desc(consultancyRequests.submittedAt), desc(consultancyRequests.id)]
  const [rows, total] = await listPage(
    db,
    consultancyRequests.id,
    where,
    order,
    query,
    (onThisPage) =>
      db
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
        .where(onThisPage)
        .orderBy(...order),
  )
  return toPage(rows, total, query.page)
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
