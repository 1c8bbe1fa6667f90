/**
 * `npm run bench:soak`: SOAK_MINUTES (default 10) at 100 connections on a mix of public
 * pages and contact-form posts against the production server (the embedded database, or
 * DATABASE_URL when set). Prints, minute by minute, requests per second, errors and the
 * server's resident memory (RSS, which includes the embedded database's thread), then
 * whether the run had zero errors and ended within 20 % of minute 1's memory.
 */
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { contactFormPosts } from './load'
import { buildApp, databaseLabel, runBench, startServer } from './server'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const CONNECTIONS = 100
const PAGES = [
  '/',
  '/investments',
  '/investments/inv-001',
  '/careers',
  '/services',
  '/about',
  '/ar',
  '/ar/investments',
]

const contactPosts = contactFormPosts('Soak')

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

type Minute = { minute: number; requests: number; errors: number; rss: number }

runBench(async () => {
  buildApp()
  const server = await startServer({ env: { FORM_RATE_LIMIT: '10000000' } })
  // One request in three posts the form; the others read pages, in both languages.
  const requests = PAGES.flatMap((path, index) => [
    { method: 'GET' as const, path },
    ...(index % 2 === 1 ? [contactPosts.request] : []),
  ])

  const minutes: Minute[] = []
  let current = { requests: 0, errors: 0 }
  const finished = new Promise<void>((resolve, reject) => {
    const tracker = autocannon(
      { url: server.url, connections: CONNECTIONS, duration: MINUTES * 60, timeout: 10, requests },
      (error) => (error ? reject(error) : resolve()),
    )
    tracker.on('response', (_client, status) => {
      current.requests++
      if (status >= 400) current.errors++
    })
    tracker.on('reqError', () => {
      current.requests++
      current.errors++
    })
  })
  const sampler = setInterval(() => {
    const minute = { minute: minutes.length + 1, ...current, rss: rssMb(server.pid) }
    minutes.push(minute)
    current = { requests: 0, errors: 0 }
    process.stderr.write(
      `minute ${minute.minute}: ${Math.round(minute.requests / 60)} req/s, ${minute.errors} errors, RSS ${minute.rss.toFixed(0)} MB\n`,
    )
  }, 60_000)
  await finished
  clearInterval(sampler)
  // The last few seconds after the last whole minute are counted, not shown as a minute.
  const endRss = rssMb(server.pid)
  const tail = current
  await server.stop()

  const total = minutes.reduce((sum, m) => sum + m.requests, tail.requests)
  const errors = minutes.reduce((sum, m) => sum + m.errors, tail.errors)
  const first = minutes[0].rss
  const last = endRss
  const growth = ((last - first) / first) * 100
  console.log(
    `\nSoak: ${MINUTES} min at ${CONNECTIONS} connections, pages and contact posts (${contactPosts.sent()} posts), ${databaseLabel()}, ${new Date().toISOString().slice(0, 10)}\n`,
  )
  console.log('| minute | req/s | errors | RSS |')
  console.log('| ---: | ---: | ---: | ---: |')
  for (const m of minutes) {
    console.log(
      `| ${m.minute} | ${Math.round(m.requests / 60)} | ${m.errors} | ${m.rss.toFixed(0)} MB |`,
    )
  }
  console.log(
    `\n${total} requests, ${errors} errors; RSS ${first.toFixed(0)} MB at minute 1, ${last.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %): ${errors === 0 && Math.abs(growth) <= 20 ? 'within' : 'NOT within'} the target (zero errors, within 20 %)`,
  )
})
