import path from 'node:path'

/**
 * Each Vite dev server a test starts regenerates .react-router/types: React Router's typegen
 * removes the folder and writes it again, in a promise nobody awaits. Servers starting at the
 * same moment (vitest workers, the test's child processes) remove each other's files
 * mid-write: a mkdir or write whose folder is gone (ENOENT), or a removal of a folder the
 * other has just written into (ENOTEMPTY). The types play no part in serving, so a
 * file-system error inside .react-router is not a failure; any other error still is.
 */
export function isTypegenRace(error: unknown): boolean {
  const { code, syscall, path: where } = (error ?? {}) as Partial<Record<string, unknown>>
  return (
    typeof code === 'string' &&
    typeof syscall === 'string' &&
    typeof where === 'string' &&
    where.split(path.sep).includes('.react-router')
  )
}
