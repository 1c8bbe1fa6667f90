import { config } from 'zod'

/*
 * Our CSP allows no eval (script-src has no 'unsafe-eval'). Zod probes `new Function` once, when
 * its first object schema is built, to compile faster parsers; the browser refuses the probe and
 * reports it as a CSP violation (an "Issues" entry, which costs Lighthouse's best-practices
 * score). In the browser Zod is told not to try; the server keeps the compiled parsers. This
 * module is root.tsx's first import, so it runs before any schema module (the route modules are
 * evaluated after root's, in the order of React Router's start-up script).
 */
if (typeof document !== 'undefined') config({ jitless: true })
