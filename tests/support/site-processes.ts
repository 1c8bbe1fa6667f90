import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

export type SiteProcess = { baseUrl: string; stop: () => Promise<void> }

const SCRIPT = path.resolve(import.meta.dirname, 'site-process.ts')
const TSX = path.resolve(import.meta.dirname, '../../node_modules/.bin/tsx')
const START_TIMEOUT_MS = 150_000

/**
 * Another app server in its own process (tests/support/site-process.ts), on the database
 * and Redis named in `env`: what a second machine behind a load balancer would be.
 */
export async function startSiteProcess(env: Record<string, string>): Promise<SiteProcess> {
  const child: ChildProcess = spawn(TSX, [SCRIPT], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const baseUrl = await new Promise<string>((resolve, reject) => {
    // Generous: several processes compiling the site at once on a loaded 2-core machine.
    const timer = setTimeout(
      () => reject(new Error(`site process did not start:\n${output}`)),
      START_TIMEOUT_MS,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const found = /listening (http:\/\/\S+)/.exec(output)
      if (!found) return
      clearTimeout(timer)
      resolve(found[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`site process exited (${code}):\n${output}`))
    })
  })
  return {
    baseUrl,
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
