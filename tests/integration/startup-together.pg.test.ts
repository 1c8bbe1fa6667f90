import { count, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, expect, test } from 'vitest'
import { investments, user } from '#db/schema'
import { createScratchDatabase, dropScratchDatabase } from '../support/database'
import { startSiteProcess, type SiteProcess } from '../support/site-processes'

// Issue 15: several processes started at once on one new PostgreSQL database (a deployment's
// first start, or a restart of every process after an upgrade) take turns to migrate, seed
// and create the admin account: all of them start, and each row exists once. PostgreSQL
// only (a *.pg.test.ts file runs in the PostgreSQL pass): the embedded database is one
// process's own.
const baseUrl = process.env.TEST_DATABASE_URL ?? ''
const started: SiteProcess[] = []
let databaseUrl = ''

afterAll(async () => {
  await Promise.all(started.map((site) => site.stop()))
  if (databaseUrl) await dropScratchDatabase(baseUrl, databaseUrl)
})

test('three processes starting together on a new database all start, and create everything once', async () => {
  databaseUrl = await createScratchDatabase(baseUrl)
  const starting = await Promise.allSettled(
    [1, 2, 3].map(() => startSiteProcess({ DATABASE_URL: databaseUrl })),
  )
  for (const outcome of starting) {
    if (outcome.status === 'fulfilled') started.push(outcome.value)
    else console.error(String(outcome.reason).slice(0, 3000))
  }
  expect(starting.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])

  for (const site of started) {
    expect((await fetch(`${site.baseUrl}/readyz`)).status).toBe(200)
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 })
  try {
    const db = drizzle(pool)
    const [admins] = await db
      .select({ n: count() })
      .from(user)
      .where(sql`lower(${user.email}) = ${process.env.ADMIN_EMAIL ?? 'admin@example.com'}`)
    expect(admins.n).toBe(1)
    const [demo] = await db.select({ n: count() }).from(investments)
    expect(demo.n).toBe(6)
    const migrations = await pool.query('select hash from drizzle.__drizzle_migrations')
    expect(new Set(migrations.rows.map((row: { hash: string }) => row.hash)).size).toBe(
      migrations.rowCount,
    )
  } finally {
    await pool.end()
  }
}, 180_000)
