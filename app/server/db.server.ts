import { AsyncLocalStorage } from 'node:async_hooks'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import type { Db } from '#db/database'
import { schema } from '#db/schema'
import { env } from './env.server'
import { logger } from './logger.server'
import { startThread } from './threads.server'
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread.server'
import { processWide } from './process-wide.server'

export type { Db }

type Handle = {
  db: Db
  driver: 'pglite' | 'pg'
  pool: Pool
  close: () => Promise<void>
  /** Where another thread of this process reaches the same database (render threads). */
  url: string
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'db/migrations')

// One database handle per process, however many copies of this module are loaded.
const databaseHandle = processWide<Promise<Handle>>('database')

async function openHandle(): Promise<Handle> {
  const config = env()
  if (config.DATABASE_URL) {
    const pg = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
      connectionTimeoutMillis: 5000,
      // JIT compiling costs 50–150 ms a query and only pays off for long analytical
      // queries; this app runs short indexed ones, where the planner's estimates for
      // large tables wrongly trigger it. (Behind a pooler that refuses startup options,
      // such as PgBouncer, set jit = off on the database role instead.)
      options: '-c jit=off',
    })
    keepClientErrorsFromCrashing(pool)
    const db = drizzle(pool, { schema }) as unknown as Db
    return { db, driver: 'pg', pool, close: () => pool.end(), url: config.DATABASE_URL }
  }
  return openPgliteHandle(config.PGLITE_DIR, config.PGLITE_SOCKET_PORT, config.PGLITE_TEMPLATE)
}

/**
 * The embedded database runs in a worker thread (docs/decisions/022) and the app reaches it
 * through `pg` on a Unix socket in a private temp folder: its queries no longer block the
 * thread that renders pages, and both databases share one driver.
 */
async function openPgliteHandle(
  dataDir: string,
  inspectPort?: number,
  template?: string,
): Promise<Handle> {
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true })
  // mkdtemp makes the folder readable by this user only; the path stays short, as Unix
  // socket paths must (108 bytes).
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-'))
  const thread = await startPgliteThread({
    dataDir,
    socketPath: path.join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_NAME_PORT}`),
    inspectPort,
    // Only a database that starts empty can start from a copy (decision 051).
    template: dataDir.startsWith('memory://') ? template : undefined,
  })
  const pg = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  // One connection (PGlite is one session): queries queue here, outside the render thread.
  const pool = new pg.Pool({
    host: socketDir,
    port: PGLITE_SOCKET_NAME_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    connectionTimeoutMillis: 5000,
  })
  keepClientErrorsFromCrashing(pool)
  const db = drizzle(pool, { schema }) as unknown as Db
  refuseQueriesAroundTransactions(db, pool)
  return {
    db,
    driver: 'pglite',
    pool,
    url: `postgresql://postgres@localhost:${PGLITE_SOCKET_NAME_PORT}/postgres?host=${encodeURIComponent(socketDir)}`,
    close: async () => {
      await pool.end()
      await thread.close()
      fs.rmSync(socketDir, { recursive: true, force: true })
    },
  }
}

const insideTransaction = new AsyncLocalStorage<true>()

/**
 * With one connection (the embedded database), a query sent through the pool while a
 * transaction of the same request holds the connection waits for it: 5 seconds, then it fails,
 * and every other request waits meanwhile (seen as a 503 under the e2e suite). Such a query is
 * refused at once, loudly: read what the transaction needs before it begins, or through `tx`.
 */
function refuseQueriesAroundTransactions(db: Db, pool: Pool) {
  const transaction = db.transaction.bind(db)
  db.transaction = ((work, config) =>
    transaction((tx) => insideTransaction.run(true, () => work(tx)), config)) as Db['transaction']
  for (const method of ['query', 'connect'] as const) {
    const original = pool[method].bind(pool) as (...args: unknown[]) => unknown
    ;(pool as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        const error = new Error(
          'a query through the pool inside a transaction: the one connection is the transaction’s',
        )
        logger.error({ err: error }, 'database query outside its transaction')
        throw error
      }
      return original(...args)
    }
  }
}

/**
 * A connection that loses its server must not crash the process: an idle client's error
 * reaches the pool's listener, but a client checked out for a transaction emits its own,
 * which with no listener would be thrown. The query in flight fails either way (a 503 page,
 * decision 025) and /readyz reports the outage.
 */
