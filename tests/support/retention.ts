import { spawn } from 'node:child_process'
import path from 'node:path'
import type { RetentionCounts } from '~/domain/privacy/retention.server'

const SCRIPT = path.resolve(import.meta.dirname, 'retention-process.ts')
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')

export type RetentionProcess = {
  /** Starts its run now; resolves with what that run deleted. */
  run(): Promise<RetentionCounts>
  stop(): Promise<void>
}

/**
 * A retention run waiting in another process (tests/support/retention-process.ts) on the
 * database at `databaseUrl`, with the clock at `now`: a second app server racing this one.
 */
export async function startRetentionProcess(
  databaseUrl: string,
  now: Date,
): Promise<RetentionProcess> {
  const child = spawn(TSX, [SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      RETENTION_NOW: now.toISOString(),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const waitFor = (pattern: RegExp, what: string) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`retention process: no ${what}:\n${output}`)),
        60_000,
      )
      const check = () => {
        const found = pattern.exec(output)
        if (!found) return
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.stderr.off('data', onData)
        resolve(found)
      }
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        check()
      }
      child.stdout.on('data', onData)
      child.stderr.on('data', onData)
      void exited.then((code) => {
        clearTimeout(timer)
        reject(new Error(`retention process exited (${code}) before ${what}:\n${output}`))
      })
      check()
    })
  await waitFor(/^ready$/m, 'ready')
  return {
    async run() {
      const counts = waitFor(/^counts (.+)$/m, 'counts')
      child.stdin.write('go\n')
      return JSON.parse((await counts)[1]) as RetentionCounts
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}
