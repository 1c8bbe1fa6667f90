import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import path from 'node:path'

/**
 * Writes build/client/.vite/chunk-modules.json: every browser chunk and the source modules
 * bundled into it, so scripts/check-js-budgets.ts can tell what code a page downloads. The
 * .vite folder is not served (Express ignores dot folders).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = output.moduleIds.map((id) =>
          path.relative(import.meta.dirname, id.replace(/\?.*$/, '')).replaceAll(path.sep, '/'),
        )
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(chunks, null, 1),
      })
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModules()],
  resolve: {
    alias: {
      '~': path.resolve(import.meta.dirname, 'app'),
      '#db': path.resolve(import.meta.dirname, 'db'),
    },
  },
  ssr: {
    // Native or CommonJS server packages stay external; Vite would otherwise try to bundle them.
    external: [
      '@electric-sql/pglite',
      '@electric-sql/pglite-tools',
      'pg',
      'sharp',
      'pdfkit',
      'nodemailer',
      'ioredis',
    ],
  },
  build: { target: 'es2022' },
})
