// A pooled worker thread's module when the app runs from source (app/server/threads.server.ts):
// it loads the TypeScript module named in workerData through tsx, since Node applies no
// `--import` loader to worker threads, and hands its default export to the pool.
import { workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const loaded = tsImport(workerData.typescriptModule, import.meta.url)

export default async function run(task) {
  const module = await loaded
  return module.default(task)
}
