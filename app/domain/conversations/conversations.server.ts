import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  conversationAttachments,
  conversationEvents,
  conversationLinks,
  conversations,
  REQUESTER_EVENT_KINDS,
  user,
  type ConversationEventKind,
  type ConversationState,
} from '#db/schema'
import { format, messagesFor, t, type Locale } from '~/i18n'
import { businessDueAt } from '~/lib/business-hours'
import { newId } from '~/lib/ids'
import { can, isStaffRole, STAFF_ROLES } from '~/lib/permissions'
import { recordAudit } from '~/server/audit.server'
import { getDb, type Db } from '~/server/db.server'
import { hashLinkToken, newLinkToken } from '~/server/link-token.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import type { Upload } from '~/server/uploads.server'
import {
  oneLine,
  readLetterhead,
  siteUrl,
  type Letterhead,
} from '~/domain/notifications/notifications.server'
import { getConversationSettings } from '~/domain/settings/settings.server'
import { AREA_PERMISSION, type ConversationArea } from './areas'

/*
 * Every request becomes a conversation (docs/decisions/040-conversations.md): one timeline
 * per request, replies both ways, internal notes staff alone read, and the answer staff owe
 * with its due time in business hours. The requester reads it by a link of their own (no
 * account needed) or from the dashboard; staff by the role table's permission of the area.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Writer = Db | Tx
type Actor = Pick<SessionUser, 'id' | 'email' | 'name' | 'role'>

/**
 * When the answer staff owe from `from` falls due: the area's target in the business
 * calendar. Read before the request's transaction (settings come from their own query).
 */
export async function dueTimeFor(
  area: ConversationArea,
  kind: 'first-response' | 'follow-up',
  from: Date = new Date(),
): Promise<Date> {
  const { calendar, targets } = await getConversationSettings()
  const target = targets[area]
  const minutes = kind === 'first-response' ? target.firstResponseMinutes : target.followUpMinutes
  return businessDueAt(from, minutes, calendar)
}

/** How a new request's conversation starts: its first-response due time, and who takes it. */
export type OpeningPlan = { dueAt: Date; assignsInTurn: boolean }

/** Read before the request's transaction (settings come from their own query). */
export async function openingPlan(area: ConversationArea): Promise<OpeningPlan> {
  const { calendar, targets, autoAssign } = await getConversationSettings()
  return {
    dueAt: businessDueAt(new Date(), targets[area].firstResponseMinutes, calendar),
    assignsInTurn: autoAssign[area],
  }
}

/**
 * A request's conversation is opened by the database as the request is saved (a trigger per
 * request table, migration 0018), so no path that saves a request can forget it. The public
 * forms then, in the same transaction, set the first-response due time in business hours
 * (the trigger's is a plain day, for requests saved by seeds and scripts) and, where the
 * area assigns automatically, give it to the next staff member in turn.
 */
export async function startConversation(
  tx: Tx,
  area: ConversationArea,
  requestId: string,
  plan: OpeningPlan,
): Promise<void> {
  await tx
    .update(conversations)
    .set({ dueAt: plan.dueAt })
    .where(
      and(
        eq(conversations.area, area),
        eq(conversations.requestId, requestId),
        eq(conversations.state, 'open'),
      ),
    )
  if (plan.assignsInTurn) await assignInTurn(tx, area, requestId)
}

/**
 * A status change or decision made on the request's own screen (SPEC's dialogs), in its
 * transaction: kept in the timeline (with a rejection's reason); a decision closes the
 * conversation, as nothing more is owed.
 */
export async function recordRequestStatus(
  tx: Tx,
  actor: Pick<SessionUser, 'id' | 'email'> & { name?: string },
  area: ConversationArea,
  requestId: string,
  change: { from: string; to: string; reason?: string | null; closes: boolean },
): Promise<void> {
  const [conversation] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.area, area), eq(conversations.requestId, requestId)))
  if (!conversation) return
  const now = new Date()
  await tx.insert(conversationEvents).values({
    conversationId: conversation.id,
    kind: 'status',
    authorId: actor.id,
    authorName: (actor.name ?? actor.email).slice(0, 100),
    facts: { from: change.from, to: change.to, reason: change.reason ?? null },
    createdAt: now,
  })
  await tx
    .update(conversations)
    .set({
      lastEventAt: now,
      updatedAt: now,
      unreadForRequester: true,
      ...(change.closes ? { state: 'closed' as const, dueAt: null, dueKind: null } : {}),
    })
    .where(eq(conversations.id, conversation.id))
}

