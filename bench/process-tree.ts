/**
 * The memory of a process and all its descendants, read from /proc (Linux only): per process
 * its command, RSS and PSS (`/proc/PID/smaps_rollup`), and the totals. PSS divides each shared
 * page among the processes mapping it, so the PSS total counts shared pages once: it is the
 * honest figure for the whole tree. The RSS total counts a shared page in every process.
 *   npx tsx bench/process-tree.ts <pid>
 */
import { readFileSync, readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

export type ProcessMemory = {
  pid: number
  /** Depth below the root (0 for the root). */
  depth: number
  command: string
  rssKb: number
  pssKb: number
  threads: number
}

export type TreeMemory = { processes: ProcessMemory[]; rssKb: number; pssKb: number }

function read(file: string) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined // the process ended meanwhile, or is not ours to read
  }
}

/** Children of `pid`: every thread's `children` file (Linux ≥ 3.5), else a scan of /proc. */
function childrenOf(pid: number): number[] {
  const tasks = (() => {
    try {
      return readdirSync(`/proc/${pid}/task`)
    } catch {
      return []
    }
  })()
  const children = new Set<number>()
  let found = false
  for (const task of tasks) {
    const text = read(`/proc/${pid}/task/${task}/children`)
    if (text === undefined) continue
    found = true
    for (const child of text.trim().split(/\s+/).filter(Boolean)) children.add(Number(child))
  }
  if (found) return [...children]
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = read(`/proc/${entry}/stat`)
    // The parent pid is the 2nd field after the command, which is in parentheses.
    const parent = stat ? Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) : NaN
    if (parent === pid) children.add(Number(entry))
  }
  return [...children]
}

function kbField(text: string | undefined, name: string) {
  const match = text && new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)
  return match ? Number(match[1]) : 0
}

/** One process's memory, or undefined if it has ended. */
export function processMemory(pid: number, depth = 0): ProcessMemory | undefined {
  const rollup = read(`/proc/${pid}/smaps_rollup`)
  const status = read(`/proc/${pid}/status`)
  if (status === undefined) return undefined
  const cmdline = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean).join(' ')
  const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?'
  return {
    pid,
    depth,
    command: cmdline || `[${name}]`,
    rssKb: kbField(status, 'VmRSS'),
    // No smaps_rollup (an old kernel): PSS unknown, RSS stands in.
    pssKb: rollup ? kbField(rollup, 'Pss') : kbField(status, 'VmRSS'),
    threads: Number(/^Threads:\s+(\d+)/m.exec(status)?.[1] ?? 0),
  }
}

/** `root` and its descendants, depth first, with the totals. */
export function treeMemory(root: number): TreeMemory {
  const processes: ProcessMemory[] = []
  const visit = (pid: number, depth: number) => {
    const memory = processMemory(pid, depth)
    if (!memory) return
    processes.push(memory)
    for (const child of childrenOf(pid).sort((a, b) => a - b)) visit(child, depth + 1)
  }
  visit(root, 0)
  return {
    processes,
    rssKb: processes.reduce((sum, p) => sum + p.rssKb, 0),
    pssKb: processes.reduce((sum, p) => sum + p.pssKb, 0),
  }
}

export const mb = (kb: number) => Math.round(kb / 1024)

/** A short name for a command: the script or tool it runs, not its whole argument list. */
export function shortCommand(command: string, width = 60) {
  const text = command
    .replace(/\/[^\s]*\/node_modules\//g, '…/')
    .replace(/^\S*\/node\b/, 'node')
    .replace(/^\S*\/(npm|sh|esbuild)\b/, '$1')
  return text.length > width ? `${text.slice(0, width - 1)}…` : text
}

/** A Markdown table of the tree: indented command, pid, threads, RSS and PSS in MB. */
export function formatTree(tree: TreeMemory) {
  const lines = [
    '| process | pid | threads | RSS MB | PSS MB |',
    '| --- | ---: | ---: | ---: | ---: |',
  ]
  for (const p of tree.processes) {
    const indent = '  '.repeat(p.depth) + (p.depth > 0 ? '└ ' : '')
    lines.push(
      `| ${indent}\`${shortCommand(p.command)}\` | ${p.pid} | ${p.threads} | ${mb(p.rssKb)} | ${mb(p.pssKb)} |`,
    )
  }
  lines.push(
    `| **total** (${tree.processes.length} processes) | | | ${mb(tree.rssKb)} | **${mb(tree.pssKb)}** |`,
  )
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pid = Number(process.argv[2])
  if (!Number.isInteger(pid) || pid <= 0) {
    console.error('usage: npx tsx bench/process-tree.ts <pid>')
    process.exit(2)
  }
  const tree = treeMemory(pid)
  if (tree.processes.length === 0) {
    console.error(`no process ${pid}`)
    process.exit(1)
  }
  console.log(formatTree(tree))
}
