import { expect, test } from 'vitest'
import { formatPostedDate } from './format'

test('posted-on dates: US English on English pages (SPEC 2), the month named in Arabic', () => {
  const date = new Date('2025-04-02T08:00:00Z')
  expect(formatPostedDate(date)).toBe('April 2, 2025')
  expect(formatPostedDate(date, 'ar')).toBe('2 أبريل 2025')
})
