import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
import { NonceProvider } from '~/lib/nonce'
import { isDatabaseUnavailable } from '~/server/db.server'
import { logger } from '~/server/logger.server'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.cspNonce ?? ''

  return new Promise((resolve, reject) => {
    let isShellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          isShellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (isShellRendered) logger.error({ err: error }, 'streaming render error')
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  // React Router's own refusals of a client's request (a POST to a page without an action is
  // 405, the page handler adds Allow) are answers, not faults: the request log has them.
  if (isRouteErrorResponse(error) && error.status < 500) return
  if (isDatabaseUnavailable(error)) {
    // The page handler answers with the 503 page; the outage is logged once a request.
    if (context.outage && !context.outage.database) {
      context.outage.database = true
      logger.warn({ err: error, url: request.url }, 'database unreachable')
    }
    if (context.outage) return
  }
  logger.error({ err: error, url: request.url }, 'unhandled route error')
}
