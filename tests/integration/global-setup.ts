import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/*
 * Decision 051: the committed migrations run once per test run, into a template every test
 * file's database is copied from (tests/integration/setup.ts), instead of once per file. A
 * fresh embedded database costs about 3.5 s of initdb and 1.3 s of migrations, and there are
 * a hundred files; a copy loads in under half a second. Files that test the migrations
 * themselves (startup-together, field-limits' truncation, backups) still start from empty
 * databases of their own.
 */

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../db/migrations')

export default async function setup(): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL
  return baseUrl ? postgresTemplate(baseUrl) : pgliteTemplate()
}

/** A migrated database on the server; `CREATE DATABASE … TEMPLATE` copies it per file. */
async function postgresTemplate(baseUrl: string): Promise<() => Promise<void>> {
  const pg = (await import('pg')).default
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const { createScratchDatabase, dropScratchDatabase } = await import('../support/database')
  const url = await createScratchDatabase(baseUrl, 'it_template')
  // A copy needs its template without connections: this pool ends before any file starts.
  const pool = new pg.Pool({ connectionString: url, max: 1 })
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await pool.end()
  }
  process.env.TEST_TEMPLATE_DATABASE = new URL(url).pathname.slice(1)
  return () => dropScratchDatabase(baseUrl, url)
}

/** A migrated embedded database, dumped to a file each file's PGlite loads (PGLITE_TEMPLATE). */
async function pgliteTemplate(): Promise<() => Promise<void>> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  const database = await PGlite.create('memory://', { extensions: { pg_trgm } })
  const file = path.join(
    os.tmpdir(),
    `uaeinvest-pglite-template-${crypto.randomBytes(6).toString('hex')}.tar`,
  )
  try {
    await migrate(drizzle(database), { migrationsFolder: MIGRATIONS_FOLDER })
    const dump = await database.dumpDataDir('none')
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  process.env.PGLITE_TEMPLATE = file
  return () => fs.promises.rm(file, { force: true })
}
