import { seedDatabase, seedDefaultSettings } from '#db/seed/index'
import { ensureAdminAccount, purgeExpiredAuthRecords } from './auth.server'
import { getDb, getDriver, migrateDatabase } from './db.server'
import { env } from './env.server'
import { logger } from './logger.server'

/** Everything a process needs before it serves: schema, default content, admin account. */
export async function prepareApplication(): Promise<void> {
  const config = env()
  await migrateDatabase()
  const db = await getDb()
  await seedDefaultSettings(db)
  if (config.SEED_DEMO_DATA === 'true') {
    const { isSeeded } = await seedDatabase(db)
    if (isSeeded) logger.info('demo content seeded')
  }
  await ensureAdminAccount()
  await purgeExpiredAuth()
  schedulePurge(config.isTest)
  logger.info({ driver: await getDriver() }, 'database ready')
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000
const holder = globalThis as typeof globalThis & { __appPurgeTimer?: NodeJS.Timeout }

async function purgeExpiredAuth(): Promise<void> {
  try {
    const purged = await purgeExpiredAuthRecords()
    if (purged.sessions || purged.tokens) logger.info(purged, 'expired sessions and tokens purged')
  } catch (error) {
    logger.warn({ err: error }, 'purging expired sessions failed')
  }
}

/** Expired sessions and reset tokens are deleted at start and then hourly (accounts issue). */
function schedulePurge(isTest: boolean): void {
  if (isTest || holder.__appPurgeTimer) return
  holder.__appPurgeTimer = setInterval(() => void purgeExpiredAuth(), PURGE_INTERVAL_MS)
  holder.__appPurgeTimer.unref()
}
