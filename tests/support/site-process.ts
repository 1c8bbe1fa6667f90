/**
 * The site in a process of its own, as a second app server would run beside the test's:
 * started by `startSiteProcess` with the database, Redis and page cache it must share.
 * It prints `listening <url>` once it answers, and stops on SIGTERM.
 *
 *   DATABASE_URL=… REDIS_URL=… tsx tests/support/site-process.ts
 */
import { createPageStore } from '~/server/page-cache.server'
import { env } from '~/server/env.server'
import { startSiteServer } from './site-server'

// Each Vite dev server regenerates .react-router/types as it starts (React Router's typegen
// removes the folder and writes it again, a promise nobody awaits). Processes started at once
// remove each other's files mid-write: the ENOENT ends this process, though the types play no
// part in serving. Only that failure is let pass; any other unhandled rejection still ends it.
process.on('unhandledRejection', (reason) => {
  const error = reason as NodeJS.ErrnoException
  if (error?.code === 'ENOENT' && String(error.path).includes('.react-router')) return
  throw reason
})

const site = await startSiteServer({ pageStore: await createPageStore(env()) })
process.stdout.write(`listening ${site.baseUrl}\n`)
process.once('SIGTERM', () => {
  void site.close().then(() => process.exit(0))
})
