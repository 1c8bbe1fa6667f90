import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { investments } from '#db/schema'
import { databaseUrlForThreads, getDb } from '~/server/db.server'
import { memoryPageStore } from '../../platform/page-cache'
import { createRenderPool, RenderThreadError, type RenderPool } from '../../platform/render-pool'
import { prepareTestApp } from '../support/app'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Decision 031: anonymous public pages rendered by a render thread, with its own copy of the
 * production build, on this process's database (the embedded one through its socket, or the
 * PostgreSQL server). The thread reads what was just written, and signs each page with the
 * nonce of its answer.
 */

const BUILD = path.resolve('build/server/index.js')
let pool: RenderPool

beforeAll(async () => {
  await prepareTestApp()
  // The integration suite runs before `npm test` builds; a fresh clone has no build yet.
  if (!fs.existsSync(BUILD)) execFileSync('npx', ['react-router', 'build'], { stdio: 'ignore' })
  pool = createRenderPool({ size: 1, buildPath: BUILD, databaseUrl: await databaseUrlForThreads() })
  await pool.warm()
}, 180_000)

afterAll(async () => {
  await pool?.close()
})

const asked = {
  headers: { host: 'localhost', accept: 'text/html' },
  facts: { method: 'GET', clientAddress: '203.0.113.9' },
}

test('a thread renders the page with its answer nonce and the data as it is now', async () => {
  const db = await getDb()
  const [before] = await db.select().from(investments).where(eq(investments.id, 'inv-001'))
  try {
    await db
      .update(investments)
      .set({ title: 'Render thread title' })
      .where(eq(investments.id, 'inv-001'))
    const { response, databaseOutage } = await pool.render(
      asked,
      'http://localhost/investments/inv-001',
      'thread-nonce-1',
    )
    expect(databaseOutage).toBe(false)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const body = await response.text()
    expect(body).toContain('Render thread title')
    const nonces = [...body.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((match) => match[1])
    expect(nonces.length).toBeGreaterThan(0)
    expect(new Set(nonces)).toEqual(new Set(['thread-nonce-1']))
  } finally {
    await db.update(investments).set({ title: before.title }).where(eq(investments.id, 'inv-001'))
  }
  const after = await (
    await pool.render(asked, 'http://localhost/investments/inv-001', 'thread-nonce-2')
  ).response.text()
  expect(after).toContain(before.title)
  expect(after).not.toContain('Render thread title')
})

test('pages in turn and at once: each answer is its own page', async () => {
  const pages = ['/', '/careers', '/ar/investments', '/no-such-page', '/investments/inv-999']
  const answers = await Promise.all(
    pages.map((page, index) => pool.render(asked, `http://localhost${page}`, `nonce-${index}`)),
  )
  expect(answers.map(({ response }) => response.status)).toEqual([200, 200, 200, 404, 404])
  const bodies = await Promise.all(answers.map(({ response }) => response.text()))
  expect(bodies[2]).toContain('lang="ar"')
  bodies.forEach((body, index) => expect(body).toContain(`nonce="nonce-${index}"`))
})

test('a HEAD request is answered without a body', async () => {
  const { response } = await pool.render(
    { headers: { host: 'localhost' }, facts: { ...asked.facts, method: 'HEAD' } },
    'http://localhost/about',
    'n',
  )
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('')
})

test('no thread runs until a page asks for one, and one with nothing to do stops', async () => {
  const quiet = createRenderPool({
    size: 2,
    buildPath: BUILD,
    databaseUrl: await databaseUrlForThreads(),
    idleMs: 500,
  })
  try {
    expect(quiet.threadCount()).toBe(0)
    // The first page after a quiet spell is the request thread's, while a thread starts.
    const cold = quiet.render(asked, 'http://localhost/about', 'n')
    await expect(cold).rejects.toBeInstanceOf(RenderThreadError)
    await expect(cold).rejects.toHaveProperty('isCold', true)
    expect(quiet.threadCount()).toBe(1)
    await quiet.warm()
    const { response } = await quiet.render(asked, 'http://localhost/about', 'n')
    expect(response.status).toBe(200)
    // Idle for longer than idleMs: the thread and its copy of the build are gone.
    await expect.poll(() => quiet.threadCount(), { timeout: 10_000, interval: 50 }).toBe(0)
    await expect(quiet.render(asked, 'http://localhost/about', 'n')).rejects.toHaveProperty(
      'isCold',
      true,
    )
  } finally {
    await quiet.close()
  }
})

test('a thread that cannot start is not started again at once, and the site renders the page itself', async () => {
  const broken = createRenderPool({
    size: 1,
    buildPath: path.resolve('build/server/no-such-build.js'),
    databaseUrl: await databaseUrlForThreads(),
  })
  let site: SiteServer | undefined
  try {
    await expect(broken.render(asked, 'http://localhost/investments', 'n')).rejects.toBeInstanceOf(
      RenderThreadError,
    )
    // The thread could not load the build and stopped; none is started during the wait
    // (1 s, then longer), however many pages are asked for.
    await broken.warm()
    await expect.poll(() => broken.threadCount(), { timeout: 10_000, interval: 20 }).toBe(0)
    site = await startSiteServer({ pageStore: memoryPageStore(), renderPool: broken })
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${site.baseUrl}/investments`)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('Investment Opportunities')
    }
    expect(broken.threadCount()).toBe(0)

    // After its wait a page starts a thread again (which fails again).
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await expect(broken.render(asked, 'http://localhost/', 'n')).rejects.toBeInstanceOf(
      RenderThreadError,
    )
    expect(broken.threadCount()).toBe(1)
  } finally {
    await site?.close()
    await broken.close()
  }
  expect(broken.threadCount()).toBe(0)
})
