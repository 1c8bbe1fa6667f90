import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { loadDotEnv } from './dotenv.server'

const names = ['DOTENV_TEST_FROM_FILE', 'DOTENV_TEST_ALREADY_SET']

afterEach(() => {
  for (const name of names) delete process.env[name]
})

test('a .env file fills the environment; what the environment sets already wins', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dotenv-'))
  const file = path.join(folder, '.env')
  fs.writeFileSync(file, 'DOTENV_TEST_FROM_FILE=from-file\nDOTENV_TEST_ALREADY_SET=from-file\n')
  process.env.DOTENV_TEST_ALREADY_SET = 'from-environment'
  expect(loadDotEnv(file)).toBe(true)
  expect(process.env.DOTENV_TEST_FROM_FILE).toBe('from-file')
  expect(process.env.DOTENV_TEST_ALREADY_SET).toBe('from-environment')
})

test('without a .env file nothing changes', () => {
  expect(loadDotEnv(path.join(os.tmpdir(), 'no-such-folder', '.env'))).toBe(false)
  expect(process.env.DOTENV_TEST_FROM_FILE).toBeUndefined()
})
