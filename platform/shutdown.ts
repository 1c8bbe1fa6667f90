import type { Server } from 'node:http'
import net from 'node:net'
import { logger } from '~/server/logger.server'
import { processWide } from '~/server/process-wide.server'

/** How long connections that are open when shutdown starts may still send a request. */
export const SHUTDOWN_GRACE_MS = 2_000
/** After this, the process exits whatever is still running. */
export const SHUTDOWN_FORCE_MS = 10_000

const isStopping = processWide<boolean>('shutting-down')

/** True once shutdown has started: answers then carry `Connection: close`. */
export function isShuttingDown(): boolean {
  return isStopping.peek() === true
}

/**
 * Stops a server without dropping a request: the listener closes at once (new connections
 * are refused, which a client or load balancer may safely retry elsewhere), every request
 * already accepted is answered, and a request that arrives on an open keep-alive connection
 * during the grace period is answered too, with `Connection: close`. Only connections that
 * stayed idle through the grace period are closed without an answer, as HTTP allows.
 */
export function shutDownServer(
  server: Server,
  { graceMs = SHUTDOWN_GRACE_MS }: { graceMs?: number } = {},
): Promise<void> {
  isStopping.set(true)
  return new Promise((resolve) => {
    // http.Server#close would also drop every idle keep-alive connection at once, resetting
    // a request already on its way; net.Server#close only stops accepting connections.
    net.Server.prototype.close.call(server, (error?: Error) => {
      if (error) logger.warn({ err: error }, 'server close')
      resolve()
    })
    // Meanwhile every answer carries `Connection: close` (see http.server.ts).
    const grace = setTimeout(() => server.closeIdleConnections(), graceMs)
    grace.unref()
  })
}

/** Lets a new server in the same process (tests) start fresh. */
export function resetShutdownState(): void {
  isStopping.set(false)
}
