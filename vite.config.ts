import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import path from 'node:path'

/** A chunk's source modules, as paths from the project folder. */
function modulesOf(bundle: Rolldown.OutputBundle): Record<string, string[]> {
  const chunks: Record<string, string[]> = {}
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue
    chunks[output.fileName] = output.moduleIds.map((id) =>
      path.relative(import.meta.dirname, id.replace(/\?.*$/, '')).replaceAll(path.sep, '/'),
    )
  }
  return chunks
}

/**
 * The chunks of the islands script (app/islands/run-islands.ts, imported by root.tsx with
 * `?worker&url`: Vite bundles it on its own, hashed, with its dynamic imports as chunks).
 * That bundle is built while the client build reads root.tsx, so before its chunks are listed.
 */
const islandChunks: Record<string, string[]> = {}

function islandChunkModules(): Plugin {
  return {
    name: 'island-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      Object.assign(islandChunks, modulesOf(bundle))
    },
  }
}

/**
 * Writes build/client/.vite/chunk-modules.json: every browser chunk (the islands' too) and the
 * source modules bundled into it, so scripts/check-js-budgets.ts can tell what code a page
 * downloads. The .vite folder is not served (Express ignores dot folders).
 */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify({ ...modulesOf(bundle), ...islandChunks }, null, 1),
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
  // The islands script (decision 023) is built as a worker bundle: ES modules, so Embla can
  // stay a chunk of its own, loaded when the carousel needs it.
  worker: { format: 'es', plugins: () => [islandChunkModules()] },
})
