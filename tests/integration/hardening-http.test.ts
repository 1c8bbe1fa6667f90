import fs from 'node:fs'
import http from 'node:http'
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { user } from '#db/schema'
import { handleError } from '~/entry.server'
import { LOGIN_FAILURES_PER_ACCOUNT_AND_IP } from '~/domain/accounts/accounts.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { FORM_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from '../../platform/page-handler'
import { databaseFingerprint } from '../support/fingerprint'
import { createSignedInUser, signInAsAdmin, type TestAccount } from '../support/requests'
import { adminRoutes, withModules } from '../support/route-table'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Issue 10 over HTTP, through the same layers as server.ts: body limits while the body
 * streams, odd methods and redirect targets, and refused admin posts whatever the route's
 * error boundary.
 */

let site: SiteServer
let member: TestAccount

beforeAll(async () => {
  site = await startSiteServer()
  member = await createSignedInUser({ name: 'Hardening Member' })
})

afterAll(async () => {
  await site?.close()
})

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One request with node:http (fetch refuses methods such as TRACE). */
function rawRequest(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${site.baseUrl}${path}`, { method, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      )
    })
    request.on('error', reject)
    request.end(body)
  })
}

/**
 * Streams `totalBytes` as a chunked body (no Content-Length), 64 KB at a time, stopping as
 * soon as an answer arrives; returns the answer and how much had been sent by then.
 */
function streamChunkedBody(
  path: string,
  totalBytes: number,
  contentType: string,
): Promise<{ status: number; bytesSent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let bytesSent = 0
    let answered = false
    const request = http.request(`${site.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': contentType,
        'Transfer-Encoding': 'chunked',
        Origin: site.baseUrl,
      },
    })
    request.on('response', (response) => {
      answered = true
      response.resume()
      resolve({ status: response.statusCode ?? 0, bytesSent })
      request.destroy()
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && bytesSent < totalBytes) {
        bytesSent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', pump)
          return
        }
      }
      if (!answered) request.end()
    }
    pump()
  })
}

/**
 * The most the two ends of a loopback connection may buffer: the maxima of Linux's tcp_wmem
 * and tcp_rmem (the kernel grows a busy socket's buffers up to them), 16 MB elsewhere.
 */
const LOOPBACK_BUFFERS_MAX_BYTES = (() => {
  const maximum = (file: string) => Number(fs.readFileSync(file, 'utf8').trim().split(/\s+/).at(-1))
  try {
    return maximum('/proc/sys/net/ipv4/tcp_wmem') + maximum('/proc/sys/net/ipv4/tcp_rmem')
  } catch {
    return 16 * 1024 * 1024
  }
})()

describe('request bodies are limited while they stream (finding 1)', () => {
  test('a chunked form body of 60 MB or more is cut off with 413 long before its end', async () => {
    global.gc?.()
    const rssBefore = process.memoryUsage().rss
    const total = Math.max(60 * 1024 * 1024, 2 * (FORM_BODY_MAX_BYTES + LOOPBACK_BUFFERS_MAX_BYTES))
    const answer = await streamChunkedBody('/login', total, 'application/x-www-form-urlencoded')
    const rssGrowth = process.memoryUsage().rss - rssBefore
    expect(answer.status).toBe(413)
    // As below: the client counts what the loopback buffers took and the server never read.
    expect(answer.bytesSent).toBeLessThan(FORM_BODY_MAX_BYTES + LOOPBACK_BUFFERS_MAX_BYTES)
    expect(rssGrowth).toBeLessThan(50 * 1024 * 1024)
  })

  test('a chunked multipart body is cut off past the upload limit', async () => {
    // More than the limit and every buffer on the way hold, so a server that read it all
    // could not have answered before the last byte.
    const total = Math.max(
      60 * 1024 * 1024,
      2 * (UPLOAD_BODY_MAX_BYTES + LOOPBACK_BUFFERS_MAX_BYTES),
    )
    const answer = await streamChunkedBody('/careers', total, 'multipart/form-data; boundary=x')
    expect(answer.status).toBe(413)
    // What the client counts as sent includes what the two loopback sockets' buffers took
    // and the server never read: Linux grows them to several megabytes (Node 22 and 24 keep
    // the connection open a second after the 413, so they fill). A server that read the
    // whole body would have taken all of it.
    expect(answer.bytesSent).toBeLessThan(UPLOAD_BODY_MAX_BYTES + LOOPBACK_BUFFERS_MAX_BYTES)
  })

  test('a declared Content-Length over the limit is refused before any body is read', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${site.baseUrl}/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': String(FORM_BODY_MAX_BYTES + 1),
          Origin: site.baseUrl,
        },
      })
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
        request.destroy()
      })
      request.on('error', reject)
      request.flushHeaders()
    })
    expect(answer).toBe(413)
  })

  test('a form under the limit still reaches the action', async () => {
    const answer = await rawRequest('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.baseUrl },
      body: new URLSearchParams({
        email: 'nobody@example.org',
        password: 'wrong-password',
      }).toString(),
    })
    expect(answer.status).toBe(401)
  })
})

