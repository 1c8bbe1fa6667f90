import { asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investments, jobListings, serverSecrets } from '#db/schema'
import { seedDatabase } from '#db/seed/index'
import { formatPostedDate } from '~/domain/careers/format'
import { loader as careersLoader } from '~/routes/public/careers'
import { getDb } from '~/server/db.server'
import { prepareApplication } from '~/server/startup.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest } from '../support/requests'

/*
 * Issue 11: seed content is dated relative to the first start, so a fresh install's jobs
 * are "Posted on" a few days or weeks ago (never a fixed year), in the order the content
 * lists them, and a restart changes nothing (decision 003).
 */

const DAY_MS = 24 * 60 * 60 * 1000

beforeAll(prepareTestApp)

async function seededAt(): Promise<Date> {
  const db = await getDb()
  const [marker] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.key, 'demo_seed_v1'))
  return new Date(marker.value)
}

async function jobDates() {
  const db = await getDb()
  return db
    .select({ id: jobListings.id, createdAt: jobListings.createdAt })
    .from(jobListings)
    .orderBy(asc(jobListings.id))
}

describe('seed dates', () => {
  test('jobs are posted 3 to 25 days before the first start, job-001 first', async () => {
    const seeded = await seededAt()
    expect(Date.now() - seeded.getTime()).toBeLessThan(DAY_MS)
    const jobs = await jobDates()
    expect(jobs.map((job) => job.id)).toEqual([
      'job-001',
      'job-002',
      'job-003',
      'job-004',
      'job-005',
    ])
    const ages = jobs.map((job) => (seeded.getTime() - job.createdAt.getTime()) / DAY_MS)
    expect(ages).toEqual([25, 20, 15, 9, 3])
  })

  test('the careers page shows a recent posting date', async () => {
    const seeded = await seededAt()
    const data = (await callRoute(careersLoader, getRequest('/careers'))) as {
      jobs: { id: string; postedOn: string }[]
    }
    const analyst = data.jobs.find((job) => job.id === 'job-001')
    expect(analyst?.postedOn).toBe(formatPostedDate(new Date(seeded.getTime() - 25 * DAY_MS)))
    // Newest first, as before.
    expect(data.jobs.map((job) => job.id)).toEqual([
      'job-005',
      'job-004',
      'job-003',
      'job-002',
      'job-001',
    ])
  })

  test('investments keep their order (inv-001 oldest), all within the last 12 weeks', async () => {
    const seeded = await seededAt()
    const db = await getDb()
    const rows = await db
      .select({ id: investments.id, createdAt: investments.createdAt })
      .from(investments)
      .orderBy(asc(investments.createdAt))
    expect(rows.map((row) => row.id)).toEqual([
      'inv-001',
      'inv-002',
      'inv-003',
      'inv-004',
      'inv-005',
      'inv-006',
    ])
    for (const row of rows) {
      const age = seeded.getTime() - row.createdAt.getTime()
      expect(age).toBeGreaterThan(0)
      expect(age).toBeLessThanOrEqual(84 * DAY_MS)
    }
  })

  test('a restart keeps the dates of the first start', async () => {
    const before = await jobDates()
    expect(await seedDatabase(await getDb())).toEqual({ isSeeded: false })
    await prepareApplication()
    expect(await jobDates()).toEqual(before)
  })
})
