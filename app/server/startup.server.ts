import { seedDatabase, seedDefaultSettings } from '#db/seed/index'
import { ensureAdminAccount } from './auth.server'
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
  logger.info({ driver: await getDriver() }, 'database ready')
}
