import { describe, expect, test } from 'vitest'
import { monthsBefore } from './retention-cutoff'

describe('monthsBefore', () => {
  test('goes back whole calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-25T10:30:00Z'), 6).toISOString()).toBe(
      '2026-05-25T10:30:00.000Z',
    )
    expect(monthsBefore(new Date('2026-11-25T10:30:00Z'), 24).toISOString()).toBe(
      '2024-11-25T10:30:00.000Z',
    )
  })

  test('crosses the year', () => {
    expect(monthsBefore(new Date('2027-02-10T00:00:00Z'), 6).toISOString()).toBe(
      '2026-08-10T00:00:00.000Z',
    )
  })

  test('a day the earlier month lacks becomes its last day', () => {
    expect(monthsBefore(new Date('2026-05-31T12:00:00Z'), 3).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(monthsBefore(new Date('2028-05-31T12:00:00Z'), 3).toISOString()).toBe(
      '2028-02-29T12:00:00.000Z',
    )
    expect(monthsBefore(new Date('2026-12-31T00:00:00Z'), 1).toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    )
  })

  test('does not change the date it is given', () => {
    const now = new Date('2026-11-25T00:00:00Z')
    monthsBefore(now, 120)
    expect(now.toISOString()).toBe('2026-11-25T00:00:00.000Z')
  })
})
