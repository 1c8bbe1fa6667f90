import type { AppLoadContext } from 'react-router'

/*
 * What the serving platform (platform/) tells the application about a request that React
 * Router's web Request does not carry. The platform puts them in the load context every
 * loader and action receives (app/types/load-context.d.ts); the application reads them only
 * through this module.
 */

export type RequestFacts = {
  /**
   * The HTTP method the request arrived with. After a form POST, React Router re-runs the
   * loaders as GET requests (to render an error boundary, say) with the same load context:
   * the loaders' guards read this to answer as for a form post.
   */
  method: string
  /** The client address as Express resolved it (TRUST_PROXY), never a caller's own header. */
  clientAddress: string
}

/** What a loader or action receives that the application's guards and limits read. */
export type RequestArgs = { request: Request; context: AppLoadContext }

/** Whether the request arrived as a form submission (any method but GET and HEAD). */
export function isSubmission(context: AppLoadContext): boolean {
  const { method } = context.facts
  return method !== 'GET' && method !== 'HEAD'
}

/** The client's address ('unknown' when the platform could not tell). */
export function clientAddress(context: AppLoadContext): string {
  return context.facts.clientAddress
}
