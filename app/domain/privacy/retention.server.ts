import { and, eq, inArray, lt, ne, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  auditLog,
  consentRecords,
  consultancyRequests,
  contactMessages,
  dataRequests,
  investmentRequests,
  investorFiles,
  jobApplicants,
  type ConsentForm,
} from '#db/schema'
import { getRetentionSettings } from '~/domain/settings/settings.server'
import { getDb, type Db } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { deleteQueuedFiles, queueFileDeletions } from '~/server/file-deletions.server'
import { monthsBefore } from './retention-cutoff'

/*
 * Retention (issue 16, docs/decisions/029-retention.md): personal data submitted through the
 * public forms is kept for the periods saved on the settings screen, then deleted by the daily
 * 'apply-retention' job. Retention is a rule over several areas' tables (careers, contact,
 * consultancy), so it deletes them here, where one statement can both choose and delete a row:
 * `DELETE … RETURNING` hands each row to exactly one of two runs racing (in one process or
 * two), and only the run that deleted a row deletes its CV file. Investment requests are
 * never touched: they are kept while the account exists (erased with it, personal-data).
 * A deleted message's or request's conversation goes with it, in the same transaction, and
 * its attachments' files are queued for the job runner (triggers, migration 0018).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type RetentionCounts = {
  applications: number
  cvFiles: number
  contactMessages: number
  consultancyRequests: number
}

/** Rows deleted per transaction: bounded locks and memory on a 100,000-row table. */
const BATCH_SIZE = 500

/**
 * The audit entities each kind of record is written under: an applicant's status changes
 * ('job_applicant') and CV downloads ('job_applicants', personal-data).
 */
const AUDIT_ENTITIES = {
  applications: ['job_applicant', 'job_applicants'],
  contactMessages: ['contact_message'],
  consultancyRequests: ['consultancy_request'],
} as const

/**
 * Up to BATCH_SIZE ids of `table`'s expired rows, locked for the delete that uses them. Rows
 * another run has locked are skipped (it is deleting them), so two runs take different rows
 * and never wait on each other; a row the other run deleted meanwhile is not chosen again.
 */
function chooseExpired(tx: Tx, table: PgTable, id: PgColumn, isExpired: SQL | undefined) {
  return tx
    .select({ id })
    .from(table)
    .where(isExpired)
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true })
}

/**
 * What is left of deleted records elsewhere: their consent records, and the content of their
 * audit entries (who did what and when stays; the before/after copies of the person's data go).
 * Also used when a candidate erases their own application (decision 045).
 */
export async function forgetDeleted(
  tx: Tx,
  ids: string[],
  form: ConsentForm,
  auditEntities: readonly string[],
): Promise<void> {
  await tx
    .delete(consentRecords)
    .where(and(eq(consentRecords.form, form), inArray(consentRecords.recordId, ids)))
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(and(inArray(auditLog.entity, [...auditEntities]), inArray(auditLog.entityId, ids)))
}

/**
 * Runs `deleteBatch` (a `DELETE … RETURNING` of up to BATCH_SIZE expired rows) until nothing
 * is left, each batch in one transaction with its consent records and audit content;
 * `afterCommit` then sees the rows this run deleted (CV files, queued in the batch's
 * transaction, are deleted only once their rows are gone for good). Returns how many rows
 * this run deleted.
 */
async function sweep<Row extends { id: string }>(
  deleteBatch: (tx: Tx) => Promise<Row[]>,
  related: {
    form: ConsentForm
    auditEntities: readonly string[]
    /** The stored files of the deleted rows, queued for deletion in the same transaction. */
    filesOf?: (rows: Row[]) => string[]
  },
  afterCommit?: (rows: Row[]) => Promise<void>,
): Promise<number> {
  const db = await getDb()
  let deleted = 0
  for (;;) {
    const rows = await db.transaction(async (tx) => {
      const batch = await deleteBatch(tx)
      if (batch.length > 0) {
        await forgetDeleted(
          tx,
          batch.map((row) => row.id),
          related.form,
          related.auditEntities,
        )
        if (related.filesOf) await queueFileDeletions(tx, related.filesOf(batch))
      }
      return batch
    })
    deleted += rows.length
    if (rows.length > 0) await afterCommit?.(rows)
    if (rows.length < BATCH_SIZE) return deleted
  }
}

/**
 * Deletes what has been kept longer than its retention period at `now` (tests move the clock
 * forward): applications of applicants not hired, with their CV files (talent-pool ones after
 * their own, longer period), contact messages and consultancy requests, each with its consent
 * records and its audit entries' content. Logs one line of counts, never names or addresses.
 */