describe('odd requests never give a 5xx (finding 6)', () => {
  test.each(['/healthz', '/', '/login', '/admin', '/no-such-page'])(
    'TRACE, PUT, DELETE and PATCH %s answer 405 with Allow',
    async (path) => {
      for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const answer = await rawRequest(path, { method })
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow).toBe('GET, HEAD, POST')
      }
    },
  )

  test('a POST to a page without an action is 405 with Allow: GET, HEAD (not an error)', async () => {
    const admin = await signInAsAdmin()
    const cases: [string, Record<string, string>][] = [
      ['/about', {}],
      ['/ar/team', {}],
      ['/admin/audit', { Cookie: admin.cookie }],
      ['/admin/audit.data', { Cookie: admin.cookie }],
    ]
    for (const [path, headers] of cases) {
      const answer = await rawRequest(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: site.baseUrl,
          ...headers,
        },
        body: 'intent=anything',
      })
      expect(answer.status, path).toBe(405)
      expect(answer.headers.allow, path).toBe('GET, HEAD')
    }
  })

  test("React Router's 405 for a missing action is not logged as an error", () => {
    const logged = vi.spyOn(logger, 'error')
    try {
      const refusal = new ErrorResponseImpl(
        405,
        'Method Not Allowed',
        new Error('You made a POST request to "/about" but did not provide an `action`'),
        true,
      )
      handleError(refusal, {
        request: new Request('http://localhost/about', { method: 'POST' }),
        params: {},
        context: {} as never,
      } as never)
      expect(logged).not.toHaveBeenCalled()
      // Anything else still is.
      handleError(new Error('boom'), {
        request: new Request('http://localhost/about'),
        params: {},
        context: {} as never,
      } as never)
      expect(logged).toHaveBeenCalledOnce()
    } finally {
      logged.mockRestore()
    }
  })

  test('a control character in redirectTo is refused with the form (400), never followed', async () => {
    const account = await createSignedInUser()
    const answer = await rawRequest('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.baseUrl },
      body: new URLSearchParams({
        email: account.email,
        password: account.password,
        redirectTo: '/\u0001/evil.example',
      }).toString(),
    })
    expect(answer.status).toBe(400)
    expect(answer.headers.location).toBeUndefined()
  })

  test('a Host header that is not a host gives 400, not 500', async () => {
    const answer = await rawRequest('/', { headers: { Host: 'exa mple.com:xyz' } })
    expect(answer.status).toBeLessThan(500)
  })

  test.each([
    ['/\t/evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\u0645\u0631\u062d\u0628\u0627', '/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'],
    ['/investments?q=\u20ac', '/investments?q=%E2%82%AC'],
  ])('after login, redirectTo %j goes to %s', async (redirectTo, expected) => {
    const account = await createSignedInUser()
    const answer = await rawRequest('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.baseUrl },
      body: new URLSearchParams({
        email: account.email,
        password: account.password,
        redirectTo,
      }).toString(),
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe(expected)
  })
})

const adminActions = (await withModules(adminRoutes)).filter((route) => route.module.action)

describe('refused admin posts (finding 7)', () => {
  test('the table holds every admin route with an action', () => {
    expect(adminActions.length).toBeGreaterThanOrEqual(12)
  })

  test.each(adminActions)('POST $url: 403 for a user, /login for a visitor', async (route) => {
    const before = await databaseFingerprint()
    const body = new URLSearchParams({ intent: 'delete', id: 'inv-001', status: 'Accepted' })
    const post = (cookie?: string) =>
      fetch(`${site.baseUrl}${route.url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: site.baseUrl,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body,
      })
    const asMember = await post(member.cookie)
    expect(asMember.status).toBe(403)
    const asVisitor = await post()
    expect(asVisitor.status).toBe(302)
    expect(asVisitor.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent(route.url)}`,
    )
    expect(await databaseFingerprint()).toBe(before)
  })

  test('the 403 page says what happened', async () => {
    const answer = await fetch(`${site.baseUrl}/admin/contacts`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: site.baseUrl,
        Cookie: member.cookie,
      },
      body: 'intent=delete&id=x',
    })
    expect(answer.status).toBe(403)
    expect(await answer.text()).toContain('You do not have permission to do that.')
  })
})

