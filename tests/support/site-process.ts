/**
 * The site in a process of its own, as a second app server would run beside the test's:
 * started by `startSiteProcess` with the database, Redis and page cache it must share.
 * It prints `listening <url>` once it answers, and stops on SIGTERM.
 *
 *   DATABASE_URL=… REDIS_URL=… tsx tests/support/site-process.ts
 */
import { createPageStore } from '../../platform/page-cache'
import { env } from '~/server/env.server'
import { startSiteServer } from './site-server'
import { isTypegenRace } from './typegen-race'

// React Router's typegen race between servers started at once does not end this process;
// any other unhandled rejection still does.
process.on('unhandledRejection', (reason) => {
  if (isTypegenRace(reason)) return
  throw reason
})

const site = await startSiteServer({ pageStore: await createPageStore(env()) })
process.stdout.write(`listening ${site.baseUrl}\n`)
process.once('SIGTERM', () => {
  void site.close().then(() => process.exit(0))
})
