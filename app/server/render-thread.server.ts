/**
 * A render thread (docs/decisions/031-render-threads.md): renders anonymous public pages with
 * its own copy of the server build, off the thread that answers requests. Started by
 * render-pool.server.ts with workerData; it reaches the process's database at `databaseUrl`
 * (the PostgreSQL server, or the embedded database's socket). It runs no start-up work: no
 * migrations, no jobs, no page cache; the request thread keeps all of those.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createRequestHandler, type ServerBuild } from 'react-router'

export type RenderThreadData = { buildPath: string; databaseUrl: string; poolSize: number }

/** What the request thread asks: an anonymous GET or HEAD, with the answer's nonce. */
export type RenderJob = {
  id: number
  url: string
  method: string
  headers: [string, string][]
  nonce: string
}

/** The rendered answer, or why there is none. */
export type RenderResult =
  | {
      id: number
      status: number
      headers: [string, string][]
      body: Uint8Array
      /** The database was out of reach: the request thread answers with its 503 page. */
      databaseOutage: boolean
    }
  | { id: number; failed: string }

export type RenderThreadMessage = { ready: true } | RenderResult

const data = workerData as RenderThreadData
// The thread's env is its own copy: its server code opens a pool on this address instead of
// a second embedded database.
process.env.DATABASE_URL = data.databaseUrl
process.env.DATABASE_POOL_SIZE = String(data.poolSize)

const build = (await import(data.buildPath)) as ServerBuild
const handle = createRequestHandler(build, 'production')
const port = parentPort
if (!port) throw new Error('render-thread.server.ts runs as a worker thread')

port.on('message', (job: RenderJob) => {
  void render(job).then(
    (result) => port.postMessage(result, [result.body.buffer as ArrayBuffer]),
    (error: unknown) => port.postMessage({ id: job.id, failed: String(error) }),
  )
})
port.postMessage({ ready: true })

async function render(job: RenderJob) {
  const outage = { database: false }
  const response = await handle(
    new Request(job.url, { method: job.method, headers: job.headers }),
    { cspNonce: job.nonce, outage },
  )
  const body = new Uint8Array(await response.arrayBuffer())
  return {
    id: job.id,
    status: response.status,
    headers: [...response.headers],
    body,
    databaseOutage: outage.database,
  }
}
