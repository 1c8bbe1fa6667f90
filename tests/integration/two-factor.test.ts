import nodeCrypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { session, staffInvitation, user } from '#db/schema'
import { action as accountAction, loader as accountLoader } from '~/routes/admin/account'
import { action as loginAction } from '~/routes/auth/login'
import { action as codeAction, loader as codeLoader } from '~/routes/auth/two-factor'
import { action as staffAction } from '~/routes/admin/staff'
import { action as dashboardAction, loader as dashboardLoader } from '~/routes/account/dashboard'
import { acceptInvitation } from '~/domain/staff/staff.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  cookieHeader,
  createSignedInUser,
  getRequest,
  postForm,
  signInAs,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'
import { totpNow } from '../support/totp'

type Setup = { secret: string; recoveryCodes: string[]; qrSvg: string }

beforeAll(prepareTestApp)

const PASSWORD = 'a-long-staff-password'

/** A new Editor, invited by the Administrator, signed in. */
async function newEditor(): Promise<TestAccount> {
  const admin = await signInAsAdmin()
  const email = `editor-${nodeCrypto.randomUUID().slice(0, 8)}@example.org`
  await callRoute(
    staffAction,
    postForm('/admin/staff', { intent: 'invite', email, role: 'editor' }, { cookie: admin.cookie }),
  )
  // The token is only in the e-mail; here the invitation row is accepted through a fresh one.
  const db = await getDb()
  const token = nodeCrypto.randomBytes(32).toString('base64url')
  await db
    .update(staffInvitation)
    .set({ tokenHash: nodeCrypto.createHash('sha256').update(token).digest('base64url') })
    .where(eq(staffInvitation.email, email))
  await acceptInvitation({ token, name: 'Eddie Editor', password: PASSWORD })
  return signInAs(email, PASSWORD)
}

const totp = totpNow

function setCookies(answer: unknown): string[] {
  const init = (answer as { init?: ResponseInit }).init
  const headers = answer instanceof Response ? answer.headers : new Headers(init?.headers)
  return headers.getSetCookie()
}

async function turnOn(account: TestAccount): Promise<{ setup: Setup; cookie: string }> {
  const started = await callRoute(
    accountAction,
    postForm(
      '/admin/account',
      { intent: '2fa-start', password: PASSWORD },
      { cookie: account.cookie },
    ),
  )
  expect(statusOf(started)).toBe(200)
  const setup = (started as unknown as { data: { next: { setup: Setup } } }).data.next.setup
  expect(setup.recoveryCodes).toHaveLength(10)
  expect(setup.qrSvg).toContain('<svg')
  const confirmed = await callRoute(
    accountAction,
    postForm(
      '/admin/account',
      // The code of the step before: a code works once, and the test signs in with this step's.
      { intent: '2fa-confirm', code: await totp(setup.secret, -1) },
      { cookie: account.cookie },
    ),
  )
  expect(statusOf(confirmed)).toBe(302)
  expect((await toastOf(confirmed))?.title).toBe('Two-factor sign-in is on')
  return { setup, cookie: cookieHeader(setCookies(confirmed)) }
}

/** Password step of the login form: the cookie of the two-factor challenge. */
async function passwordStep(email: string): Promise<string> {
  const answer = await callRoute(loginAction, postForm('/login', { email, password: PASSWORD }))
  expect(statusOf(answer)).toBe(302)
  expect((answer as Response).headers.get('Location')).toBe('/login/two-factor')
  return cookieHeader(setCookies(answer))
}

async function codeStep(challenge: string, code: string, method = 'app') {
  return callRoute(
    codeAction,
    postForm('/login/two-factor', { code, method }, { cookie: challenge }),
  )
}

