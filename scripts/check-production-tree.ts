/**
 * The production process tree (docs/decisions/038-compiled-server.md). Starts the built site
 * as `npm run serve` does, on a fresh embedded database, waits until it answers, and fails if
 * a TypeScript loader (tsx) or esbuild runs anywhere in the tree; prints the tree and its
 * memory. Then it asks the site for pages in both languages and sends a form, each answer
 * checked. Part of `npm test`, after the build, on the newest Node line and again on the
 * oldest supported one (decision 044: what runs the built site there). Figures to compare:
 * `npm run bench` on a quiet machine (README, "Memory").
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

/**
 * Pages rendered (the render threads, the embedded database, both catalogs) and a form sent
 * (the action, its validation, the rate limit's store): the first problem, or null.
 */
async function exercise(base: string): Promise<string | null> {
  const pages: [string, number, string][] = [
    ['/', 200, '<html lang="en"'],
    ['/ar', 200, '<html lang="ar" dir="rtl"'],
    ['/investments', 200, 'inv-001'],
    ['/ar/investments/inv-001', 200, 'dir="rtl"'],
    ['/login', 200, 'type="password"'],
    ['/no-such-page', 404, '<html'],
  ]
  for (const [address, status, text] of pages) {
    const response = await fetch(`${base}${address}`, { redirect: 'manual' })
    const body = await response.text()
    if (response.status !== status) return `${address} answered ${response.status}, not ${status}`
    if (!body.includes(text)) return `${address} does not contain ${text}`
  }
  // An empty contact form: refused with the form's messages, as a person without JavaScript sees.
  const refused = await fetch(`${base}/contact`, {
    method: 'POST',
    headers: { Origin: base },
    body: new URLSearchParams({ name: '' }),
    redirect: 'manual',
  })
  const text = await refused.text()
  if (refused.status !== 400 || !text.includes('Please fill in all required fields')) {
    return `an empty contact form answered ${refused.status} without its message`
  }
  console.log(
    `${pages.length} pages and a form answered as expected on Node ${process.versions.node}`,
  )
  return null
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
  } else {
    failure = await exercise(url)
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
