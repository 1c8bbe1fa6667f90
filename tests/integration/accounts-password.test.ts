import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { session, verification } from '#db/schema'
import { signIn } from '~/domain/accounts/accounts.server'
import { action as dashboardAction } from '~/routes/account/dashboard'
import { action as forgotAction } from '~/routes/auth/forgot-password'
import { action as resetAction, loader as resetLoader } from '~/routes/auth/reset-password'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { getSessionUser } from '~/server/session.server'
import { prepareTestApp } from '../support/app'
import { deliverQueuedEmails, startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type CapturedMail } from '../support/mail-capture'
import {
  BASE_URL,
  callRoute,
  cookieHeader,
  createSignedInUser,
  getRequest,
  postForm,
  signInAs,
  statusOf,
  type TestAccount,
} from '../support/requests'

// The reset e-mail is read from a real SMTP server, as the person would receive it.
let mailbox: Awaited<ReturnType<typeof startMailCapture>>

beforeAll(async () => {
  mailbox = await startMailCapture()
  process.env.SMTP_URL = mailbox.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
})

afterAll(async () => {
  await stopTestJobRunner()
  await mailbox.close()
})

const isTo = (address: string) => (mail: CapturedMail) =>
  mail.to.some((to) => to.toLowerCase() === address.toLowerCase())

function mailsTo(address: string): CapturedMail[] {
  return mailbox.messages.filter(isTo(address))
}

function waitForMailTo(address: string): Promise<CapturedMail> {
  return mailbox.waitFor(isTo(address), 10_000)
}

/** The reset link of a mail, as the person would click it. */
function resetLinkIn(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0]
  if (!link) throw new Error(`no reset link in:\n${mail.text}`)
  return link
}

async function requestResetLink(email: string): Promise<string> {
  const outcome = await callRoute(forgotAction, postForm('/forgot-password', { email }))
  expect(statusOf(outcome)).toBe(302)
  const mail = await waitForMailTo(email)
  expect(mail.subject).toBe('Reset your password')
  return resetLinkIn(mail)
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? ''
}

async function sessionsOf(account: TestAccount) {
  const db = await getDb()
  return db.select().from(session).where(eq(session.userId, account.id))
}

describe('forgot password', () => {
  test('the same neutral answer whether or not the address has an account; only a real account gets a mail', async () => {
    const account = await createSignedInUser()
    const known = await callRoute(
      forgotAction,
      postForm('/forgot-password', { email: account.email }),
    )
    const unknownEmail = `nobody-${crypto.randomBytes(4).toString('hex')}@example.org`
    const unknown = await callRoute(
      forgotAction,
      postForm('/forgot-password', { email: unknownEmail }),
    )
    // Both go to the page's confirmation (?sent=1), which says the same thing to everyone.
    for (const outcome of [known, unknown]) {
      expect(statusOf(outcome)).toBe(302)
      expect((outcome as Response).headers.get('Location')).toBe('/forgot-password?sent=1')
    }
    await waitForMailTo(account.email)
    // The reset e-mail is queued without being awaited (decision 009): wait, then deliver.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await deliverQueuedEmails()
    expect(mailsTo(unknownEmail)).toHaveLength(0)
  })

  test('the mail links to /reset-password with a token valid for one hour, stored only as a hash', async () => {
    const account = await createSignedInUser()
    const link = await requestResetLink(account.email)
    expect(link.startsWith(`${env().APP_URL}/reset-password?token=`)).toBe(true)
    const token = tokenOf(link)
    expect(token.length).toBeGreaterThan(16)
    const db = await getDb()
    const rows = await db.select().from(verification).where(eq(verification.value, account.id))
    expect(rows).toHaveLength(1)
    expect(rows[0].identifier).not.toContain(token)
    const lifetime = rows[0].expiresAt.getTime() - Date.now()
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000)
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000)
    expect(await callRoute(resetLoader, getRequest(`/reset-password?token=${token}`))).toEqual({
      token,
      isValid: true,
    })
  })

  test('an invalid e-mail address is refused with the field message', async () => {
    const outcome = await callRoute(forgotAction, postForm('/forgot-password', { email: 'nope' }))
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Invalid email address')
  })

  test('reset requests from one address are limited (429)', async () => {
    const headers = { 'x-client-ip': '203.0.113.90' }
    let last: unknown
    for (let i = 0; i <= env().FORM_RATE_LIMIT; i++) {
      last = await callRoute(
        forgotAction,
        postForm('/forgot-password', { email: `x${i}@example.org` }, { headers }),
      )
    }
    expect(statusOf(last)).toBe(429)
    expect(JSON.stringify(last)).toContain('Too many requests. Please wait a moment and try again.')
  })
})

