import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { createHttpApp } from '../../platform/http'
import { redisPageStore, type PageStore } from '../../platform/page-cache'
import { prepareTestApp } from '../support/app'
import { hasRedisServer, startRedisServer, type RedisServer } from '../support/redis-server'

// Issue 15: /readyz fails while a configured Redis does not answer, and recovers with it.
const REDIS_PORT = 6393

let baseUrl = ''
let close = () => {}

beforeAll(async () => {
  await prepareTestApp()
  const server = createHttpApp(env()).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => server.close()
})

afterAll(() => close())

async function readiness() {
  const response = await fetch(`${baseUrl}/readyz`)
  return { status: response.status, body: (await response.json()) as { status: string } }
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time allowed')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.runIf(hasRedisServer)('/readyz and Redis', () => {
  let redis: RedisServer | undefined
  let store: PageStore | undefined

  afterAll(async () => {
    await store?.close()
    await redis?.stop()
  })

  test('ready with Redis up, 503 while it is down, ready again once it is back', async () => {
    redis = await startRedisServer(REDIS_PORT)
    store = await redisPageStore(redis.url)
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } })

    await redis.stop()
    expect(await readiness()).toEqual({ status: 503, body: { status: 'redis unreachable' } })

    redis = await startRedisServer(REDIS_PORT)
    await eventually(async () => (await readiness()).status === 200)
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } })
  })

  test('a closed connection no longer counts', async () => {
    await store?.close()
    store = undefined
    await redis?.stop()
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready' } })
  })
})
