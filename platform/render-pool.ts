import { pathToFileURL } from 'node:url'
import type { IncomingHttpHeaders } from 'node:http'
import { Piscina } from 'piscina'
import { logger } from '~/server/logger.server'
import type { RequestFacts } from '~/server/request-facts.server'
import type { RenderJob, RenderResult, RenderThreadData, WarmJob } from './render-thread'
import { threadModule } from '~/server/threads.server'

/*
 * Render threads (docs/decisions/031-render-threads.md, 038-compiled-server.md): anonymous
 * public pages that the page cache does not answer are rendered by worker threads, each with
 * its own copy of the server build, so a second core renders too. The request thread keeps
 * everything else: the gate, sessions, forms, the page cache and every signed-in page.
 *
 * The threads are piscina's. None runs while the site is quiet: each holds a copy of the
 * build (about 100 MB), so the first uncached page starts one and is rendered here meanwhile,
 * and a thread with nothing to do for RENDER_THREAD_IDLE_MS stops.
 */

/** A render thread's JavaScript heap limit: a page's render needs a few megabytes. */
const RENDER_THREAD_HEAP_MB = 512
/**
 * A render thread's young generation: 16 MB semi-spaces, where the process has 8
 * (`--max-semi-space-size=8` in the start scripts). A thread allocates a page's worth at each
 * render and renders faster with more room; the request thread mostly forwards bytes
 * (docs/decisions/039-memory-on-node-24.md).
 */
const RENDER_THREAD_YOUNG_MB = 48
/** How long a thread with nothing to render stays before it stops and frees its memory. */
export const RENDER_THREAD_IDLE_MS = 60_000
/** Pages one thread renders at once: a render waits on the database between bursts of CPU. */
const RENDERS_PER_THREAD = 8
/**
 * A thread that cannot load the build is tried again after a wait that doubles each time,
 * from 1 s to 1 min, so a broken build never spins the CPU; meanwhile the request thread
 * renders every page.
 */
const RESTART_DELAY_MS = { first: 1_000, max: 60_000 }

/** A rendering the threads could not do (none ready, or it failed): the request thread renders. */
export class RenderThreadError extends Error {
  /** True when no thread was ready yet: expected after a quiet spell, not worth a warning. */
  readonly isCold: boolean
  constructor(message: string, { isCold = false } = {}) {
    super(message)
    this.isCold = isCold
  }
}

export type RenderPool = {
  /** The page as the route modules render it, with this answer's nonce. */
  render: (req: AskedPage, url: string, nonce: string) => Promise<RenderedPage>
  /** Starts a thread if none is ready; resolves when one is (or the start failed). */
  warm: () => Promise<void>
  /** The threads running (starting or ready). */
  threadCount: () => number
  close: () => Promise<void>
}

/** What of the request a render thread gets (an anonymous GET or HEAD has no body). */
export type AskedPage = { headers: IncomingHttpHeaders; facts: RequestFacts }

export type RenderedPage = {
  response: globalThis.Response
  databaseOutage: boolean
}

export function createRenderPool({
  size,
  buildPath,
  databaseUrl,
  idleMs = RENDER_THREAD_IDLE_MS,
}: {
  size: number
  buildPath: string
  databaseUrl: string
  idleMs?: number
}): RenderPool {
  const { filename, typescriptModule } = threadModule('render-thread')
  const data: RenderThreadData = {
    buildPath: pathToFileURL(buildPath).href,
    databaseUrl,
    // The embedded database serves one query at a time: one connection is enough.
    poolSize: databaseUrl.includes('?host=') ? 1 : 4,
    typescriptModule,
  }
  const pool = new Piscina<RenderJob | WarmJob, RenderResult | null>({
    filename,
    workerData: data,
    minThreads: 0,
    maxThreads: size,
    idleTimeout: idleMs,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // A render awaits the database; piscina's Atomics.wait between tasks would block that.
    atomics: 'disabled',
    resourceLimits: {
      maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB,
      maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_MB,
    },
  })
  let isReady = false
  let isClosing = false
  let warming: Promise<void> | null = null
  let retryAt = 0
  let restartDelayMs = RESTART_DELAY_MS.first

  function warm(): Promise<void> {
    if (isReady || isClosing) return Promise.resolve()
    if (warming) return warming
    if (Date.now() < retryAt) return Promise.resolve()
    warming = pool.run({ warm: true }).then(
      () => {
        isReady = true
        restartDelayMs = RESTART_DELAY_MS.first
      },
      (error: unknown) => {
        if (isClosing) return
        retryAt = Date.now() + restartDelayMs
        logger.error(
          { err: error, retryInMs: restartDelayMs },
          'render thread could not start; rendering on the request thread',
        )
        restartDelayMs = Math.min(restartDelayMs * 2, RESTART_DELAY_MS.max)
      },
    )
    void warming.finally(() => (warming = null))
    return warming
  }

  return {
    async render(req, url, nonce) {
      // After a quiet spell every thread has stopped: this page is rendered by the request
      // thread while one starts.
      if (isReady && pool.threads.length === 0) isReady = false
      if (!isReady) {
        void warm()
        throw new RenderThreadError('no render thread ready', { isCold: true })
      }
      const headers: [string, string][] = []
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.push([name, value])
        else if (Array.isArray(value)) for (const item of value) headers.push([name, item])
      }
      let result: RenderResult | null
      try {
        result = await pool.run({ url, headers, nonce, facts: req.facts })
      } catch (error) {
        throw new RenderThreadError(String(error))
      }
      if (!result) throw new RenderThreadError('no page')
      const hasNoBody = [101, 204, 205, 304].includes(result.status) || req.facts.method === 'HEAD'
      return {
        response: new Response(hasNoBody ? null : (result.body as Uint8Array<ArrayBuffer>), {
          status: result.status,
          headers: result.headers,
        }),
        databaseOutage: result.databaseOutage,
      }
    },
    warm,
    threadCount: () => pool.threads.length,
    async close() {
      isClosing = true
      await pool.destroy()
    },
  }
}
