import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '#db': path.resolve(import.meta.dirname, 'db'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // Each Vite dev server a test starts (tests/support/site-server.ts) regenerates
    // .react-router/types: React Router's typegen removes the folder and writes it again, in
    // a promise nobody awaits. Two workers starting one at the same moment remove each
    // other's files mid-write. The types play no part in a test; that ENOENT alone is let
    // pass (tests/support/site-process.ts does the same in the test's child processes).
    onUnhandledError: (error) => {
      const { code, path: file } = error as Error & { code?: string; path?: string }
      return !(code === 'ENOENT' && String(file).includes('.react-router'))
    },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // A file for one driver: *.pg.test.ts runs in the PostgreSQL pass only (several
          // processes on one server, pg_dump), *.pglite.test.ts in the PGlite pass only.
          exclude: [
            process.env.TEST_DATABASE_URL
              ? 'tests/integration/**/*.pglite.test.ts'
              : 'tests/integration/**/*.pg.test.ts',
          ],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite instances are memory-hungry; two files at a time suits 2-core machines.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
