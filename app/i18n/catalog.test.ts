import { expect, test } from 'vitest'
import { ar } from './ar'
import { catalogShape } from './catalog-shape'
import { en } from './en'
import { shapeOf } from './shape'

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/** A counted entry (`plural({...})`): one text per plural category, `other` always. */
function isPlural(node: unknown): node is Record<string, string> {
  return (
    !!node &&
    typeof node === 'object' &&
    !Array.isArray(node) &&
    'other' in node &&
    Object.keys(node).every((key) => PLURAL_CATEGORIES.has(key))
  )
}

/**
 * Every text of a catalog by its path: 'company.contact.title' → 'Contact Us'; a counted
 * entry's forms as 'admin.audit.count.one', 'admin.audit.count.other', …
 */
function textsOf(node: unknown, path = ''): Map<string, string> {
  const texts = new Map<string, string>()
  if (typeof node === 'string') texts.set(path, node)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const entry of textsOf(value, path ? `${path}.${key}` : key)) texts.set(...entry)
    }
  }
  return texts
}

/** The path of every entry: a counted entry is one entry, whatever forms its language has. */
function entriesOf(node: unknown, path = ''): string[] {
  if (typeof node === 'string' || isPlural(node)) return [path]
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      entriesOf(value, path ? `${path}.${key}` : key),
    )
  }
  return []
}

/** The counted entries of a catalog by path. */
function pluralsOf(node: unknown, path = ''): Map<string, Record<string, string>> {
  const plurals = new Map<string, Record<string, string>>()
  if (isPlural(node)) plurals.set(path, node)
  else if (node && typeof node === 'object' && typeof node !== 'string') {
    for (const [key, value] of Object.entries(node)) {
      for (const entry of pluralsOf(value, path ? `${path}.${key}` : key)) plurals.set(...entry)
    }
  }
  return plurals
}

const english = textsOf(en)
const arabic = textsOf(ar)

// Values that are the same in both languages: brand and product names, codes and examples.
const LATIN_IN_ARABIC = new Set([
  'English',
  'UAE Invest',
  'LinkedIn',
  'Twitter',
  'Twitter / X',
  'Instagram',
  'YouTube',
  '404',
  'you@example.com',
  '+971 50 123 4567',
])

test('the Arabic catalog has every text of the English one, and no other', () => {
  expect(entriesOf(ar).sort()).toEqual(entriesOf(en).sort())
  expect(english.size).toBeGreaterThan(1000)
  // A counted entry is counted in both languages; English has one/other, Arabic all six forms.
  expect([...pluralsOf(ar).keys()].sort()).toEqual([...pluralsOf(en).keys()].sort())
  for (const [path, forms] of pluralsOf(en))
    expect(Object.keys(forms).sort(), path).toEqual(['one', 'other'])
  for (const [path, forms] of pluralsOf(ar)) {
    expect(Object.keys(forms).sort(), path).toEqual([...PLURAL_CATEGORIES].sort())
  }
})

test('no Arabic text is empty, and each keeps the placeholders of its English text', () => {
  const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort()
  const englishPlurals = pluralsOf(en)
  for (const [path, text] of arabic) {
    expect(text.trim(), path).not.toBe('')
    // A counted form may spell its number out ('سجل واحد') and so leave a placeholder out;
    // it has no other than the English `other` form, and Arabic's `other` has them all.
    const entry = englishPlurals.get(path.slice(0, path.lastIndexOf('.')))
    if (entry) {
      const expected = placeholders(entry.other)
      if (path.endsWith('.other')) expect(placeholders(text), path).toEqual(expected)
      else for (const name of placeholders(text)) expect(expected, path).toContain(name)
    } else {
      expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''))
    }
  }
})

test('no Arabic text is Latin only (brand names and codes aside)', () => {
  const latinOnly = [...arabic]
    .filter(([, text]) => /[A-Za-z]/.test(text) && !/[\u0600-\u06FF]/.test(text))
    .filter(([, text]) => !LATIN_IN_ARABIC.has(text.trim()))
    .map(([path, text]) => `${path}: ${text}`)
  expect(latinOnly).toEqual([])
})

test('Arabic writes Latin digits, as decided once for the site (decision 017)', () => {
  const arabicIndic = [...arabic].filter(([, text]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text))
  expect(arabicIndic.map(([path]) => path)).toEqual([])
})

test('catalog-shape.ts has the keys of the English catalog (npx tsx scripts/generate-catalog-shape.ts)', () => {
  expect(catalogShape).toEqual(shapeOf(en))
})