export async function applyRetention(now: Date = new Date()): Promise<RetentionCounts> {
  const periods = await getRetentionSettings()
  const applicationsBefore = monthsBefore(now, periods.retentionApplicationMonths)
  const talentPoolBefore = monthsBefore(now, periods.retentionTalentPoolMonths)
  let cvFiles = 0
  let cvFilesWaiting = 0

  const isExpiredApplication = and(
    ne(jobApplicants.status, 'Hired'),
    or(
      and(eq(jobApplicants.talentPool, false), lt(jobApplicants.submittedAt, applicationsBefore)),
      and(eq(jobApplicants.talentPool, true), lt(jobApplicants.submittedAt, talentPoolBefore)),
    ),
  )
  const applications = await sweep(
    (tx) =>
      tx
        .delete(jobApplicants)
        .where(
          inArray(
            jobApplicants.id,
            chooseExpired(tx, jobApplicants, jobApplicants.id, isExpiredApplication),
          ),
        )
        .returning({ id: jobApplicants.id, cvKey: jobApplicants.cvKey }),
    {
      form: 'application',
      auditEntities: AUDIT_ENTITIES.applications,
      filesOf: (rows) => rows.map((row) => row.cvKey),
    },
    async (rows) => {
      // One the storage refuses now stays queued: the job runner deletes it later.
      const { deleted, waiting } = await deleteQueuedFiles({
        keys: rows.map((row) => row.cvKey),
      })
      cvFiles += deleted
      cvFilesWaiting += waiting
    },
  )

  const contactBefore = monthsBefore(now, periods.retentionContactMonths)
  const contactCount = await sweep(
    (tx) =>
      tx
        .delete(contactMessages)
        .where(
          inArray(
            contactMessages.id,
            chooseExpired(
              tx,
              contactMessages,
              contactMessages.id,
              lt(contactMessages.submittedAt, contactBefore),
            ),
          ),
        )
        .returning({ id: contactMessages.id }),
    { form: 'contact', auditEntities: AUDIT_ENTITIES.contactMessages },
  )

  const consultancyBefore = monthsBefore(now, periods.retentionConsultancyMonths)
  const consultancyCount = await sweep(
    (tx) =>
      tx
        .delete(consultancyRequests)
        .where(
          inArray(
            consultancyRequests.id,
            chooseExpired(
              tx,
              consultancyRequests,
              consultancyRequests.id,
              lt(consultancyRequests.submittedAt, consultancyBefore),
            ),
          ),
        )
        .returning({ id: consultancyRequests.id }),
    { form: 'consultation', auditEntities: AUDIT_ENTITIES.consultancyRequests },
  )

  const counts: RetentionCounts = {
    applications,
    cvFiles,
    contactMessages: contactCount,
    consultancyRequests: consultancyCount,
  }
  logger.info({ ...counts, cvFilesWaiting }, 'retention applied')
  return counts
}

/**
 * Marks visitors' data requests whose confirmation link was never used and has expired
 * (decision 028: 24 h) as 'expired', so the staff list shows them closed. Returns how many.
 */
export async function expireDataRequests(now: Date = new Date()): Promise<number> {
  const db = await getDb()
  const expired = await db
    .update(dataRequests)
    .set({ state: 'expired' })
    .where(
      and(eq(dataRequests.state, 'awaiting-confirmation'), lt(dataRequests.tokenExpiresAt, now)),
    )
    .returning({ id: dataRequests.id })
  return expired.length
}

/**
 * Decision 043: what an erasure kept for the anti-money-laundering law (investor files with
 * their identity documents, accepted investment requests) is deleted once its keep_until has
 * passed, in batches. The documents go with their file (on delete cascade) and their stored
 * files are queued for deletion by their trigger (migration 0022); audit entries about the
 * files lose their content.
 */
export async function deleteKeptInvestorRecords(
  now: Date = new Date(),
): Promise<{ investorFiles: number; investmentRequests: number }> {
  const db = await getDb()
  let files = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(investorFiles)
        .where(
          inArray(
            investorFiles.id,
            chooseExpired(tx, investorFiles, investorFiles.id, lt(investorFiles.keepUntil, now)),
          ),
        )
        .returning({ id: investorFiles.id })
      if (rows.length > 0)
        await tx
          .update(auditLog)
          .set({ before: null, after: null })
          .where(
            and(
              eq(auditLog.entity, 'investor_file'),
              inArray(
                auditLog.entityId,
                rows.map((row) => row.id),
              ),
            ),
          )
      return rows.length
    })
    files += batch
    if (batch < BATCH_SIZE) break
  }
  let requests = 0
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(investmentRequests)
        .where(
          inArray(
            investmentRequests.id,
            chooseExpired(
              tx,
              investmentRequests,
              investmentRequests.id,
              lt(investmentRequests.keepUntil, now),
            ),
          ),
        )
        .returning({ id: investmentRequests.id })
      return rows.length
    })
    requests += batch
    if (batch < BATCH_SIZE) break
  }
  return { investorFiles: files, investmentRequests: requests }
}
