import { describe, expect, test } from 'vitest'
import { lastWeeksPeriod, ReportPeriodQuerySchema, resolvePeriod, weeksOf } from './schema'

const query = (values: Record<string, string>) => ReportPeriodQuerySchema.parse(values)

describe('report periods in Asia/Dubai days', () => {
  test('this month turns at Dubai midnight, four hours before UTC', () => {
    const october = resolvePeriod(query({}), new Date('2026-10-31T19:59:59Z')).period
    expect([october.firstDay, october.lastDay]).toEqual(['2026-10-01', '2026-10-31'])
    expect(october.to.toISOString()).toBe('2026-10-31T20:00:00.000Z')
    const november = resolvePeriod(query({}), new Date('2026-10-31T20:00:00Z')).period
    expect([november.firstDay, november.lastDay]).toEqual(['2026-11-01', '2026-11-01'])
    expect(november.from.toISOString()).toBe('2026-10-31T20:00:00.000Z')
  })

  test('the previous period has as many days, just before', () => {
    const { period } = resolvePeriod(query({}), new Date('2026-11-28T08:00:00Z'))
    expect([period.firstDay, period.lastDay, period.days]).toEqual(['2026-11-01', '2026-11-28', 28])
    expect([period.previous.firstDay, period.previous.lastDay]).toEqual([
      '2026-10-04',
      '2026-10-31',
    ])
    expect(period.previous.to).toEqual(period.from)
  })

  test('the last 3 and 12 months end today', () => {
    const now = new Date('2026-11-28T08:00:00Z')
    const quarter = resolvePeriod(query({ period: '3m' }), now).period
    expect([quarter.firstDay, quarter.lastDay]).toEqual(['2026-08-29', '2026-11-28'])
    const year = resolvePeriod(query({ period: '12m' }), now).period
    expect([year.firstDay, year.lastDay]).toEqual(['2025-11-29', '2026-11-28'])
  })

  test('a custom period that cannot be used gives this month and its problem', () => {
    const now = new Date('2026-11-28T08:00:00Z')
    const custom = (from: string, to: string) =>
      resolvePeriod(query({ period: 'custom', from, to }), now)
    expect(custom('2026-02-29', '2026-03-01').problem).toBe('invalidDate')
    expect(custom('2026-11-02', '2026-11-01').problem).toBe('fromAfterTo')
    expect(custom('2020-01-01', '2026-01-01').problem).toBe('tooLong')
    expect(custom('', '2026-01-01').problem).toBe('missingDates')
    const fine = custom('2026-11-01', '2026-11-01')
    expect(fine.problem).toBeNull()
    expect(fine.period.days).toBe(1)
    expect(custom('2026-02-29', '2026-03-01').period.name).toBe('month')
  })

  test('weeks start on Monday; the dashboard reads twelve of them', () => {
    // 2026-11-01 is a Sunday: its week began on Monday 26 October.
    expect(weeksOf({ firstDay: '2026-11-01', lastDay: '2026-11-09' })).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ])
    const twelve = lastWeeksPeriod(12, new Date('2026-11-28T08:00:00Z'))
    expect(weeksOf(twelve)).toHaveLength(12)
    expect(twelve.firstDay).toBe('2026-09-07')
  })
})
