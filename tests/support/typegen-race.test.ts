import { mkdir, mkdtemp, rm, rmdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { isTypegenRace } from './typegen-race'

// The errors React Router's typegen throws when two servers regenerate .react-router/types at
// once, made here by the same file-system calls on a folder of that name. Six `react-router
// typegen` runs started together failed this way 3 times in 30: ENOENT from a mkdir whose
// parent was removed meanwhile, and ENOTEMPTY from an rmdir of a folder the other run had
// just written into (stop 25's CI, startup-together.pg.test.ts).
const root = await mkdtemp(path.join(tmpdir(), 'typegen-race-'))
const types = path.join(root, '.react-router', 'types', 'app', 'routes')
afterAll(() => rm(root, { recursive: true, force: true }))

const failure = (call: Promise<unknown>) => call.catch((error: unknown) => error)

test('a folder removed while another server writes into it is the race', async () => {
  await mkdir(types, { recursive: true })
  await writeFile(path.join(types, '+types.ts'), '')
  const error = await failure(rmdir(types))
  expect(error).toMatchObject({ code: 'ENOTEMPTY', syscall: 'rmdir' })
  expect(isTypegenRace(error)).toBe(true)
})

test('a file written into a folder another server removed is the race', async () => {
  await rm(path.join(root, '.react-router'), { recursive: true, force: true })
  const error = await failure(writeFile(path.join(types, '+types.ts'), ''))
  expect(error).toMatchObject({ code: 'ENOENT' })
  expect(isTypegenRace(error)).toBe(true)
})

test('the same errors elsewhere, or without a path, are still failures', async () => {
  const elsewhere = path.join(root, 'uploads')
  await mkdir(elsewhere, { recursive: true })
  await writeFile(path.join(elsewhere, 'cv.pdf'), '')
  expect(isTypegenRace(await failure(rmdir(elsewhere)))).toBe(false)
  expect(isTypegenRace(new Error('ENOTEMPTY in .react-router'))).toBe(false)
  expect(isTypegenRace(undefined)).toBe(false)
})
