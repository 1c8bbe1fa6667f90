import { spawn, spawnSync } from 'node:child_process'
import net from 'node:net'

/** Whether `redis-server` is installed (.ci/run installs it with Chromium). */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

export type RedisServer = { url: string; stop: () => Promise<void> }

export function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A Redis of the test's own on a spare port (never the machine's own on 6379), keeping
 * nothing on disk; `stop` kills it.
 */
export async function startRedisServer(port: number): Promise<RedisServer> {
  if (await isPortOpen(port)) throw new Error(`port ${port} is taken`)
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 10_000
  while (!(await isPortOpen(port))) {
    if (Date.now() > deadline) throw new Error('redis-server did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    },
  }
}
