/**
 * Database and Redis servers of a benchmark's own, on spare ports, that it may stop and
 * start (bench/faults.ts): the machine's own services are never touched.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { startRedisServer, type RedisServer } from '../tests/support/redis-server'
import { freePort, makeTempDir, onExit } from './server'

export type OwnPostgres = {
  url: string
  stop: () => void
  start: () => void
}

/** The folder of PostgreSQL's server programs (Debian keeps them out of PATH). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : []
  for (const version of versions) {
    const bin = path.join(root, version, 'bin')
    if (existsSync(path.join(bin, 'initdb'))) return bin
  }
  throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found under /usr/lib/postgresql')
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function run(bin: string, args: string[]) {
  const asRoot = process.getuid?.() === 0
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args]
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${path.basename(bin)} failed:\n${result.stderr}${result.stdout}`)
  }
}

/** A fresh cluster in a temp folder (initdb), listening on a spare local port. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin()
  const dir = makeTempDir('bench-pg-')
  const dataDir = path.join(dir, 'data')
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o755)
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    chownSync(dir, Number(id.stdout.trim()), Number(gid.stdout.trim()))
  }
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const pgCtl = path.join(bin, 'pg_ctl')
  const start = () =>
    run(pgCtl, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
  start()
  onExit(async () => {
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // already stopped
    }
  })
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start }
}

export type OwnRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void> }

/** A Redis on a spare port, keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort()
  let server: RedisServer | null = await startRedisServer(port)
  const stop = async () => {
    await server?.stop()
    server = null
  }
  onExit(stop)
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    async start() {
      server ??= await startRedisServer(port)
    },
  }
}
