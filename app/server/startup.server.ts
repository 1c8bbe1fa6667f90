import { seedDatabase, seedDefaultSettings } from '#db/seed/index'
import { ensureAdminAccount, purgeExpiredAuthRecords } from './auth.server'
import { getDb, getDriver, migrateDatabase, withStartupLock } from './db.server'
import { env } from './env.server'
import { startJobRunner, type ScheduledJob } from './jobs.server'
import { logger } from './logger.server'
import { deleteOldSentEmails } from './outbox.server'

/** Everything a process needs before it serves: schema, default content, admin account. */
export async function prepareApplication(): Promise<void> {
  const config = env()
  // Processes started together on one database take turns: the first creates, the others find.
  await withStartupLock(async () => {
    await migrateDatabase()
    const db = await getDb()
    await seedDefaultSettings(db)
    if (config.SEED_DEMO_DATA === 'true') {
      const { isSeeded } = await seedDatabase(db)
      if (isSeeded) logger.info('demo content seeded')
    }
    await ensureAdminAccount()
  })
  // Tests start their own runners (tests/support/outbox.ts), so they decide when mail goes out.
  if (!config.isTest) startJobRunner({ jobs: SCHEDULED_JOBS })
  logger.info({ driver: await getDriver() }, 'database ready')
}

const HOUR_MS = 60 * 60 * 1000

/**
 * The work done on a schedule, once per interval across all processes (jobs.server.ts). A new
 * job is due at once; after that its next run is kept in `scheduled_jobs`, across restarts.
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
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
]
