import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '#db/database'

// Issue 15: a backup, changes, a restore: the data and the files equal the backup again.
// This file keeps its files in a folder of its own (set before the configuration is read).
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
process.env.UPLOAD_DIR = path.join(scratch, 'uploads')

const { investments, contactMessages } = await import('#db/schema')
const { seedDatabase, seedDefaultSettings } = await import('#db/seed/index')
const { backUp, restore } = await import('~/server/backup.server')
const { getDb } = await import('~/server/db.server')
const { env } = await import('~/server/env.server')
const { getFile, putFile } = await import('~/server/storage.server')
const { prepareTestApp } = await import('../support/app')
const { databaseFingerprint } = await import('../support/fingerprint')

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const CV = 'cv/2026/0b6b4f8e-backup-test.pdf'
const PHOTO = 'team/2026/5d1c2a9e-backup-test.webp'

/** Stores two files, as uploads would. */
async function storeFiles() {
  await putFile(CV, Buffer.from('%PDF-1.4 the CV as backed up'), 'application/pdf')
  await putFile(PHOTO, Buffer.from('RIFF the photo as backed up'), 'image/webp')
}

/** Changes rows and files after the backup: a deletion, an insertion, an update, a file. */
async function changeEverything(db: Db) {
  const [first] = await db.select({ id: investments.id }).from(investments).limit(1)
  await db.delete(investments).where(eq(investments.id, first.id))
  await db.update(investments).set({ title: 'Changed after the backup' })
  await db.insert(contactMessages).values({
    id: 'msg-after-backup',
    name: 'After Backup',
    email: 'after@example.com',
    subject: 'Written after the backup',
    message: 'This message must be gone after the restore.',
  } as typeof contactMessages.$inferInsert)
  await putFile(CV, Buffer.from('%PDF-1.4 overwritten after the backup'), 'application/pdf')
  fs.rmSync(path.join(process.env.UPLOAD_DIR!, ...PHOTO.split('/')))
}

async function expectFilesAsBackedUp() {
  expect((await getFile(CV))?.body.toString()).toBe('%PDF-1.4 the CV as backed up')
  expect((await getFile(PHOTO))?.body.toString()).toBe('RIFF the photo as backed up')
}

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  beforeAll(async () => {
    await prepareTestApp()
  })

  test(
    'back up, change data and files, restore: everything equals the backup',
    { timeout: 240_000 },
    async () => {
      const db = await getDb()
      await storeFiles()
      const before = await databaseFingerprint()
      const folder = path.join(scratch, 'backup-pg')
      const summary = await backUp(env(), folder)
      expect(summary.files).toBe(2)
      expect(fs.readFileSync(path.join(folder, 'database.sql'), 'utf8')).toContain(
        'CREATE TABLE public.investments',
      )

      await changeEverything(db)
      expect(await databaseFingerprint()).not.toBe(before)

      expect((await restore(env(), folder)).files).toBe(2)
      expect(await databaseFingerprint()).toBe(before)
      await expectFilesAsBackedUp()
    },
  )
})

describe.runIf(!process.env.TEST_DATABASE_URL)(
  'backup and restore on the embedded database',
  () => {
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
  },
)
