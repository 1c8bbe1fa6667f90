/*
 * What the serving platform (platform/) tells the application about a request that React
 * Router's web Request does not carry. The platform sets both headers on the Request it
 * builds, over any a caller sent; the application reads them only through this module.
 */

/**
 * The HTTP method the request arrived with. After a form POST, React Router re-runs the
 * loaders as GET requests (to render an error boundary, say), and the loaders' guards read
 * this to answer as for a form post.
 */
export const SUBMISSION_METHOD_HEADER = 'x-submission-method'

/** The client address as Express resolved it (TRUST_PROXY), never the caller's own header. */
export const CLIENT_ADDRESS_HEADER = 'x-client-ip'

/** Whether the request arrived as a form submission (any method but GET and HEAD). */
export function isSubmission(request: Request): boolean {
  const method = request.headers.get(SUBMISSION_METHOD_HEADER) ?? request.method
  return method !== 'GET' && method !== 'HEAD'
}

/** The client's address, or 'unknown' outside the platform (a script, a test's own Request). */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'
}
