import { seedDatabase, seedDefaultSettings } from '#db/seed/index'
import { ensureAdminAccount } from './auth.server'
import { getDb, getDriver, migrateDatabase, withStartupLock } from './db.server'
import { env } from './env.server'
import { startJobRunner, type ScheduledJob } from './jobs.server'
import { logger } from './logger.server'

/**
 * Everything a process needs before it serves: schema, default content, admin account, and
 * (outside tests) the job runner with `jobs`: the server passes SCHEDULED_JOBS
 * (app/scheduled-jobs.server.ts), which this layer cannot import (decision 011: server/ never
 * imports domain/, and retention is a domain job).
 */
export async function prepareApplication(options: { jobs?: ScheduledJob[] } = {}): Promise<void> {
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
  if (!config.isTest) startJobRunner({ jobs: options.jobs ?? [] })
  logger.info({ driver: await getDriver() }, 'database ready')
}
