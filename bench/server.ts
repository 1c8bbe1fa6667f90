/**
 * Start-up shared by the benchmark scripts: build, start the production server on a free
 * port (a fresh embedded database in a temp folder, or DATABASE_URL when set), wait until
 * it is ready, and stop everything on exit or Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export type RunningServer = {
  url: string
  logFile: string
  /** The server's process id (its memory is read from /proc by bench/soak.ts). */
  pid: number
  stop: () => Promise<void>
}

const cleanups: Array<() => Promise<void>> = []

/** Runs every registered clean-up once, newest first. */
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch(() => undefined)
  }
}

let isInterrupted = false
/** Ctrl-C reaches us twice (from the terminal and relayed by tsx): the second is ignored. */
function interrupt(code: number) {
  if (isInterrupted) return
  isInterrupted = true
  void cleanUp().then(() => process.exit(code))
}
process.on('SIGINT', () => interrupt(130))
process.on('SIGTERM', () => interrupt(143))

/** Runs `main`, then stops whatever it started, also when it throws. */
export function runBench(main: () => Promise<void>) {
  main()
    .catch((error: unknown) => {
      console.error(error)
      process.exitCode = 1
    })
    .finally(() => void cleanUp())
}

/** Registers `cleanup` to run when the script ends or is interrupted. */
export function onExit(cleanup: () => Promise<void>) {
  cleanups.push(cleanup)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/** `npm run build`, unless BENCH_SKIP_BUILD=true (the build is already current). */
export function buildApp() {
  if (process.env.BENCH_SKIP_BUILD === 'true') return
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2] })
  if (result.status !== 0) throw new Error('npm run build failed')
}

export function makeTempDir(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  onExit(async () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${logFile}`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server not ready after 180 s; see ${logFile}`)
}

/** Stops `child`; with `group`, its whole process group (npm, sh and the server under them). */
function stopProcess(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name)
      else child.kill(name)
    } catch {
      // already gone
    }
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => signal('SIGKILL'), 20_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    signal('SIGINT')
  })
}

/**
 * The variables and Node flags `npm run serve` starts the server with (package.json), so a
 * server started without npm runs as production runs it (decision 039: the young generation
 * and malloc settings change both memory and req/s).
 */
export function serveSettings(): { env: Record<string, string>; nodeArgs: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = scripts.serve.split(/\s+/).filter(Boolean)
  const env: Record<string, string> = {}
  const nodeArgs: string[] = []
  let seenNode = false
  for (const word of words) {
    if (word === 'exec') continue
    if (!seenNode && /^[A-Z_]+=/.test(word)) {
      const at = word.indexOf('=')
      env[word.slice(0, at)] = word.slice(at + 1)
    } else if (word === 'node') seenNode = true
    else if (seenNode && word.startsWith('--')) nodeArgs.push(word)
  }
  return { env, nodeArgs }
}

/**
 * Starts `node [serve's flags] [nodeArgs] build/platform/server.js` (the compiled server) in production mode, or with `viaNpm`
 * `npm run serve` as `npm start` runs it (npm, sh and the server it starts, in a
 * process group of their own, stopped together; `pid` is then npm's). The server's log goes
 * to a file in the temp folder (it is part of the cost measured, not of the output).
 */
export async function startServer({
  nodeArgs = [] as string[],
  env: overrides = {} as NodeJS.ProcessEnv,
  viaNpm = false,
} = {}): Promise<RunningServer> {
  const port = await freePort()
  const dir = makeTempDir('bench-server-')
  const url = `http://127.0.0.1:${port}`
  const logFile = path.join(dir, 'server.log')
  const log = openSync(logFile, 'a')
  const serve = serveSettings()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...serve.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'bench-admin-password',
    FORM_RATE_LIMIT: '100000',
    PGLITE_DIR: path.join(dir, 'db'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
  }
  delete env.REDIS_URL
  delete env.S3_BUCKET
  Object.assign(env, overrides)
  // An override of undefined removes the variable (DATABASE_URL, for the embedded database).
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name]
  const child = viaNpm
    ? spawn('npm', ['run', 'serve'], { env, stdio: ['ignore', log, log], detached: true })
    : spawn('node', [...serve.nodeArgs, ...nodeArgs, 'build/platform/server.js'], {
        env,
        stdio: ['ignore', log, log],
      })
  const stop = () => stopProcess(child, viaNpm)
  onExit(stop)
  await waitUntilReady(url, child, logFile)
  return { url, logFile, pid: child.pid ?? 0, stop }
}

/** Where the server reads its data, for the printed heading. */
export function databaseLabel() {
  return process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (fresh, temp folder)'
}
