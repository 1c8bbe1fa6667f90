/**
 * Each Vite dev server a test starts regenerates .react-router/types: React Router's typegen
 * removes the folder and writes it again, in a promise nobody awaits. Servers starting at the
 * same moment (vitest workers, the test's child processes) remove each other's files
 * mid-write. The types play no part in serving, so that ENOENT alone is not a failure.
 */
export function isTypegenRace(error: unknown): boolean {
  const { code, path } = (error ?? {}) as { code?: string; path?: string }
  return code === 'ENOENT' && String(path).includes('.react-router')
}
