import { and, eq, gt, like, sql } from 'drizzle-orm'
import { user, verification } from '#db/schema'
import { readLetterhead, siteUrl } from '~/domain/notifications/notifications.server'
import { format, messagesFor, type Locale } from '~/i18n'
import { newId } from '~/lib/ids'
import { getDb } from '~/server/db.server'
import { hashLinkToken, newLinkToken } from '~/server/link-token.server'
import { logger } from '~/server/logger.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import { consumeRateLimit } from '~/server/rate-limit.server'

/*
 * An account proves its address (docs/decisions/034-proven-addresses.md). Registration checks
 * nothing about the address, so records linked to an account only by its address (sent
 * without signing in, before it existed) stay closed to it until its owner opens a link sent
 * there: single use, 24 hours, in the account's language. The link's token is kept as its
 * SHA-256 in better-auth's `verification` table (identifier `address-proof:<hash>`, value the
 * account's id), where an erasure of the account deletes it with the account's other links.
 */

export const ADDRESS_PROOF_LIFETIME_MS = 24 * 60 * 60 * 1000
/** Links per account an hour: enough for a lost e-mail, too few to flood the mailbox. */
export const ADDRESS_PROOFS_PER_HOUR = 3

const PREFIX = 'address-proof:'

/** Whether the account proved it receives mail at its address. */
export async function isAddressProven(userId: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  return row?.emailVerified ?? false
}

export type SendAddressProofResult = 'sent' | 'already-proven' | 'limited'

/**
 * Sends the account a new confirmation link and retires its older ones: at most one is live.
 * The link and its e-mail are saved together; the outbox sends it.
 */
export async function sendAddressProof(userId: string): Promise<SendAddressProofResult> {
  const db = await getDb()
  const [account] = await db
    .select({ email: user.email, name: user.name, locale: user.locale, proven: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
  if (!account) return 'limited'
  if (account.proven) return 'already-proven'
  const limit = await consumeRateLimit(
    { name: 'address-proof', points: ADDRESS_PROOFS_PER_HOUR, windowSeconds: 60 * 60 },
    userId,
  )
  if (!limit.isAllowed) return 'limited'

  const token = newLinkToken()
  const message = await proofEmail({ ...account, token })
  await db.transaction(async (tx) => {
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, `${PREFIX}%`), eq(verification.value, userId)))
    await tx.insert(verification).values({
      id: newId('proof'),
      identifier: PREFIX + hashLinkToken(token),
      value: userId,
      expiresAt: new Date(Date.now() + ADDRESS_PROOF_LIFETIME_MS),
    })
    await queueEmails(tx, [message])
  })
  nudgeOutbox()
  return 'sent'
}

async function proofEmail(mail: { email: string; name: string; locale: Locale; token: string }) {
  const m = messagesFor(mail.locale)
  const e = m.emails.addressProof
  const url = siteUrl(mail.locale, `/confirm-address?token=${mail.token}`)
  const company = (await readLetterhead()).companyName(mail.locale)
  const text = [
    format(m.emails.greeting, { name: mail.name }),
    '',
    format(e.body, { url }),
    '',
    e.unlocks,
    '',
    e.once,
    '',
    format(m.emails.signature, { company }),
  ].join('\n')
  return { to: mail.email, subject: e.subject, text }
}

/** The account a live link confirms (its address, for the page), or null when it is gone. */
export async function openAddressProof(token: string): Promise<{ email: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(
      and(
        eq(verification.identifier, PREFIX + hashLinkToken(token)),
        gt(verification.expiresAt, new Date()),
      ),
    )
  return row ?? null
}

/**
 * Uses the link: deletes it (a second use, or a second request at once, finds nothing) and
 * marks the account's address proven, in one transaction. Opening the page does not use it,
 * since mail scanners open links too; only its button does.
 */
export async function confirmAddressProof(token: string): Promise<'confirmed' | 'gone'> {
  const db = await getDb()
  const confirmed = await db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, PREFIX + hashLinkToken(token)),
          gt(verification.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: verification.value })
    if (!used) return false
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, used.userId))
    return true
  })
  if (confirmed) logger.info('account address confirmed')
  return confirmed ? 'confirmed' : 'gone'
}
