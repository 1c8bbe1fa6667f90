import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { conversations, user } from '#db/schema'
import { format, t } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { can, isStaffRole } from '~/lib/permissions'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox, queueEmails, type OutgoingEmail } from '~/server/outbox.server'
import {
  oneLine,
  readLetterhead,
  siteUrl,
  type Letterhead,
} from '~/domain/notifications/notifications.server'
import { AREA_PERMISSION, type ConversationArea } from './areas'

/*
 * The overdue reminder (docs/decisions/040-conversations.md, "Business hours"): an open
 * conversation whose answer was due is e-mailed to its assignee once per due time, or to the
 * company's notification inbox when nobody is on it. `overdue_notified_at` marks it in the
 * transaction that queues the e-mail, so the two commit together; a new due time (the
 * requester answered, staff reopened it) clears the mark and the next one is told again.
 */

/** Conversations marked and e-mailed per transaction: bounded locks and outbox inserts. */
const BATCH_SIZE = 100

export type OverdueCounts = { assignees: number; inbox: number }

type Overdue = {
  id: string
  name: string
  area: ConversationArea
  dueAt: Date
  assignee: {
    email: string
    name: string
    role: string | null
    banned: boolean | null
    away: boolean
  } | null
}

type Recipient =
  { kind: 'assignee'; email: string; name: string } | { kind: 'inbox'; email: string }

/**
 * The assignee while they are there to act on it (may still open its area, not disabled, not
 * away); the company inbox otherwise, so a reminder never waits in an absent person's mail.
 */
function recipientOf(row: Overdue, letterhead: Letterhead): Recipient {
  const { assignee } = row
  if (
    assignee &&
    !assignee.banned &&
    !assignee.away &&
    isStaffRole(assignee.role) &&
    can(assignee.role, AREA_PERMISSION[row.area])
  ) {
    return { kind: 'assignee', email: assignee.email, name: assignee.name }
  }
  return { kind: 'inbox', email: letterhead.inbox }
}

function overdueEmail(row: Overdue, to: Recipient): OutgoingEmail {
  const m = t.conversations.emails.overdue
  return {
    to: to.email,
    subject: oneLine(format(m.subject, { name: row.name })),
    text: [
      ...(to.kind === 'assignee'
        ? [format(t.emails.greeting, { name: oneLine(to.name) }), '']
        : []),
      format(m.body, {
        name: oneLine(row.name),
        area: t.conversations.areas[row.area],
        due: formatDateTime(row.dueAt),
      }),
      '',
      siteUrl('en', `/admin/conversations/${row.id}`),
    ].join('\n'),
  }
}

/**
 * Marks and e-mails every open conversation whose answer fell due by `now` (tests move the
 * clock) and was not yet told, in batches, each one transaction. A batch locks its rows with
 * `for update skip locked`, so a second process running at the same moment takes other rows
 * (or none); a row marked meanwhile no longer matches. Nothing is e-mailed twice.
 */
export async function notifyOverdueConversations(now: Date = new Date()): Promise<OverdueCounts> {
  // Read before the transactions: the embedded database has one connection, which they hold.
  const letterhead = await readLetterhead()
  const db = await getDb()
  const counts: OverdueCounts = { assignees: 0, inbox: 0 }
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: conversations.id,
          name: conversations.name,
          area: conversations.area,
          dueAt: conversations.dueAt,
          assigneeEmail: user.email,
          assigneeName: user.name,
          assigneeRole: user.role,
          assigneeBanned: user.banned,
          assigneeAway: user.away,
        })
        .from(conversations)
        .leftJoin(user, eq(user.id, conversations.assigneeId))
        // The range and order of conversations_due_idx (due_at, id).
        .where(
          and(
            // Every due time passed, however late the job sees it (after the site was down
            // a week, say); the conversations migration 0018 opened overdue were marked told
            // by migration 0021.
            lte(conversations.dueAt, now),
            eq(conversations.state, 'open'),
            isNull(conversations.overdueNotifiedAt),
          ),
        )
        .orderBy(asc(conversations.dueAt), asc(conversations.id))
        .limit(BATCH_SIZE)
        .for('update', { of: conversations, skipLocked: true })
      if (rows.length === 0) return []
      await tx
        .update(conversations)
        .set({ overdueNotifiedAt: now })
        .where(
          inArray(
            conversations.id,
            rows.map((row) => row.id),
          ),
        )
      const overdue: Overdue[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        area: row.area,
        dueAt: row.dueAt!,
        assignee: row.assigneeEmail
          ? {
              email: row.assigneeEmail,
              name: row.assigneeName ?? '',
              role: row.assigneeRole,
              banned: row.assigneeBanned,
              away: row.assigneeAway ?? false,
            }
          : null,
      }))
      const recipients = overdue.map((row) => recipientOf(row, letterhead))
      await queueEmails(
        tx,
        overdue.map((row, index) => overdueEmail(row, recipients[index])),
      )
      return recipients
    })
    for (const recipient of batch) {
      if (recipient.kind === 'inbox') counts.inbox += 1
      else counts.assignees += 1
    }
    if (batch.length < BATCH_SIZE) break
  }
  if (counts.assignees + counts.inbox > 0) {
    nudgeOutbox()
    logger.info(counts, 'overdue conversations notified')
  }
  return counts
}
