import { env } from './env.server'
import { logger } from './logger.server'

export type RateLimitResult = { isAllowed: boolean; retryAfterSeconds: number }

type Store = {
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>
  /** The current count without adding a hit (0 when the window is over). */
  peek(key: string): Promise<{ count: number; resetAt: number }>
}

function memoryStore(): Store {
  const hits = new Map<string, { count: number; resetAt: number }>()
  return {
    async increment(key, windowMs) {
      const now = Date.now()
      if (hits.size > 50_000) {
        for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k)
      }
      const current = hits.get(key)
      if (!current || current.resetAt <= now) {
        const fresh = { count: 1, resetAt: now + windowMs }
        hits.set(key, fresh)
        return fresh
      }
      current.count += 1
      return current
    },
    async peek(key) {
      const current = hits.get(key)
      if (!current || current.resetAt <= Date.now()) return { count: 0, resetAt: Date.now() }
      return { ...current }
    },
  }
}

async function redisStore(url: string): Promise<Store> {
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  client.on('error', (error) => logger.warn({ err: error }, 'redis error'))
  return {
    async increment(key, windowMs) {
      const redisKey = `rl:${key}`
      const [[, count], [, ttl]] = (await client.multi().incr(redisKey).pttl(redisKey).exec()) as [
        [null, number],
        [null, number],
      ]
      if (ttl < 0) await client.pexpire(redisKey, windowMs)
      return { count, resetAt: Date.now() + (ttl < 0 ? windowMs : ttl) }
    },
    async peek(key) {
      const redisKey = `rl:${key}`
      const [[, value], [, ttl]] = (await client.multi().get(redisKey).pttl(redisKey).exec()) as [
        [null, string | null],
        [null, number],
      ]
      return { count: Number(value ?? 0), resetAt: Date.now() + Math.max(0, ttl) }
    },
  }
}

// Shared across processes through Redis when REDIS_URL is set; in memory otherwise.
const holder = globalThis as typeof globalThis & { __appRateStore?: Promise<Store> }

function store(): Promise<Store> {
  const url = env().REDIS_URL
  holder.__appRateStore ??= url ? redisStore(url) : Promise.resolve(memoryStore())
  return holder.__appRateStore
}

/** Counts one hit for `key`; refuses once more than `limit` hits fall in the window. */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  const { count, resetAt } = await (await store()).increment(key, windowMs)
  return {
    isAllowed: count <= limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  }
}

/**
 * Whether `key` is already over `limit` hits in its window, without counting a hit:
 * for limits on failures only (failed logins), checked before the attempt.
 */
export async function peekRateLimit(key: string, limit: number): Promise<RateLimitResult> {
  const { count, resetAt } = await (await store()).peek(key)
  return {
    isAllowed: count < limit,
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  }
}

/** The client address Express resolved (honouring TRUST_PROXY), passed in through the load context. */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip') ?? 'unknown'
}
