import { beforeAll, expect, test } from 'vitest'
import { settings } from '#db/schema'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'

/*
 * The embedded database has one connection. A query sent through the pool while a transaction
 * holds it waited 5 seconds for it and failed, stalling every other request meanwhile (a 503
 * in the e2e suite, from a settings read inside the investor-file review). It is refused at
 * once, with a message that says why.
 */

beforeAll(prepareTestApp)

test('a query through the pool inside a transaction is refused at once, the transaction undone', async () => {
  const db = await getDb()
  const key = `transaction-check-${Date.now()}`
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(settings).values({ key, value: 'x' })
      await (await getDb()).select().from(settings)
    }),
  ).rejects.toMatchObject({
    // Drizzle names the query; its cause says why it was refused.
    cause: { message: expect.stringContaining('a query through the pool inside a transaction') },
  })
  const { eq } = await import('drizzle-orm')
  expect(await db.select().from(settings).where(eq(settings.key, key))).toEqual([])
})

test('queries through the transaction, and after it, go through', async () => {
  const db = await getDb()
  const rows = await db.transaction(async (tx) => tx.select().from(settings).limit(1))
  expect(Array.isArray(rows)).toBe(true)
  expect(Array.isArray(await db.select().from(settings).limit(1))).toBe(true)
})
