import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import {
  COMMON_PASSWORD_COUNT,
  topCommonPasswords,
} from '../../../scripts/generate-common-passwords'
import { isCommonPassword } from './common-passwords.server'

test('the shipped list is the top 10,000 of the zxcvbn common-password dictionary', () => {
  const shipped = fs
    .readFileSync(path.resolve(import.meta.dirname, 'data/common-passwords.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
  expect(shipped).toHaveLength(COMMON_PASSWORD_COUNT)
  expect(shipped).toEqual(topCommonPasswords())
})

test('common passwords are refused whatever their case', () => {
  expect(isCommonPassword('password')).toBe(true)
  expect(isCommonPassword('PassWord')).toBe(true)
  expect(isCommonPassword('qwerty123')).toBe(true)
  expect(isCommonPassword('iloveyou')).toBe(true)
})

test('an uncommon password is accepted', () => {
  expect(isCommonPassword('correct-horse-battery')).toBe(false)
  expect(isCommonPassword('Tr1cky-Falcon-42')).toBe(false)
})