const adminPages = (await withModules(adminRoutes)).filter((route) => route.module.loader)

describe('an admin screen outside the role', () => {
  // A Recruiter opens Careers (and the screens of every staff member: their account, the
  // reports, which show them their areas only); every other screen is the same page,
  // whatever the route's own error boundary does with its load failures.
  let recruiter: TestAccount
  beforeAll(async () => {
    recruiter = await createSignedInUser({ name: 'Hardening Recruiter' })
    const db = await getDb()
    await db.update(user).set({ role: 'recruiter' }).where(eq(user.id, recruiter.id))
  })

  // Screens only: a file download (a resource route, no component) answers 403 as a file would.
  const refusedPages = adminPages.filter((route) => {
    const path = new URL(route.url, site?.baseUrl ?? 'http://x').pathname
    if (!route.module.default) return false
    return !(path === '/admin' || /^\/admin\/(account|careers|reports)(\/|$)/.test(path))
  })

  test('the table holds the screens a Recruiter may not open', () => {
    expect(refusedPages.map((route) => route.url)).toContain('/admin/requests')
    expect(refusedPages.length).toBeGreaterThanOrEqual(12)
  })

  test.each(refusedPages)('GET $url: 403, headed "Access denied"', async (route) => {
    const answer = await fetch(`${site.baseUrl}${route.url}`, {
      redirect: 'manual',
      headers: { Cookie: recruiter.cookie },
    })
    expect(answer.status).toBe(403)
    const html = await answer.text()
    expect(html).toMatch(/<h1[^>]*>Access denied<\/h1>/)
    expect(html).toContain('You do not have permission to do that.')
  })
})

describe('the origin of a post', () => {
  // A page whose referrer policy is no-referrer (reset-password, its token in the address)
  // makes the browser send `Origin: null` on a plain form post; Sec-Fetch-Site, which no page
  // can set, still says where it came from.
  test('Origin null is let through from our own page only', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${site.baseUrl}/contact`, {
        method: 'POST',
        headers,
        body: new URLSearchParams({ name: '' }),
        redirect: 'manual',
      })
    // It reaches the contact form's action, which answers an empty form with its messages.
    const ours = await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-origin' })
    expect(ours.status).toBe(400)
    expect(await ours.text()).toContain('Please fill in all required fields')
    expect((await post({ Origin: 'null', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
    expect((await post({ Origin: 'null', 'Sec-Fetch-Site': 'same-site' })).status).toBe(403)
    expect((await post({ Origin: 'null' })).status).toBe(403)
  })
})

describe('what the platform tells the application about a request', () => {
  // The client address reaches the limits through the load context (request-facts.server),
  // as Express resolved it (TRUST_PROXY): a proxy it trusts names the client in
  // X-Forwarded-For; anyone else's headers are never read as the address.
  async function failedSignIns(baseUrl: string, headersOf: (attempt: number) => HeadersInit) {
    const account = await createSignedInUser({ name: 'Facts Member' })
    const statuses: number[] = []
    for (let attempt = 0; attempt <= LOGIN_FAILURES_PER_ACCOUNT_AND_IP; attempt++) {
      const response = await fetch(`${baseUrl}/login`, {
        method: 'POST',
        headers: { Origin: baseUrl, ...headersOf(attempt) },
        body: new URLSearchParams({ email: account.email, password: `wrong-guess-${attempt}` }),
        redirect: 'manual',
      })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    return statuses
  }
  const spoofed = (attempt: number) => ({
    'X-Forwarded-For': `198.51.100.${attempt + 1}`,
    'X-Real-Ip': `198.51.100.${attempt + 1}`,
    'X-Client-Ip': `198.51.100.${attempt + 1}`,
    Forwarded: `for=198.51.100.${attempt + 1}`,
  })
  const limitedAtTheLast = [
    ...Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_AND_IP }, () => 401),
    429,
  ]

  test('a caller that is not a trusted proxy is limited at its real address', async () => {
    // The site trusts one proxy, 10.0.0.1; this caller (127.0.0.1) is not it.
    const behindProxy = await startSiteServer({ trustProxy: '10.0.0.1' })
    try {
      expect(await failedSignIns(behindProxy.baseUrl, spoofed)).toEqual(limitedAtTheLast)
    } finally {
      await behindProxy.close()
    }
  })

  test('a trusted proxy names the client, each address limited on its own', async () => {
    // The default trusts a proxy on this machine: the caller here is one.
    const statuses = await failedSignIns(site.baseUrl, spoofed)
    expect(statuses).toEqual(statuses.map(() => 401))
  })
})
