import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'

// Decision 022: the embedded database answers from its own thread, so a query never stops the
// thread that renders pages; and a refused statement leaves the connection usable, as on a
// PostgreSQL server. Both drivers must pass.

beforeAll(async () => {
  await prepareTestApp()
})

/** How many times a 10 ms timer fired while `work` ran. */
async function ticksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 10)
  try {
    await work()
  } finally {
    clearInterval(timer)
  }
  return ticks
}

describe('the database and the render thread', () => {
  test('timers keep firing while a query runs for a second', async () => {
    const db = await getDb()
    const ticks = await ticksDuring(() => db.execute(sql`select pg_sleep(1)`))
    // In-thread PGlite would stop the event loop for the whole second: no tick at all.
    expect(ticks).toBeGreaterThan(10)
  })

  test('a query beside a running transaction never sees half of it', async () => {
    const db = await getDb()
    await db.execute(sql`create table thread_probe (n int primary key)`)
    let inside = false
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`)
      inside = true
      await tx.execute(sql`select pg_sleep(0.3)`)
      await tx.execute(sql`insert into thread_probe values (2)`)
    })
    while (!inside) await new Promise((resolve) => setTimeout(resolve, 5))
    const seen = await db.execute(sql`select count(*)::int as n from thread_probe`)
    await transaction
    // PGlite is one session, so the query waits for the commit (2); a PostgreSQL server
    // answers from another connection before it (0). Never the half-done 1.
    expect([0, 2]).toContain((seen as unknown as { rows: { n: number }[] }).rows[0].n)
  })

  test('a statement the database refuses leaves the connection usable', async () => {
    const db = await getDb()
    await db.execute(sql`create table refusal_probe (word text check (length(word) <= 3))`)
    const outcomes: string[] = []
    for (const word of ['one', 'three', 'two', 'x'.repeat(1024 * 1024), 'six']) {
      outcomes.push(
        await db
          .execute(sql`insert into refusal_probe values (${word})`)
          .then(() => 'stored')
          .catch((error: Error) => String(error.cause ?? error)),
      )
    }
    expect(outcomes).toEqual([
      'stored',
      expect.stringContaining('violates check constraint'),
      'stored',
      expect.stringContaining('violates check constraint'),
      'stored',
    ])
    const rows = await db.execute(sql`select word from refusal_probe order by word`)
    expect((rows as unknown as { rows: { word: string }[] }).rows.map((row) => row.word)).toEqual([
      'one',
      'six',
      'two',
    ])
  })

  test('a transaction that fails is rolled back and the next one commits', async () => {
    const db = await getDb()
    await db.execute(sql`create table rollback_probe (n int primary key)`)
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into rollback_probe values (1)`)
        await tx.execute(sql`insert into rollback_probe values (1)`)
      }),
    ).rejects.toThrow()
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into rollback_probe values (7)`)
    })
    const rows = await db.execute(sql`select n from rollback_probe`)
    expect((rows as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 7 }])
  })
})
