import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { user } from '#db/schema'
import { action, loader } from '~/routes/auth/register'
import { loader as loginLoader } from '~/routes/auth/login'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAs,
  signInAsAdmin,
  statusOf,
} from '../support/requests'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

function uniqueEmail(prefix = 'reg') {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.org`
}

function registration(overrides: Record<string, string> = {}) {
  return {
    name: 'Layla Haddad',
    email: uniqueEmail(),
    password: 'sand-dune-sunrise',
    confirmPassword: 'sand-dune-sunrise',
    company: '',
    phone: '',
    ...overrides,
  }
}

async function findUser(email: string) {
  const db = await getDb()
  const [row] = await db.select().from(user).where(eq(user.email, email.toLowerCase()))
  return row
}

describe('registration', () => {
  test('a new account is created with company and phone stored as NULL when empty, then /login', async () => {
    const fields = registration()
    const outcome = await callRoute(action, postForm('/register', fields))
    expect(outcome).toBeInstanceOf(Response)
    const response = outcome as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/login')
    expect(await toastOf(response)).toMatchObject({
      title: 'Registration successful',
      description: 'You can now log in to your account.',
    })
    const row = await findUser(fields.email)
    expect(row).toMatchObject({ name: 'Layla Haddad', company: null, phone: null, role: 'user' })
    // No session is created by registering: the person logs in next.
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false)
    await expect(signInAs(fields.email, fields.password)).resolves.toMatchObject({ id: row.id })
  })

  test('company and phone are stored when given, and the address is kept in lower case', async () => {
    const email = uniqueEmail('Mixed.Case')
    await callRoute(
      action,
      postForm(
        '/register',
        registration({ email, company: 'Gulf Trading LLC', phone: '+971 4 123 4567' }),
      ),
    )
    expect(await findUser(email)).toMatchObject({
      email: email.toLowerCase(),
      company: 'Gulf Trading LLC',
      phone: '+971 4 123 4567',
    })
  })

  test('each field shows the message of SPEC 5', async () => {
    const outcome = await callRoute(
      action,
      postForm('/register', {
        name: '',
        email: 'not-an-email',
        password: '12345',
        confirmPassword: '54321',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Name is required')
    expect(body).toContain('Invalid email address')
    expect(body).toContain('Password must be at least 6 characters')
    expect(body).toContain('Passwords do not match')
  })

  test('passwords that do not match are refused on confirmPassword', async () => {
    const fields = registration({ confirmPassword: 'something-else' })
    const outcome = await callRoute(action, postForm('/register', fields))
    expect(statusOf(outcome)).toBe(400)
    const reply = (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result
    expect(reply.error.confirmPassword).toEqual(['Passwords do not match'])
    expect(await findUser(fields.email)).toBeUndefined()
  })

  test('the reserved admin address is refused by the server, whatever its case', async () => {
    for (const email of ['admin@example.com', 'ADMIN@Example.COM', ' Admin@example.com ']) {
      const outcome = await callRoute(action, postForm('/register', registration({ email })))
      expect(statusOf(outcome)).toBe(400)
      const body = JSON.stringify(outcome)
      expect(body).toContain('This email address is reserved')
      expect(body).toContain('Registration failed')
    }
    const db = await getDb()
    const admins = await db.select().from(user).where(eq(user.email, 'admin@example.com'))
    expect(admins).toHaveLength(1)
    expect(admins[0].role).toBe('admin')
  })

  test('an address that already has an account is answered as a new one, with no second account', async () => {
    const fields = registration()
    await callRoute(action, postForm('/register', fields))
    const again = await callRoute(
      action,
      postForm('/register', { ...fields, email: fields.email.toUpperCase(), name: 'Someone Else' }),
    )
    // Decision 034: the page tells nobody who has an account (the owner gets an e-mail).
    expect(statusOf(again)).toBe(302)
    expect(await toastOf(again)).toMatchObject({ title: 'Registration successful' })
    expect(await findUser(fields.email)).toMatchObject({ name: 'Layla Haddad' })
  })

  test('one of the most common passwords is refused, whatever its case', async () => {
    for (const password of ['password1', 'QWERTY123', 'iloveyou']) {
      const fields = registration({ password, confirmPassword: password })
      const outcome = await callRoute(action, postForm('/register', fields))
      expect(statusOf(outcome)).toBe(400)
      expect(JSON.stringify(outcome)).toContain('This password is too common')
      expect(await findUser(fields.email)).toBeUndefined()
    }
  })

  test('registrations from one address are limited (429)', async () => {
    const headers = { 'x-client-ip': '203.0.113.77' }
    const limit = env().FORM_RATE_LIMIT
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) {
      statuses.push(
        statusOf(await callRoute(action, postForm('/register', registration(), { headers }))),
      )
    }
    expect(statuses.slice(0, limit).every((status) => status === 302)).toBe(true)
    expect(statuses[limit]).toBe(429)
  })

  test('a filled honeypot is told it registered but creates nothing', async () => {
    const fields = registration({ website_url: 'http://spam.example' })
    const outcome = await callRoute(action, postForm('/register', fields))
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/login')
    expect(await findUser(fields.email)).toBeUndefined()
  })
})

describe('signed-in people do not see /register or /login', () => {
  async function landingOf(cookie: string) {
    const register = await callRoute(loader, getRequest('/register', { cookie }))
    const login = await callRoute(loginLoader, getRequest('/login', { cookie }))
    return [register, login].map((outcome) => (outcome as Response).headers.get('Location'))
  }

  test('a user is sent to /dashboard', async () => {
    const account = await createSignedInUser()
    expect(await landingOf(account.cookie)).toEqual(['/dashboard', '/dashboard'])
  })

  test('the admin is sent to /admin', async () => {
    const admin = await signInAsAdmin()
    expect(await landingOf(admin.cookie)).toEqual(['/admin', '/admin'])
  })

  test('a visitor sees the form', async () => {
    expect(await callRoute(loader, getRequest('/register'))).toBeNull()
  })
})
