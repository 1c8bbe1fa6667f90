import { and, count, eq, type SQL } from 'drizzle-orm'
import { emailOutbox, searchTextOf, type EmailState } from '#db/schema'
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
import { nudgeOutbox, requeueFailedEmail } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'
import type { EmailListQuery } from './schema'

/*
 * The outbox as Administrators see it (docs/decisions/024-outbox-and-jobs.md): every e-mail the
 * site has queued, its state and its last error, and a way to send a failed one again. The
 * worker that sends them is infrastructure (server/outbox.server.ts).
 */

export type OutboxEmail = {
  id: string
  recipient: string
  subject: string
  state: EmailState
  attempts: number
  lastError: string | null
  createdAt: Date
  nextAttemptAt: Date
  sentAt: Date | null
}

const listColumns = {
  id: emailOutbox.id,
  recipient: emailOutbox.recipient,
  subject: emailOutbox.subject,
  state: emailOutbox.state,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
}

/**
 * Newest first; searched on recipient and subject; filtered by state. The filter and order of
 * the E-mails screen and of its export (decision 049).
 */
function emailsView(query: Pick<EmailListQuery, 'q' | 'state'>) {
  const conditions: SQL[] = []
  if (query.q) conditions.push(matchesSearch(searchTextOf.emailOutbox, query.q))
  if (query.state !== 'all') conditions.push(eq(emailOutbox.state, query.state))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const order: ListOrder = [
    { column: emailOutbox.createdAt, direction: 'desc' },
    { column: emailOutbox.id, direction: 'desc' },
  ]
  return { where, order }
}

/** The E-mails screen, 25 a page, with the number of failed e-mails. */
export async function listEmails(
  query: EmailListQuery,
): Promise<Page<OutboxEmail> & { failedTotal: number }> {
  const db = await getDb()
  const { where, order } = emailsView(query)
  const [[rows, total], failedTotal] = await Promise.all([
    listPage(db, emailOutbox.id, where, orderSql(order), query, (onThisPage) =>
      db
        .select(listColumns)
        .from(emailOutbox)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
    ),
    countFailedEmails(),
  ])
  return { ...toPage(rows, total, query.page), failedTotal }
}

/** Every e-mail the screen shows for `query`, a batch at a time (decision 049). */
export async function* exportEmails(
  query: Pick<EmailListQuery, 'q' | 'state'>,
): AsyncGenerator<OutboxEmail[]> {
  const db = await getDb()
  const { where, order } = emailsView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    db
      .select(listColumns)
      .from(emailOutbox)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
}

/** The dashboard's counter: messages that failed for good (from the state index). */
export async function countFailedEmails(): Promise<number> {
  const db = await getDb()
  const [{ n }] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.state, 'failed'))
  return n
}

export type RetryOutcome = { kind: 'queued'; recipient: string } | { kind: 'not-failed' }

/**
 * Sends a failed message again: it is due at once, for one more attempt (if that fails, it is
 * failed again with the new error). Audited in the same transaction.
 */
export async function retryEmail(
  actor: Pick<SessionUser, 'id' | 'email'>,
  id: string,
): Promise<RetryOutcome> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx): Promise<RetryOutcome> => {
    const email = await requeueFailedEmail(tx, id)
    if (!email) return { kind: 'not-failed' }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'email_outbox',
      entityId: id,
      before: { state: 'failed', attempts: email.attempts },
      after: { state: 'pending', retried: true },
    })
    return { kind: 'queued', recipient: email.recipient }
  })
  if (outcome.kind === 'queued') nudgeOutbox()
  return outcome
}
