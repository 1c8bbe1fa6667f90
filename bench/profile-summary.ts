/**
 * Summarises a V8 CPU profile (`node --cpu-prof`): self and total time per function and
 * per package or file, top 30 each. Usage: tsx bench/profile-summary.ts <file.cpuprofile>
 * [seconds]: with seconds, only the profile's last seconds count (the load, not start-up).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type CpuProfile = {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  endTime: number
  startTime: number
}

const TOP = 30
const SPECIAL = new Set(['(idle)', '(program)', '(garbage collector)', '(root)'])

/** `react-dom` for …/node_modules/react-dom/…, `@scope/name` for scoped packages. */
export function placeOf(url: string, functionName: string) {
  if (!url) return SPECIAL.has(functionName) ? functionName : '(native)'
  if (url.startsWith('node:')) return 'node:internals'
  const file = url.replace(/^file:\/\//, '')
  const parts = file.split('/')
  const at = parts.lastIndexOf('node_modules')
  if (at >= 0) {
    const name = parts[at + 1] ?? '?'
    return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name
  }
  return path.relative(process.cwd(), file)
}

function functionKey({ callFrame }: ProfileNode) {
  const name = callFrame.functionName || '(anonymous)'
  const place = placeOf(callFrame.url, callFrame.functionName)
  return SPECIAL.has(name) ? name : `${name} ${place}:${callFrame.lineNumber + 1}`
}

export function summarise(profile: CpuProfile, lastSeconds = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id)

  const from = profile.endTime - lastSeconds * 1_000_000
  const timeOfNode = new Map<number, number>()
  let at = profile.startTime
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0
    at += delta
    if (at >= from) timeOfNode.set(id, (timeOfNode.get(id) ?? 0) + delta / 1000)
  })

  const tables = {
    functionSelf: new Map<string, number>(),
    functionTotal: new Map<string, number>(),
    placeSelf: new Map<string, number>(),
    placeTotal: new Map<string, number>(),
  }
  const add = (table: Map<string, number>, key: string, ms: number) =>
    table.set(key, (table.get(key) ?? 0) + ms)

  let totalMs = 0
  let idleMs = 0
  for (const [id, ms] of timeOfNode) {
    const node = byId.get(id)
    if (!node) continue
    totalMs += ms
    if (node.callFrame.functionName === '(idle)') idleMs += ms
    add(tables.functionSelf, functionKey(node), ms)
    add(tables.placeSelf, placeOf(node.callFrame.url, node.callFrame.functionName), ms)
    // Total time: each function or place counted once per stack, however often it recurs.
    const functions = new Set<string>()
    const places = new Set<string>()
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at)
      if (!frame || frame.callFrame.functionName === '(root)') continue
      functions.add(functionKey(frame))
      places.add(placeOf(frame.callFrame.url, frame.callFrame.functionName))
    }
    for (const key of functions) add(tables.functionTotal, key, ms)
    for (const key of places) add(tables.placeTotal, key, ms)
  }
  return { totalMs, idleMs, ...tables }
}

function printTop(title: string, table: Map<string, number>, busyMs: number) {
  console.log(`\n## ${title}\n`)
  const rows = [...table].filter(([key]) => key !== '(idle)').sort((a, b) => b[1] - a[1])
  for (const [key, ms] of rows.slice(0, TOP)) {
    const share = ((ms / busyMs) * 100).toFixed(1).padStart(5)
    console.log(`${ms.toFixed(0).padStart(8)} ms ${share} %  ${key}`)
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const file = process.argv[2]
  if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile>')
  const lastSeconds = Number(process.argv[3] ?? Infinity)
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, lastSeconds)
  const busyMs = summary.totalMs - summary.idleMs
  console.log(
    `sampled ${summary.totalMs.toFixed(0)} ms, idle ${summary.idleMs.toFixed(0)} ms, busy ${busyMs.toFixed(0)} ms (shares below are of busy time)`,
  )
  printTop('Self time per function', summary.functionSelf, busyMs)
  printTop('Total time per function', summary.functionTotal, busyMs)
  printTop('Self time per package or file', summary.placeSelf, busyMs)
  printTop('Total time per package or file', summary.placeTotal, busyMs)
}
