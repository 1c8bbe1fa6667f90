import type { AddressInfo } from 'node:net'
import { count, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  consultants,
  departments,
  investments,
  jobListings,
  packages,
  schema,
  teamMembers,
  testimonials,
  user,
} from '#db/schema'
import { seedDatabase } from '#db/seed/index'
import { getDb, getDriver } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import { prepareApplication } from '~/server/startup.server'
import { prepareTestApp } from '../support/app'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'

async function contentCounts() {
  const db = await getDb()
  const tally = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0].n
  return {
    investments: await tally(investments),
    packages: await tally(packages),
    consultants: await tally(consultants),
    jobs: await tally(jobListings),
    team: await tally(teamMembers),
    testimonials: await tally(testimonials),
    departments: await tally(departments),
  }
}

beforeAll(async () => {
  await prepareTestApp()
})

describe('database', () => {
  test('the migrations create every table of the schema', async () => {
    const db = await getDb()
    const result = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { table_name: string }[] }
    const tables = new Set(result.rows.map((row) => row.table_name))
    for (const table of Object.values(schema)) {
      expect(tables).toContain(getTableConfig(table).name)
    }
    expect(await getDriver()).toBe(process.env.TEST_DATABASE_URL ? 'pg' : 'pglite')
  })

  test('a fresh database holds the spec seed content', async () => {
    expect(await contentCounts()).toEqual({
      investments: 6,
      packages: 3,
      consultants: 6,
      jobs: 5,
      team: 9,
      testimonials: 3,
      departments: 8,
    })
  })

  test('seeding and starting again leave the counts unchanged', async () => {
    const before = await contentCounts()
    expect(await seedDatabase(await getDb())).toEqual({ isSeeded: false })
    await prepareApplication()
    expect(await contentCounts()).toEqual(before)
  })

  test('a deleted seed row stays deleted after a restart', async () => {
    const db = await getDb()
    await db.delete(testimonials).where(sql`${testimonials.id} = 'tst-003'`)
    await prepareApplication()
    expect((await contentCounts()).testimonials).toBe(2)
  })

  test('the admin account exists once, with the admin role', async () => {
    const db = await getDb()
    const admins = await db
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = ${env().ADMIN_EMAIL}`)
    expect(admins).toHaveLength(1)
    expect(admins[0].role).toBe('admin')
  })
})

describe('health endpoints', () => {
  let baseUrl = ''
  let close: () => void = () => {}

  beforeAll(async () => {
    const server = createHttpApp(env()).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => close())

  test('/healthz answers while the process is up', async () => {
    const response = await fetch(`${baseUrl}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  test('/readyz answers 200 when the database is reachable', async () => {
    const response = await fetch(`${baseUrl}/readyz`)
    expect(response.status).toBe(200)
  })

  test('a NUL in the address is refused with 400 before any query sees it', async () => {
    const response = await fetch(`${baseUrl}/admin/contacts?q=%00`)
    expect(response.status).toBe(400)
    expect((await fetch(`${baseUrl}/no-such-page?q=a`)).status).toBe(404)
  })

  test('a cross-origin POST is refused', async () => {
    const response = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })
})
