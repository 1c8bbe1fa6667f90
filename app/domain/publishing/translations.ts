import type { ContentDocument, TranslationMarks } from '#db/schema'

/*
 * Translations that fell behind (decision 047). When one side of an English field and its
 * Arabic twin changes and the other does not, the other side is "out of date" until it is
 * updated too or staff confirm the pair. An empty twin is "missing", not out of date.
 */

export type TwinPair = { name: string; twin: string }

export type StaleTranslation = {
  /** The English field of the pair. */
  field: string
  /** The side that fell behind: the Arabic twin after an English change, or the reverse. */
  stale: 'en' | 'ar'
  since: string
}

/** A field's value as text: itself for a text, JSON for a list (the office hours' rows). */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value)
const isBlank = (value: unknown) =>
  (Array.isArray(value) && value.length === 0) || textOf(value).trim() === ''
const same = (a: unknown, b: unknown) => textOf(a) === textOf(b)

/**
 * The marks after a save of `after` over `before` (null: the item is new, nothing is behind)
 * at `now`; `confirm` names the English fields whose pair staff confirmed as current.
 */
export function markTranslations(
  pairs: readonly TwinPair[],
  before: ContentDocument | null,
  after: ContentDocument,
  marks: TranslationMarks,
  now: Date,
  confirm: readonly string[] = [],
): TranslationMarks {
  const next: TranslationMarks = {}
  for (const { name, twin } of pairs) {
    let mark: TranslationMarks[string] | undefined = marks[name]
    if (before) {
      const englishChanged = !same(before[name], after[name])
      const arabicChanged = !same(before[twin], after[twin])
      if ((englishChanged && arabicChanged) || isBlank(before[name]) || isBlank(before[twin])) {
        // The pair was updated together, or a missing side was written: a translation of
        // the other, not a change it has to follow.
        mark = undefined
      } else if (englishChanged) {
        // The stale English brought up to date, or a new change the Arabic has not followed.
        mark = mark?.stale === 'en' ? undefined : { stale: 'ar', since: now.toISOString() }
      } else if (arabicChanged) {
        mark = mark?.stale === 'ar' ? undefined : { stale: 'en', since: now.toISOString() }
      }
    }
    if (confirm.includes(name)) mark = undefined
    if (mark) next[name] = mark
  }
  return next
}

/**
 * The pairs of `document` one side of which fell behind, in the pairs' order; a pair with an
 * empty side is missing a language instead.
 */
export function staleTranslations(
  pairs: readonly TwinPair[],
  document: ContentDocument,
  marks: TranslationMarks,
): StaleTranslation[] {
  return pairs.flatMap(({ name, twin }) => {
    const mark = marks[name]
    if (!mark || isBlank(document[name]) || isBlank(document[twin])) return []
    return [{ field: name, stale: mark.stale, since: mark.since }]
  })
}

/** Whether an English text of `document` has no Arabic twin. */
export function isArabicMissingIn(pairs: readonly TwinPair[], document: ContentDocument): boolean {
  return pairs.some(({ name, twin }) => !isBlank(document[name]) && isBlank(document[twin]))
}

/** The pairs staff confirmed as current on the form ("Still correct"), as a draft carries them. */
export function confirmedIn(document: ContentDocument): string[] {
  return Array.isArray(document.confirmTranslations) ? document.confirmTranslations.map(String) : []
}
