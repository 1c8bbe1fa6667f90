import fs from 'node:fs'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  consentRecords,
  consultancyRequests,
  contactMessages,
  conversations,
  dataRequests,
  emailOutbox,
  jobApplicants,
  staffInvitation,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { restore, type RestoreSummary } from '~/server/backup.server'
import { closeDatabase, getDb } from '~/server/db.server'
import type { Env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { erasePersonalData, LastAdministratorError } from './personal-data.server'

/*
 * A restore that keeps erasures (issue 16, docs/decisions/033-restores-keep-erasures.md). A
 * backup taken before a person was erased still holds their records and CV files; putting it
 * back must not bring them back. The erasures the current database has completed are read
 * before the restore, and each one the backup does not know is done again on what it put back.
 */

type ErasureRow = typeof dataRequests.$inferSelect

export type RestoreKeepingErasuresSummary = RestoreSummary & {
  /** Erasures completed after the backup was taken, done again on the restored data. */
  erasuresReapplied: number
  /** Of those, ones that would erase the only Administrator left: not done, listed as open. */
  erasuresRefused: number
  /** False when the current database could not be read: no erasure was done again. */
  erasuresChecked: boolean
}

/**
 * `restore` (app/server/backup.server.ts) of the backup in `folder` into the database this
 * process is configured for (`config` is the process's own), then the erasures completed since
 * the backup, done again. Stop the site first.
 */
export async function restoreKeepingErasures(
  config: Pick<Env, 'DATABASE_URL' | 'PGLITE_DIR'>,
  folder: string,
): Promise<RestoreKeepingErasuresSummary> {
  const erasures = await completedErasures(config)
  // The embedded database's directory is opened by `restore` itself.
  await closeDatabase()
  const summary = await restore(config, folder)
  if (!erasures) {
    return { ...summary, erasuresReapplied: 0, erasuresRefused: 0, erasuresChecked: false }
  }
  try {
    return { ...summary, ...(await reapplyErasures(erasures)), erasuresChecked: true }
  } finally {
    await closeDatabase()
  }
}

/** The completed erasures of the database about to be replaced; null if it cannot be read. */
async function completedErasures(
  config: Pick<Env, 'DATABASE_URL' | 'PGLITE_DIR'>,
): Promise<ErasureRow[] | null> {
  // No embedded data directory (a restore onto a new machine): nothing to read, and opening
  // it would create an empty one.
  if (!config.DATABASE_URL && !fs.existsSync(config.PGLITE_DIR)) return null
  try {
    const db = await getDb()
    return await db
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.kind, 'erasure'), eq(dataRequests.state, 'completed')))
  } catch (error) {
    logger.warn({ err: error }, 'restore: the current database could not be read for erasures')
    return null
  }
}

/**
 * Each erasure the restored database does not have as completed happened after the backup:
 * every address whose SHA-256 it kept is erased again, and the request goes back on the list
 * as the proof it was answered.
 */
async function reapplyErasures(
  erasures: ErasureRow[],
): Promise<{ erasuresReapplied: number; erasuresRefused: number }> {
  if (erasures.length === 0) return { erasuresReapplied: 0, erasuresRefused: 0 }
  const db = await getDb()
  const known = await db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(
      and(
        inArray(
          dataRequests.id,
          erasures.map((erasure) => erasure.id),
        ),
        eq(dataRequests.state, 'completed'),
      ),
    )
  const knownIds = new Set(known.map((row) => row.id))
  const missing = erasures.filter((erasure) => !knownIds.has(erasure.id))
  if (missing.length === 0) return { erasuresReapplied: 0, erasuresRefused: 0 }

  const refused = new Set<string>()
  for (const { email, erasure } of await addressesOf(missing)) {
    // An account that had not proven its address erased its own records only (decision 034):
    // again, only the account of that address, never what the address alone links.
    const selector = erasure.addressProven ? { email } : await accountOf(email)
    if (!selector) continue
    try {
      await erasePersonalData(
        selector,
        { actor: { id: null, email: null }, dataRequestId: erasure.id },
        { isToldWhatIsKept: false },
      )
    } catch (error) {
      if (!(error instanceof LastAdministratorError)) throw error
      refused.add(erasure.id)
      logger.warn(
        { dataRequestId: erasure.id },
        'restore: an erasure would remove the only Administrator; run it once another exists',
      )
    }
  }
  // Back on the list, masked as they were (a restored account they named is gone or not
  // theirs): answered, or open again with its deadline when it could not be done.
  await db
    .insert(dataRequests)
    .values(
      missing.map((erasure) =>
        refused.has(erasure.id)
          ? {
              ...erasure,
              userId: null,
              state: 'confirmed' as const,
              completedAt: null,
              completedBy: null,
              summary: null,
            }
          : { ...erasure, userId: null },
      ),
    )
    .onConflictDoNothing()
  return { erasuresReapplied: missing.length - refused.size, erasuresRefused: refused.size }
}

/** The restored account that has the address, as an erasure's selector; null if none. */
async function accountOf(email: string): Promise<{ email: string; userId: string } | null> {
  const db = await getDb()
  const [account] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${email}`)
    .limit(1)
  return account ? { email, userId: account.id } : null
}

/** The addresses on file whose SHA-256 (of the trimmed, lower-cased address) an erasure kept. */
async function addressesOf(
  erasures: ErasureRow[],
): Promise<{ email: string; erasure: ErasureRow }[]> {
  const byHash = new Map(erasures.map((erasure) => [erasure.emailHash, erasure]))
  const db = await getDb()
  const columns = [
    user.email,
    jobApplicants.email,
    contactMessages.email,
    consultancyRequests.email,
    userInvestmentRequests.email,
    // A conversation copies its requester's address (decision 040).
    conversations.email,
    consentRecords.email,
    staffInvitation.email,
    dataRequests.email,
    emailOutbox.recipient,
  ]
  const addresses = sql.join(
    columns.map((column) => sql`select lower(trim(${column})) as email from ${column.table}`),
    sql` union `,
  )
  const hashes = [...byHash.keys()]
  const result = await db.execute(sql`
    select email, encode(sha256(convert_to(email, 'UTF8')), 'hex') as hash
    from (${addresses}) as addresses
    where encode(sha256(convert_to(email, 'UTF8')), 'hex') in (${sql.join(
      hashes.map((hash) => sql`${hash}`),
      sql`, `,
    )})
  `)
  const { rows } = result as unknown as { rows: { email: string; hash: string }[] }
  return rows.map((row) => ({ email: row.email, erasure: byHash.get(row.hash)! }))
}
