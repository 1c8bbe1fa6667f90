/**
 * `npm run bench:faults`: the site under 50 connections of public load while its database,
 * then its Redis, is stopped for 10 s and started again. Both are the benchmark's own
 * (bench/services.ts), never the machine's. Prints, per fault: what visitors got during the
 * outage, how long the site took to serve again after the service came back, and what
 * failed after that. The app process is never restarted.
 *
 * Phase 1 renders every page (PAGE_CACHE=off), so each request meets the database; phase 2
 * keeps pages in Redis (the production setting with REDIS_URL) and posts the contact form,
 * whose rate limit counts in Redis, among the page requests.
 */
import autocannon from 'autocannon'
import { contactFormPosts } from './load'
import { buildApp, runBench, startServer } from './server'
import { startOwnPostgres, startOwnRedis } from './services'

const CONNECTIONS = 50
const BEFORE_MS = 10_000
const OUTAGE_MS = 10_000
const AFTER_MS = 20_000
const PAGES = ['/', '/investments', '/investments/inv-001', '/careers']

type Sample = { at: number; status: number | null; ms: number }

const contactPosts = contactFormPosts('Fault')

const isOk = (status: number | null) => status !== null && status < 400

function percentile(values: number[], p: number) {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Loads `url` for the whole timeline; stops the service after BEFORE_MS, starts it OUTAGE_MS later. */
async function underFault(
  url: string,
  requests: autocannon.Request[],
  service: { stop: () => unknown; start: () => unknown },
) {
  const samples: Sample[] = []
  let sampleBody = ''
  const finished = new Promise<void>((resolve, reject) => {
    const tracker = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: (BEFORE_MS + OUTAGE_MS + AFTER_MS) / 1000,
        timeout: 10,
        requests,
      },
      (error) => (error ? reject(error) : resolve()),
    )
    tracker.on('response', (_client, status, _bytes, ms) =>
      samples.push({ at: Date.now(), status, ms }),
    )
    tracker.on('reqError', () => samples.push({ at: Date.now(), status: null, ms: 10_000 }))
  })
  await sleep(BEFORE_MS)
  const stoppedAt = Date.now()
  await service.stop()
  await sleep(2_000)
  // What a visitor sees meanwhile.
  const during = await fetch(`${url}/investments`, { headers: { cookie: 'visitor=1' } })
  sampleBody =
    `${during.status} ${(await during.text()).match(/<h1>(.*?)<\/h1>/)?.[1] ?? ''}`.trim()
  await sleep(Math.max(0, stoppedAt + OUTAGE_MS - Date.now()))
  const restartAt = Date.now()
  await service.start()
  const startedAt = Date.now()
  await finished

  const before = samples.filter((s) => s.at < stoppedAt)
  const outage = samples.filter((s) => s.at >= stoppedAt && s.at < startedAt)
  const firstOk = samples.find((s) => s.at >= startedAt && isOk(s.status))
  const recoveredAt = firstOk?.at ?? Infinity
  const after = samples.filter((s) => s.at > recoveredAt)
  const health = await fetch(`${url}/readyz`)
  return {
    before: {
      rps: before.length / (BEFORE_MS / 1000),
      errors: before.filter((s) => !isOk(s.status)).length,
    },
    outage: {
      seconds: (startedAt - stoppedAt) / 1000,
      responses: outage.length,
      status5xx: outage.filter((s) => s.status !== null && s.status >= 500).length,
      failed: outage.filter((s) => s.status === null).length,
      ok: outage.filter((s) => isOk(s.status)).length,
      p99: percentile(
        outage.map((s) => s.ms),
        99,
      ),
      page: sampleBody,
    },
    recovery: firstOk ? (recoveredAt - restartAt) / 1000 : null,
    after: {
      responses: after.length,
      errors: after.filter((s) => !isOk(s.status)).length,
      rps: after.length / Math.max(1, (samples.at(-1)!.at - recoveredAt) / 1000),
    },
    readyAtEnd: health.status,
  }
}

type Outcome = Awaited<ReturnType<typeof underFault>>

function formatRow(fault: string, o: Outcome) {
  return [
    fault,
    `${Math.round(o.before.rps)} req/s, ${o.before.errors} errors`,
    `${o.outage.seconds.toFixed(1)} s`,
    `${o.outage.responses} (${o.outage.ok} ok, ${o.outage.status5xx} × 5xx, ${o.outage.failed} failed)`,
    `${Math.round(o.outage.p99)} ms`,
    o.outage.page,
    o.recovery === null ? 'never' : `${o.recovery.toFixed(1)} s`,
    `${o.after.errors} of ${o.after.responses}`,
    `${Math.round(o.after.rps)} req/s`,
    String(o.readyAtEnd),
  ]
    .join(' | ')
    .replace(/^/, '| ')
    .concat(' |')
}

runBench(async () => {
  buildApp()
  const postgres = await startOwnPostgres()
  const redis = await startOwnRedis()
  const pages = PAGES.map((path) => ({ method: 'GET' as const, path }))

  process.stderr.write('PostgreSQL stopped under load (every page rendered)…\n')
  const rendered = await startServer({
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, PAGE_CACHE: 'off' },
  })
  const database = await underFault(rendered.url, pages, postgres)
  await rendered.stop()

  process.stderr.write('Redis stopped under load (pages kept in Redis, contact form posts)…\n')
  const cached = await startServer({
    env: { DATABASE_URL: postgres.url, REDIS_URL: redis.url, FORM_RATE_LIMIT: '100000' },
  })
  const redisFault = await underFault(cached.url, [...pages, contactPosts.request], redis)
  await cached.stop()

  console.log(
    `\nFaults under ${CONNECTIONS} connections: ${BEFORE_MS / 1000} s of load, the service stopped for ${OUTAGE_MS / 1000} s, then ${AFTER_MS / 1000} s more (${new Date().toISOString().slice(0, 10)})\n`,
  )
  console.log(
    '| fault | before | outage | responses during outage | p99 during | page during | recovery | errors after | after | /readyz at end |',
  )
  console.log('| --- | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: |')
  console.log(formatRow('PostgreSQL stopped', database))
  console.log(formatRow('Redis stopped', redisFault))
})
