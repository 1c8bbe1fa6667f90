import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import { parseEnv } from './env.server'

/**
 * The validated LOG_LEVEL. Read when this module loads, without caching the configuration
 * (a test may still change the environment). A configuration that does not validate is
 * reported by server.ts, which stops; until then the level is `info`.
 */
function configuredLevel(): string {
  try {
    return parseEnv().LOG_LEVEL
  } catch {
    return 'info'
  }
}

const level = configuredLevel()

/**
 * The most characters of one text a log line carries (issue 10): a log line must never
 * hold a visitor's megabyte. What is cut is counted, so the line says a value was longer.
 */
export const LOG_TEXT_MAX = 2_000
/** A stack trace keeps more: its frames are what the reader needs. */
const LOG_STACK_MAX = 8_000

/**
 * The pages whose address carries a secret link's token (password reset 1 h, staff invitation
 * 72 h, data download 24 h, address confirmation 24 h), in either language: every query value and any path segment after
 * the page's own path is redacted. The generic rule below catches a `token` parameter on any
 * other page.
 */
const TOKEN_PAGES = [
  'reset-password',
  'invitation',
  'my-data/confirm',
  'my-data/download',
  'confirm-address',
  // A requester's conversation and a candidate's page open by the token in their path
  // (decisions 040 and 045): anyone reading the log could otherwise open them.
  'conversation',
  'careers/applications',
]
const TOKEN_PAGE_URL = new RegExp(
  `(/(?:ar/)?(?:${TOKEN_PAGES.join('|')}))(?![\\w-])(/[^?#\\s"'<>]*)?(\\?[^#\\s"'<>]*)?`,
  'g',
)
/** A query parameter whose name says it is a secret (token, reset_token, password, secret…). */
const SECRET_PARAMETER = /([?&][^=&#\s"'<>]*(?:token|password|secret)[^=&#\s"'<>]*=)[^&#\s"'<>]*/gi
export const REDACTED = '[redacted]'

/**
 * The text with every secret a URL may carry replaced by [redacted] (decision 036): a reset,
 * invitation or download link in the log would open an account or a person's data to anyone
 * who reads the log. Applied to every string of every log line (and the request log's URL).
 */
export function redactSecrets(text: string): string {
  return text
    .replace(TOKEN_PAGE_URL, (_match, page: string, rest?: string, query?: string) => {
      const path = rest && rest !== '/' ? `/${REDACTED}` : (rest ?? '')
      const redactedQuery = query
        ? query.replace(/([?&][^=&#]*)(=[^&#]*)?/g, (_pair, name: string, value?: string) =>
            value === undefined ? name : `${name}=${REDACTED}`,
          )
        : ''
      return `${page}${path}${redactedQuery}`
    })
    .replace(SECRET_PARAMETER, `$1${REDACTED}`)
}

/** The first `max` characters and how many were cut: 'abc… (1,234 more characters)'. */
export function truncateForLog(text: string, max = LOG_TEXT_MAX): string {
  text = redactSecrets(text)
  if (text.length <= max) return text
  return `${text.slice(0, max)}… (${(text.length - max).toLocaleString('en')} more characters)`
}

/**
 * The start and the end of a long text: an error message ends with its cause ('violates
 * check constraint …'), which matters more than the middle (a query's parameters).
 */
function cutMiddle(text: string, max: number): string {
  text = redactSecrets(text)
  if (text.length <= max) return text
  const half = Math.floor(max / 2)
  const cut = (text.length - 2 * half).toLocaleString('en')
  return `${text.slice(0, half)}… (${cut} characters cut) …${text.slice(-half)}`
}

/**
 * Plain objects and arrays are copied with every string truncated and every error
 * serialized (bounded); anything else (an HTTP request) is left to its serializer.
 * pino itself stops at depth 5 and 100 items.
 */
function boundStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return truncateForLog(value)
  if (value instanceof Error) return serializeError(value)
  if (value === null || typeof value !== 'object' || depth > 6) return value
  if (Array.isArray(value)) return value.map((item) => boundStrings(item, depth + 1))
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, boundStrings(item, depth + 1)]),
  )
}

/**
 * pino's error serializer, bounded: a database error's message repeats the query and its
 * parameters (user text), and the stack repeats the message.
 */
function serializeError(error: unknown): unknown {
  // Anything else has been through boundStrings already (the log formatter runs first).
  if (!(error instanceof Error)) return error
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>
  const bounded: Record<string, unknown> = {}
  for (const key in serialized) {
    const value = serialized[key]
    if (value === undefined) continue
    if (key === 'message' && typeof value === 'string') {
      bounded.message = cutMiddle(value, LOG_TEXT_MAX)
    } else if (key === 'stack' && typeof value === 'string') {
      const shortMessage = cutMiddle(error.message, LOG_TEXT_MAX)
      const stack = error.message ? value.split(error.message).join(shortMessage) : value
      bounded.stack = cutMiddle(stack, LOG_STACK_MAX)
    } else {
      bounded[key] = boundStrings(value)
    }
  }
  return bounded
}

const options = (logLevel: string): LoggerOptions => ({
  level: logLevel,
  redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  // The log formatter runs before any serializer, in this logger and in pino-http's child
  // (which replaces the `err` serializer), so errors are bounded there.
  formatters: { log: (object) => boundStrings(object) as Record<string, unknown> },
  serializers: { err: serializeError },
  hooks: {
    // The message too: a text argument is truncated, and a call with only an error (whose
    // message pino would use whole) gets the error's bounded message.
    logMethod(args, method) {
      const bounded = args.map((arg: unknown) =>
        typeof arg === 'string' ? truncateForLog(arg) : arg,
      ) as typeof args
      const [first] = args
      const error = first instanceof Error ? first : (first as { err?: unknown } | null)?.err
      if (args.length === 1 && error instanceof Error) {
        bounded.push(cutMiddle(error.message, LOG_TEXT_MAX) as never)
      }
      return method.apply(this, bounded)
    },
  },
})

/** The app's logger; a test passes its own destination to read the lines. */
export function createLogger(destination?: DestinationStream, logLevel = level): Logger {
  return pino(options(logLevel), destination)
}

export const logger = createLogger()
