import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { createScratchDatabase, dropScratchDatabase } from '../support/database'

// Each test file gets a database of its own: in-memory PGlite, or a fresh database on the
// server named by TEST_DATABASE_URL; both copied from the migrated template of
// global-setup.ts (decision 051), whose names the environment carries.
process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL ??= 'silent'
process.env.ADMIN_PASSWORD ??= 'admin-password-for-tests'
process.env.UPLOAD_DIR ??= `./data/test-uploads`
// Without SMTP_URL e-mails are written as files: a folder of this run's, not ./data/mail.
process.env.MAIL_DIR ??= path.join(os.tmpdir(), `uaeinvest-test-mail-${process.pid}`)
delete process.env.SMTP_URL
delete process.env.REDIS_URL

const baseUrl = process.env.TEST_DATABASE_URL
if (baseUrl) {
  process.env.DATABASE_URL = await createScratchDatabase(
    baseUrl,
    'it',
    process.env.TEST_TEMPLATE_DATABASE,
  )
} else {
  delete process.env.DATABASE_URL
  process.env.PGLITE_DIR = 'memory://'
}

afterAll(async () => {
  const { closeDatabase } = await import('~/server/db.server')
  await closeDatabase()
  if (baseUrl && process.env.DATABASE_URL)
    await dropScratchDatabase(baseUrl, process.env.DATABASE_URL)
})