export function keepClientErrorsFromCrashing(pool: Pool) {
  const warn = (error: Error) => logger.warn({ err: error }, 'database connection error')
  pool.on('error', warn)
  pool.on('connect', (client) => client.on('error', warn))
}

/**
 * The embedded database thread's JavaScript heap limit. What it keeps is protocol buffers
 * in flight (the database itself lives in WebAssembly memory, outside it); without a limit
 * V8 lets garbage pile up to gigabytes under a long write load before collecting it.
 */
const PGLITE_THREAD_HEAP_MB = 256

/** The number in the socket's file name, `.s.PGSQL.<n>`, which is how `pg` names a socket. */
const PGLITE_SOCKET_NAME_PORT = 5432

/** Starts pglite-thread.server.ts and resolves once its database answers on the socket. */
function startPgliteThread(data: PgliteThreadData): Promise<{ close: () => Promise<void> }> {
  const worker = startThread('pglite-thread', {
    workerData: data,
    resourceLimits: { maxOldGenerationSizeMb: PGLITE_THREAD_HEAP_MB },
  })
  let closing = false
  const closed = new Promise<void>((resolve) => {
    worker.on('message', (message: PgliteThreadMessage) => {
      if ('closed' in message) resolve()
    })
    worker.once('exit', () => resolve())
  })
  return new Promise((resolve, reject) => {
    worker.on('message', (message: PgliteThreadMessage) => {
      if ('failed' in message) reject(new Error(`PGlite could not start: ${message.failed}`))
      if ('ready' in message)
        resolve({
          close: async () => {
            closing = true
            worker.postMessage('close')
            await closed
            await worker.terminate()
          },
        })
    })
    worker.on('error', (error) => {
      logger.error({ err: error }, 'PGlite thread failed')
      reject(error)
    })
    worker.on('exit', (code) => {
      if (!closing) logger.error({ code }, 'PGlite thread exited')
      reject(new Error(`PGlite thread exited with code ${code}`))
    })
  })
}

function handle(): Promise<Handle> {
  return databaseHandle.get(openHandle)
}

export async function getDb(): Promise<Db> {
  return (await handle()).db
}

/** The connections of this process's pool (metrics): open, idle, and queries waiting for one. */
export async function databasePoolStats(): Promise<{
  total: number
  idle: number
  waiting: number
}> {
  const { pool } = await handle()
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/**
 * The database's address for a render thread of this process (render-pool.server.ts): the
 * PostgreSQL server's, or the embedded database's socket (its relay takes several
 * connections; a transaction keeps it to its own).
 */
export async function databaseUrlForThreads(): Promise<string> {
  return (await handle()).url
}

export async function getDriver(): Promise<'pglite' | 'pg'> {
  return (await handle()).driver
}

/** Applies the committed SQL migrations (under `withStartupLock` when several processes start). */
export async function migrateDatabase(): Promise<void> {
  const { db } = await handle()
  // PGlite is reached through `pg` too (openPgliteHandle), so one migrator serves both.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER })
}

/** The advisory lock key that processes starting together on one PostgreSQL queue on. */
const STARTUP_LOCK_KEY = 727274

/**
 * Runs `work` (migrations, default content, the admin account) in one process at a time on
 * PostgreSQL: processes started together wait for each other instead of racing to create
 * the same rows. The lock is taken and released on one connection of its own, as a
 * session-level advisory lock must be; the work itself uses the pool. The embedded database
 * belongs to one process, which needs no lock.
 */
export async function withStartupLock<T>(work: () => Promise<T>): Promise<T> {
  const { driver, pool } = await handle()
  if (driver !== 'pg') return work()
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    client.release()
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
  const current = databaseHandle.clear()
  if (current) await (await current).close()
}

/** Socket errors that mean the database server could not be reached or went away. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'ENOENT', // the embedded database's socket file is gone
])
/** What `pg` says when a connection ends or cannot be made in time. */
const UNREACHABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection ended/i

/**
 * True when `error` (or an error it wraps) says the database is out of reach: refused or
 * dropped connections, a server shutting down or starting (SQLSTATE 57P01–57P03), or a
 * connection failure (class 08). Such a request gets the 503 page, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || /^57P0[123]$/.test(code) || code.startsWith('08')) {
        return true
      }
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}
