import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Issue 15: a backup, changes, a restore on PostgreSQL (pg_dump and psql): the data and the
// files equal the backup again. The PostgreSQL pass only (*.pg.test.ts); the embedded
// database's round trip is in backup-embedded.pglite.test.ts. Files go to a folder of this file's own.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
process.env.UPLOAD_DIR = path.join(scratch, 'uploads')

const { backUp, restore } = await import('~/server/backup.server')
const { getDb } = await import('~/server/db.server')
const { env } = await import('~/server/env.server')
const { prepareTestApp } = await import('../support/app')
const { databaseFingerprint } = await import('../support/fingerprint')
const { changeEverything, expectFilesAsBackedUp, storeFiles } =
  await import('../support/backup-scenario')

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

describe('backup and restore on PostgreSQL', () => {
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
