/**
 * Loaded into the server by bench/memory-breakdown.ts (`--import`): every thread of the
 * process (the main one and each worker, whose eval'd start-up code gets a prefix) answers on
 * a BroadcastChannel with its own V8 heap figures, and on SIGUSR2 the main thread asks them
 * all and writes the answers to MEMORY_HOOK_OUT as JSON (with MEMORY_HOOK_SNAPSHOT set, each
 * thread also writes a heap snapshot next to it). Measurement only: the app is not changed.
 */
import { writeFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import workerThreads from 'node:worker_threads'

/** The responder, as source: it runs in the main thread and at the top of each worker. */
const RESPONDER = String.raw`{
  const { BroadcastChannel, threadId } = require('node:worker_threads')
  const v8 = require('node:v8')
  const channel = new BroadcastChannel('memory-hook')
  channel.unref()
  channel.onmessage = (event) => {
    if (!event.data || !event.data.ask) return
    const usage = process.memoryUsage()
    const heap = v8.getHeapStatistics()
    const spaces = Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]),
    )
    let snapshot
    if (event.data.snapshot) snapshot = v8.writeHeapSnapshot(event.data.snapshot + '-' + threadId + '.heapsnapshot')
    channel.postMessage({
      threadId,
      label: globalThis.__memoryHookLabel || 'main',
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      physical: heap.total_physical_size,
      malloced: heap.malloced_memory,
      spaces,
      snapshot,
    })
  }
}
`

const OriginalWorker = workerThreads.Worker
class ProbedWorker extends OriginalWorker {
  constructor(source: string | URL, options?: workerThreads.WorkerOptions) {
    if (options?.eval && typeof source === 'string') {
      const label = /([\w-]+)\.server\.ts/.exec(source)?.[1] ?? 'worker'
      source = `globalThis.__memoryHookLabel = ${JSON.stringify(label)};\n${RESPONDER}\n${source}`
    }
    super(source, options)
  }
}
workerThreads.Worker = ProbedWorker
syncBuiltinESMExports()

// The main thread answers too (its own channel instance does not hear its own question).
new Function('require', RESPONDER)((await import('node:module')).createRequire(import.meta.url))

const out = process.env.MEMORY_HOOK_OUT
process.on('SIGUSR2', () => {
  const asker = new workerThreads.BroadcastChannel('memory-hook')
  const answers: unknown[] = []
  asker.onmessage = (event) => {
    const data = (event as { data: { ask?: boolean } }).data
    if (!data.ask) answers.push(data)
  }
  asker.postMessage({ ask: true, snapshot: process.env.MEMORY_HOOK_SNAPSHOT || undefined })
  setTimeout(
    () => {
      asker.close()
      if (out) writeFileSync(out, JSON.stringify(answers))
    },
    process.env.MEMORY_HOOK_SNAPSHOT ? 60_000 : 2_000,
  )
})
