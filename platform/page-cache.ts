import crypto from 'node:crypto'
import type { Redis } from 'ioredis'
import { logger } from '~/server/logger.server'
import { connectRedis } from '~/server/redis.server'

/**
 * The page cache (docs/decisions/021): a public page rendered for a visitor without a
 * cookie is kept, with its headers, and served to the next such visitor of the same address
 * until an admin write changes the site's content or PAGE_CACHE_SECONDS pass.
 *
 * The body is kept cut at the CSP nonce it was rendered with; each answer joins the pieces
 * with its own response's nonce, so a cached page's scripts run under every new policy.
 */
export type CachedPage = {
  status: number
  headers: [string, string][]
  /** The body, split where the rendering's nonce stood. */
  parts: string[]
  /** A weak validator of the page's content (the nonce left out). */
  etag: string
  /** The content generation the page was rendered in; a newer one makes it stale. */
  generation: number
  expiresAt: number
}

export type PageStore = {
  /** The page kept for `key` in the current generation, if any, and that generation. */
  read(key: string): Promise<{ page: CachedPage | undefined; generation: number }>
  /** Keeps a page unless a newer generation began while it rendered. */
  write(key: string, page: CachedPage): Promise<void>
  /** Every kept page goes stale, in every process that shares the store. */
  invalidate(): Promise<void>
  close(): Promise<void>
  readonly kind: 'memory' | 'redis' | 'off'
}

/** Headers of a rendered page that are the answer's own, never kept with the page. */
const ANSWER_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-security-policy',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
])

export function pageOf(
  response: { status: number; headers: Headers },
  body: string,
  { nonce, generation, ttlMs }: { nonce: string; generation: number; ttlMs: number },
): CachedPage {
  const parts = nonce ? body.split(nonce) : [body]
  const headers: [string, string][] = []
  for (const [name, value] of response.headers.entries()) {
    if (!ANSWER_HEADERS.has(name)) headers.push([name, value])
  }
  const hash = crypto.createHash('sha1').update(parts.join('\u0000')).digest('base64url')
  return {
    status: response.status,
    headers,
    parts,
    etag: `W/"${hash}"`,
    generation,
    expiresAt: Date.now() + ttlMs,
  }
}

/** Each kept page's parts as UTF-8 bytes, encoded at its first answer (memory store: once). */
const encodedParts = new WeakMap<CachedPage, Buffer[]>()

/**
 * The body of a kept page with `nonce` wherever the rendering's stood, as bytes. Joining the
 * text and encoding it again per answer cost more than the rest of a cached answer together
 * (a page with one character outside Latin-1 is two bytes a character in V8): the parts are
 * encoded once and copied around the nonce.
 */
export function bodyOf(page: CachedPage, nonce: string): Buffer {
  let parts = encodedParts.get(page)
  if (!parts) {
    parts = page.parts.map((part) => Buffer.from(part, 'utf8'))
    encodedParts.set(page, parts)
  }
  if (parts.length === 1) return parts[0]
  const glue = Buffer.from(nonce, 'utf8')
  const pieces: Buffer[] = []
  for (const [index, part] of parts.entries()) {
    if (index > 0) pieces.push(glue)
    pieces.push(part)
  }
  return Buffer.concat(pieces)
}

function sizeOf(page: CachedPage): number {
  return page.parts.reduce((total, part) => total + part.length, 0) * 2 + 512
}

/** Pages held by this process within `maxBytes`, least recently used out first. */
function heldPages(maxBytes: number) {
  const pages = new Map<string, CachedPage>()
  let bytes = 0
  const forget = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= sizeOf(page)
  }
  return {
    /** A fresh page of `generation` held for `key`, now the most recently used. */
    fresh(key: string, generation: number): CachedPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      forget(key)
      if (page.generation !== generation || page.expiresAt <= Date.now()) return undefined
      // Most recently used last: Map keeps insertion order.
      pages.set(key, page)
      bytes += sizeOf(page)
      return page
    },
    /** Holds `page` unless it alone would take more than a quarter of the room. */
    hold(key: string, page: CachedPage) {
      forget(key)
      const size = sizeOf(page)
      if (size > maxBytes / 4) return
      pages.set(key, page)
      bytes += size
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break
        forget(oldest)
      }
    },
    clear() {
      pages.clear()
      bytes = 0
    },
  }
}

/** This process's pages, oldest used first out past `maxBytes`. */
export function memoryPageStore({ maxBytes = 64 * 1024 * 1024 } = {}): PageStore {
  const held = heldPages(maxBytes)
  let generation = 0
  return {
    kind: 'memory',
    async read(key) {
      return { page: held.fresh(key, generation), generation }
    },
    async write(key, page) {
      if (page.generation === generation) held.hold(key, page)
    },
    async invalidate() {
      generation += 1
      held.clear()
    },
    async close() {
      held.clear()
    },
  }
}

/** Nothing is kept: every page is rendered (PAGE_CACHE=off, development). */
export function noPageStore(): PageStore {
  return {
    kind: 'off',
    async read() {
      return { page: undefined, generation: 0 }
    },
    async write() {},
    async invalidate() {},
    async close() {},
  }
}

const PREFIX = 'page-cache:v1:'
const GENERATION_KEY = `${PREFIX}generation`

/**
 * Pages shared by every process through Redis. Each read asks Redis for the current
 * generation, so an invalidation by any process is seen by the very next read in every other,
 * with no message to wait for. A page this process already holds for that generation (it
 * rendered it, or read it before) is answered from its own memory: only a page it does not
 * hold crosses the network and is parsed. Each page expires in Redis after its time to live.
 */
export async function redisPageStore(
  url: string,
  { maxLocalBytes = 64 * 1024 * 1024 } = {},
): Promise<PageStore> {
  let lastError = ''
  const redis: Redis = await connectRedis(url, {
    onError: (error) => {
      if (error.message === lastError) return
      lastError = error.message
      logger.warn({ err: error }, 'page cache: Redis error; pages are rendered meanwhile')
    },
  })
  redis.on('ready', () => {
    lastError = ''
  })
  // This process's copies of pages it rendered or read.
  const held = heldPages(maxLocalBytes)
  return {
    kind: 'redis',
    async read(key) {
      const generation = Number((await redis.get(GENERATION_KEY)) ?? 0)
      const copy = held.fresh(key, generation)
      if (copy) return { page: copy, generation }
      const stored = await redis.get(PREFIX + key)
      if (!stored) return { page: undefined, generation }
      const page = JSON.parse(stored) as CachedPage
      if (page.generation !== generation) return { page: undefined, generation }
      held.hold(key, page)
      return { page, generation }
    },
    async write(key, page) {
      const ttlMs = Math.max(1, page.expiresAt - Date.now())
      await redis.set(PREFIX + key, JSON.stringify(page), 'PX', ttlMs)
      held.hold(key, page)
    },
    async invalidate() {
      await redis.incr(GENERATION_KEY)
      held.clear()
    },
    async close() {
      held.clear()
      redis.disconnect()
    },
  }
}

/** The store the configuration asks for: off, Redis when REDIS_URL is set, else memory. */
export async function createPageStore(config: {
  PAGE_CACHE: 'on' | 'off'
  REDIS_URL?: string
}): Promise<PageStore> {
  if (config.PAGE_CACHE === 'off') return noPageStore()
  if (config.REDIS_URL) return redisPageStore(config.REDIS_URL)
  return memoryPageStore()
}