// ---------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------

export type ConversationSummary = typeof conversations.$inferSelect & {
  assigneeName: string | null
}

export type TimelineEntry = {
  id: number
  kind: ConversationEventKind
  authorId: string | null
  authorName: string
  body: string
  facts: Record<string, string | null>
  createdAt: Date
  attachments: { id: string; filename: string; mime: string; size: number }[]
}

export type Thread = { conversation: ConversationSummary; timeline: TimelineEntry[] }

/** The areas whose conversations a staff role may open (the role table, decision 035). */
export function areasOf(role: string | null | undefined): ConversationArea[] {
  return (Object.keys(AREA_PERMISSION) as ConversationArea[]).filter((area) =>
    can(role, AREA_PERMISSION[area]),
  )
}

async function readThread(
  db: Writer,
  id: string,
  kinds: readonly ConversationEventKind[] | null,
): Promise<Thread | null> {
  const [conversation] = await db
    .select({ ...conversationColumns, assigneeName: user.name })
    .from(conversations)
    .leftJoin(user, eq(user.id, conversations.assigneeId))
    .where(eq(conversations.id, id))
  if (!conversation) return null
  const events = await db
    .select()
    .from(conversationEvents)
    .where(
      and(
        eq(conversationEvents.conversationId, id),
        kinds ? inArray(conversationEvents.kind, [...kinds]) : undefined,
      ),
    )
    .orderBy(asc(conversationEvents.id))
  const files = await db
    .select()
    .from(conversationAttachments)
    .where(eq(conversationAttachments.conversationId, id))
    .orderBy(asc(conversationAttachments.createdAt))
  const timeline = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    authorId: event.authorId,
    authorName: event.authorName,
    body: event.body,
    facts: event.facts,
    createdAt: event.createdAt,
    attachments: files
      .filter((file) => file.eventId === event.id)
      .map(({ id: fileId, filename, mime, size }) => ({ id: fileId, filename, mime, size })),
  }))
  return { conversation, timeline }
}

const conversationColumns = {
  id: conversations.id,
  area: conversations.area,
  requestId: conversations.requestId,
  userId: conversations.userId,
  name: conversations.name,
  email: conversations.email,
  topic: conversations.topic,
  locale: conversations.locale,
  state: conversations.state,
  assigneeId: conversations.assigneeId,
  dueAt: conversations.dueAt,
  dueKind: conversations.dueKind,
  overdueNotifiedAt: conversations.overdueNotifiedAt,
  firstRespondedAt: conversations.firstRespondedAt,
  lastEventAt: conversations.lastEventAt,
  unreadForStaff: conversations.unreadForStaff,
  unreadForRequester: conversations.unreadForRequester,
  createdAt: conversations.createdAt,
  updatedAt: conversations.updatedAt,
}

export type StaffThread =
  | { kind: 'ok'; thread: Thread }
  | { kind: 'not-found' }
  /** The conversation exists but the reader's role may not open its area. */
  | { kind: 'forbidden' }

/** The whole timeline, notes included, for a staff member whose role opens the area. */
export async function getThreadForStaff(reader: Actor, id: string): Promise<StaffThread> {
  const db = await getDb()
  const thread = await readThread(db, id, null)
  if (!thread) return { kind: 'not-found' }
  if (!can(reader.role, AREA_PERMISSION[thread.conversation.area])) return { kind: 'forbidden' }
  if (thread.conversation.unreadForStaff) {
    await db.update(conversations).set({ unreadForStaff: false }).where(eq(conversations.id, id))
  }
  return { kind: 'ok', thread }
}

/**
 * What the requester reads: the submission, the messages both ways and status changes.
 * The kinds are selected, not filtered: a note is never read for this view.
 */
export async function getThreadForRequester(id: string): Promise<Thread | null> {
  const db = await getDb()
  const thread = await readThread(db, id, REQUESTER_EVENT_KINDS)
  if (thread?.conversation.unreadForRequester) {
    await db
      .update(conversations)
      .set({ unreadForRequester: false })
      .where(eq(conversations.id, id))
  }
  return thread
}

/** The conversation a link opens, or null for an unknown or revoked link. */
export async function conversationOfLink(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const db = await getDb()
  const [link] = await db
    .select({ conversationId: conversationLinks.conversationId })
    .from(conversationLinks)
    .where(
      and(
        eq(conversationLinks.tokenHash, hashLinkToken(token)),
        isNull(conversationLinks.revokedAt),
      ),
    )
  return link?.conversationId ?? null
}

