import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210)
export const E2E_DB_PORT = Number(process.env.E2E_DB_PORT ?? 54329)
/**
 * A second server with STAFF_REQUIRE_2FA=true, for the specs in tests/e2e/require-2fa/. It
 * caches pages as production does; tests/e2e/page-cache.spec.ts runs against it.
 */
export const E2E_2FA_PORT = E2E_PORT + 1
export const E2E_2FA_DB_PORT = E2E_DB_PORT + 1
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
/**
 * Where the e2e servers keep their data: with TEST_DATABASE_URL set (CI, a developer's
 * PostgreSQL) each server gets a fresh database of its own on that server (docs/decisions/051),
 * else its own embedded database, reached by the tests over PGlite's socket on its port.
 */
export function e2eDatabaseUrl(dbPort: number): string {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return `postgres://postgres@127.0.0.1:${dbPort}/postgres`
  const url = new URL(base)
  url.pathname = `/e2e_${dbPort}`
  return url.toString()
}
export const E2E_ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' }
/** The company inbox the e2e server notifies while the notifyEmail setting is empty. */
export const E2E_NOTIFY_EMAIL = 'inbox@uaeinvest.example'
/** Where the run's one SMTP listener (tests/e2e/support/global-setup.ts) stores each e-mail. */
export const E2E_MAIL_DIR = fileURLToPath(new URL('./data/e2e-mail/', import.meta.url))

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One SMTP listener on E2E_SMTP_PORT for the whole run; it returns its own teardown.
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous limits: the suite shares a small machine with other work, and a slow step
  // under load is not a failure. Long multi-actor journeys also call test.slow().
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: '**/require-2fa/**',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'require-2fa',
      testMatch: '**/require-2fa/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://127.0.0.1:${E2E_2FA_PORT}`,
      },
    },
  ],
  webServer: [
    // Many specs change the database directly (a shortcut the site never hears of) and read
    // the public pages at once: this server renders every page.
    e2eServer(E2E_PORT, E2E_DB_PORT, 'data/e2e', { PAGE_CACHE: 'off' }),
    e2eServer(E2E_2FA_PORT, E2E_2FA_DB_PORT, 'data/e2e-2fa', { STAFF_REQUIRE_2FA: 'true' }),
  ],
})

/** The built server on its own embedded database, never the development one. */
function e2eServer(port: number, dbPort: number, dataDir: string, env: Record<string, string>) {
  return {
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      PGLITE_SOCKET_PORT: String(dbPort),
      E2E_DATABASE_URL: process.env.TEST_DATABASE_URL ? e2eDatabaseUrl(dbPort) : '',
      E2E_DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      NOTIFY_EMAIL: E2E_NOTIFY_EMAIL,
      ...env,
    },
  }
}
