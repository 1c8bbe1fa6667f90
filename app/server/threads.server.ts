import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/*
 * Where a worker thread's code is (docs/decisions/038-compiled-server.md). The production
 * server is compiled JavaScript (`build/platform/`, written by scripts/build-platform.ts), and
 * its threads run the compiled files beside it. Run from source (development, tests, scripts,
 * all through tsx or Vite), a thread loads the TypeScript file through tsx's API: Node applies
 * no `--import` loader to a worker thread.
 */

/** Each thread's module: its source, from the project folder, and its compiled name. */
const THREADS = {
  'render-thread': 'platform/render-thread.ts',
  'pglite-thread': 'app/server/pglite-thread.server.ts',
} as const

export type ThreadName = keyof typeof THREADS

/** True when this module is the TypeScript source, false in a compiled bundle. */
const isSource = import.meta.url.endsWith('.ts') || import.meta.url.includes('.ts?')

/** The compiled thread files, beside the compiled server, from the project folder. */
const COMPILED_THREADS_DIR = path.resolve(process.cwd(), 'build/platform')

function sourceFile(name: ThreadName): string {
  return path.resolve(process.cwd(), THREADS[name])
}

/**
 * The file a thread pool (piscina) loads for `name`: the compiled module, or from source a
 * small JavaScript module that loads the TypeScript one through tsx (typescript-thread.mjs).
 * `workerData` carries the TypeScript file's address in the second case.
 */
export function threadModule(name: ThreadName): { filename: string; typescriptModule?: string } {
  if (!isSource) return { filename: path.join(COMPILED_THREADS_DIR, `${name}.js`) }
  return {
    filename: path.resolve(process.cwd(), 'app/server/typescript-thread.mjs'),
    typescriptModule: pathToFileURL(sourceFile(name)).href,
  }
}

/** A plain worker thread running `name`, compiled or from source. */
export function startThread(name: ThreadName, options: Omit<WorkerOptions, 'eval'>): Worker {
  if (!isSource) return new Worker(path.join(COMPILED_THREADS_DIR, `${name}.js`), options)
  const url = pathToFileURL(sourceFile(name)).href
  const source = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`
  return new Worker(source, { ...options, eval: true })
}