describe('reset password', () => {
  test('the link sets a new password, signs out every session, and works only once', async () => {
    const account = await createSignedInUser()
    const otherDevice = await signInAs(account.email, account.password)
    expect(await sessionsOf(account)).toHaveLength(2)
    const token = tokenOf(await requestResetLink(account.email))

    const outcome = (await callRoute(
      resetAction,
      postForm('/reset-password', {
        token,
        password: 'new-desert-rose-7',
        confirmPassword: 'new-desert-rose-7',
      }),
    )) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/login')

    // revokeSessionsOnPasswordReset: no session of this user survives.
    expect(await sessionsOf(account)).toHaveLength(0)
    for (const cookie of [account.cookie, otherDevice.cookie]) {
      expect(await getSessionUser(getRequest('/', { cookie }))).toBeNull()
    }
    expect((await signIn(new Request(BASE_URL), account.email, account.password)).isSignedIn).toBe(
      false,
    )
    expect(
      (await signIn(new Request(BASE_URL), account.email, 'new-desert-rose-7')).isSignedIn,
    ).toBe(true)

    // Single use: the same link now says it is invalid.
    expect(await callRoute(resetLoader, getRequest(`/reset-password?token=${token}`))).toEqual({
      token,
      isValid: false,
    })
    const again = await callRoute(
      resetAction,
      postForm('/reset-password', {
        token,
        password: 'another-pass-99',
        confirmPassword: 'another-pass-99',
      }),
    )
    expect(statusOf(again)).toBe(400)
    expect(JSON.stringify(again)).toContain('This password reset link is invalid or has expired')
  })

  test('an expired link is refused with a clear message', async () => {
    const account = await createSignedInUser()
    const token = tokenOf(await requestResetLink(account.email))
    const db = await getDb()
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, account.id))
    expect(await callRoute(resetLoader, getRequest(`/reset-password?token=${token}`))).toEqual({
      token,
      isValid: false,
    })
    const outcome = await callRoute(
      resetAction,
      postForm('/reset-password', {
        token,
        password: 'late-password-1',
        confirmPassword: 'late-password-1',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('This password reset link is invalid or has expired')
    expect((await signIn(new Request(BASE_URL), account.email, account.password)).isSignedIn).toBe(
      true,
    )
  })

  test('an unknown or missing token is invalid', async () => {
    expect(await callRoute(resetLoader, getRequest('/reset-password?token=made-up'))).toEqual({
      token: 'made-up',
      isValid: false,
    })
    expect(await callRoute(resetLoader, getRequest('/reset-password'))).toEqual({
      token: '',
      isValid: false,
    })
  })

  test('the new password follows the registration rules, common passwords included', async () => {
    const account = await createSignedInUser()
    const token = tokenOf(await requestResetLink(account.email))
    const cases = [
      [{ password: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
      [{ password: 'long-enough-1', confirmPassword: 'different-1' }, 'Passwords do not match'],
      [{ password: 'Password1', confirmPassword: 'Password1' }, 'This password is too common'],
    ] as const
    for (const [fields, message] of cases) {
      const outcome = await callRoute(
        resetAction,
        postForm('/reset-password', { token, ...fields }),
      )
      expect(statusOf(outcome)).toBe(400)
      expect(JSON.stringify(outcome)).toContain(message)
    }
    // None of the refused attempts used up the link.
    expect(await callRoute(resetLoader, getRequest(`/reset-password?token=${token}`))).toEqual({
      token,
      isValid: true,
    })
  })
})

describe('change password from the dashboard', () => {
  function changePassword(account: TestAccount, fields: Record<string, string>) {
    return callRoute(
      dashboardAction,
      postForm('/dashboard', { intent: 'change-password', ...fields }, { cookie: account.cookie }),
    )
  }

  test('a wrong current password is refused and nothing changes', async () => {
    const account = await createSignedInUser()
    const outcome = await changePassword(account, {
      currentPassword: 'not-my-password',
      password: 'brand-new-pass-1',
      confirmPassword: 'brand-new-pass-1',
    })
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('Current password is incorrect')
    expect((await signIn(new Request(BASE_URL), account.email, account.password)).isSignedIn).toBe(
      true,
    )
  })

  test('a common new password is refused', async () => {
    const account = await createSignedInUser()
    const outcome = await changePassword(account, {
      currentPassword: account.password,
      password: 'sunshine1',
      confirmPassword: 'sunshine1',
    })
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('This password is too common')
  })

  test('the right current password changes it, signs out other sessions and keeps this one', async () => {
    const account = await createSignedInUser()
    const otherDevice = await signInAs(account.email, account.password)
    const outcome = (await changePassword(account, {
      currentPassword: account.password,
      password: 'brand-new-pass-2',
      confirmPassword: 'brand-new-pass-2',
    })) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/dashboard')
    expect(await getSessionUser(getRequest('/', { cookie: otherDevice.cookie }))).toBeNull()
    const renewed = cookieHeader(outcome.headers.getSetCookie())
    expect(await getSessionUser(getRequest('/', { cookie: renewed }))).toMatchObject({
      id: account.id,
    })
    expect(await sessionsOf(account)).toHaveLength(1)
    expect(
      (await signIn(new Request(BASE_URL), account.email, 'brand-new-pass-2')).isSignedIn,
    ).toBe(true)
  })
})
