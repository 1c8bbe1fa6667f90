import { describe, expect, test } from 'vitest'
import { isArabicMissingIn, markTranslations, staleTranslations } from './translations'

const pairs = [
  { name: 'title', twin: 'titleAr' },
  { name: 'description', twin: 'descriptionAr' },
]
const day = (n: number) => new Date(Date.UTC(2026, 10, n))
const first = { title: 'Resort', titleAr: 'منتجع', description: 'Sea', descriptionAr: 'بحر' }

describe('translation marks', () => {
  test('a new item has nothing behind', () => {
    const marks = markTranslations(pairs, null, first, {}, day(1))
    expect(marks).toEqual({})
    expect(staleTranslations(pairs, first, marks)).toEqual([])
  })

  test('an English change leaves the Arabic twin out of date until it is updated', () => {
    const english = { ...first, title: 'Resort II' }
    let marks = markTranslations(pairs, first, english, {}, day(2))
    expect(staleTranslations(pairs, english, marks)).toEqual([
      { field: 'title', stale: 'ar', since: day(2).toISOString() },
    ])
    // A second English change before the Arabic follows keeps it behind.
    const again = { ...english, title: 'Resort III' }
    marks = markTranslations(pairs, english, again, marks, day(3))
    expect(staleTranslations(pairs, again, marks)).toEqual([
      { field: 'title', stale: 'ar', since: day(3).toISOString() },
    ])
    const arabic = { ...again, titleAr: 'منتجع ٣' }
    marks = markTranslations(pairs, again, arabic, marks, day(4))
    expect(staleTranslations(pairs, arabic, marks)).toEqual([])
  })

  test('an Arabic change leaves the English out of date; a confirmation clears it', () => {
    const arabic = { ...first, descriptionAr: 'بحر وشاطئ' }
    let marks = markTranslations(pairs, first, arabic, {}, day(2))
    expect(staleTranslations(pairs, arabic, marks)).toEqual([
      { field: 'description', stale: 'en', since: day(2).toISOString() },
    ])
    marks = markTranslations(pairs, arabic, arabic, marks, day(3), ['description'])
    expect(staleTranslations(pairs, arabic, marks)).toEqual([])
    // A later English change flags it again.
    const english = { ...arabic, description: 'Sea and beach' }
    marks = markTranslations(pairs, arabic, english, marks, day(4))
    expect(staleTranslations(pairs, english, marks)).toEqual([
      { field: 'description', stale: 'ar', since: day(4).toISOString() },
    ])
  })

  test('both sides changed in one save are current; an empty twin is missing, not stale', () => {
    const both = { ...first, title: 'Resort II', titleAr: 'منتجع ٢' }
    expect(
      staleTranslations(pairs, both, markTranslations(pairs, first, both, {}, day(2))),
    ).toEqual([])
    const emptied = { ...first, title: 'Resort II', titleAr: '' }
    const marks = markTranslations(pairs, first, emptied, {}, day(2))
    expect(staleTranslations(pairs, emptied, marks)).toEqual([])
    expect(isArabicMissingIn(pairs, emptied)).toBe(true)
    expect(isArabicMissingIn(pairs, first)).toBe(false)
  })

  test('writing a missing side is a translation: neither side is out of date after it', () => {
    const emptied = { ...first, titleAr: '' }
    let marks = markTranslations(pairs, first, emptied, {}, day(2))
    const english = { ...emptied, title: 'Resort II' }
    marks = markTranslations(pairs, emptied, english, marks, day(3))
    const translated = { ...english, titleAr: 'منتجع ٢' }
    marks = markTranslations(pairs, english, translated, marks, day(4))
    expect(staleTranslations(pairs, translated, marks)).toEqual([])
    expect(marks).toEqual({})
  })
})