describe('two-factor sign-in', () => {
  test('set up with a code from the app; sign-in then asks for a code after the password', async () => {
    const editor = await newEditor()
    const { setup } = await turnOn(editor)
    const db = await getDb()
    const [row] = await db.select().from(user).where(eq(user.id, editor.id))
    expect(row.twoFactorEnabled).toBe(true)

    const challenge = await passwordStep(editor.email)
    // The password alone opened no session.
    expect(
      statusOf(await callRoute(accountLoader, getRequest('/admin/account', { cookie: challenge }))),
    ).toBe(302)
    expect(
      statusOf(await callRoute(codeLoader, getRequest('/login/two-factor', { cookie: challenge }))),
    ).toBe(200)

    const wrong = await codeStep(challenge, '000000')
    expect(statusOf(wrong)).toBe(401)

    const signedIn = await codeStep(challenge, await totp(setup.secret))
    expect(statusOf(signedIn)).toBe(302)
    expect((signedIn as Response).headers.get('Location')).toBe('/admin')
    const cookie = cookieHeader(setCookies(signedIn))
    expect(statusOf(await callRoute(accountLoader, getRequest('/admin/account', { cookie })))).toBe(
      200,
    )
  })

  test('a recovery code works once', async () => {
    const editor = await newEditor()
    const { setup } = await turnOn(editor)
    const code = setup.recoveryCodes[0]
    const first = await codeStep(await passwordStep(editor.email), code, 'recovery')
    expect(statusOf(first)).toBe(302)
    const second = await codeStep(await passwordStep(editor.email), code, 'recovery')
    expect(statusOf(second)).toBe(401)
  })

  test('wrong codes are limited like passwords: the sixth in a row is refused unchecked', async () => {
    const editor = await newEditor()
    await turnOn(editor)
    const ip = '10.9.9.9'
    let last: unknown
    for (let attempt = 0; attempt < 6; attempt++) {
      const challenge = await passwordStep(editor.email)
      last = await callRoute(
        codeAction,
        postForm(
          '/login/two-factor',
          { code: '123456' },
          { cookie: challenge, headers: { 'x-client-ip': ip } },
        ),
      )
    }
    expect(statusOf(last)).toBe(429)
  })

  test('turning it off needs the password and a code', async () => {
    const editor = await newEditor()
    const { setup, cookie } = await turnOn(editor)
    const noCode = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        { intent: '2fa-off', password: PASSWORD, code: '000000' },
        { cookie },
      ),
    )
    expect(statusOf(noCode)).toBe(400)
    const wrongPassword = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        { intent: '2fa-off', password: 'not-the-password', code: await totp(setup.secret) },
        { cookie },
      ),
    )
    expect(statusOf(wrongPassword)).toBe(400)
    const off = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        // The code just typed was used by the refused attempt: the app's next one.
        { intent: '2fa-off', password: PASSWORD, code: await totp(setup.secret, 1) },
        { cookie },
      ),
    )
    expect(statusOf(off)).toBe(302)
    const db = await getDb()
    const [row] = await db.select().from(user).where(eq(user.id, editor.id))
    expect(row.twoFactorEnabled).toBe(false)
  })
})

describe('sessions', () => {
  test('a staff member sees their sessions and ends another one', async () => {
    const editor = await newEditor()
    const other = await signInAs(editor.email, PASSWORD)
    const page = (await callRoute(
      accountLoader,
      getRequest('/admin/account', { cookie: editor.cookie }),
    )) as Awaited<ReturnType<typeof accountLoader>>
    expect(page.sessions).toHaveLength(2)
    const current = page.sessions.find((row) => row.isCurrent)
    const otherRow = page.sessions.find((row) => !row.isCurrent)
    expect(current).toBeDefined()
    const ended = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        { intent: 'end-session', sessionId: otherRow?.id ?? '' },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(ended)).toBe(302)
    expect(
      statusOf(
        await callRoute(accountLoader, getRequest('/admin/account', { cookie: other.cookie })),
      ),
    ).toBe(302)
    expect(
      statusOf(
        await callRoute(accountLoader, getRequest('/admin/account', { cookie: editor.cookie })),
      ),
    ).toBe(200)
    // Someone else's session cannot be ended from here.
    const db = await getDb()
    const admin = await signInAsAdmin()
    const [adminSession] = await db.select().from(session).where(eq(session.userId, admin.id))
    const foreign = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        { intent: 'end-session', sessionId: adminSession.id },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(foreign)).toBe(404)
  })
})

test('a registered user sees their sessions on the dashboard and signs out all others', async () => {
  const member = await createSignedInUser({ name: 'Session Sam' })
  const elsewhere = await signInAs(member.email, member.password)
  const page = (await callRoute(
    dashboardLoader,
    getRequest('/dashboard', { cookie: member.cookie }),
  )) as Awaited<ReturnType<typeof dashboardLoader>>
  expect(page.sessions.map((row) => row.isCurrent).sort()).toEqual([false, true])
  const ended = await callRoute(
    dashboardAction,
    postForm('/dashboard', { intent: 'end-other-sessions' }, { cookie: member.cookie }),
  )
  expect(statusOf(ended)).toBe(302)
  expect((await toastOf(ended))?.title).toBe('Other sessions ended')
  expect(
    statusOf(
      await callRoute(dashboardLoader, getRequest('/dashboard', { cookie: elsewhere.cookie })),
    ),
  ).toBe(302)
  expect(
    statusOf(await callRoute(dashboardLoader, getRequest('/dashboard', { cookie: member.cookie }))),
  ).toBe(200)
})
