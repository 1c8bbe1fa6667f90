/**
 * Writes app/domain/accounts/data/common-passwords.txt: the 10,000 most common
 * passwords of @zxcvbn-ts/language-common (its list is ordered by frequency),
 * lowercased, one per line. Registration, reset and change-password refuse them.
 *
 *   npx tsx scripts/generate-common-passwords.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { dictionary } from '@zxcvbn-ts/language-common'

export const COMMON_PASSWORD_COUNT = 10_000

export function topCommonPasswords(count = COMMON_PASSWORD_COUNT): string[] {
  const unique = new Set<string>()
  for (const word of dictionary['passwords-common']) {
    if (unique.size >= count) break
    unique.add(word.toLowerCase())
  }
  return [...unique]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = path.resolve(
    import.meta.dirname,
    '../app/domain/accounts/data/common-passwords.txt',
  )
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, `${topCommonPasswords().join('\n')}\n`)
  console.log(`wrote ${COMMON_PASSWORD_COUNT} passwords to ${path.relative(process.cwd(), target)}`)
}
