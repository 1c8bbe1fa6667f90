import crypto from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { databasePoolStats } from '~/server/db.server'
import { countQueuedFileDeletions } from '~/server/file-deletions.server'
import { logger } from '~/server/logger.server'
import { countOutbox } from '~/server/outbox.server'
import { processWide } from '~/server/process-wide.server'

/*
 * Prometheus metrics (issue 15), served at /metrics only when METRICS_TOKEN is set and only
 * to a request carrying it as a bearer token: request rate and latency per route, the
 * e-mail outbox, stored files waiting to be deleted, the database pool, and Node's own (CPU, memory, event-loop delay, GC).
 */

const registry = processWide<ReturnType<typeof create>>('metrics')

function create() {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  new Gauge({
    name: 'email_outbox_messages',
    help: 'E-mails waiting in the outbox (pending) and given up on (failed).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const counts = await countOutbox().catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: the outbox could not be counted')
        return undefined
      })
      if (!counts) return
      this.set({ state: 'pending' }, counts.pending)
      this.set({ state: 'failed' }, counts.failed)
    },
  })
  new Gauge({
    name: 'file_deletions_waiting',
    help: 'Stored files of deleted records the storage has not deleted yet (decision 032).',
    registers: [registry],
    async collect() {
      const waiting = await countQueuedFileDeletions().catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: the file deletions could not be counted')
        return undefined
      })
      if (waiting !== undefined) this.set(waiting)
    },
  })
  new Gauge({
    name: 'database_pool_connections',
    help: "This process's database connections (open, idle) and queries waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const stats = await databasePoolStats()
      this.set({ state: 'open' }, stats.total)
      this.set({ state: 'idle' }, stats.idle)
      this.set({ state: 'waiting' }, stats.waiting)
    },
  })
  return { registry, requests, duration }
}

function metrics() {
  return registry.get(create)
}

const ID_LIKE = /\d|^[0-9a-f-]{20,}$/i

/**
 * A request's route for its labels, with the language prefix and ids taken out
 * (`/ar/investments/inv-004` → `/investments/:id`), so the label has few values. An address
 * that found no page is `not found`, whatever was asked.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return 'not found'
  if (path.startsWith('/assets/')) return '/assets'
  const segments = path
    .replace(/\.data$/, '')
    .split('/')
    .filter(Boolean)
  if (segments[0] === 'ar') segments.shift()
  const kept = segments.slice(0, 4).map((segment) => (ID_LIKE.test(segment) ? ':id' : segment))
  return `/${kept.join('/')}`
}

/** Counts and times every request but /metrics itself. */
export function measureRequests(req: Request, res: Response, next: NextFunction): void {
  if (req.path === '/metrics') return next()
  const stop = metrics().duration.startTimer()
  res.once('finish', () => {
    const route = routeLabel(req.path, res.statusCode)
    stop({ method: req.method, route })
    metrics().requests.inc({ method: req.method, route, status: String(res.statusCode) })
  })
  next()
}

function sameToken(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}

/** GET /metrics: 404 without METRICS_TOKEN, 401 without the right bearer token. */
export function serveMetrics(token: string | undefined) {
  return async (req: Request, res: Response) => {
    if (!token) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? ''
    if (!sameToken(given, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized')
      return
    }
    const { registry } = metrics()
    res
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics())
  }
}
