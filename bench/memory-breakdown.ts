/**
 * Where the server's memory goes, per thread and per kind of mapping: starts the server
 * (`node --import tsx server.ts`, with bench/memory-hook.ts loaded) on the embedded database
 * (or DATABASE_URL), and prints idle after BREAKDOWN_SETTLE_SECONDS (10) and again after
 * BREAKDOWN_SECONDS (60) at 50 connections over the public pages:
 * - each thread's V8 heap (physical size, used), external memory and ArrayBuffers;
 * - the server process's mappings from /proc/PID/smaps: code and files, the WebAssembly
 *   memory of PGlite (an anonymous reservation of gigabytes), the other anonymous memory
 *   (V8 heaps, malloc arenas, buffers).
 *   BENCH_SKIP_BUILD=true npx tsx bench/memory-breakdown.ts
 * BREAKDOWN_PAGE_CACHE=on|off (default off: every page rendered), BREAKDOWN_NODE_ARGS adds
 * Node flags to the server (e.g. --max-semi-space-size=1), MEMORY_HOOK_SNAPSHOT=<prefix>
 * writes a heap snapshot per thread after the load.
 */
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { mb } from './process-tree'
import { buildApp, makeTempDir, runBench, startServer } from './server'

const SETTLE = Number(process.env.BREAKDOWN_SETTLE_SECONDS ?? 10)
const SECONDS = Number(process.env.BREAKDOWN_SECONDS ?? 60)
const PAGES = ['/', '/investments', '/investments/inv-001', '/careers']

type ThreadReport = {
  threadId: number
  label: string
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
  physical: number
  malloced: number
  spaces: Record<string, number>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const mbOf = (bytes: number) => Math.round(bytes / 1048576)

type Mapping = { start: number; end: number; perms: string; file: string; rss: number; pss: number }

/**
 * The process's mappings summed by kind, in kB of PSS and RSS. A WebAssembly memory is an
 * anonymous read-write mapping followed at once by its inaccessible reservation (gigabytes).
 */
function mappings(pid: number) {
  const list: Mapping[] = []
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header) {
      const [start, end] = [parseInt(header[1], 16), parseInt(header[2], 16)]
      list.push({ start, end, perms: header[3], file: header[4], rss: 0, pss: 0 })
      continue
    }
    const field = /^(Rss|Pss):\s+(\d+) kB/.exec(line)
    const last = list.at(-1)
    if (field && last) last[field[1] === 'Rss' ? 'rss' : 'pss'] += Number(field[2])
  }
  const sums: Record<string, { rss: number; pss: number }> = {}
  for (const [index, m] of list.entries()) {
    const next = list[index + 1]
    const file = m.file
    let kind: string
    if (file.includes('/node') && !file.includes('node_modules')) kind = 'code: node binary'
    else if (file.endsWith('.node') || /\.so(\.|$)/.test(file)) kind = 'code: shared libraries'
    else if (file === '[heap]') kind = 'malloc heap (brk)'
    else if (file.startsWith('[')) kind = 'stacks and kernel'
    else if (file) kind = 'other files'
    else if (
      m.perms.startsWith('rw') &&
      next &&
      !next.file &&
      next.start === m.end &&
      next.perms.startsWith('---') &&
      next.end - next.start >= 1024 ** 3
    )
      kind = 'WASM memory (PGlite)'
    else if (m.perms.includes('x')) kind = 'anonymous executable: JIT and WebAssembly code'
    else kind = 'anonymous: V8 heaps, malloc arenas, buffers'
    sums[kind] ??= { rss: 0, pss: 0 }
    sums[kind].rss += m.rss
    sums[kind].pss += m.pss
  }
  return sums
}

async function threadReports(pid: number, out: string): Promise<ThreadReport[]> {
  rmSync(out, { force: true })
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 600; i++) {
    await sleep(500)
    try {
      return JSON.parse(readFileSync(out, 'utf8')) as ThreadReport[]
    } catch {
      // not written yet
    }
  }
  throw new Error('no answer from the memory hook')
}

async function report(state: string, pid: number, out: string) {
  const threads = (await threadReports(pid, out)).sort((a, b) => a.threadId - b.threadId)
  console.log(`\n${state}: threads (MB)\n`)
  console.log(
    '| thread | heap physical | heap used | new space | old space | code space | large objects | external | of which ArrayBuffers | V8 malloced |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const t of threads) {
    const s = (name: string) => mbOf(t.spaces[name] ?? 0)
    console.log(
      `| ${t.label} #${t.threadId} | ${mbOf(t.physical)} | ${mbOf(t.heapUsed)} | ${s('new_space')} | ${s('old_space')} | ${s('code_space')} | ${s('large_object_space') + s('code_large_object_space')} | ${mbOf(t.external)} | ${mbOf(t.arrayBuffers)} | ${mbOf(t.malloced)} |`,
    )
  }
  const sum = (key: 'physical' | 'external') => mbOf(threads.reduce((n, t) => n + t[key], 0))
  console.log(`| all threads | ${sum('physical')} | | | | | | ${sum('external')} | | |`)
  const maps = mappings(pid)
  const total = Object.values(maps).reduce((n, m) => n + m.pss, 0)
  console.log(`\n${state}: server process mappings (MB)\n`)
  console.log('| kind | RSS | PSS |')
  console.log('| --- | ---: | ---: |')
  for (const [kind, m] of Object.entries(maps).sort((a, b) => b[1].pss - a[1].pss)) {
    console.log(`| ${kind} | ${mb(m.rss)} | ${mb(m.pss)} |`)
  }
  console.log(`| total | | ${mb(total)} |`)
}

runBench(async () => {
  buildApp()
  const dir = makeTempDir('bench-breakdown-')
  const out = path.join(dir, 'memory.json')
  const extra = (process.env.BREAKDOWN_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const server = await startServer({
    nodeArgs: [...extra, '--import', 'tsx', '--import', './bench/memory-hook.ts'],
    env: {
      MEMORY_HOOK_OUT: out,
      PAGE_CACHE: process.env.BREAKDOWN_PAGE_CACHE ?? 'off',
    },
  })
  const pid = server.pid
  await sleep(SETTLE * 1000)
  await report('idle', pid, out)
  if (SECONDS > 0) {
    const result = await autocannon({
      url: server.url,
      connections: 50,
      duration: SECONDS,
      timeout: 10,
      requests: PAGES.map((page) => ({ method: 'GET', path: page })),
    })
    console.log(`\nload: ${Math.round(result.requests.average)} req/s, ${result.non2xx} non-2xx`)
    await report(`after ${SECONDS} s`, pid, out)
  }
  await server.stop()
})