/** The conversation of `id` if it is the account's own (the dashboard's reading). */
export async function conversationOfUser(userId: string, id: string): Promise<string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
  return row?.id ?? null
}

export type UserConversation = {
  id: string
  area: ConversationArea
  topic: string
  state: ConversationState
  lastEventAt: Date
  unread: boolean
}

/** The dashboard's list: the account's conversations, latest activity first. */
export async function listConversationsOfUser(userId: string): Promise<UserConversation[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: conversations.id,
      area: conversations.area,
      topic: conversations.topic,
      state: conversations.state,
      lastEventAt: conversations.lastEventAt,
      unread: conversations.unreadForRequester,
    })
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(sql`${conversations.lastEventAt} desc`, sql`${conversations.id} desc`)
    .limit(100)
  return rows
}

// ---------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------

export type StoredAttachment = Extract<Upload, { kind: 'stored' }>

async function addEvent(
  tx: Tx,
  event: {
    conversationId: string
    kind: ConversationEventKind
    authorId: string | null
    authorName: string
    body?: string
    facts?: Record<string, string | null>
    attachment?: StoredAttachment | null
  },
): Promise<number> {
  const [row] = await tx
    .insert(conversationEvents)
    .values({
      conversationId: event.conversationId,
      kind: event.kind,
      authorId: event.authorId,
      authorName: event.authorName.slice(0, 100),
      body: event.body ?? '',
      facts: event.facts ?? {},
    })
    .returning({ id: conversationEvents.id })
  if (event.attachment) {
    await tx.insert(conversationAttachments).values({
      id: newId('att'),
      conversationId: event.conversationId,
      eventId: row.id,
      fileKey: event.attachment.key,
      filename: event.attachment.originalName.slice(0, 255) || 'attachment',
      mime: event.attachment.mime,
      size: event.attachment.size,
    })
  }
  return row.id
}

export type WriteOutcome = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'forbidden' }

async function lockForStaff(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ kind: 'ok'; row: ConversationRow } | Exclude<WriteOutcome, { kind: 'ok' }>> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update')
  if (!row) return { kind: 'not-found' }
  if (!can(actor.role, AREA_PERMISSION[row.area])) return { kind: 'forbidden' }
  return { kind: 'ok', row }
}

type ConversationRow = typeof conversations.$inferSelect

/**
 * Every staff write on a conversation: in one transaction, the row locked and the actor's role
 * checked against its area (decision 040), then `write`; once it commits, the outbox is nudged
 * for the e-mails `write` queued with it.
 */
async function staffWrite<Outcome extends { kind: string }>(
  actor: Actor,
  id: string,
  write: (tx: Tx, row: ConversationRow, now: Date) => Promise<Outcome>,
): Promise<Outcome | Exclude<WriteOutcome, { kind: 'ok' }>> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockForStaff(tx, actor, id)
    if (locked.kind !== 'ok') return locked
    return write(tx, locked.row, new Date())
  })
  if (outcome.kind === 'ok') nudgeOutbox()
  return outcome
}

/** A staff member's entry in the timeline, which moves the conversation up the inbox. */
async function addStaffEvent(
  tx: Tx,
  actor: Actor,
  row: ConversationRow,
  now: Date,
  event: Omit<Parameters<typeof addEvent>[1], 'conversationId' | 'authorId' | 'authorName'>,
): Promise<void> {
  await addEvent(tx, {
    conversationId: row.id,
    authorId: actor.id,
    authorName: actor.name,
    ...event,
  })
  await tx
    .update(conversations)
    .set({ lastEventAt: now, updatedAt: now })
    .where(eq(conversations.id, row.id))
}

/** A fresh link for the requester's e-mail: every reply carries one; revoking ends them all. */
async function issueLink(tx: Tx, conversationId: string): Promise<string> {
  const token = newLinkToken()
  await tx.insert(conversationLinks).values({ tokenHash: hashLinkToken(token), conversationId })
  return token
}

