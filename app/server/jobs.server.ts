import crypto from 'node:crypto'
import os from 'node:os'
import { sql } from 'drizzle-orm'
import { MAIL_ERROR_MAX } from '~/lib/field-limits'
import { getDb, type Db } from './db.server'
import { logger } from './logger.server'
import {
  DEFAULT_DELIVERY,
  deliverDueEmails,
  onOutboxNudge,
  type DeliverySettings,
} from './outbox.server'
import { processWide } from './process-wide.server'

/*
 * The job runner (docs/decisions/024-outbox-and-jobs.md): in every app process, one loop that
 * delivers the e-mail outbox and runs the scheduled jobs. It wakes every few seconds and when
 * this process queues an e-mail. Every piece of work is claimed in the database first, so any
 * number of processes may run it: a message is sent by one of them, a scheduled run happens
 * once across all of them, and the schedule survives restarts.
 */

export type ScheduledJob = {
  /** The job's row in `scheduled_jobs`. */
  name: string
  /** From the start of one run to the next. */
  everyMs: number
  run: () => Promise<unknown>
  /** A claim older than this belongs to a process that died mid-run: the job may run again. */
  timeoutMs?: number
}

export type JobRunnerOptions = {
  jobs?: ScheduledJob[]
  /** How often the runner looks for due work without being nudged. */
  pollMs?: number
  /** Who claims (default: host, process id and a random part). */
  workerId?: string
  /** Outbox timings; tests shorten the retry delays. */
  delivery?: Partial<Omit<DeliverySettings, 'workerId'>>
}

export type JobRunner = {
  readonly workerId: string
  /** Polls every `pollMs` and wakes when this process queues an e-mail. */
  start(): void
  /** One pass now (after the one in progress): every due e-mail, then every due job. */
  runOnce(): Promise<void>
  /** Stops polling and waits for the work in progress (a message being sent, a job running). */
  stop(): Promise<void>
}

export const POLL_MS = 5_000
const DEFAULT_JOB_TIMEOUT_MS = 15 * 60_000

function newWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`
}

/** Creates the jobs' rows (due now) unless they exist: a restart keeps the stored schedule. */
async function registerJobs(db: Db, jobs: ScheduledJob[]): Promise<void> {
  if (jobs.length === 0) return
  await db.execute(sql`
    insert into scheduled_jobs (name, next_run_at)
    values ${sql.join(
      jobs.map((job) => sql`(${job.name}, now())`),
      sql`, `,
    )}
    on conflict (name) do nothing
  `)
}

/**
 * Claims the job's next run for `workerId` when it is due: one statement moves `next_run_at`
 * on by the interval and writes the claim, so of all processes asking, one gets the run.
 */
async function claimDueRun(db: Db, job: ScheduledJob, workerId: string): Promise<boolean> {
  const timeoutMs = job.timeoutMs ?? DEFAULT_JOB_TIMEOUT_MS
  const result = await db.execute(sql`
    update scheduled_jobs
    set claimed_by = ${workerId},
        claimed_at = now(),
        next_run_at = now() + ${job.everyMs}::bigint * interval '1 millisecond'
    where name = ${job.name}
      and next_run_at <= now()
      and (claimed_by is null or claimed_at < now() - ${timeoutMs}::bigint * interval '1 millisecond')
    returning name
  `)
  return (result as unknown as { rows: unknown[] }).rows.length === 1
}

async function finishRun(
  db: Db,
  job: ScheduledJob,
  workerId: string,
  error: unknown,
): Promise<void> {
  const lastError =
    error === null
      ? null
      : String(error instanceof Error ? error.message : error).slice(0, MAIL_ERROR_MAX)
  await db.execute(sql`
    update scheduled_jobs
    set claimed_by = null, claimed_at = null, last_finished_at = now(), last_error = ${lastError}
    where name = ${job.name} and claimed_by = ${workerId}
  `)
}

async function runIfDue(db: Db, job: ScheduledJob, workerId: string): Promise<void> {
  if (!(await claimDueRun(db, job, workerId))) return
  let failure: unknown = null
  try {
    await job.run()
  } catch (error) {
    failure = error
    logger.warn({ err: error, job: job.name }, 'scheduled job failed')
  }
  await finishRun(db, job, workerId, failure)
}

export function createJobRunner(options: JobRunnerOptions = {}): JobRunner {
  const jobs = options.jobs ?? []
  const pollMs = options.pollMs ?? POLL_MS
  const workerId = options.workerId ?? newWorkerId()
  const delivery: DeliverySettings = { ...DEFAULT_DELIVERY, ...options.delivery, workerId }
  let isStopped = false
  let hasRegistered = false
  let timer: NodeJS.Timeout | undefined
  let stopListening: (() => void) | undefined
  let current: Promise<void> | null = null
  let isWanted = false

  // The handle of the first pass serves every later one: after closeDatabase() a late pass
  // fails (and is logged) instead of opening the database again.
  let database: Promise<Db> | undefined

  async function pass(): Promise<void> {
    let db: Db
    try {
      database ??= getDb()
      db = await database
    } catch (error) {
      database = undefined
      logger.warn({ err: error }, 'job runner cannot reach the database')
      return
    }
    try {
      await deliverDueEmails(db, delivery, () => isStopped)
    } catch (error) {
      logger.warn({ err: error }, 'outbox delivery pass failed')
    }
    try {
      if (!hasRegistered) {
        await registerJobs(db, jobs)
        hasRegistered = true
      }
      for (const job of jobs) {
        if (isStopped) break
        await runIfDue(db, job, workerId)
      }
    } catch (error) {
      logger.warn({ err: error }, 'scheduled jobs pass failed')
    }
  }

  /** Runs passes while someone asked for one; never two at a time in one runner. */
  async function loop(): Promise<void> {
    try {
      while (isWanted && !isStopped) {
        isWanted = false
        await pass()
      }
    } finally {
      current = null
    }
  }

  function wake(): Promise<void> {
    if (isStopped) return current ?? Promise.resolve()
    isWanted = true
    current ??= loop()
    return current
  }

  return {
    workerId,
    start() {
      if (timer || isStopped) return
      timer = setInterval(() => void wake(), pollMs)
      timer.unref()
      stopListening = onOutboxNudge(() => void wake())
      void wake()
    },
    async runOnce() {
      // A pass in progress may have started before the caller's work was committed.
      if (current) await current
      await wake()
    },
    async stop() {
      isStopped = true
      clearInterval(timer)
      stopListening?.()
      await current
    },
  }
}

const jobRunner = processWide<JobRunner>('job-runner')

/** Starts this process's runner (once, however many copies of this module are loaded). */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  return jobRunner.get(() => {
    const runner = createJobRunner(options)
    runner.start()
    logger.info({ workerId: runner.workerId }, 'job runner started')
    return runner
  })
}

/** Stops this process's runner, waiting for a message being sent or a job running. */
export async function stopJobRunner(): Promise<void> {
  await jobRunner.clear()?.stop()
}
