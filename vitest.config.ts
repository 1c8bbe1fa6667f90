import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { isTypegenRace } from './tests/support/typegen-race'

const alias = {
  '~': path.resolve(import.meta.dirname, 'app'),
  '#db': path.resolve(import.meta.dirname, 'db'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    // React Router's typegen race between test servers is not a test failure.
    onUnhandledError: (error) => !isTypegenRace(error),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'platform/**/*.test.ts',
            'db/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
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
          // The migrated template every file's database is copied from (decision 051).
          globalSetup: ['tests/integration/global-setup.ts'],
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
