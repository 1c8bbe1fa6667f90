/*
 * Our CSP allows no eval (script-src has no 'unsafe-eval'). Zod probes `new Function` once, when
 * its first object schema is built, to compile faster parsers; the browser refuses the probe and
 * reports it as a CSP violation (an "Issues" entry, which costs Lighthouse's best-practices
 * score). In the browser Zod is told not to try; the server keeps the compiled parsers. This
 * module is root.tsx's first import, so it runs before any schema module (the route modules are
 * evaluated after root's, in the order of React Router's start-up script).
 *
 * Zod keeps its configuration on globalThis.__zod_globalConfig (and takes an existing one), so
 * setting it there spares every page that has no form from downloading Zod's core for this
 * (issue 14); `config({ jitless: true })` would do the same after importing it.
 */
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true })
}
