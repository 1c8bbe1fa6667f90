import { and, eq, sql } from 'drizzle-orm'
import { emailOutbox, type EmailAttachment } from '#db/schema'
import { MAIL_HTML_MAX, MAIL_SUBJECT_MAX, MAIL_TEXT_MAX } from '~/lib/field-limits'
import { newId } from '~/lib/ids'
import { getDb, type Db } from './db.server'
import { deliverEmail, describeDeliveryError, type OutgoingEmail } from './email.server'
import { logger } from './logger.server'
import { processWide } from './process-wide.server'

/*
 * The e-mail outbox (docs/decisions/024-outbox-and-jobs.md). Code that sends an e-mail writes
 * it to `email_outbox`, in the transaction of the record it is about when there is one; the
 * job runner (jobs.server.ts) claims due messages one at a time, hands each to the SMTP
 * server, and marks it sent, or retries it later, or marks it failed.
 */

export type { OutgoingEmail }

/**
 * The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h. The attempt after the
 * last wait is the last: a message that fails it is marked failed (six attempts over about
 * 8 h 36 min) and shown to Administrators, who may send it again.
 */
export const RETRY_DELAYS_MS = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 60 * 60_000,
  6 * 60 * 60_000,
] as const

/** A delivery that has not ended after this is given up (and tried again later). */
export const DELIVERY_TIMEOUT_MS = 5 * 60_000

/**
 * A claim older than this belongs to a worker that died while sending: another worker takes
 * the message again. Longer than DELIVERY_TIMEOUT_MS, so a live worker's message is never
 * taken from it.
 */
export const CLAIM_TIMEOUT_MS = 10 * 60_000

export type DeliverySettings = {
  /** Who claims: unique per runner (host, process, random). */
  workerId: string
  retryDelaysMs: readonly number[]
  claimTimeoutMs: number
  deliveryTimeoutMs: number
}

export const DEFAULT_DELIVERY: Omit<DeliverySettings, 'workerId'> = {
  retryDelaysMs: RETRY_DELAYS_MS,
  claimTimeoutMs: CLAIM_TIMEOUT_MS,
  deliveryTimeoutMs: DELIVERY_TIMEOUT_MS,
}

/** Any handle that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>

const outboxListeners = processWide<Set<() => void>>('outbox-listeners')

function listeners(): Set<() => void> {
  return outboxListeners.get(() => new Set())
}

/** The job runner of this process listens, so a queued message goes out at once. */
export function onOutboxNudge(listener: () => void): () => void {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/**
 * Tells this process's job runner that messages are waiting. Call it after the transaction
 * that queued them has committed (a worker cannot see them before); without it they still go
 * out at the runner's next poll, a few seconds later.
 */
export function nudgeOutbox(): void {
  for (const listener of listeners()) listener()
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * Writes `messages` to the outbox through `writer`: pass the transaction that saves the record
 * they are about, so the record and its e-mails are stored together or not at all. Throws
 * what the database throws (and the transaction rolls back). Call `nudgeOutbox()` after the
 * commit.
 */
export async function queueEmails(writer: Writer, messages: OutgoingEmail[]): Promise<void> {
  if (messages.length === 0) return
  await writer.insert(emailOutbox).values(
    messages.map((message) => ({
      id: newId('mail'),
      recipient: message.to,
      replyTo: message.replyTo || null,
      // Written by the app, but from what people typed: never let a long value refuse the row.
      subject: clip(message.subject, MAIL_SUBJECT_MAX),
      text: clip(message.text, MAIL_TEXT_MAX),
      html: message.html ? clip(message.html, MAIL_HTML_MAX) : null,
      attachments: message.attachments?.length ? message.attachments : null,
    })),
  )
}

/**
 * Queues e-mails on their own, right after the caller's write (for callers with no
 * transaction of theirs: better-auth's reset and welcome mails, a re-sent invitation), and
 * nudges the runner. Never throws: the record is already saved, and losing it for its
 * e-mail would be worse; a failure is logged.
 */
export async function queueEmail(...messages: OutgoingEmail[]): Promise<boolean> {
  try {
    await queueEmails(await getDb(), messages)
    nudgeOutbox()
    return true
  } catch (error) {
    logger.error(
      { err: error, to: messages.map((message) => message.to) },
      'email could not be queued',
    )
    return false
  }
}

type ClaimedEmail = {
  id: string
  recipient: string
  reply_to: string | null
  subject: string
  text: string
  html: string | null
  attachments: EmailAttachment[] | null
  attempts: number
}

/**
 * Claims the oldest due message for `workerId`, or none. One statement: the row is picked
 * with `FOR UPDATE SKIP LOCKED`, so two workers never pick the same one, and the claim (and
 * the attempt it counts) is written before the statement ends. A message claimed longer than
 * `claimTimeoutMs` ago is due again: its worker died.
 */
async function claimNextEmail(
  db: Db,
  { workerId, claimTimeoutMs }: DeliverySettings,
): Promise<ClaimedEmail | null> {
  const result = await db.execute(sql`
    update email_outbox
    set claimed_by = ${workerId}, claimed_at = now(), attempts = attempts + 1
    where id = (
      select id from email_outbox
      where state = 'pending'
        and next_attempt_at <= now()
        and (claimed_at is null or claimed_at < now() - ${claimTimeoutMs}::int * interval '1 millisecond')
      order by next_attempt_at, id
      limit 1
      for update skip locked
    )
    returning id, recipient, reply_to, subject, text, html, attachments, attempts
  `)
  const [row] = (result as unknown as { rows: ClaimedEmail[] }).rows
  return row ?? null
}

/** Sent: the body is emptied (a reset or invitation link lives in the database only until then). */
async function markSent(db: Db, id: string, workerId: string): Promise<void> {
  const changed = await db
    .update(emailOutbox)
    .set({
      state: 'sent',
      sentAt: new Date(),
      text: '',
      html: null,
      attachments: null,
      claimedBy: null,
      claimedAt: null,
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.claimedBy, workerId)))
    .returning({ id: emailOutbox.id })
  if (changed.length === 0) logger.warn({ id }, 'email sent after its claim had timed out')
}

async function markAttemptFailed(
  db: Db,
  email: ClaimedEmail,
  error: unknown,
  { workerId, retryDelaysMs }: DeliverySettings,
): Promise<'retry' | 'failed'> {
  const isLastAttempt = email.attempts > retryDelaysMs.length
  const delayMs = isLastAttempt ? 0 : retryDelaysMs[email.attempts - 1]
  const lastError = describeDeliveryError(error)
  await db
    .update(emailOutbox)
    .set({
      state: isLastAttempt ? 'failed' : 'pending',
      nextAttemptAt: sql`now() + ${delayMs}::int * interval '1 millisecond'`,
      lastError,
      claimedBy: null,
      claimedAt: null,
    })
    .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.claimedBy, workerId)))
  logger.warn(
    { id: email.id, to: email.recipient, attempts: email.attempts, error: lastError },
    isLastAttempt ? 'email failed for good' : 'email failed, will retry',
  )
  return isLastAttempt ? 'failed' : 'retry'
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery took longer than ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export type DeliveryReport = { sent: number; retrying: number; failed: number }

