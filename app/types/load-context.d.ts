import 'react-router'
import type { RequestFacts } from '~/server/request-facts.server'

declare module 'react-router' {
  interface AppLoadContext {
    cspNonce: string
    /** Set by the page handler from the HTTP request (app/server/request-facts.server.ts). */
    facts: RequestFacts
    /**
     * Set by the page handler; entry.server's handleError marks what a loader or action
     * found out of reach, and the page handler answers with the 503 page instead.
     */
    outage?: { database: boolean }
  }
}