function replyEmail(
  letterhead: Letterhead,
  row: { name: string; email: string; locale: Locale; topic: string },
  reply: { body: string; staffName: string; token: string; hasAttachment: boolean },
): OutgoingEmail {
  const m = messagesFor(row.locale)
  const e = m.conversations.emails.reply
  const company = letterhead.companyName(row.locale)
  const url = siteUrl(row.locale, `/conversation/${reply.token}`)
  const lines = [
    format(m.emails.greeting, { name: oneLine(row.name) }),
    '',
    format(e.intro, { company, name: oneLine(reply.staffName) }),
    '',
    reply.body,
    '',
    ...(reply.hasAttachment ? [e.attachment, ''] : []),
    format(e.answer, { url }),
    '',
    format(m.emails.signature, { company }),
  ]
  return {
    to: row.email,
    subject: oneLine(
      format(row.topic ? e.subjectAbout : e.subject, { company, topic: oneLine(row.topic) }),
    ),
    text: lines.join('\n'),
  }
}

/**
 * A staff reply: kept in the timeline, e-mailed to the requester in their language with a
 * link to the conversation (through the outbox, in the same transaction), the e-mail itself
 * kept as an entry. The conversation then waits for the requester; an unassigned one becomes
 * the replier's.
 */
export async function replyAsStaff(
  actor: Actor,
  id: string,
  reply: { body: string; attachment: StoredAttachment | null },
): Promise<WriteOutcome> {
  const letterhead = await readLetterhead()
  return staffWrite(actor, id, async (tx, row, now) => {
    await addStaffEvent(tx, actor, row, now, {
      kind: 'message_out',
      body: reply.body,
      attachment: reply.attachment,
    })
    const token = await issueLink(tx, id)
    const email = replyEmail(letterhead, row, {
      body: reply.body,
      staffName: actor.name,
      token,
      hasAttachment: reply.attachment !== null,
    })
    await queueEmails(tx, [email])
    await addEvent(tx, {
      conversationId: id,
      kind: 'email',
      authorId: null,
      authorName: '',
      facts: { to: row.email, subject: email.subject },
    })
    const assigneeId = row.assigneeId ?? actor.id
    await tx
      .update(conversations)
      .set({
        state: 'waiting',
        dueAt: null,
        dueKind: null,
        overdueNotifiedAt: null,
        firstRespondedAt: row.firstRespondedAt ?? now,
        assigneeId,
        unreadForStaff: false,
        unreadForRequester: true,
      })
      .where(eq(conversations.id, id))
    if (row.assigneeId === null) {
      await addEvent(tx, {
        conversationId: id,
        kind: 'assignment',
        authorId: actor.id,
        authorName: actor.name,
        facts: { from: null, to: actor.id, toName: actor.name },
      })
    }
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'conversation_reply',
      entityId: id,
      // Sizes and a type, never the text or a file's name: the audit log outlives the
      // conversation (retention deletes the conversation, not its audit entries).
      after: {
        chars: reply.body.length,
        attachment: reply.attachment
          ? { mime: reply.attachment.mime, size: reply.attachment.size }
          : null,
      },
    })
    return { kind: 'ok' as const }
  })
}

/** An internal note: staff alone read it; it changes nothing owed. */
export async function addNote(actor: Actor, id: string, body: string): Promise<WriteOutcome> {
  return staffWrite(actor, id, async (tx, row, now) => {
    await addStaffEvent(tx, actor, row, now, { kind: 'note', body })
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'conversation_note',
      entityId: id,
      after: { chars: body.length },
    })
    return { kind: 'ok' as const }
  })
}

/** Staff close a conversation (nothing more is owed) or open it again (an answer is owed). */
export async function setConversationState(
  actor: Actor,
  id: string,
  state: 'open' | 'closed',
): Promise<WriteOutcome> {
  const area = await areaOf(id)
  const due = state === 'open' && area ? await dueTimeFor(area, 'follow-up') : null
  return staffWrite(actor, id, async (tx, row, now) => {
    if (row.state === state) return { kind: 'ok' as const }
    await addStaffEvent(tx, actor, row, now, {
      kind: 'status',
      facts: { from: row.state, to: state, reason: null },
    })
    await tx
      .update(conversations)
      .set({
        state,
        dueAt: due,
        dueKind: due ? ('follow-up' as const) : null,
        overdueNotifiedAt: null,
      })
      .where(eq(conversations.id, id))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'conversation',
      entityId: id,
      before: { state: row.state },
      after: { state },
    })
    return { kind: 'ok' as const }
  })
}

async function areaOf(id: string): Promise<ConversationArea | null> {
  const db = await getDb()
  const [row] = await db
    .select({ area: conversations.area })
    .from(conversations)
    .where(eq(conversations.id, id))
  return row?.area ?? null
}

export type Assignable = { id: string; name: string; email: string }

