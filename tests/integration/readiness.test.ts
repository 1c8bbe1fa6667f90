import type { AddressInfo } from 'node:net'
import { afterAll, expect, test } from 'vitest'

// This file points the app at a database server that is not there.
const scratchUrl = process.env.DATABASE_URL
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'

afterAll(async () => {
  const { closeDatabase } = await import('~/server/db.server')
  await closeDatabase()
  if (scratchUrl) process.env.DATABASE_URL = scratchUrl
  else delete process.env.DATABASE_URL
})

test('/readyz answers 503 when the database is unreachable, /healthz still 200', async () => {
  const { env } = await import('~/server/env.server')
  const { createHttpApp } = await import('../../platform/http')
  const server = createHttpApp(env()).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const ready = await fetch(`${baseUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'database unreachable' })
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
  } finally {
    server.close()
  }
})
