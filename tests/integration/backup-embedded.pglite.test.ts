import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { Db } from '#db/database'

// Issue 15: a backup, changes, a restore: the data and the files equal the backup again.
// This file keeps its files in a folder of its own (set before the configuration is read).
// The embedded database on a data directory of its own, in the PGlite pass only
// (*.pglite.test.ts); PostgreSQL is in backup-postgres.pg.test.ts.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
process.env.UPLOAD_DIR = path.join(scratch, 'uploads')

const { seedDatabase, seedDefaultSettings } = await import('#db/seed/index')
const { backUp, restore } = await import('~/server/backup.server')
const { env } = await import('~/server/env.server')
const { databaseFingerprint } = await import('../support/fingerprint')
const { changeEverything, expectFilesAsBackedUp, storeFiles } =
  await import('../support/backup-scenario')

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('backup and restore on the embedded database', () => {
  const dataDir = path.join(scratch, 'db')

  /** The site's data directory opened as the stopped site's would be, by this process. */
  async function withDataDir<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const { PGlite } = await import('@electric-sql/pglite')
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
    const { drizzle } = await import('drizzle-orm/pglite')
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } })
    try {
      return await work(drizzle(client) as unknown as Db)
    } finally {
      await client.close()
    }
  }

  test(
    'back up, change data and files, restore: everything equals the backup',
    { timeout: 240_000 },
    async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator')
      const before = await withDataDir(async (db) => {
        await migrate(db as never, { migrationsFolder: path.resolve('db/migrations') })
        await seedDefaultSettings(db)
        await seedDatabase(db)
        return databaseFingerprint(db)
      })
      await storeFiles()
      const config = { ...env(), DATABASE_URL: undefined, PGLITE_DIR: dataDir }
      const folder = path.join(scratch, 'backup-pglite')
      expect((await backUp(config, folder)).files).toBe(2)
      expect(fs.readFileSync(path.join(folder, 'database.sql'), 'utf8')).toContain(
        'CREATE TABLE public.investments',
      )

      const changed = await withDataDir(async (db) => {
        await changeEverything(db)
        return databaseFingerprint(db)
      })
      expect(changed).not.toBe(before)

      const summary = await restore(config, folder)
      expect(summary.files).toBe(2)
      expect(summary.previousDataDir && fs.existsSync(summary.previousDataDir)).toBe(true)
      expect(await withDataDir((db) => databaseFingerprint(db))).toBe(before)
      const migrations = await withDataDir((db) =>
        db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )
      expect((migrations as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(10)
      await expectFilesAsBackedUp()
    },
  )
})