/** The staff members whose role opens `area`: who a conversation there may be assigned to. */
export async function assignableStaff(area: ConversationArea): Promise<Assignable[]> {
  const db = await getDb()
  const roles = STAFF_ROLES.filter((role) => can(role, AREA_PERMISSION[area]))
  return db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(inArray(user.role, [...roles]))
    .orderBy(asc(user.name), asc(user.id))
}

function assignmentEmail(
  conversation: { id: string; name: string; area: ConversationArea; topic: string },
  assignee: { email: string; name: string },
  by: string,
): OutgoingEmail {
  const m = t.conversations.emails.assigned
  const url = siteUrl('en', `/admin/conversations/${conversation.id}`)
  return {
    to: assignee.email,
    subject: oneLine(format(m.subject, { name: conversation.name })),
    text: [
      format(t.emails.greeting, { name: oneLine(assignee.name) }),
      '',
      format(m.body, {
        by: oneLine(by),
        name: oneLine(conversation.name),
        area: t.conversations.areas[conversation.area],
      }),
      '',
      url,
    ].join('\n'),
  }
}

export type AssignOutcome = WriteOutcome | { kind: 'not-assignable' }

/**
 * Gives the conversation to one staff member whose role opens its area (or to nobody: the
 * unassigned queue), e-mails them, and keeps the change in the timeline and the audit log.
 */
export async function assignConversation(
  actor: Actor,
  id: string,
  assigneeId: string | null,
): Promise<AssignOutcome> {
  return staffWrite(actor, id, async (tx, row) => {
    if (row.assigneeId === assigneeId) return { kind: 'ok' as const }
    let assignee: { id: string; name: string; email: string; role: string } | null = null
    if (assigneeId) {
      const [found] = await tx
        .select({ id: user.id, name: user.name, email: user.email, role: user.role })
        .from(user)
        .where(eq(user.id, assigneeId))
      if (!found || !isStaffRole(found.role) || !can(found.role, AREA_PERMISSION[row.area])) {
        return { kind: 'not-assignable' as const }
      }
      assignee = found
    }
    // An assignment is kept in the timeline but does not move the conversation up the inbox:
    // nothing new was said.
    await addEvent(tx, {
      conversationId: id,
      kind: 'assignment',
      authorId: actor.id,
      authorName: actor.name,
      facts: { from: row.assigneeId, to: assignee?.id ?? null, toName: assignee?.name ?? null },
    })
    await tx
      .update(conversations)
      .set({ assigneeId: assignee?.id ?? null, updatedAt: new Date() })
      .where(eq(conversations.id, id))
    if (assignee && assignee.id !== actor.id) {
      await queueEmails(tx, [assignmentEmail(row, assignee, actor.name)])
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'conversation',
      entityId: id,
      before: { assigneeId: row.assigneeId },
      after: { assigneeId: assignee?.id ?? null },
    })
    return { kind: 'ok' as const }
  })
}

/** Ends every link of the conversation; the next reply carries a new one. */
export async function revokeLinks(actor: Actor, id: string): Promise<WriteOutcome> {
  return staffWrite(actor, id, async (tx) => {
    const revoked = await tx
      .update(conversationLinks)
      .set({ revokedAt: new Date() })
      .where(and(eq(conversationLinks.conversationId, id), isNull(conversationLinks.revokedAt)))
      .returning({ tokenHash: conversationLinks.tokenHash })
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'conversation',
      entityId: id,
      after: { linksRevoked: revoked.length },
    })
    return { kind: 'ok' as const }
  })
}

function answerNotice(
  conversation: { id: string; name: string; area: ConversationArea },
  to: { email: string; name: string | null },
): OutgoingEmail {
  const m = t.conversations.emails.answered
  const url = siteUrl('en', `/admin/conversations/${conversation.id}`)
  return {
    to: to.email,
    subject: oneLine(format(m.subject, { name: conversation.name })),
    text: [
      ...(to.name ? [format(t.emails.greeting, { name: oneLine(to.name) }), ''] : []),
      format(m.body, {
        name: oneLine(conversation.name),
        area: t.conversations.areas[conversation.area],
      }),
      '',
      url,
    ].join('\n'),
  }
}

/**
 * The requester's answer (by their link or from the dashboard): kept in the timeline; the
 * conversation is open again with a follow-up due time, and its assignee (else the company's
 * notification inbox) is told by e-mail.
 */
