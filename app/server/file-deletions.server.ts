import { asc, count, eq, inArray, lte, min, sql } from 'drizzle-orm'
import { fileDeletions } from '#db/schema'
import { getDb, type Db } from './db.server'
import { describeDeliveryError } from './email.server'
import { logger } from './logger.server'
import { deleteFile } from './storage.server'

/*
 * Files whose record is gone (docs/decisions/032-file-deletions.md). The key goes into
 * `file_deletions` in the transaction that deletes the record, so an erased CV's file is
 * deleted however the storage answers at that moment: at once after the commit, or later by
 * the job runner, which tries again after 1 min, then a wait that doubles up to 6 h.
 */

type Writer = Pick<Db, 'insert'>

/** The wait after a failed attempt: 1 min, doubling, at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 60 * 60_000)
}

/** How many keys one pass of the job takes on (the rest wait for the next pass). */
const BATCH_SIZE = 200

/** Records, in the caller's transaction, that these stored files must be deleted. */
export async function queueFileDeletions(writer: Writer, keys: string[]): Promise<void> {
  if (keys.length === 0) return
  await writer
    .insert(fileDeletions)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing()
}

/**
 * Deletes queued files: the `keys` given (after the commit that queued them, whether due or
 * not), or every one due at `now` (the job). A key whose file is deleted leaves the queue; one the storage
 * refused waits for its next attempt. Deleting a file twice (two processes at once) is no
 * error, so no claim is needed. Returns how many files were deleted and how many wait.
 */
export async function deleteQueuedFiles({
  keys,
  now = new Date(),
}: {
  keys?: string[]
  /** The time a key must be due by (tests move the clock forward). */
  now?: Date
} = {}): Promise<{ deleted: number; waiting: number }> {
  if (keys?.length === 0) return { deleted: 0, waiting: 0 }
  const db = await getDb()
  const due = await db
    .select({ key: fileDeletions.key, attempts: fileDeletions.attempts })
    .from(fileDeletions)
    .where(keys ? inArray(fileDeletions.key, keys) : lte(fileDeletions.nextAttemptAt, now))
    .orderBy(asc(fileDeletions.nextAttemptAt))
    .limit(keys ? keys.length : BATCH_SIZE)
  let deleted = 0
  let waiting = 0
  for (const row of due) {
    try {
      await deleteFile(row.key)
      await db.delete(fileDeletions).where(eq(fileDeletions.key, row.key))
      deleted += 1
    } catch (error) {
      waiting += 1
      const attempts = row.attempts + 1
      const lastError = describeDeliveryError(error)
      await db
        .update(fileDeletions)
        .set({
          attempts,
          lastError,
          nextAttemptAt: sql`now() + ${retryDelayMs(attempts)}::int * interval '1 millisecond'`,
        })
        .where(eq(fileDeletions.key, row.key))
      // The key is a random name (cv/2026/<uuid>.pdf): no personal data in the log.
      logger.warn(
        { key: row.key, attempts, error: lastError },
        'a stored file could not be deleted yet',
      )
    }
  }
  return { deleted, waiting }
}

/** The files still to be deleted, and since when the oldest has waited (admin screen). */
export async function countQueuedFileDeletions(): Promise<{
  waiting: number
  oldest: Date | null
}> {
  const db = await getDb()
  const [row] = await db
    .select({ waiting: count(), oldest: min(fileDeletions.createdAt) })
    .from(fileDeletions)
  return { waiting: row?.waiting ?? 0, oldest: row?.oldest ?? null }
}
