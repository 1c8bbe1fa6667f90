/*
 * The serving platform's start (docs/decisions/038-compiled-server.md): configuration, the
 * HTTP app, the page handler with its cache and render threads, and the shutdown. Loaded by
 * server.ts once the .env file is read.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Server } from 'node:http'
import express, { type Request, type Response } from 'express'
import type { ServerBuild } from 'react-router'
import { env, parseEnv } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { closeDatabase, databaseUrlForThreads } from '~/server/db.server'
import { onContentChangedOutsideRequests } from '~/server/content-changes.server'
import { createHttpApp } from './http'
import { stopJobRunner } from '~/server/jobs.server'
import { createPageStore, type PageStore } from './page-cache'
import { createPageHandler } from './page-handler'
import { closeRateLimitStore } from '~/server/rate-limit.server'
import { createRenderPool, type RenderPool } from './render-pool'
import { SHUTDOWN_FORCE_MS, shutDownServer } from './shutdown'
import { prepareApplication } from '~/server/startup.server'
import { SCHEDULED_JOBS } from '~/scheduled-jobs.server'

const isDev = process.argv.includes('--dev')

function readConfig() {
  try {
    parseEnv()
    return env()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}

const config = readConfig()

const app = createHttpApp(config, { isDev })
/** The render threads of the built site (decision 031), closed at shutdown. */
let renderPool: RenderPool | undefined
/** The Vite dev server (development only), closed at shutdown. */
let closeViteServer: (() => Promise<void>) | undefined

async function buildHandler(pageStore: PageStore) {
  const getLoadContext = (_req: Request, res: Response) => ({
    cspNonce: res.locals.cspNonce as string,
  })
  if (isDev) {
    // `npm run dev` only, where devDependencies are installed.
    // eslint-disable-next-line import-x/no-extraneous-dependencies
    const vite = await import('vite')
    const listenersBefore = process.listeners('SIGTERM')
    const viteServer = await vite.createServer({ server: { middlewareMode: true } })
    // Vite (through the dev server React Router starts for its route config) ends the process
    // on SIGTERM at once, dropping requests in flight; the shutdown below drains them first
    // and closes Vite with the rest.
    for (const listener of process.listeners('SIGTERM')) {
      if (!listenersBefore.includes(listener)) process.off('SIGTERM', listener)
    }
    closeViteServer = () => viteServer.close()
    app.use(viteServer.middlewares)
    app.use(express.static('public', { maxAge: '1h' }))
    return createPageHandler({
      build: () =>
        viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      getLoadContext,
      mode: 'development',
    })
  }
  const clientDir = path.resolve('build/client')
  // Hashed file names change with content, so they may be cached for a year.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }),
  )
  // The other public files (logo, favicon, seed images) are known at start: a page request
  // goes straight to the page handler instead of asking the disk for a file first.
  const publicFiles = new Set(
    fs
      .readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name))}`)
      .filter((file) => !file.startsWith('/assets/')),
  )
  const servePublicFile = express.static(clientDir, { maxAge: '1h', index: false })
  app.use((req, res, next) =>
    publicFiles.has(req.path) ? servePublicFile(req, res, next) : next(),
  )
  const buildPath = path.resolve('build/server/index.js')
  const build = (await import(buildPath)) as ServerBuild
  const cores = os.availableParallelism()
  // One core stays with the request thread (sessions, forms, the page cache, signed-in
  // pages); the others render. On two cores one render thread renders as fast as two did and
  // holds 130 MB less under load (docs/decisions/039-memory-on-node-24.md).
  const threads = config.RENDER_THREADS ?? Math.max(cores - 1, 0)
  renderPool =
    threads > 0
      ? createRenderPool({ size: threads, buildPath, databaseUrl: await databaseUrlForThreads() })
      : undefined
  return createPageHandler({
    build,
    getLoadContext,
    // The built site never shows error details, whatever NODE_ENV says.
    mode: 'production',
    pageCache: { store: pageStore, ttlMs: config.PAGE_CACHE_SECONDS * 1000 },
    renderPool,
  })
}

async function main() {
  await prepareApplication({ jobs: SCHEDULED_JOBS })
  const pageStore = await createPageStore(config)
  // A scheduled publish or closing changes pages without a request (decision 047).
  onContentChangedOutsideRequests(() =>
    pageStore.invalidate().catch((error: unknown) => {
      logger.error({ err: error }, 'page cache: invalidation failed')
    }),
  )
  app.all('/{*path}', await buildHandler(pageStore))

  const server: Server = app.listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.APP_URL, host: config.HOST, port: config.PORT }, 'server listening')
  })
  server.keepAliveTimeout = 65_000

  let isStopping = false
  const shutdown = (signal: string) => {
    if (isStopping) return
    isStopping = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_FORCE_MS)
    forceExit.unref()
    void shutDownServer(server).then(async () => {
      // An e-mail being sent is finished first; queued ones wait in the outbox for the next start.
      await stopJobRunner()
      await renderPool?.close()
      await closeViteServer?.()
      await pageStore.close()
      await closeRateLimitStore()
      await closeDatabase()
      logger.info('shutdown complete')
      process.exit(0)
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start')
  process.exit(1)
})
