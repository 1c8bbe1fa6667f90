/**
 * A render thread (docs/decisions/031-render-threads.md, 038-compiled-server.md): renders
 * anonymous public pages with its own copy of the server build, off the thread that answers
 * requests. A module of the render pool (render-pool.server.ts, piscina): each task is one
 * page. It reaches the process's database at `databaseUrl` (the PostgreSQL server, or the
 * embedded database's socket) and runs no start-up work: no migrations, no jobs, no page
 * cache; the request thread keeps all of those.
 */
import { workerData } from 'node:worker_threads'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { RequestFacts } from '~/server/request-facts.server'

export type RenderThreadData = {
  buildPath: string
  databaseUrl: string
  poolSize: number
  /** From source only: the TypeScript module the thread loads (threads.server.ts). */
  typescriptModule?: string
}

/** What the request thread asks: an anonymous GET or HEAD, with the answer's nonce. */
export type RenderJob = {
  url: string
  headers: [string, string][]
  nonce: string
  facts: RequestFacts
}

/** A job that only loads the build: the pool's first thread is started by one. */
export type WarmJob = { warm: true }

/** The rendered answer. */
export type RenderResult = {
  status: number
  headers: [string, string][]
  body: Uint8Array
  /** The database was out of reach: the request thread answers with its 503 page. */
  databaseOutage: boolean
}

const data = workerData as RenderThreadData
// The thread's env is its own copy: its server code opens a pool on this address instead of
// a second embedded database.
process.env.DATABASE_URL = data.databaseUrl
process.env.DATABASE_POOL_SIZE = String(data.poolSize)

/**
 * The build, loaded with the thread's first task. A thread that cannot load it is of no use:
 * it ends, and the pool (which sees its task fail) waits before starting another.
 */
let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined
function loadHandler() {
  handler ??= import(data.buildPath).then(
    (build: ServerBuild) => createRequestHandler(build, 'production'),
    (error: unknown) => {
      setImmediate(() => process.exit(1))
      throw error
    },
  )
  return handler
}

export default async function render(job: RenderJob | WarmJob): Promise<RenderResult | null> {
  const handle = await loadHandler()
  if ('warm' in job) return null
  const outage = { database: false }
  const response = await handle(
    new Request(job.url, { method: job.facts.method, headers: job.headers }),
    { cspNonce: job.nonce, facts: job.facts, outage },
  )
  return {
    status: response.status,
    headers: [...response.headers],
    body: new Uint8Array(await response.arrayBuffer()),
    databaseOutage: outage.database,
  }
}
