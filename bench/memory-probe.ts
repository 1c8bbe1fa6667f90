/**
 * Where a long run's memory goes: loads the server with one kind of request for
 * PROBE_SECONDS and prints, every 15 s, the process's RSS next to the main thread's heap
 * (from /metrics) — what grows outside the heap belongs to the embedded database's thread.
 *   PROBE=posts|pages BENCH_SKIP_BUILD=true npx tsx bench/memory-probe.ts
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { contactFormPosts } from './load'
import { runBench, startServer } from './server'

const SECONDS = Number(process.env.PROBE_SECONDS ?? 90)
const TOKEN = 'memory-probe-token-0123456789'

function rssMb(pid: number) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return Math.round(kb / 1024)
}

runBench(async () => {
  const server = await startServer({
    env: {
      FORM_RATE_LIMIT: '10000000',
      METRICS_TOKEN: TOKEN,
      ...(process.env.PROBE_NODE_ENV ? { NODE_ENV: process.env.PROBE_NODE_ENV } : {}),
    },
  })
  const requests: autocannon.Request[] =
    process.env.PROBE === 'pages'
      ? ['/', '/investments', '/careers', '/ar'].map((path) => ({ method: 'GET', path }))
      : [contactFormPosts('Probe').request]
  const sample = async () => {
    const metrics = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text()
    const value = (name: string) =>
      Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(metrics)?.[1] ?? 0) / 1048576)
    console.log(
      `rss ${rssMb(server.pid)} MB, heap used ${value('nodejs_heap_size_used_bytes')} MB, external ${value('nodejs_external_memory_bytes')} MB`,
    )
  }
  await sample()
  const timer = setInterval(() => void sample(), 15_000)
  await new Promise<void>((resolve, reject) => {
    autocannon({ url: server.url, connections: 50, duration: SECONDS, requests }, (error) =>
      error ? reject(error) : resolve(),
    )
  })
  clearInterval(timer)
  await sample()
  await server.stop()
})
