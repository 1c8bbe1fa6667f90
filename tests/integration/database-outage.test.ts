import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Issue 15: while the database is out of reach, every page answers at once with a friendly
// 503 page (not a hang, not a 500), /readyz says so, and once it is back the same process
// serves again without a restart. The site runs in a process of its own whose database
// connection goes through a relay the test stops and starts: the database itself (this
// file's PGlite, served on a local port, or its PostgreSQL scratch database) stays up.
const { shareDatabaseWithOtherProcesses } = await import('../support/database')
const databaseUrl = shareDatabaseWithOtherProcesses(54341)

const pg = (await import('pg')).default
const { keepClientErrorsFromCrashing } = await import('~/server/db.server')
const { prepareTestApp } = await import('../support/app')
const { startSiteProcess } = await import('../support/site-processes')
const { startTcpProxy } = await import('../support/tcp-proxy')
type SiteProcess = Awaited<ReturnType<typeof startSiteProcess>>
type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>

/** The database's own address, and the one the site reaches it by: through the relay. */
function databaseBehind(relayPort: number) {
  const url = new URL(databaseUrl)
  const target = { host: url.hostname, port: Number(url.port || 5432) }
  url.hostname = '127.0.0.1'
  url.port = String(relayPort)
  return { target, url: url.toString() }
}

/** Any cookie keeps the page cache out of the way: each request is rendered. */
const rendered = { cookie: 'visitor=1' }

describe('the site while its database is out of reach', () => {
  let relay: TcpProxy
  let site: SiteProcess

  beforeAll(async () => {
    await prepareTestApp()
    const probe = databaseBehind(0)
    relay = await startTcpProxy(probe.target)
    site = await startSiteProcess({ DATABASE_URL: databaseBehind(relay.port).url })
  }, 120_000)

  afterAll(async () => {
    await site?.stop()
    await relay?.close()
  })

  test('pages answer 503 with a friendly page at once, and the site recovers by itself', async () => {
    const before = await fetch(`${site.baseUrl}/investments`, { headers: rendered })
    expect(before.status).toBe(200)

    await relay.stop()
    const started = Date.now()
    const page = await fetch(`${site.baseUrl}/investments`, { headers: rendered })
    expect(page.status).toBe(503)
    expect(page.headers.get('retry-after')).toBe('10')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('<h1>Back in a moment</h1>')
    expect(html).toContain('Please try again in a minute.')
    expect(html).not.toMatch(/Error|stack|ECONNREFUSED/)
    // Refused connections fail fast: no visitor waits for a timeout.
    expect(Date.now() - started).toBeLessThan(5_000)

    const arabic = await fetch(`${site.baseUrl}/ar/careers`, { headers: rendered })
    expect(arabic.status).toBe(503)
    const arabicHtml = await arabic.text()
    expect(arabicHtml).toContain('<html lang="ar" dir="rtl">')
    expect(arabicHtml).toContain('سنعود بعد قليل')

    // A form sent during the outage is not a 500 either, and nothing is half-written.
    const form = await fetch(`${site.baseUrl}/contact`, {
      method: 'POST',
      headers: { ...rendered, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Outage Visitor',
        email: 'outage@example.com',
        subject: 'During the outage',
        message: 'Sent while the database was unreachable.',
      }),
    })
    expect(form.status).toBe(503)

    const ready = await fetch(`${site.baseUrl}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'database unreachable' })

    await relay.start()
    await expect
      .poll(async () => (await fetch(`${site.baseUrl}/readyz`)).status, { timeout: 20_000 })
      .toBe(200)
    const after = await fetch(`${site.baseUrl}/investments`, { headers: rendered })
    expect(after.status).toBe(200)
    expect(await after.text()).toContain('Investment')
  })

  test('a connection lost in the middle of a transaction fails it, not the process', async () => {
    // The app's pools are set up this way (db.server.ts); a client checked out for a
    // transaction emits its own error, which without a listener ends the process.
    const pool = new pg.Pool({ connectionString: databaseBehind(relay.port).url, max: 1 })
    keepClientErrorsFromCrashing(pool)
    const client = await pool.connect()
    await client.query('begin')
    await relay.stop()
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(client.query('select 1')).rejects.toThrow()
    client.release(true)
    await relay.start()
    const { rows } = await pool.query('select 1 as answer')
    expect(rows).toEqual([{ answer: 1 }])
    await pool.end()
  })
})
