import { fillMissingCvTexts } from '~/domain/careers/talent-pool.server'
import { applyInvestmentSchedules } from '~/domain/investments/investments.server'
import { deleteRevisionsPastRetention } from '~/domain/publishing/publishing.server'
import { applyContentSchedules } from '~/domain/publishing/schedules.server'
import { notifyOverdueConversations } from '~/domain/conversations/overdue.server'
import { remindExpiringIdentityDocuments } from '~/domain/investors/investor-file.server'
import {
  applyRetention,
  deleteKeptInvestorRecords,
  expireDataRequests,
} from '~/domain/privacy/retention.server'
import { purgeExpiredAuthRecords } from '~/server/auth.server'
import type { ScheduledJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'
import { deleteQueuedFiles } from '~/server/file-deletions.server'
import { deleteOldSentEmails } from '~/server/outbox.server'

const HOUR_MS = 60 * 60 * 1000

/**
 * The work done on a schedule, once per interval across all processes (jobs.server.ts). A new
 * job is due at once; after that its next run is kept in `scheduled_jobs`, across restarts.
 * The server passes this list to prepareApplication; it lives beside the app's entry files
 * because it names domain jobs, which server/ may not import (decision 011).
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // Decision 047: investments shown, hidden and closed at the minute staff scheduled, and
    // the other items with a visibility of their own (decision 053); each apply empties every
    // process's page cache when it changed one.
    name: 'apply-content-schedules',
    everyMs: 60_000,
    async run() {
      const applied = await applyInvestmentSchedules()
      if (applied.published.length || applied.unpublished.length || applied.closed.length)
        logger.info(applied, 'content schedules applied')
      // Decision 053: team members, jobs, consultants and testimonials, the same way.
      const items = await applyContentSchedules()
      if (items.published.length || items.unpublished.length)
        logger.info(items, 'content schedules applied')
    },
  },
  {
    // Expired sessions and reset tokens (accounts issue).
    name: 'purge-expired-auth',
    everyMs: HOUR_MS,
    async run() {
      const purged = await purgeExpiredAuthRecords()
      if (purged.sessions || purged.tokens)
        logger.info(purged, 'expired sessions and tokens purged')
    },
  },
  {
    name: 'delete-old-sent-emails',
    everyMs: 24 * HOUR_MS,
    async run() {
      const deleted = await deleteOldSentEmails()
      if (deleted) logger.info({ deleted }, 'old sent e-mails deleted')
    },
  },
  {
    // Stored files whose record is gone, that the storage refused to delete then (decision 032).
    name: 'delete-queued-files',
    everyMs: 60_000,
    async run() {
      const { deleted, waiting } = await deleteQueuedFiles()
      if (deleted || waiting) logger.info({ deleted, waiting }, 'queued file deletions tried')
    },
  },
  {
    // Decision 040: an answer owed that fell due is e-mailed to the assignee (else the company
    // inbox) once; a few minutes late at most (notifyOverdueConversations logs its counts).
    name: 'notify-overdue-conversations',
    everyMs: 5 * 60_000,
    run: () => notifyOverdueConversations(),
  },
  {
    // Issue 16 (decision 029): personal data past its retention period (applyRetention logs
    // its counts), and visitors' data-request links that expired unused.
    name: 'apply-retention',
    everyMs: 24 * HOUR_MS,
    async run() {
      await applyRetention()
      // Decision 043: what an erasure kept for the anti-money-laundering law, past keep_until.
      const kept = await deleteKeptInvestorRecords()
      if (kept.investorFiles || kept.investmentRequests)
        logger.info(kept, 'kept investor records deleted')
      const expired = await expireDataRequests()
      if (expired) logger.info({ expired }, 'unconfirmed data requests expired')
      // Decision 047: revisions of published content past their period (the latest kept).
      const revisions = await deleteRevisionsPastRetention()
      if (revisions) logger.info({ revisions }, 'old revisions deleted')
    },
  },
  {
    // Decision 043: a passport or Emirates ID expiring within identityReminderDays is e-mailed
    // to its investor once (remindExpiringIdentityDocuments logs its count).
    name: 'remind-expiring-identity-documents',
    everyMs: 24 * HOUR_MS,
    run: async () => {
      await remindExpiringIdentityDocuments()
    },
  },
  {
    // Decision 045: applications stored before the CV's text was taken at upload get it here,
    // CV_TEXT_BATCH a run, for the talent pool's search (fillMissingCvTexts marks unreadable
    // ones '' so they are not read again).
    name: 'fill-missing-cv-texts',
    everyMs: 10 * 60_000,
    async run() {
      const filled = await fillMissingCvTexts()
      if (filled.read || filled.unreadable) logger.info(filled, 'CV texts filled')
    },
  },
]
