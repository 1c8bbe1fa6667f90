import { Transform } from 'node:stream'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import { pathWithoutLocale } from '~/i18n/locale'
import type { RequestFacts } from '~/server/request-facts.server'
import { trackContentChanges } from '~/server/content-changes.server'
import { env } from '~/server/env.server'
import { logger } from '~/server/logger.server'
import { isDatabaseUnavailable } from '~/server/db.server'
import { coalesceChunks } from './coalesced-write'
import { bodyOf, pageOf, type CachedPage, type PageStore } from './page-cache'
import { RenderThreadError, type RenderPool } from './render-pool'
import { sendUnavailablePage } from './unavailable'
import { IMAGE_MAX_BYTES, ROOM_DOCUMENT_MAX_BYTES } from '~/server/uploads.server'

/** A plain form (url-encoded or JSON-like): far more than any of our forms needs. */
export const FORM_BODY_MAX_BYTES = 64 * 1024
/** A multipart form carries one file at most (a CV or an image) plus its text fields. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024
/**
 * A data room's documents screen takes PDFs of up to 20 MB (decision 043); only its address
 * gets the larger limit, every other form keeps the one above.
 */
export const ROOM_UPLOAD_BODY_MAX_BYTES = ROOM_DOCUMENT_MAX_BYTES + 256 * 1024
const ROOM_UPLOAD_PATH = /^\/admin\/investments\/[^/]+\/documents\/?$/

/** The load context but what the page handler adds itself (the request's facts, outage). */
type LoadContextFactory = (
  req: ExpressRequest,
  res: ExpressResponse,
) => Pick<AppLoadContext, 'cspNonce'> | Promise<Pick<AppLoadContext, 'cspNonce'>>

export function bodyLimitFor(contentType: string | undefined, path = ''): number {
  if (!/^multipart\/form-data/i.test(contentType ?? '')) return FORM_BODY_MAX_BYTES
  return ROOM_UPLOAD_PATH.test(pathWithoutLocale(path))
    ? ROOM_UPLOAD_BODY_MAX_BYTES
    : UPLOAD_BODY_MAX_BYTES
}

/**
 * 413, then the connection is closed: the rest of the body is never read.
 *
 * Not closed at once, though. A socket closed while the client's bytes wait unread is reset
 * by the kernel, and a client still sending then gets the reset (EPIPE) instead of the 413 it
 * has not read yet: on Node 22 and 24 every time for a large upload. `Connection: close` would
 * make Node close the socket as soon as the answer is written, so the answer goes without it;
 * the server then ends its side (the client sees the answer and the end) and closes 1 s later.
 * Meanwhile nothing more is read, so the client's sending stays held back.
 */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse, limit: number): void {
  if (res.headersSent) {
    req.socket.destroy()
    return
  }
  logger.warn({ method: req.method, url: req.originalUrl.slice(0, 300), limit }, 'body too large')
  res.status(413).type('text/plain').send('Payload Too Large')
  res.on('finish', () => {
    req.socket.end()
    setTimeout(() => req.socket.destroy(), 1000).unref()
  })
}

/**
 * The request body as a stream that stops at `limit` bytes: past it, the stream fails (the
 * action's form read fails with it) and the client gets 413 at once, before more is read.
 */
function limitedBody(
  req: ExpressRequest,
  res: ExpressResponse,
  limit: number,
): ReadableStream<Uint8Array> {
  let received = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length
      if (received > limit) {
        req.unpipe(counter)
        req.pause()
        refuseTooLarge(req, res, limit)
        callback(new Error('request body too large'))
        return
      }
      callback(null, chunk)
    },
  })
  req.on('error', (error) => counter.destroy(error))
  req.pipe(counter)
  return createReadableStreamFromReadable(counter)
}

