/**
 * The production process tree (docs/decisions/038-compiled-server.md). Starts the built site
 * as `npm run serve` does, on a fresh embedded database, waits until it answers, and fails if
 * a TypeScript loader (tsx) or esbuild runs anywhere in the tree; prints the tree and its
 * memory. Part of `npm test`, after the build. Figures to compare: `npm run bench` on a quiet
 * machine (README, "Memory").
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { formatTree, treeMemory } from '../bench/process-tree'

const SETTLE_MS = 5_000

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-tree-'))
const port = await freePort()
const url = `http://127.0.0.1:${port}`
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: url,
  PGLITE_DIR: path.join(dir, 'db'),
  UPLOAD_DIR: path.join(dir, 'uploads'),
  MAIL_DIR: path.join(dir, 'mail'),
  ADMIN_PASSWORD: 'production-tree-check',
  LOG_LEVEL: 'warn',
}
for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL']) delete env[name]
// Its own process group, so the whole tree is stopped at the end.
const child = spawn('npm', ['run', '--silent', 'serve'], {
  env,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => {
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}

let failure: string | null = null
try {
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run serve exited (${child.exitCode})`)
    if (Date.now() - started > 120_000) throw new Error('the site did not answer in 2 minutes')
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const tree = treeMemory(child.pid!)
  console.log(`npm run serve, idle ${SETTLE_MS / 1000} s after it answered:\n`)
  console.log(formatTree(tree))
  const loaders = tree.processes.filter(({ command }) => /\btsx\b|esbuild/.test(command))
  if (loaders.length > 0) {
    failure = `a TypeScript loader runs in production: ${loaders.map((p) => p.command).join('; ')}`
  } else if (!tree.processes.some(({ command }) => command.includes('build/platform/server.js'))) {
    failure = 'no `node build/platform/server.js` in the tree'
  }
} catch (error) {
  failure = (error as Error).message
} finally {
  stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
if (failure) {
  console.error(`\nproduction process tree: ${failure}`)
  process.exit(1)
}
console.log('\nproduction process tree: compiled JavaScript only (no tsx, no esbuild)')
