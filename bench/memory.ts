/**
 * The memory part of `npm run bench`: the whole process tree of `npm run serve` (npm and the
 * compiled server with its worker threads; before decision 038 also sh, tsx's CLI and esbuild's
 * services), idle after start and a
 * settle, then under BENCH_MEMORY_SECONDS (default 60) at 50 connections over the public
 * pages, with the page cache on (cached) and off (every page rendered). On the embedded
 * database, and on PostgreSQL when BENCH_MEMORY_PG_URL (or DATABASE_URL) is set.
 * `npm start` runs one more npm and sh above this tree (the `+ npm start` column adds the
 * PSS of the inner npm and sh again, as the outer ones are the same programs).
 */
import autocannon from 'autocannon'
import { CONNECTIONS } from './load'
import { formatTree, mb, shortCommand, treeMemory, type TreeMemory } from './process-tree'
import { startServer } from './server'

export const MEMORY_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60)
const SETTLE_SECONDS = Number(process.env.BENCH_MEMORY_SETTLE_SECONDS ?? 60)
const SAMPLE_MS = 5_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Which part of the tree a process is: the npm and sh wrappers, tsx's CLI, the server, esbuild. */
export function role(command: string) {
  const short = shortCommand(command, 1000)
  if (/^npm\b|npm-cli\.js/.test(short)) return 'npm'
  if (/^(\/bin\/)?(sh|bash|dash)\b/.test(short)) return 'sh'
  if (/esbuild/.test(short)) return 'esbuild'
  if (/build\/platform\/server\.js/.test(short)) return 'server'
  if (/server\.ts/.test(short) && /preflight|--import/.test(short)) return 'server'
  if (/\.bin\/tsx|tsx\/dist\/cli/.test(short)) return 'tsx CLI'
  return 'other'
}

function byRole(tree: TreeMemory) {
  const sums: Record<string, number> = {}
  for (const p of tree.processes) sums[role(p.command)] = (sums[role(p.command)] ?? 0) + p.pssKb
  return sums
}

type Sample = { state: string; tree: TreeMemory; requestsPerSecond?: number; peakPssKb?: number }

/** Starts `npm run serve` with `env`, measures it idle, under load, and stops it. */
async function measureServer(env: NodeJS.ProcessEnv, label: string): Promise<Sample[]> {
  const server = await startServer({ env, viaNpm: true })
  try {
    await sleep(SETTLE_SECONDS * 1000)
    const idle = treeMemory(server.pid)
    process.stderr.write(`memory ${label}: idle ${mb(idle.pssKb)} MB PSS; loading…\n`)
    let peakPssKb = idle.pssKb
    const timer = setInterval(() => {
      peakPssKb = Math.max(peakPssKb, treeMemory(server.pid).pssKb)
    }, SAMPLE_MS)
    const paths = ['/', '/investments', '/investments/inv-001', '/careers']
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: MEMORY_SECONDS,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path })),
    })
    clearInterval(timer)
    const loaded = treeMemory(server.pid)
    peakPssKb = Math.max(peakPssKb, loaded.pssKb)
    return [
      { state: 'idle', tree: idle },
      {
        state: `after ${MEMORY_SECONDS} s, ${label}`,
        tree: loaded,
        requestsPerSecond: result.requests.average,
        peakPssKb,
      },
    ]
  } finally {
    await server.stop()
  }
}

/** Idle, then loaded cached and uncached, on one database; returns the printed section. */
export async function measureMemory(database: 'embedded' | 'postgresql', databaseUrl?: string) {
  const base: NodeJS.ProcessEnv = { DATABASE_URL: databaseUrl }
  const cached = await measureServer({ ...base, PAGE_CACHE: 'on' }, `${database} cached`)
  const uncached = await measureServer({ ...base, PAGE_CACHE: 'off' }, `${database} uncached`)
  const samples = [cached[0], cached[1], uncached[1]]
  const roles = ['npm', 'sh', 'tsx CLI', 'server', 'esbuild', 'other']
  const lines = [
    `Memory of \`npm run serve\`'s process tree, ${database === 'embedded' ? 'embedded PGlite' : 'PostgreSQL'} (MB; PSS counts shared pages once; ${CONNECTIONS} connections over 4 public pages)`,
    '',
    `| state | PSS total | + npm start | RSS total | ${roles.join(' | ')} | peak PSS | req/s |`,
    `| --- | ---: | ---: | ---: | ${roles.map(() => '---:').join(' | ')} | ---: | ---: |`,
  ]
  for (const { state, tree, requestsPerSecond, peakPssKb } of samples) {
    const sums = byRole(tree)
    const wrapperKb = (sums.npm ?? 0) + (sums.sh ?? 0)
    lines.push(
      `| ${state} | **${mb(tree.pssKb)}** | ${mb(tree.pssKb + wrapperKb)} | ${mb(tree.rssKb)} | ${roles.map((r) => mb(sums[r] ?? 0)).join(' | ')} | ${peakPssKb ? mb(peakPssKb) : ''} | ${requestsPerSecond ? Math.round(requestsPerSecond) : ''} |`,
    )
  }
  if (process.env.BENCH_MEMORY_TREES !== 'false') {
    for (const { state, tree } of samples)
      lines.push('', `${database}, ${state}:`, '', formatTree(tree))
  }
  return lines.join('\n')
}
