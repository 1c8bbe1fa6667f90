import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { session, verification } from '#db/schema'
import { action as loginAction } from '~/routes/auth/login'
import { action as logoutAction, loader as logoutLoader } from '~/routes/auth/logout'
import { purgeExpiredAuthRecords } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { getSessionUser } from '~/server/session.server'
import { loader as rootLoader } from '~/root'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
} from '../support/requests'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

function randomIp() {
  return `198.51.${crypto.randomInt(255)}.${crypto.randomInt(255)}`
}

function login(fields: Record<string, string>, ip = randomIp()) {
  return callRoute(loginAction, postForm('/login', fields, { headers: { 'x-client-ip': ip } }))
}

function sessionToken(setCookies: string[]): string {
  const cookie = setCookies.find((c) => c.includes('session_token='))
  if (!cookie) throw new Error('no session cookie')
  return decodeURIComponent(cookie.split(';')[0].split('=')[1]).split('.')[0]
}

describe('login', () => {
  test('the admin lands on /admin with the admin toast; a user on /dashboard', async () => {
    const admin = await signInAsAdmin()
    const adminOutcome = (await login({
      email: admin.email.toUpperCase(),
      password: admin.password,
    })) as Response
    expect(adminOutcome.headers.get('Location')).toBe('/admin')
    expect(await toastOf(adminOutcome)).toMatchObject({ title: 'Admin login successful' })

    const account = await createSignedInUser()
    const userOutcome = (await login({
      email: account.email,
      password: account.password,
    })) as Response
    expect(userOutcome.headers.get('Location')).toBe('/dashboard')
    expect(await toastOf(userOutcome)).toMatchObject({ title: 'Login successful' })
  })

  test('the same message for a wrong password and an unknown address', async () => {
    const account = await createSignedInUser()
    const wrong = await login({ email: account.email, password: 'not-the-password' })
    const unknown = await login({ email: 'nobody-here@example.org', password: 'whatever-1' })
    for (const outcome of [wrong, unknown]) {
      expect(statusOf(outcome)).toBe(401)
      expect(JSON.stringify(outcome)).toContain('Invalid email or password')
      expect(JSON.stringify(outcome)).toContain('Login failed')
    }
  })

  test('it returns to the page that sent the visitor to login, never to another site', async () => {
    const account = await createSignedInUser()
    const back = (await login({
      email: account.email,
      password: account.password,
      redirectTo: '/dashboard?tab=investments',
    })) as Response
    expect(back.headers.get('Location')).toBe('/dashboard?tab=investments')
    for (const redirectTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const outcome = (await login({
        email: account.email,
        password: account.password,
        redirectTo,
      })) as Response
      expect(outcome.headers.get('Location')).toBe('/dashboard')
    }
  })

  test('each login issues a new session token in an httpOnly, SameSite=Lax cookie for 7 days', async () => {
    const account = await createSignedInUser()
    const first = (await login({ email: account.email, password: account.password })) as Response
    const second = (await login({ email: account.email, password: account.password })) as Response
    const cookie = first.headers.getSetCookie().find((c) => c.includes('session_token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).toMatch(/Max-Age=604800/)
    // Tests run without https, so no Secure flag; production over https sets it.
    expect(cookie).not.toMatch(/Secure/i)
    expect(sessionToken(first.headers.getSetCookie())).not.toBe(
      sessionToken(second.headers.getSetCookie()),
    )
  })
})

describe('failed-login limits', () => {
  test('after 5 failures from one address, that address is refused with 429 for the account, even with the right password', async () => {
    const account = await createSignedInUser()
    const ip = randomIp()
    for (let i = 0; i < 5; i++) {
      const outcome = await login({ email: account.email, password: `wrong-${i}-pass` }, ip)
      expect(statusOf(outcome)).toBe(401)
    }
    const limited = await login({ email: account.email, password: account.password }, ip)
    expect(statusOf(limited)).toBe(429)
    expect(JSON.stringify(limited)).toContain('Too many failed login attempts')
    const retryAfter = Number(
      (limited as { init?: { headers?: Record<string, string> } }).init?.headers?.['Retry-After'],
    )
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // Another account from the same address is unaffected.
    const other = await createSignedInUser()
    expect(statusOf(await login({ email: other.email, password: other.password }, ip))).toBe(302)
  })

  test('successful logins do not count against the limit', async () => {
    const account = await createSignedInUser()
    for (let i = 0; i < 7; i++) {
      expect(statusOf(await login({ email: account.email, password: account.password }))).toBe(302)
    }
  })

  test('after 20 failures from one address, that address is refused with 429', async () => {
    const ip = randomIp()
    for (let i = 0; i < 20; i++) {
      const outcome = await login({ email: `probe-${i}@example.org`, password: 'guess-123' }, ip)
      expect(statusOf(outcome)).toBe(401)
    }
    const account = await createSignedInUser()
    expect(statusOf(await login({ email: account.email, password: account.password }, ip))).toBe(
      429,
    )
    expect(statusOf(await login({ email: account.email, password: account.password }))).toBe(302)
  })
})

describe('logout', () => {
  test('POST /logout deletes the session on the server and returns to /login', async () => {
    const account = await createSignedInUser()
    const request = postForm('/logout', {}, { cookie: account.cookie })
    expect(await getSessionUser(request)).not.toBeNull()
    const outcome = (await callRoute(logoutAction, request)) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/login')
    expect(await toastOf(outcome)).toMatchObject({ title: 'Logged out successfully' })
    expect(
      outcome.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /Max-Age=0/i.test(c)),
    ).toBe(true)
    // The old cookie no longer opens a session, even if a browser kept it.
    expect(await getSessionUser(getRequest('/', { cookie: account.cookie }))).toBeNull()
    const db = await getDb()
    expect(await db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0)
  })

  test('GET /logout signs nobody out (a link cannot log people out)', async () => {
    const account = await createSignedInUser()
    const outcome = (await callRoute(
      logoutLoader,
      getRequest('/logout', { cookie: account.cookie }),
    )) as Response
    expect(outcome.headers.get('Location')).toBe('/')
    expect(await getSessionUser(getRequest('/', { cookie: account.cookie }))).not.toBeNull()
  })
})

test('expired sessions and verification tokens are purged', async () => {
  const account = await createSignedInUser()
  const db = await getDb()
  const past = new Date(Date.now() - 60_000)
  await db.update(session).set({ expiresAt: past }).where(eq(session.userId, account.id))
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: 'reset-password:expired-token',
    value: account.id,
    expiresAt: past,
  })
  const purged = await purgeExpiredAuthRecords()
  expect(purged.sessions).toBeGreaterThanOrEqual(1)
  expect(purged.tokens).toBeGreaterThanOrEqual(1)
  expect(await db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0)
  expect(
    await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, 'reset-password:expired-token')),
  ).toHaveLength(0)
})

describe('7 days idle expiry', () => {
  const DAY = 24 * 60 * 60 * 1000

  test('a session used again after a day is extended by 7 days and its cookie re-issued by every page', async () => {
    const account = await createSignedInUser()
    const db = await getDb()
    // Signed in two days ago: five days left.
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.userId, account.id))
    const outcome = await callRoute(rootLoader, getRequest('/', { cookie: account.cookie }))
    const init = (outcome as { init?: { headers?: Headers } }).init
    const cookies = new Headers(init?.headers).getSetCookie()
    expect(cookies.some((c) => c.includes('session_token=') && /Max-Age=604800/.test(c))).toBe(true)
    const [row] = await db.select().from(session).where(eq(session.userId, account.id))
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY)
  })

  test('a session idle for 7 days no longer signs anyone in', async () => {
    const account = await createSignedInUser()
    const db = await getDb()
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, account.id))
    expect(await getSessionUser(getRequest('/', { cookie: account.cookie }))).toBeNull()
  })
})
