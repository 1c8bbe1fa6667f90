import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { action as contactAction } from '~/routes/public/contact'
import { action as loginAction } from '~/routes/auth/login'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { closeRateLimitStore } from '~/server/rate-limit.server'
import { prepareTestApp } from '../support/app'
import { hasRedisServer, startRedisServer, type RedisServer } from '../support/redis-server'
import { callRoute, createSignedInUser, postForm, statusOf } from '../support/requests'

// A Redis of our own on a spare port (never the machine's own on 6379), started and killed
// by this file. REDIS_URL is set before anything reads the environment.
const REDIS_PORT = 6390
vi.hoisted(() => {
  process.env.REDIS_URL = 'redis://127.0.0.1:6390'
})

let redis: RedisServer | undefined

async function startRedis(): Promise<void> {
  redis = await startRedisServer(REDIS_PORT)
}

async function stopRedis(): Promise<void> {
  const running = redis
  redis = undefined
  await running?.stop()
}

function randomIp() {
  return `192.0.2.${crypto.randomInt(255)}`
}

function sendContact(ip: string) {
  return callRoute(
    contactAction,
    postForm(
      '/contact',
      {
        name: 'Redis Check',
        email: `redis-${crypto.randomUUID().slice(0, 8)}@example.org`,
        message: 'Is anyone there?',
      },
      { headers: { 'x-client-ip': ip } },
    ),
  )
}

function login(fields: { email: string; password: string }, ip: string) {
  return callRoute(loginAction, postForm('/login', fields, { headers: { 'x-client-ip': ip } }))
}

describe('rate limits on Redis', () => {
  test('redis-server is installed (the README lists it with Chromium)', () => {
    expect(hasRedisServer).toBe(true)
  })

  beforeAll(async () => {
    await startRedis()
    await prepareTestApp()
  })

  afterAll(async () => {
    await closeRateLimitStore()
    await stopRedis()
  })

  test('a limit reached in one process holds in the next (the counters live in Redis)', async () => {
    expect(env().REDIS_URL).toBe(`redis://127.0.0.1:${REDIS_PORT}`)
    const ip = randomIp()
    // A sent message redirects back to the form with its confirmation (302).
    for (let i = 0; i < env().FORM_RATE_LIMIT; i++) {
      expect(statusOf(await sendContact(ip))).toBe(302)
    }
    expect(statusOf(await sendContact(ip))).toBe(429)
    // A new store, as another process would build, sees the same count.
    await closeRateLimitStore()
    expect(statusOf(await sendContact(ip))).toBe(429)
    expect(statusOf(await sendContact(randomIp()))).toBe(302)
  })

  test('40 concurrent wrong passwords from one address: at most 5 are checked', async () => {
    const account = await createSignedInUser()
    const ip = randomIp()
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login({ email: account.email, password: `wrong-${i}` }, ip),
        ),
      )
    ).map(statusOf)
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([])
  })

  test('with Redis gone, forms and login keep answering and the fallback is logged once', async () => {
    const account = await createSignedInUser()
    const warn = vi.spyOn(logger, 'warn')
    await stopRedis()
    const ip = randomIp()
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) statuses.push(statusOf(await sendContact(ip)))
    statuses.push(statusOf(await login({ email: account.email, password: 'not-it' }, ip)))
    statuses.push(statusOf(await login(account, ip)))
    expect(statuses).toEqual([302, 302, 302, 401, 302])
    // Limits still hold, counted in this process.
    for (let i = 3; i < env().FORM_RATE_LIMIT; i++) await sendContact(ip)
    expect(statusOf(await sendContact(ip))).toBe(429)
    const fallbackLogs = warn.mock.calls.filter((args) =>
      args.some((arg) => typeof arg === 'string' && arg.includes('Redis is unavailable')),
    )
    expect(fallbackLogs).toHaveLength(1)
    warn.mockRestore()
  })
})
