import type { Locale } from '~/i18n/locale'

/*
 * Database content in two languages (decision 018). A visible text column `title` has an
 * Arabic twin `titleAr` (`title_ar`), empty until someone writes it. An Arabic page shows the
 * twin; where it is empty, the English text, and the field's name goes into `inEnglish` so
 * the element that shows it can say so (`lang="en" dir="ltr"`, see `langOf`).
 */

type ArabicKey<K extends string> = `${K}Ar`

/** A row with its texts in one language: the twins removed, the fallbacks named. */
export type Localized<Row, K extends string> = Omit<Row, ArabicKey<K>> & {
  /** Fields of an Arabic page shown in English because their Arabic is empty. */
  inEnglish: K[]
}

function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return value === null || value === undefined
}

/** The row's `fields` in `locale`: each Arabic twin, or the English text where it is empty. */
export function localize<Row extends Record<string, unknown>, K extends string & keyof Row>(
  row: Row & Record<ArabicKey<K>, unknown>,
  locale: Locale,
  fields: readonly K[],
): Localized<Row, K> {
  const result: Record<string, unknown> = { ...row }
  const inEnglish: K[] = []
  for (const field of fields) {
    const arabic = row[`${field}Ar`]
    delete result[`${field}Ar`]
    if (locale !== 'ar') continue
    if (!isBlank(arabic)) result[field] = arabic
    else if (!isBlank(row[field])) inEnglish.push(field)
  }
  return { ...(result as Omit<Row, ArabicKey<K>>), inEnglish }
}

/**
 * The attributes of an element showing `field`: `lang="en" dir="ltr"` when an Arabic page
 * shows its English text, nothing otherwise. `<p {...langOf(job, 'description')}>`.
 */
export function langOf<K extends string>(
  row: { inEnglish: readonly K[] },
  field: K,
): { lang?: 'en'; dir?: 'ltr' } {
  return row.inEnglish.includes(field) ? { lang: 'en', dir: 'ltr' } : {}
}
