import path from 'node:path'
import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import type { Db } from '#db/database'
import { schema } from '#db/schema'
import { env } from './env.server'
import { logger } from './logger.server'

export type { Db }

type Handle = { db: Db; driver: 'pglite' | 'pg'; close: () => Promise<void> }

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'db/migrations')

// One database handle per process. The Express entry, the server build and Vite's
// dev loader each import this module separately, so the handle lives on globalThis.
const holder = globalThis as typeof globalThis & { __appDb?: Promise<Handle> }

async function openHandle(): Promise<Handle> {
  const config = env()
  if (config.DATABASE_URL) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new Pool({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      // JIT compiling costs 50–150 ms a query and only pays off for long analytical
      // queries; this app runs short indexed ones, where the planner's estimates for
      // large tables wrongly trigger it. (Behind a pooler that refuses startup options,
      // such as PgBouncer, set jit = off on the database role instead.)
      options: '-c jit=off',
    })
    // An idle client losing its server must not crash the process; /readyz reports it.
    pool.on('error', (error) => logger.warn({ err: error }, 'database pool error'))
    const db = drizzle(pool, { schema }) as unknown as Db
    return { db, driver: 'pg', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const dataDir = config.PGLITE_DIR
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true })
  const client = new PGlite(dataDir, { extensions: { pg_trgm } })
  const db = drizzle(client, { schema }) as unknown as Db
  let socketServer: { stop(): Promise<void> } | undefined
  if (config.PGLITE_SOCKET_PORT) {
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
    const server = new PGLiteSocketServer({
      db: client,
      port: config.PGLITE_SOCKET_PORT,
      host: '127.0.0.1',
      maxConnections: 4,
    })
    await server.start()
    socketServer = server
  }
  return {
    db,
    driver: 'pglite',
    close: async () => {
      await socketServer?.stop()
      await client.close()
    },
  }
}

function handle(): Promise<Handle> {
  holder.__appDb ??= openHandle()
  return holder.__appDb
}

export async function getDb(): Promise<Db> {
  return (await handle()).db
}

export async function getDriver(): Promise<'pglite' | 'pg'> {
  return (await handle()).driver
}

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock so many processes can start at once. */
export async function migrateDatabase(): Promise<void> {
  const { db, driver } = await handle()
  if (driver === 'pg') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    await db.execute(sql`select pg_advisory_lock(727274)`)
    try {
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await db.execute(sql`select pg_advisory_unlock(727274)`)
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
  }
}

/** True when a trivial query answers within the timeout. */
export async function isDatabaseReachable(timeoutMs = 2000): Promise<boolean> {
  try {
    const db = await getDb()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs)
    })
    await Promise.race([db.execute(sql`select 1`), timeout]).finally(() => clearTimeout(timer))
    return true
  } catch {
    return false
  }
}

export async function closeDatabase(): Promise<void> {
  const current = holder.__appDb
  holder.__appDb = undefined
  if (current) await (await current).close()
}