export async function replyAsRequester(
  id: string,
  reply: { body: string; attachment: StoredAttachment | null; authorId: string | null },
): Promise<{ kind: 'ok' } | { kind: 'not-found' }> {
  const db = await getDb()
  const area = await areaOf(id)
  if (!area) return { kind: 'not-found' }
  const [due, letterhead] = await Promise.all([dueTimeFor(area, 'follow-up'), readLetterhead()])
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, id))
      .for('update')
    if (!row) return { kind: 'not-found' as const }
    const now = new Date()
    await addEvent(tx, {
      conversationId: id,
      kind: 'message_in',
      authorId: reply.authorId,
      authorName: row.name,
      body: reply.body,
      attachment: reply.attachment,
    })
    if (row.state === 'closed') {
      await addEvent(tx, {
        conversationId: id,
        kind: 'status',
        authorId: null,
        authorName: '',
        facts: { from: 'closed', to: 'open', reason: null },
      })
    }
    // An answer while staff already owe one keeps the earlier due time.
    const keepsDue = row.state === 'open' && row.dueAt !== null
    await tx
      .update(conversations)
      .set({
        state: 'open',
        dueAt: keepsDue ? row.dueAt : due,
        dueKind: keepsDue ? row.dueKind : row.firstRespondedAt ? 'follow-up' : 'first-response',
        overdueNotifiedAt: keepsDue ? row.overdueNotifiedAt : null,
        lastEventAt: now,
        updatedAt: now,
        unreadForStaff: true,
      })
      .where(eq(conversations.id, id))
    const [assignee] = row.assigneeId
      ? await tx
          .select({ email: user.email, name: user.name })
          .from(user)
          .where(eq(user.id, row.assigneeId))
      : []
    await queueEmails(tx, [answerNotice(row, assignee ?? { email: letterhead.inbox, name: null })])
    return { kind: 'ok' as const }
  })
  if (outcome.kind === 'ok') nudgeOutbox()
  return outcome
}

/** The conversation of one request (the request screens link to it by the request's id). */
export async function conversationOfRequest(
  area: ConversationArea,
  requestId: string,
): Promise<string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.area, area), eq(conversations.requestId, requestId)))
  return row?.id ?? null
}

// ---------------------------------------------------------------------------
// Availability and automatic assignment
// ---------------------------------------------------------------------------

export async function isAway(userId: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db.select({ away: user.away }).from(user).where(eq(user.id, userId))
  return row?.away ?? false
}

/** A staff member marks themself away or back; audited like any change to an account. */
export async function setAway(actor: Pick<SessionUser, 'id' | 'email'>, away: boolean) {
  const db = await getDb()
  await db.transaction(async (tx) => {
    await tx.update(user).set({ away, updatedAt: new Date() }).where(eq(user.id, actor.id))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'staff_availability',
      entityId: actor.id,
      after: { away },
    })
  })
}

/**
 * Round robin (decision 040): the next staff member of a role that opens `area`, not away and
 * not disabled, whose latest conversation in the area was given longest ago (never first).
 * One assignment at a time per area (a transaction lock), so two requests arriving together
 * go to two people.
 */
async function nextInTurn(tx: Tx, area: ConversationArea): Promise<Assignable | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`round-robin:${area}`}, 0))`)
  const roles = STAFF_ROLES.filter((role) => can(role, AREA_PERMISSION[area]))
  const lastGiven = sql`(select max(c.created_at) from ${conversations} c where c.assignee_id = ${user.id} and c.area = ${area})`
  const [next] = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(
      and(
        inArray(user.role, [...roles]),
        eq(user.away, false),
        sql`coalesce(${user.banned}, false) = false`,
      ),
    )
    .orderBy(sql`${lastGiven} asc nulls first`, asc(user.createdAt), asc(user.id))
    .limit(1)
  return next ?? null
}

/**
 * Gives a just-opened conversation to the next staff member in turn, in the request's
 * transaction, and e-mails them. Returns whether someone took it.
 */
export async function assignInTurn(
  tx: Tx,
  area: ConversationArea,
  requestId: string,
): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.area, area), eq(conversations.requestId, requestId)))
  if (!row || row.assigneeId) return false
  const assignee = await nextInTurn(tx, area)
  if (!assignee) return false
  await tx
    .update(conversations)
    .set({ assigneeId: assignee.id })
    .where(eq(conversations.id, row.id))
  await tx.insert(conversationEvents).values({
    conversationId: row.id,
    kind: 'assignment',
    authorId: null,
    authorName: '',
    facts: { from: null, to: assignee.id, toName: assignee.name, automatic: 'true' },
  })
  await queueEmails(tx, [assignmentEmail(row, assignee, t.conversations.timeline.system)])
  return true
}
