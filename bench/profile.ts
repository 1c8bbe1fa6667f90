/**
 * CPU profile of the production server under load: starts it with `node --cpu-prof`
 * (profile in BENCH_PROFILE_DIR, default /tmp/prof), loads `/` and `/careers` together for
 * BENCH_PROFILE_SECONDS (default 15), stops it with SIGINT so the profile is written, and
 * prints the requests answered. Summarise with bench/profile-summary.ts.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { buildApp, runBench, startServer } from './server'

const PAGES = ['/', '/careers']
const profileDir = path.resolve(process.env.BENCH_PROFILE_DIR ?? '/tmp/prof')
const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 15)

runBench(async () => {
  buildApp()
  const app = await startServer({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] })
  const results = await Promise.all(
    PAGES.map((page) =>
      autocannon({ url: `${app.url}${page}`, connections: 25, duration: seconds, timeout: 10 }),
    ),
  )
  await app.stop()
  PAGES.forEach((page, index) => {
    const result = results[index]
    console.log(
      `${page}: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    )
  })
  // One file per thread; the main thread's (where pages render) is the largest.
  const largest = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0]
  console.log(
    `profile: ${largest}\nsummary of the load: npx tsx bench/profile-summary.ts ${largest} ${seconds + 1}`,
  )
})
