// The list is generated from @zxcvbn-ts/language-common by scripts/generate-common-passwords.ts
// and bundled with the server code; it never reaches the browser.
import list from './data/common-passwords.txt?raw'

let words: Set<string> | undefined

/** True for one of the 10,000 most common passwords, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  words ??= new Set(list.split('\n').filter(Boolean))
  return words.has(password.toLowerCase())
}
