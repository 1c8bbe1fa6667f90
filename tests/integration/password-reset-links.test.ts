import crypto from 'node:crypto'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { user, verification } from '#db/schema'
import { RESET_EMAILS_PER_ACCOUNT, signIn } from '~/domain/accounts/accounts.server'
import { action as dashboardAction } from '~/routes/account/dashboard'
import { action as settingsAction } from '~/routes/admin/settings'
import { action as forgotAction } from '~/routes/auth/forgot-password'
import { action as resetAction, loader as resetLoader } from '~/routes/auth/reset-password'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { deliverQueuedEmails, startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type CapturedMail } from '../support/mail-capture'
import {
  BASE_URL,
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  statusOf,
  type TestAccount,
} from '../support/requests'

// Reset links are read from the e-mails a real SMTP server receives.
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function mailsTo(address: string): CapturedMail[] {
  return mailbox.messages.filter((mail) => mail.to.includes(address.toLowerCase()))
}

async function waitForMails(address: string, count: number): Promise<CapturedMail[]> {
  const deadline = Date.now() + 10_000
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} e-mails to ${address}`)
    await sleep(25)
  }
  return mailsTo(address)
}

function tokenIn(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0]
  if (!link) throw new Error(`no reset link in:\n${mail.text}`)
  return new URL(link).searchParams.get('token') ?? ''
}

/** Asks for a reset link from a fresh address and returns the token of the e-mail it sends. */
async function requestToken(email: string): Promise<string> {
  const before = mailsTo(email).length
  const outcome = await callRoute(forgotAction, postForm('/forgot-password', { email }))
  expect(statusOf(outcome)).toBe(302)
  const mails = await waitForMails(email, before + 1)
  return tokenIn(mails[mails.length - 1])
}

function reset(token: string, password: string) {
  return callRoute(
    resetAction,
    postForm('/reset-password', { token, password, confirmPassword: password }),
  )
}

async function isLinkValid(token: string): Promise<boolean> {
  const loaded = (await callRoute(resetLoader, getRequest(`/reset-password?token=${token}`))) as {
    isValid: boolean
  }
  return loaded.isValid
}

async function resetLinkRows(account: TestAccount) {
  const db = await getDb()
  return db
    .select()
    .from(verification)
    .where(
      and(eq(verification.value, account.id), like(verification.identifier, 'reset-password:%')),
    )
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  return (await signIn(new Request(BASE_URL), email, password)).isSignedIn
}

describe('one live reset link per account', () => {
  test('a second request replaces the first link', async () => {
    const account = await createSignedInUser()
    const first = await requestToken(account.email)
    const second = await requestToken(account.email)
    expect(second).not.toBe(first)
    expect(await resetLinkRows(account)).toHaveLength(1)
    expect(await isLinkValid(first)).toBe(false)
    expect(await isLinkValid(second)).toBe(true)
  })

  test('after a reset with the newest link, an older link resets nothing', async () => {
    const account = await createSignedInUser()
    const older = await requestToken(account.email)
    const newest = await requestToken(account.email)
    expect(statusOf(await reset(newest, 'newest-link-pass-1'))).toBe(302)
    const replay = await reset(older, 'older-link-pass-2')
    expect(statusOf(replay)).toBe(400)
    expect(JSON.stringify(replay)).toContain('This password reset link is invalid or has expired')
    expect(await canSignIn(account.email, 'newest-link-pass-1')).toBe(true)
    expect(await canSignIn(account.email, 'older-link-pass-2')).toBe(false)
    expect(await resetLinkRows(account)).toHaveLength(0)
  })

  test('a reset deletes every outstanding link of the account, even one written around the limit', async () => {
    const account = await createSignedInUser()
    const token = await requestToken(account.email)
    const db = await getDb()
    // A second live row, as an older release could leave behind.
    await db.insert(verification).values({
      id: crypto.randomUUID(),
      identifier: 'reset-password:left-over',
      value: account.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    expect(statusOf(await reset(token, 'clean-slate-pass-3'))).toBe(302)
    expect(await resetLinkRows(account)).toHaveLength(0)
  })
})

describe('a password change invalidates outstanding reset links', () => {
  test('from the dashboard', async () => {
    const account = await createSignedInUser()
    const token = await requestToken(account.email)
    const changed = await callRoute(
      dashboardAction,
      postForm(
        '/dashboard',
        {
          intent: 'change-password',
          currentPassword: account.password,
          password: 'changed-on-dashboard-4',
          confirmPassword: 'changed-on-dashboard-4',
        },
        { cookie: account.cookie },
      ),
    )
    expect(statusOf(changed)).toBe(302)
    expect(await isLinkValid(token)).toBe(false)
    expect(statusOf(await reset(token, 'stolen-link-pass-5'))).toBe(400)
    expect(await canSignIn(account.email, 'changed-on-dashboard-4')).toBe(true)
  })

  test('from the admin settings', async () => {
    const admin = await createSignedInUser({ name: 'Another Admin' })
    const db = await getDb()
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id))
    const token = await requestToken(admin.email)
    const changed = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: admin.password,
          password: 'changed-in-settings-6',
          confirmPassword: 'changed-in-settings-6',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(changed)).toBe(302)
    expect(await isLinkValid(token)).toBe(false)
  })
})

describe('reset e-mails per account', () => {
  test(`at most ${RESET_EMAILS_PER_ACCOUNT} an hour, with the same neutral answer every time`, async () => {
    const account = await createSignedInUser()
    const unknown = `nobody-${crypto.randomBytes(4).toString('hex')}@example.org`
    const answers: unknown[] = []
    // From a different address each time: the per-IP form limit plays no part.
    for (let i = 0; i < RESET_EMAILS_PER_ACCOUNT + 3; i++) {
      for (const email of [account.email, unknown]) {
        const outcome = await callRoute(forgotAction, postForm('/forgot-password', { email }))
        expect(statusOf(outcome)).toBe(302)
        answers.push(outcome)
      }
    }
    // Known or unknown, limited or not: one answer.
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    const mails = await waitForMails(account.email, RESET_EMAILS_PER_ACCOUNT)
    await sleep(500)
    await deliverQueuedEmails()
    expect(mailsTo(account.email)).toHaveLength(RESET_EMAILS_PER_ACCOUNT)
    expect(mailsTo(unknown)).toHaveLength(0)
    // The refused requests did not replace the last link sent.
    expect(await isLinkValid(tokenIn(mails[mails.length - 1]))).toBe(true)
    expect(await resetLinkRows(account)).toHaveLength(1)
  })
})
