/**
 * Compiles the production server (docs/decisions/038-compiled-server.md): `server.ts` and the
 * modules of its worker threads, into `build/platform/`, after `react-router build` has
 * written the site. Production runs plain `node build/platform/server.js`: no TypeScript
 * loader in the server or its threads. Packages stay imports of node_modules; the project's
 * own modules (`~/…`, `#db/…`) are bundled.
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')

await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'server.ts',
    'render-thread': 'platform/render-thread.ts',
    'pglite-thread': 'app/server/pglite-thread.server.ts',
  },
  outdir: 'build/platform',
  bundle: true,
  // The server's start waits for .env (server.ts imports it first); a chunk keeps the
  // modules the entries share in one copy.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
  define: { 'import.meta.env.DEV': 'false' },
})
console.log('build/platform: server.js, render-thread.js, pglite-thread.js')
