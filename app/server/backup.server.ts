import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { Env } from './env.server'
import { contentTypeOf, getFile, putFile, storedFileKeys } from './storage.server'

/**
 * Backups (issue 15, docs/deployment.md): the database as a plain SQL file that `psql` reads,
 * and every stored file (UPLOAD_DIR or the S3 bucket) under `files/`. PostgreSQL is dumped
 * with the machine's `pg_dump` and restored with `psql`; the embedded database with the
 * pg_dump of @electric-sql/pglite-tools (the same program, compiled for PGlite), while the
 * site is stopped: a PGlite data directory belongs to one process at a time.
 */
export const BACKUP_SQL = 'database.sql'
export const BACKUP_FILES = 'files'

/** pg_dump's options for both databases: plain SQL that recreates what it drops. */
const DUMP_OPTIONS = ['--no-owner', '--no-privileges', '--clean', '--if-exists']

type Config = Pick<Env, 'DATABASE_URL' | 'PGLITE_DIR'>

export type BackupSummary = { folder: string; databaseBytes: number; files: number }

export async function backUp(config: Config, folder: string): Promise<BackupSummary> {
  await fs.mkdir(path.join(folder, BACKUP_FILES), { recursive: true })
  const sqlFile = path.join(folder, BACKUP_SQL)
  if (config.DATABASE_URL) {
    await run('pg_dump', [...DUMP_OPTIONS, '--file', sqlFile, '--dbname', config.DATABASE_URL])
  } else {
    await withPglite(config.PGLITE_DIR, async (database) => {
      const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump')
      // Rows as INSERT statements: PGlite's exec, which restores them, takes no COPY data.
      const dump = await pgDump({ pg: database, args: [...DUMP_OPTIONS, '--inserts'] })
      await fs.writeFile(sqlFile, Buffer.from(await dump.arrayBuffer()))
    })
  }
  let files = 0
  for await (const key of storedFileKeys()) {
    const file = await getFile(key)
    if (!file) continue
    const target = path.join(folder, BACKUP_FILES, ...key.split('/'))
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.writeFile(target, file.body)
    files++
  }
  return { folder, databaseBytes: (await fs.stat(sqlFile)).size, files }
}

export type RestoreSummary = { files: number; previousDataDir?: string }

/**
 * Puts the backup in `folder` back: the database as it was (tables dropped and recreated)
 * and every backed-up file. Files stored since the backup stay (a row that names them is
 * gone with the restore). On PGlite the current data directory is kept beside it, renamed.
 */
export async function restore(config: Config, folder: string): Promise<RestoreSummary> {
  const sqlFile = path.join(folder, BACKUP_SQL)
  await fs.access(sqlFile)
  let previousDataDir: string | undefined
  if (config.DATABASE_URL) {
    await run('psql', [
      '--quiet',
      '--no-psqlrc',
      '--set',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '--file',
      sqlFile,
      '--dbname',
      config.DATABASE_URL,
    ])
  } else {
    const dataDir = config.PGLITE_DIR
    if (!dataDir.startsWith('memory://')) {
      previousDataDir = `${dataDir.replace(/\/$/, '')}.before-restore-${Date.now()}`
      await fs.rename(dataDir, previousDataDir).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        previousDataDir = undefined
      })
    }
    const statements = await fs.readFile(sqlFile, 'utf8')
    await withPglite(dataDir, (database) => database.exec(statements))
  }
  let files = 0
  const root = path.join(folder, BACKUP_FILES)
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep)
    const body = await fs.readFile(path.join(entry.parentPath, entry.name))
    await putFile(key.join('/'), body, contentTypeOf(entry.name))
    files++
  }
  return { files, previousDataDir }
}

/** Opens the embedded database in this process (the site must be stopped), then closes it. */
async function withPglite<T>(dataDir: string, work: (database: PGlite) => Promise<T>) {
  const { PGlite: Database } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true })
  const database = await Database.create(dataDir, { extensions: { pg_trgm } })
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

/** Runs a PostgreSQL client program; its error output becomes the error's message. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${program} is not installed (Debian: apt-get install postgresql-client)`)
          : error,
      ),
    )
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} failed (${code}): ${errors.trim()}`)),
    )
  })
}
