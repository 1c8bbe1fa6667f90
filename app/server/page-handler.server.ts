import { Transform } from 'node:stream'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import { logger } from './logger.server'
import { IMAGE_MAX_BYTES } from './uploads.server'

/** A plain form (url-encoded or JSON-like): far more than any of our forms needs. */
export const FORM_BODY_MAX_BYTES = 64 * 1024
/** A multipart form carries one file at most (a CV or an image) plus its text fields. */
export const UPLOAD_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024

/**
 * Set on every request that reaches the route modules, from the request's own method: after
 * a form POST, React Router re-runs the loaders as GET requests (to render an error boundary,
 * say), and the loaders' guards read this header to answer as for a form post.
 */
export const SUBMISSION_METHOD_HEADER = 'x-submission-method'

type LoadContextFactory = (
  req: ExpressRequest,
  res: ExpressResponse,
) => AppLoadContext | Promise<AppLoadContext>

export function bodyLimitFor(contentType: string | undefined): number {
  return /^multipart\/form-data/i.test(contentType ?? '')
    ? UPLOAD_BODY_MAX_BYTES
    : FORM_BODY_MAX_BYTES
}

/** 413, then the connection is closed: the rest of the body is never read. */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse, limit: number): void {
  if (res.headersSent) {
    req.socket.destroy()
    return
  }
  logger.warn({ method: req.method, url: req.originalUrl.slice(0, 300), limit }, 'body too large')
  res.status(413).set('Connection', 'close').type('text/plain').send('Payload Too Large')
  // A client that keeps sending after the answer is cut off.
  res.on('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref())
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
  headers.set(SUBMISSION_METHOD_HEADER, req.method)
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
    const limit = bodyLimitFor(req.get('content-type'))
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
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error
  }
}

/**
 * The page handler: every loader and action is reached through here. It is React Router's
 * Express adapter with two additions: each request body is limited while it streams
 * (FORM_BODY_MAX_BYTES, or UPLOAD_BODY_MAX_BYTES for multipart), and the request's method
 * travels in SUBMISSION_METHOD_HEADER.
 */
export function createPageHandler({
  build,
  getLoadContext,
  mode = process.env.NODE_ENV,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  getLoadContext: LoadContextFactory
  mode?: string
}) {
  const handleRequest = createRequestHandler(build, mode)
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toWebRequest(req, res)
      if (!request) return
      const response = await handleRequest(request, await getLoadContext(req, res))
      await sendResponse(res, response)
    } catch (error) {
      next(error)
    }
  }
}
