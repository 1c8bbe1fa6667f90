import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ServerBuild } from 'react-router'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import type { PageStore } from '../../platform/page-cache'
import { createPageHandler } from '../../platform/page-handler'
import type { RenderPool } from '../../platform/render-pool'
import { prepareTestApp } from './app'

export type SiteServer = { baseUrl: string; server: Server; close: () => Promise<void> }

/**
 * The whole site over HTTP, as server.ts assembles it (HTTP layer, then the page handler
 * with every route), rendered through Vite's SSR loader so no production build is needed.
 * Server modules keep their state on globalThis, so the site shares this test file's
 * database, session store and limits. The page cache is off unless a store is given: most
 * tests change the database directly and read the pages at once.
 */
export async function startSiteServer({
  pageStore,
  pageCacheMs = 60_000,
  renderPool,
  trustProxy,
}: {
  /** TRUST_PROXY for this site alone: which callers' X-Forwarded-For names the client. */
  trustProxy?: string
  pageStore?: PageStore
  pageCacheMs?: number
  /** Render threads for the anonymous pages the cache misses, as server.ts has. */
  renderPool?: RenderPool
} = {}): Promise<SiteServer> {
  await prepareTestApp()
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  })
  const build = vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
  const app = createHttpApp(trustProxy ? { ...env(), TRUST_PROXY: trustProxy } : env())
  app.all(
    '/{*path}',
    createPageHandler({
      // Loaded once: no file changes while a test runs (watch is off), and asking Vite for
      // the build on every request cost each request its walk of the module graph. Given as
      // a function, so the page cache's keys are the same in every test process ('dev').
      build: () => build,
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
      mode: 'production',
      pageCache: pageStore && { store: pageStore, ttlMs: pageCacheMs },
      renderPool,
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    baseUrl,
    server,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      // A build still loading when Vite closes fails mid-import, an unhandled rejection
      // (seen when a test closed its site before asking it for a page).
      await build.catch(() => {})
      await vite.close()
    },
  }
}
