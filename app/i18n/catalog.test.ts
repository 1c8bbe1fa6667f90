import { expect, test } from 'vitest'
import { ar } from './ar'
import { en } from './en'

/** Every text of a catalog by its path: 'company.contact.title' → 'Contact Us'. */
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
  expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort())
  expect(english.size).toBeGreaterThan(1000)
})

test('no Arabic text is empty, and each keeps the placeholders of its English text', () => {
  for (const [path, text] of arabic) {
    expect(text.trim(), path).not.toBe('')
    const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort()
    expect(placeholders(text), path).toEqual(placeholders(english.get(path) ?? ''))
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
