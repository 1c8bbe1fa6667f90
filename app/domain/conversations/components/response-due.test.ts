import { describe, expect, test } from 'vitest'
import { ar } from '~/i18n/ar'
import { en } from '~/i18n/en'
import { formatWorkingTime } from './response-due'

describe('working time as the inbox says it', () => {
  const day = 9 * 60
  test.each([
    [0, '0 min'],
    [45, '45 min'],
    [-45, '45 min'],
    [200, '3 h 20 min'],
    [day - 1, '8 h 59 min'],
    [day, '1 d 0 h'],
    [-(day + 2 * 60 + 30), '1 d 2 h'],
    [40 * day, '40 d 0 h'],
  ])('%i working minutes read %j (a day is a working day)', (minutes, text) => {
    expect(formatWorkingTime(minutes, day, en.conversations.duration, 'en-AE')).toBe(text)
  })

  test('in Arabic, with the page’s digits', () => {
    expect(formatWorkingTime(200, day, ar.conversations.duration, 'ar-AE-u-nu-latn')).toBe(
      '3 ساعة و20 دقيقة',
    )
  })
})
