/**
 * A job runner in a process of its own, as another app server runs one beside the test's:
 * started by `startJobRunnerProcess` (tests/support/outbox.ts) on the database and SMTP server
 * named in its environment. It prints `ready <workerId>` once it runs, and stops on SIGTERM
 * after the work in progress.
 *
 *   DATABASE_URL=… SMTP_URL=… JOB_POLL_MS=50 tsx tests/support/job-runner-process.ts
 */
import { closeDatabase } from '~/server/db.server'
import { createJobRunner } from '~/server/jobs.server'
import { prepareTestApp } from './app'

await prepareTestApp()
const runner = createJobRunner({ pollMs: Number(process.env.JOB_POLL_MS ?? 50) })
runner.start()
process.stdout.write(`ready ${runner.workerId}\n`)
process.once('SIGTERM', () => {
  void runner
    .stop()
    .then(() => closeDatabase())
    .then(() => process.exit(0))
})