/**
 * Delivers due messages one at a time until none is due or `shouldStop()` says so (checked
 * between messages, so a message being sent is finished first).
 */
export async function deliverDueEmails(
  db: Db,
  settings: DeliverySettings,
  shouldStop: () => boolean = () => false,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 }
  while (!shouldStop()) {
    const email = await claimNextEmail(db, settings)
    if (!email) break
    try {
      await withTimeout(
        deliverEmail({
          to: email.recipient,
          subject: email.subject,
          text: email.text,
          html: email.html,
          replyTo: email.reply_to,
          attachments: email.attachments,
        }),
        settings.deliveryTimeoutMs,
      )
    } catch (error) {
      const outcome = await markAttemptFailed(db, email, error, settings)
      report[outcome === 'failed' ? 'failed' : 'retrying'] += 1
      continue
    }
    await markSent(db, email.id, settings.workerId)
    report.sent += 1
  }
  return report
}

/**
 * Puts a failed message back in the queue, due now, for one more attempt (if it fails again
 * it is failed again at once). Returns the message, or null when `id` is not a failed message.
 * Pass the transaction that also records the audit entry; nudge after the commit.
 */
export async function requeueFailedEmail(
  writer: Pick<Db, 'update'>,
  id: string,
): Promise<{ id: string; recipient: string; subject: string; attempts: number } | null> {
  const [row] = await writer
    .update(emailOutbox)
    .set({ state: 'pending', nextAttemptAt: sql`now()`, claimedBy: null, claimedAt: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.state, 'failed')))
    .returning({
      id: emailOutbox.id,
      recipient: emailOutbox.recipient,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
    })
  return row ?? null
}

/** Sent messages are kept this long (for the admin list), then deleted by the clean-up job. */
export const SENT_RETENTION_DAYS = 30

/** Deletes sent messages older than SENT_RETENTION_DAYS; failed and pending ones stay. */
export async function deleteOldSentEmails(): Promise<number> {
  const db = await getDb()
  const deleted = await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.state, 'sent'),
        sql`${emailOutbox.sentAt} < now() - ${SENT_RETENTION_DAYS}::int * interval '1 day'`,
      ),
    )
    .returning({ id: emailOutbox.id })
  return deleted.length
}

/** How many messages wait to be sent and how many failed for good (metrics). */
export async function countOutbox(): Promise<{ pending: number; failed: number }> {
  const db = await getDb()
  const rows = await db
    .select({ state: emailOutbox.state, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(sql`${emailOutbox.state} in ('pending', 'failed')`)
    .groupBy(emailOutbox.state)
  const count = (state: string) => Number(rows.find((row) => row.state === state)?.count ?? 0)
  return { pending: count('pending'), failed: count('failed') }
}
