import { pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript file of the app (the PGlite thread, the render
 * threads). Node 20 applies no `--import` loader to a worker, so the worker loads the file
 * through tsx's API, resolved from the project folder, where every script of the app runs.
 */
export function startTypeScriptWorker(file: string, options: Omit<WorkerOptions, 'eval'>): Worker {
  const url = pathToFileURL(file).href
  const source = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(url)}, ${JSON.stringify(url)}))`
  return new Worker(source, { ...options, eval: true })
}
