import { describe, expect, test } from 'vitest'
import { seedInvestments, seedJobs } from './data'
import { datedBefore } from './dates'

const DAY_MS = 24 * 60 * 60 * 1000

describe('seed dates', () => {
  const seededAt = new Date('2031-03-10T12:00:00Z')

  test('each row is created and updated its days before the seeding moment', () => {
    const [row] = datedBefore([{ id: 'x', daysAgo: 3 }], seededAt)
    expect(row).toEqual({
      id: 'x',
      createdAt: new Date('2031-03-07T12:00:00Z'),
      updatedAt: new Date('2031-03-07T12:00:00Z'),
    })
  })

  test('jobs are posted days or weeks before, oldest first, in the order the content lists them', () => {
    const jobs = datedBefore(seedJobs, seededAt)
    const times = jobs.map((job) => job.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => a - b))
    for (const time of times) {
      expect(seededAt.getTime() - time).toBeGreaterThan(0)
      expect(seededAt.getTime() - time).toBeLessThanOrEqual(5 * 7 * DAY_MS)
    }
  })

  test('investments keep inv-001 as the oldest and are all in the past', () => {
    const rows = datedBefore(seedInvestments, seededAt)
    const byAge = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    expect(byAge.map((row) => row.id)).toEqual(rows.map((row) => row.id))
    expect(byAge[0].id).toBe('inv-001')
    for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(seededAt.getTime())
  })
})
