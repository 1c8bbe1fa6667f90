import type { Redis } from 'ioredis'
import { processWide } from './process-wide.server'

/** How long a new process waits for its first Redis connection before it carries on without. */
const FIRST_CONNECT_MS = 2_000

/**
 * A Redis connection for a shared store (rate limits, the page cache). A dead Redis must
 * fail fast so the in-process fallback answers instead: no queue of commands waiting for
 * a reconnect, one retry, short timeouts. It keeps reconnecting in the background.
 * `onError` hears each connection error (they repeat on every reconnect attempt).
 * Resolves once connected, or after FIRST_CONNECT_MS either way.
 */
export async function connectRedis(
  url: string,
  { onError }: { onError?: (error: Error) => void } = {},
): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  })
  redis.on('error', (error: Error) => onError?.(error))
  openClients().add(redis)
  redis.once('end', () => openClients().delete(redis))
  await whenReady(redis)
  return redis
}

// Every connection this process opened and has not closed, for /readyz. On globalThis,
// like the database handle: the Express entry and the server build import this separately.
const clients = processWide<Set<Redis>>('redis-clients')

function openClients(): Set<Redis> {
  return clients.get(() => new Set())
}

/** True when every Redis connection of this process answers PING (true when there is none). */
export async function isRedisReachable(): Promise<boolean> {
  const answers = await Promise.all(
    [...openClients()].map((redis) =>
      redis.ping().then(
        () => true,
        () => false,
      ),
    ),
  )
  return answers.every(Boolean)
}

function whenReady(redis: Redis): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, FIRST_CONNECT_MS)
    redis.once('ready', done)
    redis.once('error', done)
  })
}
