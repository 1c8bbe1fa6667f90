import { describe, expect, test } from 'vitest'
import {
  UAE_BUSINESS_CALENDAR,
  businessDueAt,
  businessMinutesBetween,
  type BusinessCalendar,
} from './business-hours'

/** Dubai is UTC+4 all year: 17:00 there is 13:00Z. */
const dubai = (local: string) => new Date(`${local}+04:00`)

// 2026-11-27 is a Friday; Commemoration Day and National Day fall on 1 to 3 December 2026.
const FRIDAY_AFTERNOON = dubai('2026-11-27T17:00:00')
const withHolidays: BusinessCalendar = {
  ...UAE_BUSINESS_CALENDAR,
  holidays: ['2026-12-01', '2026-12-02', '2026-12-03'],
}

describe('when a response target falls due', () => {
  test('two hours from Friday 17:00 are Monday 10:00: the weekend does not count', () => {
    expect(businessDueAt(FRIDAY_AFTERNOON, 120, UAE_BUSINESS_CALENDAR)).toEqual(
      dubai('2026-11-30T10:00:00'),
    )
  })

  test('public holidays are skipped like weekends', () => {
    // One hour on Friday, nine on Monday, then Tuesday to Thursday are holidays.
    expect(businessDueAt(FRIDAY_AFTERNOON, 11 * 60, withHolidays)).toEqual(
      dubai('2026-12-04T10:00:00'),
    )
    expect(businessDueAt(FRIDAY_AFTERNOON, 11 * 60, UAE_BUSINESS_CALENDAR)).toEqual(
      dubai('2026-12-01T10:00:00'),
    )
  })

  test('a request that arrives out of hours starts counting when the office opens', () => {
    expect(businessDueAt(dubai('2026-11-28T11:00:00'), 30, UAE_BUSINESS_CALENDAR)).toEqual(
      dubai('2026-11-30T09:30:00'),
    )
    expect(businessDueAt(dubai('2026-11-30T07:00:00'), 30, UAE_BUSINESS_CALENDAR)).toEqual(
      dubai('2026-11-30T09:30:00'),
    )
    expect(businessDueAt(dubai('2026-12-01T12:00:00'), 30, withHolidays)).toEqual(
      dubai('2026-12-04T09:30:00'),
    )
  })

  test('office hours are local time, also where the clocks change', () => {
    const london: BusinessCalendar = { ...UAE_BUSINESS_CALENDAR, timeZone: 'Europe/London' }
    // British Summer Time starts on Sunday 29 March 2026: 10:00 on Monday is 09:00Z.
    expect(businessDueAt(new Date('2026-03-27T17:00:00Z'), 120, london)).toEqual(
      new Date('2026-03-30T09:00:00Z'),
    )
  })
})

describe('time left and time overdue', () => {
  test('counts only working minutes, and is negative once the due time has passed', () => {
    const monday = dubai('2026-11-30T10:00:00')
    expect(businessMinutesBetween(FRIDAY_AFTERNOON, monday, UAE_BUSINESS_CALENDAR)).toBe(120)
    expect(businessMinutesBetween(monday, FRIDAY_AFTERNOON, UAE_BUSINESS_CALENDAR)).toBe(-120)
    expect(
      businessMinutesBetween(FRIDAY_AFTERNOON, dubai('2026-12-04T10:00:00'), withHolidays),
    ).toBe(11 * 60)
  })

  test('a weekend spent waiting adds nothing', () => {
    expect(
      businessMinutesBetween(
        dubai('2026-11-28T08:00:00'),
        dubai('2026-11-29T20:00:00'),
        UAE_BUSINESS_CALENDAR,
      ),
    ).toBe(0)
  })

  test('a calendar that could never reach a due time is refused', () => {
    expect(() =>
      businessDueAt(FRIDAY_AFTERNOON, 60, { ...UAE_BUSINESS_CALENDAR, workingDays: [] }),
    ).toThrow(RangeError)
    expect(() =>
      businessDueAt(FRIDAY_AFTERNOON, 60, { ...UAE_BUSINESS_CALENDAR, closesAt: '08:00' }),
    ).toThrow(RangeError)
    expect(() =>
      businessDueAt(FRIDAY_AFTERNOON, 60, { ...UAE_BUSINESS_CALENDAR, opensAt: '9am' }),
    ).toThrow(RangeError)
  })
})
