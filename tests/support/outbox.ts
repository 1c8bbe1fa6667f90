import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { createJobRunner, type JobRunner, type JobRunnerOptions } from '~/server/jobs.server'

/*
 * E-mails go out through the outbox (docs/decisions/024-outbox-and-jobs.md): a request only
 * queues them, and a job runner sends them. A server starts its runner in prepareApplication;
 * tests (NODE_ENV=test) start one themselves, so each file decides when mail is sent.
 */

let running: JobRunner | undefined

/**
 * Starts this test file's job runner, as a running server has one: an e-mail queued by a test
 * goes out at once (the runner wakes when it is queued). Call it after `prepareTestApp()` and
 * after pointing SMTP_URL at the test's mail capture; stop it with `stopTestJobRunner()`.
 */
export function startTestJobRunner(options: JobRunnerOptions = {}): JobRunner {
  running ??= createJobRunner(options)
  running.start()
  return running
}

export async function stopTestJobRunner(): Promise<void> {
  const runner = running
  running = undefined
  await runner?.stop()
}

/**
 * Sends every e-mail that is due now, and returns once each has been handed to the SMTP server
 * or has failed: what the runner of a server does within seconds. Assert what arrived (or did
 * not) after it.
 */
export async function deliverQueuedEmails(): Promise<void> {
  if (running) return running.runOnce()
  const runner = createJobRunner()
  try {
    await runner.runOnce()
  } finally {
    await runner.stop()
  }
}

export type JobRunnerProcess = { workerId: string; stop: () => Promise<void> }

const PROCESS_SCRIPT = path.resolve(import.meta.dirname, 'job-runner-process.ts')
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')

/**
 * A job runner in another process (tests/support/job-runner-process.ts), on the PostgreSQL
 * database and SMTP server of this test file: a second app server racing this one for work.
 */
export async function startJobRunnerProcess(
  env: Record<string, string>,
): Promise<JobRunnerProcess> {
  const child: ChildProcess = spawn(TSX, [PROCESS_SCRIPT], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const workerId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`job runner process did not start:\n${output}`)),
      60_000,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /ready (\S+)/.exec(output)
      if (!found) return
      clearTimeout(timer)
      resolve(found[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`job runner process exited (${code}):\n${output}`))
    })
  })
  return {
    workerId,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
