import crypto from 'node:crypto'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import helmet from 'helmet'
import { pinoHttp } from 'pino-http'
import type { Env } from '~/server/env.server'
import { logger, redactSecrets } from '~/server/logger.server'
import { measureRequests, serveMetrics } from './metrics'
import { isDatabaseReachable } from '~/server/db.server'
import { isRedisReachable } from '~/server/redis.server'
import { isShuttingDown } from './shutdown'

/** The methods the site answers; any other gets 405 with `Allow` (TRACE, PUT, DELETE…). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST']

/** Random bytes for 256 nonces, drawn at once: one call to the system's source instead of one a request. */
const nonceBytes = Buffer.alloc(16 * 256)
let nonceOffset = nonceBytes.length

/** A CSP nonce: 128 random bits, base64 (the CSP spec asks for at least 128). */
function newNonce(): string {
  if (nonceOffset === nonceBytes.length) {
    crypto.randomFillSync(nonceBytes)
    nonceOffset = 0
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + 16)
  nonceOffset += 16
  return nonce
}

/** The Express app without the page handler: health, logging, headers, CSRF origin check, compression. */
export function createHttpApp(config: Env, { isDev = false } = {}) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY === 'true' ? true : config.TRUST_PROXY)

  app.use(measureRequests)
  app.get('/metrics', serveMetrics(config.METRICS_TOKEN))

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isShuttingDown()) res.set('Connection', 'close')
    if (ALLOWED_METHODS.includes(req.method)) return next()
    res.status(405).set('Allow', ALLOWED_METHODS.join(', ')).type('text/plain')
    res.send('Method Not Allowed')
  })

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' })
  })

  app.get('/readyz', async (_req, res) => {
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting down' })
      return
    }
    if (!(await isDatabaseReachable())) {
      res.status(503).json({ status: 'database unreachable' })
      return
    }
    // A configured Redis that does not answer: this process serves from its in-process
    // fallbacks, but it is not what the operator configured, so it is not ready.
    if (!(await isRedisReachable())) {
      res.status(503).json({ status: 'redis unreachable' })
      return
    }
    res.json({ status: 'ready' })
  })

  app.use(
    pinoHttp({
      logger,
      serializers: {
        req: (req: { method: string; url: string; id: unknown }) => ({
          id: req.id,
          method: req.method,
          // The address is the client's text: kept to its first 2,000 characters, and without
          // the token of a reset, invitation or download link (decision 036).
          url: redactSecrets(req.url.length > 2_000 ? `${req.url.slice(0, 2_000)}…` : req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  )

  app.use((req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = newNonce()
    next()
  })

  app.use(
    helmet({
      contentSecurityPolicy: isDev
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: [
                "'strict-dynamic'",
                (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
              ],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org'],
              mediaSrc: ["'self'", 'https:'],
              frameSrc: ['https://www.youtube-nocookie.com'],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              upgradeInsecureRequests: config.APP_URL.startsWith('https://') ? [] : null,
            },
          },
      crossOriginEmbedderPolicy: false,
      // Helmet's default 'no-referrer' makes Chromium send `Origin: null` on plain form
      // POSTs, which the CSRF check below refuses: forms without JavaScript got 403.
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: config.APP_URL.startsWith('https://'),
    }),
  )

  // Mutating requests must come from our own pages (CSRF): the Origin header, when
  // sent, names this host or APP_URL; browsers that send none still send Sec-Fetch-Site.
  // `Origin: null` comes from a page whose referrer policy is no-referrer (reset-password
  // keeps its token out of referrers) posting a plain form, or from a sandboxed frame: let
  // through only when Sec-Fetch-Site, which no page can set, says it is our own page.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next()
    const origin = req.get('origin')
    const fetchSite = req.get('sec-fetch-site')
    const allowed = new Set([new URL(config.APP_URL).host, req.get('host')])
    if (origin === 'null') {
      if (fetchSite === 'same-origin') {
        // Ours: React Router's own origin check (it refuses `null`) is spared the header.
        delete req.headers.origin
        return next()
      }
    } else if (origin) {
      let host: string | undefined
      try {
        host = new URL(origin).host
      } catch {
        host = undefined
      }
      if (host && allowed.has(host)) return next()
    } else if (fetchSite !== 'cross-site') {
      return next()
    }
    res.status(403).type('text/plain').send('Cross-origin request refused')
  })

  // A NUL in the address (?q=%00) would reach PostgreSQL, which refuses it in text: the
  // request is refused here with 400 instead of failing a query with 500.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (/%00/i.test(req.originalUrl)) {
      res.status(400).type('text/plain').send('Bad request')
      return
    }
    next()
  })

  app.use(compression())
  return app
}
