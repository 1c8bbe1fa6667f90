import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import path from 'node:path'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
      '@electric-sql/pglite-socket',
      'pg',
      'sharp',
      'pdfkit',
      'nodemailer',
      'ioredis',
    ],
  },
  build: { target: 'es2022' },
})