/** The address as the client asked for it; null when the Host header or path is not a URL. */
function requestUrl(req: ExpressRequest): URL | null {
  const host = (req.get('host') ?? 'localhost').split(/[\\/?#@\s]/)[0] || 'localhost'
  try {
    return new URL(`${req.protocol}://${host}${req.originalUrl}`)
  } catch {
    return null
  }
}

function toWebRequest(req: ExpressRequest, res: ExpressResponse): globalThis.Request | null {
  const url = requestUrl(req)
  if (!url) {
    res.status(400).type('text/plain').send('Bad request')
    return null
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const limit = bodyLimitFor(req.get('content-type'), req.path)
    const declared = Number(req.get('content-length') ?? '0')
    if (declared > limit) {
      refuseTooLarge(req, res, limit)
      return null
    }
    init.body = limitedBody(req, res, limit)
    init.duplex = 'half'
  }
  return new Request(url, init)
}

async function sendResponse(res: ExpressResponse, response: globalThis.Response): Promise<void> {
  if (res.headersSent || res.destroyed || res.writableEnded) {
    await response.body?.cancel().catch(() => {})
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) res.append(name, value)
  if (!response.body) {
    res.end()
    return
  }
  try {
    await writeReadableStreamToWritable(response.body.pipeThrough(coalesceChunks()), res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}

/** What a CDN or browser may do with a public page: keep it briefly, check back with its ETag. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60'
/** Every other page: it may hold a person's data. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-store'
/** Says whether a public page came from the page cache (`hit`) or was rendered (`miss`). */
export const PAGE_CACHE_HEADER = 'x-page-cache'

/**
 * Pages about who is asking (sign-in, tokens in the address, accounts, a requester's
 * conversation) are never kept.
 */
const NEVER_KEPT =
  /^\/(admin|dashboard|login|logout|register|forgot-password|reset-password|invitation|my-data|conversation)(\/|\.|$)/
/** An investment's NDA page says whether this reader accepted it (decision 043). */
const NEVER_KEPT_NDA = /^\/investments\/[^/]+\/nda(\/|\.|$)/
/** A candidate's page and its interview booking: a token in the address (decision 045). */
const NEVER_KEPT_APPLICATION = /^\/careers\/applications(\/|\.|$)/
/** Longer addresses are rendered each time rather than kept. */
const KEY_MAX_LENGTH = 1_000
/** A page larger than this is not kept. */
const PAGE_MAX_BYTES = 2 * 1024 * 1024

/**
 * A request the page cache may answer: a GET or HEAD from a visitor without a cookie (so
 * without a session) for a public page. Whatever the page loaders read, they read nothing
 * of the visitor's own but the address.
 */
function isAnonymousPageRequest(req: ExpressRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.cookie || req.headers.authorization) return false
  if (req.originalUrl.length > KEY_MAX_LENGTH) return false
  const path = pathWithoutLocale(req.path)
  return !NEVER_KEPT.test(path) && !NEVER_KEPT_NDA.test(path) && !NEVER_KEPT_APPLICATION.test(path)
}

/** An HTML page or a page's data for client navigation (`.data`). */
function isPage(response: globalThis.Response): boolean {
  const type = response.headers.get('content-type') ?? ''
  return type.startsWith('text/html') || type.startsWith('text/x-script')
}

/** A rendered answer to an anonymous request that may be kept and served to the next visitor. */
function isKeepable(response: globalThis.Response): boolean {
  return (
    response.status === 200 &&
    isPage(response) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  )
}

function matchesEtag(req: ExpressRequest, etag: string): boolean {
  const header = req.get('if-none-match')
  if (!header) return false
  const strip = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag))
}

/** A kept page, with this response's nonce wherever the rendering's stood. */
function sendPage(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  state: 'hit' | 'miss',
): void {
  res.status(page.status)
  for (const [name, value] of page.headers) res.append(name, value)
  res.set('ETag', page.etag)
  res.set('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL)
  res.set(PAGE_CACHE_HEADER, state)
  if (matchesEtag(req, page.etag)) {
    // The browser keeps the page it has with the policy it came with: a new policy would
    // carry a nonce its copy does not have.
    res.removeHeader('Content-Security-Policy')
    res.status(304).end()
    return
  }
  if (req.method === 'HEAD') {
    res.end()
    return
  }
  res.end(bodyOf(page, (res.locals.cspNonce as string | undefined) ?? ''))
}

type PageCacheOptions = {
  store: PageStore
  /** How long a kept page is served (PAGE_CACHE_SECONDS). */
  ttlMs: number
}

/**
 * The page cache in front of the route modules (docs/decisions/021). One render per address
 * at a time: visitors who ask for a page that is being rendered wait for that rendering.
 */
function createPageCache({ store, ttlMs }: PageCacheOptions) {
  const rendering = new Map<string, Promise<CachedPage | null>>()

  async function renderAndKeep(
    key: string,
    generation: number,
    res: ExpressResponse,
    render: () => Promise<globalThis.Response>,
  ): Promise<{ page: CachedPage | null; response?: globalThis.Response }> {
    const response = await render()
    if (!isKeepable(response) || !response.body) return { page: null, response }
    const body = await response.text()
    if (body.length > PAGE_MAX_BYTES) {
      return { page: null, response: new Response(body, response) }
    }
    const nonce = (res.locals.cspNonce as string | undefined) ?? ''
    const page = pageOf(response, body, { nonce, generation, ttlMs })
    await store.write(key, page).catch((error: unknown) => {
      logger.warn({ err: error }, 'page cache: a page could not be kept')
    })
    return { page }
  }

  return {
    async serve(
      req: ExpressRequest,
      res: ExpressResponse,
      key: string,
      render: () => Promise<globalThis.Response>,
    ): Promise<void> {
      let generation: number
      try {
        const found = await store.read(key)
        if (found.page) return sendPage(req, res, found.page, 'hit')
        generation = found.generation
      } catch (error) {
        logger.debug({ err: error }, 'page cache: read failed; rendering')
        return sendResponse(res, markPublic(await render()))
      }
      // Without a store, every visitor's page is rendered for them (PAGE_CACHE=off).
      if (req.method === 'HEAD' || store.kind === 'off') {
        const response = await render()
        if (req.method === 'HEAD' || !isKeepable(response)) {
          return sendResponse(res, markPublic(response))
        }
        const nonce = (res.locals.cspNonce as string | undefined) ?? ''
        const page = pageOf(response, await response.text(), { nonce, generation, ttlMs })
        return sendPage(req, res, page, 'miss')
      }

      const pending = rendering.get(key)
      if (pending) {
        const page = await pending.catch(() => null)
        if (page) return sendPage(req, res, page, 'hit')
        return sendResponse(res, markPublic(await render()))
      }
      const result = renderAndKeep(key, generation, res, render)
      const keeping = result.then(({ page }) => page)
      rendering.set(key, keeping)
      try {
        const { page, response } = await result
        if (page) return sendPage(req, res, page, 'miss')
        return sendResponse(res, markPublic(response as globalThis.Response))
      } finally {
        rendering.delete(key)
      }
    },
    invalidate: () => store.invalidate(),
  }
}

/** An anonymous page that was not kept still says whether others may keep it. */
function markPublic(response: globalThis.Response): globalThis.Response {
  if (isPage(response) && !response.headers.has('cache-control')) {
    response.headers.set(
      'Cache-Control',
      isKeepable(response) ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL,
    )
  }
  return response
}

/** A page for a signed-in person (or any request the cache does not answer) is never kept. */
function markPrivate(response: globalThis.Response): globalThis.Response {
  if (isPage(response) && !response.headers.has('cache-control')) {
    response.headers.set('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL)
  }
  return response
}

/**
 * The page handler: every loader and action is reached through here. It is React Router's
 * Express adapter with three additions: each request body is limited while it streams
 * (FORM_BODY_MAX_BYTES, or UPLOAD_BODY_MAX_BYTES for multipart), the request's method and
 * client address travel in the load context's `facts`, and anonymous public pages go through
 * the page cache (`pageCache`), which every committed content change empties.
 */
export function createPageHandler({
  build,
  getLoadContext,
  mode = env().NODE_ENV,
  pageCache,
  renderPool,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  getLoadContext: LoadContextFactory
  mode?: string
  pageCache?: PageCacheOptions
  /** Render threads for anonymous pages (decision 031); without, this thread renders all. */
  renderPool?: RenderPool
}) {
  const handleRequest = createRequestHandler(build, mode)
  const cache = pageCache ? createPageCache(pageCache) : null
  // Pages of an earlier build name its assets: a new build never serves them. (A build
  // loaded per request is Vite's, in development and tests, with a new version each time.)
  const buildVersion = typeof build === 'function' ? 'dev' : build.assets.version
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const isAnonymous = cache !== null && isAnonymousPageRequest(req)
      // A page the cache answers needs no web Request: it is made when a render needs it.
      let request: globalThis.Request | null = null
      const webRequest = () => {
        request ??= toWebRequest(req, res)
        if (!request) throw new Error('toWebRequest refused a request it had accepted')
        return request
      }
      if (!isAnonymous) {
        request = toWebRequest(req, res)
        if (!request) return
      } else if (!requestUrl(req)) {
        res.status(400).type('text/plain').send('Bad request')
        return
      }
      const render = async () => {
        const outage = { database: false }
        const response = await handleRequest(webRequest(), {
          ...(await getLoadContext(req, res)),
          facts: factsOf(req),
          outage,
        })
        if (!outage.database) return response
        await response.body?.cancel().catch(() => {})
        throw new DatabaseUnavailableError()
      }
      if (cache && isAnonymous) {
        const renderAnonymous = renderPool
          ? () => renderInThread(renderPool, req, res, render)
          : render
        await cache.serve(req, res, `${buildVersion}:${req.originalUrl}`, renderAnonymous)
        return
      }
      // A cached page goes only after staff allowed to change content have changed it: a
      // refused or signed-out post, or one that changed nothing, keeps them (decision 035).
      const { result, hasChanged } = await trackContentChanges(render)
      const response = markPrivate(result)
      // A POST to a page without an action: React Router answers 405; say what the page takes.
      if (response.status === 405 && !response.headers.has('Allow')) {
        response.headers.set('Allow', 'GET, HEAD')
      }
      if (cache && hasChanged && response.status < 400) {
        await cache.invalidate().catch((error: unknown) => {
          logger.error({ err: error }, 'page cache: invalidation failed')
        })
      }
      await sendResponse(res, response)
    } catch (error) {
      if (error instanceof DatabaseUnavailableError || isDatabaseUnavailable(error)) {
        sendUnavailablePage(req, res)
        return
      }
      next(error)
    }
  }
}

/**
 * An anonymous page rendered by a render thread (decision 031). A thread that fails or stops
 * costs nothing but time: this thread renders the page itself.
 */
async function renderInThread(
  pool: RenderPool,
  req: ExpressRequest,
  res: ExpressResponse,
  renderHere: () => Promise<globalThis.Response>,
): Promise<globalThis.Response> {
  try {
    const nonce = (res.locals.cspNonce as string | undefined) ?? ''
    const url = requestUrl(req)?.href ?? ''
    const asked = { headers: req.headers, facts: factsOf(req) }
    const { response, databaseOutage } = await pool.render(asked, url, nonce)
    if (databaseOutage) throw new DatabaseUnavailableError()
    return response
  } catch (error) {
    if (!(error instanceof RenderThreadError)) throw error
    if (!error.isCold) logger.warn({ err: error }, 'render thread: rendering here instead')
    return renderHere()
  }
}

/** What the application learns of the request beyond the web Request (request-facts.server). */
function factsOf(req: ExpressRequest): RequestFacts {
  return { method: req.method, clientAddress: req.ip ?? 'unknown' }
}

/** A rendering that met an unreachable database; it is answered with the 503 page. */
class DatabaseUnavailableError extends Error {
  constructor() {
    super('database unreachable')
  }
}
