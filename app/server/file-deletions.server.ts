import { asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
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
function retryDelayMs(attempts: number): number {
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
 * not), or every one that is due (the job). A key whose file is deleted leaves the queue;
 * one the storage refused waits for its next attempt. Deleting a file twice (two processes at once) is no
 * error, so no claim is needed. Returns how many files were deleted and how many wait.
 */
export async function deleteQueuedFiles({ keys }: { keys?: string[] } = {}): Promise<{
  deleted: number
  waiting: number
}> {
  if (keys?.length === 0) return { deleted: 0, waiting: 0 }
  const db = await getDb()
  const due = await db
    .select({ key: fileDeletions.key, attempts: fileDeletions.attempts })
    .from(fileDeletions)
    .where(keys ? inArray(fileDeletions.key, keys) : lte(fileDeletions.nextAttemptAt, new Date()))
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
      // The outbox's one-line error, secrets masked, at most MAIL_ERROR_MAX characters.
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

/** How many stored files are still to be deleted (admin screen, metrics). */
export async function countQueuedFileDeletions(): Promise<number> {
  const db = await getDb()
  const [row] = await db.select({ waiting: count() }).from(fileDeletions)
  return row?.waiting ?? 0
}
