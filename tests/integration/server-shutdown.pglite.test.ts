import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs/promises'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startMailCapture, type MailCapture } from '../support/mail-capture'
import { hasRedisServer, startRedisServer, type RedisServer } from '../support/redis-server'

// Issue 15, "Health and shutdown": the real entry point (server.ts) on SIGTERM. /readyz
// fails from the first moment, an e-mail being sent is finished and recorded, the job
// runner, Redis and the database are closed, and the process ends by itself with code 0
// (the forced exit after SHUTDOWN_FORCE_MS would end it with 1). Embedded database only:
// the sequence is the same on PostgreSQL, and the test needs the data directory afterwards.
const REDIS_PORT = 6395
const DB_SOCKET_PORT = 54344
const ROOT = path.resolve(import.meta.dirname, '../..')

type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

let redis: RedisServer | undefined
let mail: (MailCapture & { url: string }) | undefined
let server: ChildProcess | undefined
let dataDir = ''
let output = ''
/** Resolves when the SMTP server starts receiving a message; it answers `releaseMail` later. */
let onMailArriving: () => void = () => {}
let releaseMail: () => void = () => {}
let mailAcceptedAt = 0

function waitForOutput(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const check = () => {
      const found = pattern.exec(output)
      if (found) return resolve(found)
      if (Date.now() - started > timeoutMs) {
        return reject(new Error(`no ${pattern} in the server's output:\n${output}`))
      }
      setTimeout(check, 50)
    }
    check()
  })
}

function get(agent: http.Agent, url: string) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        )
      })
      .on('error', reject)
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function appRedisClients(url: string): Promise<number> {
  const probe = new Redis(url)
  try {
    const list = (await probe.client('LIST')) as string
    // Every connection but the probe's own.
    return list.trim().split('\n').length - 1
  } finally {
    probe.disconnect()
  }
}

describe.runIf(hasRedisServer)('server.ts on SIGTERM', () => {
  let baseUrl = ''

  beforeAll(async () => {
    redis = await startRedisServer(REDIS_PORT)
    mail = await startMailCapture(0, async () => {
      onMailArriving()
      await new Promise<void>((resolve) => (releaseMail = resolve))
      mailAcceptedAt = Date.now()
    })
    const port = await freePort()
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'server-shutdown-'))
    // As the systemd unit starts it (deploy/systemd): node itself receives the signal.
    server = spawn(process.execPath, ['--import', 'tsx', 'server.ts', '--dev'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        // The Vite dev server's typegen may race with the test suite's own (tests/support/
        // typegen-race.ts); that promise nobody awaits must not end the process under test.
        NODE_OPTIONS: '--unhandled-rejections=warn',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        PGLITE_DIR: path.join(dataDir, 'db'),
        PGLITE_SOCKET_PORT: String(DB_SOCKET_PORT),
        UPLOAD_DIR: path.join(dataDir, 'uploads'),
        SEED_DEMO_DATA: 'false',
        AUTH_SECRET: 'server-shutdown-test-secret-0123456789abcdef',
        ADMIN_PASSWORD: 'shutdown-test-pass',
        REDIS_URL: redis.url,
        SMTP_URL: mail.url,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    await waitForOutput(/"msg":"server listening"/, 90_000)
    baseUrl = `http://127.0.0.1:${port}`
  }, 120_000)

  afterAll(async () => {
    releaseMail()
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    await mail?.close()
    await redis?.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  test('readiness fails at once, the e-mail being sent is finished, and the process ends cleanly', async () => {
    const child = server!
    const exited = new Promise<Exit>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    )
    // A load balancer's health check, on one kept-alive connection.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    expect(await get(agent, `${baseUrl}/readyz`)).toMatchObject({
      status: 200,
      body: JSON.stringify({ status: 'ready' }),
    })
    // The process shares its page cache and limits through Redis.
    expect(await appRedisClients(redis!.url)).toBeGreaterThan(0)

    // An e-mail in the outbox; the job runner picks it up within its 5 s poll.
    const to = 'shutdown-test@example.org'
    const db = new pg.Client({
      host: '127.0.0.1',
      port: DB_SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
    })
    await db.connect()
    try {
      await db.query(
        `insert into email_outbox (id, recipient, subject, text) values ('mail-shutdown-test', $1, 'Sent while stopping', 'x')`,
        [to],
      )
    } finally {
      await db.end()
    }
    await new Promise<void>((resolve) => (onMailArriving = resolve))

    // SIGTERM while the SMTP server is still receiving it.
    const stoppedAt = Date.now()
    child.kill('SIGTERM')
    await waitForOutput(/shutting down: finishing in-flight requests/, 5_000)
    const readiness = await get(agent, `${baseUrl}/readyz`)
    expect(readiness).toMatchObject({
      status: 503,
      body: JSON.stringify({ status: 'shutting down' }),
      connection: 'close',
    })
    agent.destroy()

    // The server has drained; the process waits for the message before it closes the rest.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    expect(child.exitCode).toBeNull()
    releaseMail()

    const exit = await exited
    expect(exit).toMatchObject({ code: 0, signal: null })
    expect(exit.at).toBeGreaterThan(mailAcceptedAt)
    expect(exit.at - stoppedAt).toBeLessThan(20_000)
    expect(output).toContain('"msg":"shutdown complete"')
    expect(mail!.messages.filter((message) => message.to.includes(to))).toHaveLength(1)
    expect(await appRedisClients(redis!.url)).toBe(0)

    // What the next start finds: the message sent, not claimed and waiting to be sent again.
    const stored = await PGlite.create(path.join(dataDir, 'db'))
    try {
      const { rows } = await stored.query<{ state: string; claimed_by: string | null }>(
        `select state, claimed_by from email_outbox where id = 'mail-shutdown-test'`,
      )
      expect(rows).toEqual([{ state: 'sent', claimed_by: null }])
    } finally {
      await stored.close()
    }
  })
})
