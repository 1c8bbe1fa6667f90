import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Worker } from 'node:worker_threads'
import type { IncomingHttpHeaders } from 'node:http'
import { logger } from './logger.server'
import { startTypeScriptWorker } from './typescript-worker.server'
import type {
  RenderJob,
  RenderResult,
  RenderThreadData,
  RenderThreadMessage,
} from './render-thread.server'

/*
 * Render threads (docs/decisions/031-render-threads.md): anonymous public pages that the page
 * cache does not answer are rendered by worker threads, each with its own copy of the server
 * build, so a second core renders too. The request thread keeps everything else: the gate,
 * sessions, forms, the page cache and every signed-in page.
 */

const THREAD_FILE = path.resolve(process.cwd(), 'app/server/render-thread.server.ts')
/** A render thread's JavaScript heap limit: a page's render needs a few megabytes. */
const RENDER_THREAD_HEAP_MB = 512
/**
 * A thread that stops before it is ready (a build it cannot load, say) is started again after
 * a wait that doubles each time, from 1 s to 1 min, so a broken thread never spins the CPU;
 * meanwhile the request thread renders every page.
 */
const RESTART_DELAY_MS = { first: 1_000, max: 60_000 }

/** A rendering the thread could not do (it failed or stopped): the request thread renders. */
export class RenderThreadError extends Error {}

type Thread = {
  worker: Worker
  ready: Promise<void>
  pending: Map<number, (result: RenderResult | Error) => void>
}

export type RenderPool = {
  /** The page as the route modules render it, with this answer's nonce. */
  render: (req: AskedPage, url: string, nonce: string) => Promise<RenderedPage>
  /** The threads started and not stopped (a stopped one is started again, after a wait). */
  threadCount: () => number
  close: () => Promise<void>
}

/** What of the request a render thread gets (an anonymous GET or HEAD has no body). */
export type AskedPage = { method: string; headers: IncomingHttpHeaders }

export type RenderedPage = {
  response: globalThis.Response
  databaseOutage: boolean
}

export function createRenderPool({
  size,
  buildPath,
  databaseUrl,
}: {
  size: number
  buildPath: string
  databaseUrl: string
}): RenderPool {
  let nextId = 1
  let isClosing = false
  const threads: Thread[] = []
  let restartDelayMs = RESTART_DELAY_MS.first
  const restartTimers = new Set<NodeJS.Timeout>()

  function start(): Thread {
    const data: RenderThreadData = {
      buildPath: pathToFileURL(buildPath).href,
      databaseUrl,
      // The embedded database serves one query at a time: one connection is enough.
      poolSize: databaseUrl.includes('?host=') ? 1 : 4,
    }
    // As the PGlite thread (db.server.ts): TypeScript, loaded through tsx in the thread.
    const worker = startTypeScriptWorker(THREAD_FILE, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: RENDER_THREAD_HEAP_MB },
    })
    const pending = new Map<number, (result: RenderResult | Error) => void>()
    let isReady = false
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: RenderThreadMessage) => {
        if ('ready' in message) {
          isReady = true
          restartDelayMs = RESTART_DELAY_MS.first
          return resolve()
        }
        pending.get(message.id)?.(message)
        pending.delete(message.id)
      })
      worker.once('error', reject)
      worker.once('exit', (code) => reject(new Error(`exited (${code}) before it was ready`)))
    })
    // A render that finds the thread gone says so (RenderThreadError); nobody else waits.
    ready.catch(() => {})
    const thread: Thread = { worker, ready, pending }
    /** Off the list, its renders told: a thread that reported an error is already stopping. */
    function stop(reason: string) {
      for (const settle of pending.values()) settle(new RenderThreadError(reason))
      pending.clear()
      const index = threads.indexOf(thread)
      if (index >= 0) threads.splice(index, 1)
    }
    // 'error' comes a moment before 'exit': a render waiting for this thread hears of the
    // error first, and by then the pool must not count the thread (nor give it a page).
    worker.on('error', (error) => {
      logger.error({ err: error }, 'render thread failed')
      stop(`failed: ${error.message}`)
    })
    worker.once('exit', (code) => {
      stop(`exited (${code})`)
      if (isClosing) return
      // A thread that ran a while is replaced at once; one that never got ready, after a wait.
      const delayMs = isReady ? 0 : restartDelayMs
      if (!isReady) restartDelayMs = Math.min(restartDelayMs * 2, RESTART_DELAY_MS.max)
      logger.error({ code, delayMs }, 'render thread exited; starting another')
      const timer = setTimeout(() => {
        restartTimers.delete(timer)
        if (!isClosing) threads.push(start())
      }, delayMs)
      restartTimers.add(timer)
    })
    return thread
  }

  for (let i = 0; i < size; i++) threads.push(start())

  /** The thread with the fewest pages in progress. */
  function leastBusy(): Thread | undefined {
    return threads.reduce<Thread | undefined>(
      (best, thread) => (!best || thread.pending.size < best.pending.size ? thread : best),
      undefined,
    )
  }

  return {
    async render(req, url, nonce) {
      const thread = leastBusy()
      if (!thread) throw new RenderThreadError('no render thread')
      await thread.ready.catch((error: unknown) => {
        throw new RenderThreadError(String(error))
      })
      const headers: [string, string][] = []
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.push([name, value])
        else if (Array.isArray(value)) for (const item of value) headers.push([name, item])
      }
      const id = nextId++
      const job: RenderJob = { id, url, method: req.method, headers, nonce }
      const result = await new Promise<RenderResult | Error>((resolve) => {
        thread.pending.set(id, resolve)
        thread.worker.postMessage(job)
      })
      if (result instanceof Error) throw result
      if ('failed' in result) throw new RenderThreadError(result.failed)
      const hasNoBody = [101, 204, 205, 304].includes(result.status) || req.method === 'HEAD'
      return {
        response: new Response(hasNoBody ? null : (result.body as Uint8Array<ArrayBuffer>), {
          status: result.status,
          headers: result.headers,
        }),
        databaseOutage: result.databaseOutage,
      }
    },
    threadCount: () => threads.length,
    async close() {
      isClosing = true
      for (const timer of restartTimers) clearTimeout(timer)
      restartTimers.clear()
      // Out of the list at once: a thread's 'exit' may come after its terminate() resolves
      // (seen with a thread still starting), and a closed pool has no threads.
      const closing = threads.splice(0)
      await Promise.all(closing.map((thread) => thread.worker.terminate()))
    },
  }
}
