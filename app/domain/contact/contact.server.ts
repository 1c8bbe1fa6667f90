import { and, count, eq, type SQL } from 'drizzle-orm'
import { contactMessages, searchTextOf } from '#db/schema'
import { format, messagesFor, t, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import {
  acknowledgement,
  companyNotice,
  readLetterhead,
} from '~/domain/notifications/notifications.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { openingPlan, startConversation } from '~/domain/conversations/conversations.server'
import type { SessionUser } from '~/server/session.server'
import type { ContactInput, ContactListQuery } from './schema'

export type ContactMessage = {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string | null
  message: string
  isRead: boolean
  submittedAt: Date
}

type Actor = Pick<SessionUser, 'id' | 'email'>

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  submittedAt: contactMessages.submittedAt,
}

/**
 * Saves a visitor's message (unread) with the language of the page it was sent from, and in
 * the same transaction queues the e-mail to the company inbox (in English) and the
 * acknowledgement to the sender in their language; the outbox sends them, so an SMTP server
 * that is down delays them and never loses the message.
 */
export async function createContactMessage(
  input: ContactInput & { locale: Locale; userId?: string | null },
): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('msg')
  const [letterhead, plan] = await Promise.all([readLetterhead(), openingPlan('contact')])
  const ack = messagesFor(input.locale).emails.contact
  const fields = t.company.contact.notifyFields
  const emails = [
    companyNotice(
      letterhead,
      format(t.company.contact.notifySubject, { name: input.name.replace(/\s+/g, ' ') }),
      {
        [fields.name]: input.name,
        [fields.email]: input.email,
        [fields.phone]: input.phone,
        [fields.subject]: input.subject,
        [fields.message]: input.message,
      },
      '/admin/contacts',
    ),
    acknowledgement(letterhead, {
      to: input.email,
      name: input.name,
      locale: input.locale,
      subject: ack.subject,
      body: ack.body,
    }),
  ]
  await db.transaction(async (tx) => {
    await tx
      .insert(contactMessages)
      .values({ id, ...input, userId: input.userId ?? null, isRead: false })
    await startConversation(tx, 'contact', id, plan)
    // Issue 16: the notice shown (its policy version); the basis is answering the message.
    await recordConsent(tx, {
      email: input.email,
      userId: input.userId ?? null,
      form: 'contact',
      recordId: id,
      purposes: [],
    })
    await queueEmails(tx, emails)
  })
  nudgeOutbox()
  return { id }
}

/**
 * SPEC 7: newest first; searched on name, email or subject; optionally unread only. The page
 * and the export (decision 049) read the same rows through this one filter and order.
 */
function contactMessagesView(query: Pick<ContactListQuery, 'q' | 'status'>) {
  const conditions: SQL[] = []
  if (query.q) conditions.push(matchesSearch(searchTextOf.contactMessages, query.q))
  if (query.status === 'unread') conditions.push(eq(contactMessages.isRead, false))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const order: ListOrder = [
    { column: contactMessages.submittedAt, direction: 'desc' },
    { column: contactMessages.id, direction: 'desc' },
  ]
  return { where, order }
}

/** The list, 25 a page, with the number of unread messages. */
export async function listContactMessages(
  query: ContactListQuery,
): Promise<Page<ContactMessage> & { unreadTotal: number }> {
  const db = await getDb()
  const { where, order } = contactMessagesView(query)
  const [[rows, total], [{ unreadTotal }]] = await Promise.all([
    listPage(db, contactMessages.id, where, orderSql(order), query, (onThisPage) =>
      db
        .select(messageColumns)
        .from(contactMessages)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
    ),
    db
      .select({ unreadTotal: count() })
      .from(contactMessages)
      .where(eq(contactMessages.isRead, false)),
  ])
  return { ...toPage(rows, total, query.page), unreadTotal }
}

/** Every message the list shows for `query`, a batch at a time (the export, decision 049). */
export async function* exportContactMessages(
  query: Pick<ContactListQuery, 'q' | 'status'>,
): AsyncGenerator<ContactMessage[]> {
  const db = await getDb()
  const { where, order } = contactMessagesView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    db
      .select(messageColumns)
      .from(contactMessages)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/** One message, for the dialog opened by its URL (?view=<id>) when it is not on the page. */
export async function getContactMessage(id: string): Promise<ContactMessage | null> {
  const db = await getDb()
  const [message] = await db
    .select(messageColumns)
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
  return message ?? null
}

export type MessageChange = { kind: 'ok'; message: ContactMessage } | { kind: 'not-found' }

/** SPEC 4: an unread message becomes read when the admin opens it. */
export async function markContactMessageRead(actor: Actor, id: string): Promise<MessageChange> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(messageColumns)
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for('update')
    if (!before) return { kind: 'not-found' as const }
    if (before.isRead) return { kind: 'ok' as const, message: before }
    const [after] = await tx
      .update(contactMessages)
      .set({ isRead: true })
      .where(eq(contactMessages.id, id))
      .returning(messageColumns)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'contact_message',
      entityId: id,
      before: { isRead: false },
      after: { isRead: true },
    })
    return { kind: 'ok' as const, message: after }
  })
}

export async function deleteContactMessage(actor: Actor, id: string): Promise<MessageChange> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx
      .delete(contactMessages)
      .where(eq(contactMessages.id, id))
      .returning(messageColumns)
    if (!before) return { kind: 'not-found' as const }
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'contact_message',
      entityId: id,
      before,
    })
    return { kind: 'ok' as const, message: before }
  })
}
