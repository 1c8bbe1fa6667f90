/**
 * `npm run bench`: the public pages under load (autocannon, 50 connections, warm-up, then
 * BENCH_SECONDS, default 10), next to the same bytes served by Express's static middleware
 * in the same run, then the memory of the whole process tree `npm run serve` starts, idle
 * and after BENCH_MEMORY_SECONDS of load (bench/memory.ts), on the embedded database and on
 * PostgreSQL when BENCH_MEMORY_PG_URL or DATABASE_URL is set. BENCH_ONLY=memory or
 * BENCH_ONLY=throughput runs one part. Prints tables; see the README's Performance section
 * and docs/memory.md.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  buildApp,
  databaseLabel,
  freePort,
  makeTempDir,
  onExit,
  runBench,
  startServer,
  type RunningServer,
} from './server'
import {
  CONNECTIONS,
  SECONDS,
  formatTable,
  warmUpAndLoad,
  type Measurement,
  type Row,
} from './load'
import { measureMemory } from './memory'

const PAGES = ['/', '/investments', '/investments/inv-001', '/careers']

/** Each page's body, once, as a file in `dir`; returns the file's address per page. */
async function saveBodies(baseUrl: string, dir: string) {
  const files = new Map<string, string>()
  for (const [index, page] of PAGES.entries()) {
    const response = await fetch(`${baseUrl}${page}`)
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    const name = `page-${index}.html`
    writeFileSync(path.join(dir, name), Buffer.from(await response.arrayBuffer()))
    files.set(page, `/${name}`)
  }
  return files
}

async function startStaticServer(dir: string) {
  const port = await freePort()
  const child = spawn('node', ['--import', 'tsx', 'bench/static-server.ts', dir, String(port)], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  onExit(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGINT')
      }),
  )
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', () => reject(new Error('static server exited early')))
  })
  return `http://127.0.0.1:${port}`
}

/** The page cache's store in the cached rows: Redis when BENCH_REDIS_URL is set. */
const redisUrl = process.env.BENCH_REDIS_URL
const cachedMode = redisUrl ? 'cached (Redis)' : 'cached'

/**
 * BENCH_PROCESSES=n: n app processes for each mode, as issue 15's deployment runs them
 * (PostgreSQL and Redis shared, one process a core), each page loaded on all of them at once
 * (autocannon shares the connections in turn). The embedded database is one process's own.
 */
const processes = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 1) || 1)
if (processes > 1 && (!process.env.DATABASE_URL || !redisUrl)) {
  console.error('BENCH_PROCESSES above 1 needs DATABASE_URL and BENCH_REDIS_URL')
  process.exit(2)
}

async function startServers(env: NodeJS.ProcessEnv) {
  const servers: RunningServer[] = []
  for (let index = 0; index < processes; index += 1) servers.push(await startServer({ env }))
  return {
    urls: (page: string) => servers.map((server) => `${server.url}${page}`),
    stop: () => Promise.all(servers.map((server) => server.stop())),
  }
}

const only = process.env.BENCH_ONLY
if (only && only !== 'memory' && only !== 'throughput') {
  console.error('BENCH_ONLY is memory or throughput')
  process.exit(2)
}

runBench(async () => {
  buildApp()
  if (only !== 'memory') await measureThroughput()
  if (only === 'throughput') return
  console.log(`\n${await measureMemory('embedded')}`)
  const postgresUrl = process.env.BENCH_MEMORY_PG_URL || process.env.DATABASE_URL
  if (postgresUrl) console.log(`\n${await measureMemory('postgresql', postgresUrl)}`)
  else console.log('\n(PostgreSQL memory: set BENCH_MEMORY_PG_URL to measure it)')
})

async function measureThroughput() {
  // Every request rendered (PAGE_CACHE=off), then the same pages from the page cache.
  const uncachedApp = await startServers({
    PAGE_CACHE: 'off',
    ...(redisUrl && processes > 1 ? { REDIS_URL: redisUrl } : {}),
  })
  const staticDir = makeTempDir('bench-static-')
  mkdirSync(staticDir, { recursive: true })
  const files = await saveBodies(uncachedApp.urls('')[0], staticDir)
  const staticUrl = await startStaticServer(staticDir)

  const measured = new Map<string, { uncached?: Measurement; cached?: Measurement }>()
  for (const page of PAGES) {
    process.stderr.write(`measuring ${page} uncached…\n`)
    measured.set(page, { uncached: await warmUpAndLoad(uncachedApp.urls(page)) })
  }
  await uncachedApp.stop()
  const cachedApp = await startServers({
    PAGE_CACHE: 'on',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  })
  for (const page of PAGES) {
    process.stderr.write(`measuring ${page} ${cachedMode}…\n`)
    measured.get(page)!.cached = await warmUpAndLoad(cachedApp.urls(page))
  }
  await cachedApp.stop()

  const rows: Row[] = []
  for (const page of PAGES) {
    process.stderr.write(`measuring ${page} static…\n`)
    const fromFile = await warmUpAndLoad(`${staticUrl}${files.get(page)}`)
    const staticRps = fromFile.requestsPerSecond
    const { uncached, cached } = measured.get(page)!
    rows.push({ page, mode: 'uncached', measurement: uncached!, staticRps })
    rows.push({ page, mode: cachedMode, measurement: cached!, staticRps })
    rows.push({ page, mode: 'static', measurement: fromFile, staticRps })
  }

  const cpus = os.cpus()
  // As platform/main.ts counts them: one core stays with the request thread.
  const threads = process.env.RENDER_THREADS || Math.max(os.availableParallelism() - 1, 0)
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ` +
      `Node ${process.version}, ${databaseLabel()}, ${processes} app process${processes > 1 ? 'es' : ''} ` +
      `(render threads: ${threads} each), ` +
      `${CONNECTIONS} connections, ${SECONDS} s per row\n`,
  )
  console.log(formatTable(rows))
}
