import type { AppLoadContext } from 'react-router'
import { clientAddress } from './request-facts.server'
import { isIPv4, isIPv6 } from 'node:net'
import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { env } from './env.server'
import { logger } from './logger.server'
import { connectRedis } from './redis.server'
import { processWide } from './process-wide.server'

/**
 * One limit: at most `points` counted attempts per key in a fixed window of `windowSeconds`,
 * which starts with the key's first counted attempt. Figures: docs/decisions/009.
 */
export type RateLimitRule = { name: string; points: number; windowSeconds: number }

export type RateLimitResult = {
  isAllowed: boolean
  /** Attempts counted for the key in its current window, this one included. */
  count: number
  /** Seconds until the key's window ends (at least 1). */
  retryAfterSeconds: number
}

type Store = {
  redis: Redis | null
  limiters: Map<string, RateLimiterAbstract>
  /** True while Redis fails and limits are counted in this process. */
  isFallingBack: boolean
  lastRedisError: string | undefined
}

// rate-limiter-flexible counts atomically (one Lua script on Redis, one synchronous step in
// memory), so a limit checked by consuming a point first cannot be raced by parallel requests.
const rateLimitStore = processWide<Promise<Store>>('rate-limit-store')

function store(): Promise<Store> {
  return rateLimitStore.get(() => createStore(env().REDIS_URL))
}

async function createStore(redisUrl: string | undefined): Promise<Store> {
  const created: Store = {
    redis: null,
    limiters: new Map(),
    isFallingBack: false,
    lastRedisError: undefined,
  }
  if (!redisUrl) return created
  const redis = await connectRedis(redisUrl, {
    // Errors repeat on every reconnect attempt; the fallback is logged once instead (below).
    onError: (error) => {
      created.lastRedisError = error.message
    },
  })
  redis.on('ready', () => {
    if (!created.isFallingBack) return
    created.isFallingBack = false
    logger.info('rate limits: Redis is reachable again; limits are shared again')
  })
  created.redis = redis
  return created
}

function noteFallback(current: Store): void {
  if (current.isFallingBack) return
  current.isFallingBack = true
  logger.warn(
    { err: current.lastRedisError },
    'rate limits: Redis is unavailable; counting in this process until it is back',
  )
}

/** The in-process limiter that answers while Redis fails; its first use is logged. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    private readonly current: Store,
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
  ) {
    super(options)
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    noteFallback(this.current)
    return super.consume(...args)
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    noteFallback(this.current)
    return super.reward(...args)
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    noteFallback(this.current)
    return super.delete(...args)
  }
}

function limiterFor(current: Store, rule: RateLimitRule): RateLimiterAbstract {
  const id = `${rule.name}:${rule.points}:${rule.windowSeconds}`
  let limiter = current.limiters.get(id)
  if (!limiter) {
    const options = {
      keyPrefix: `rl:${rule.name}`,
      points: rule.points,
      duration: rule.windowSeconds,
    }
    limiter = current.redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: current.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new InsuranceLimiter(current, options),
        })
      : new RateLimiterMemory(options)
    current.limiters.set(id, limiter)
  }
  return limiter
}

function resultOf(res: RateLimiterRes, isAllowed: boolean): RateLimitResult {
  return {
    isAllowed,
    count: res.consumedPoints,
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  }
}

/**
 * Counts one attempt for `key` before the attempt is evaluated; refused once more than
 * `rule.points` attempts fall in the window. `windowSeconds` replaces the rule's window
 * for a key this attempt creates (an existing key keeps its own).
 */
export async function consumeRateLimit(
  rule: RateLimitRule,
  key: string,
  { windowSeconds }: { windowSeconds?: number } = {},
): Promise<RateLimitResult> {
  const limiter = limiterFor(await store(), rule)
  const options = windowSeconds ? { customDuration: Math.max(1, Math.ceil(windowSeconds)) } : {}
  try {
    return resultOf(await limiter.consume(key, 1, options), true)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return resultOf(rejection, false)
    throw rejection
  }
}

/** Gives back the point of an attempt that must not count (it succeeded, or was refused elsewhere). */
export async function refundRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(await store(), rule).reward(key, 1)
}

/** Forgets every attempt counted for `key` in `rule`. */
export async function resetRateLimit(rule: RateLimitRule, key: string): Promise<void> {
  await limiterFor(await store(), rule).delete(key)
}

/**
 * Closes the Redis connection and drops every in-process counter; the next check builds a
 * new store from the environment (tests use it to stand in for a new process).
 */
export async function closeRateLimitStore(): Promise<void> {
  const closing = await rateLimitStore.clear()?.catch(() => undefined)
  closing?.redis?.disconnect()
}

/**
 * The eight 16-bit groups of an IPv6 address ('2001:db8::1' → [0x2001, 0xdb8, 0, …, 1]), a
 * dotted IPv4 tail included; null when it is not one.
 */
function ipv6Groups(address: string): number[] | null {
  let text = address
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    if (!isIPv4(dotted[2])) return null
    const [a, b, c, d] = dotted[2].split('.').map(Number)
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string) => (part ? part.split(':') : [])
  const head = parse(halves[0])
  const tail = halves.length === 2 ? parse(halves[1]) : []
  const missing = 8 - head.length - tail.length
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/**
 * The key a client address is limited by. IPv4 as it is; an IPv6 client by its /64, the
 * block one subscriber or server is given (and so may draw unlimited addresses from); an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d, how a dual-stack socket reports IPv4) as the IPv4
 * address it is. Decision 036.
 */
export function limiterKeyOfAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (isIPv4(bare)) return bare
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare.toLowerCase())
  if (!groups) return address
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isMappedIPv4) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/**
 * The client's key for every per-address limit: the address Express resolved (honouring
 * TRUST_PROXY), passed in through the load context, as `limiterKeyOfAddress` keys it. The one
 * place an address becomes a limiter key.
 */
export function clientIp(context: AppLoadContext): string {
  return limiterKeyOfAddress(clientAddress(context))
}
