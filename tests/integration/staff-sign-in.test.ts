import nodeCrypto from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, emailOutbox, session, staffInvitation, twoFactor, user } from '#db/schema'
import { requestPasswordReset } from '~/domain/accounts/accounts.server'
import { acceptInvitation } from '~/domain/staff/staff.server'
import { action as accountAction } from '~/routes/admin/account'
import { loader as adminDashboardLoader } from '~/routes/admin/dashboard'
import { action as settingsAction } from '~/routes/admin/settings'
import { action as staffAction } from '~/routes/admin/staff'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import { action as acceptAction } from '~/routes/auth/accept-invitation'
import { action as loginAction } from '~/routes/auth/login'
import { action as resetAction } from '~/routes/auth/reset-password'
import { action as codeAction } from '~/routes/auth/two-factor'
import { getAuth } from '~/server/auth.server'
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
import { totpNow } from '../support/totp'

/*
 * Staff sign-in at ASVS level 2 (decision 036): 12-character staff passwords, single-use TOTP
 * codes, staff sessions that end 12 hours after sign-in and after 30 minutes idle, and an e-mail
 * to the owner after a password or two-factor change.
 */

beforeAll(prepareTestApp)

const PASSWORD = 'a-long-staff-password'

function sha256(text: string): string {
  return nodeCrypto.createHash('sha256').update(text).digest('base64url')
}

/** An invitation for a new Editor and the token of its link (the e-mail is not read here). */
async function invite(): Promise<{ email: string; token: string }> {
  const admin = await signInAsAdmin()
  const email = `editor-${nodeCrypto.randomUUID().slice(0, 8)}@example.org`
  await callRoute(
    staffAction,
    postForm('/admin/staff', { intent: 'invite', email, role: 'editor' }, { cookie: admin.cookie }),
  )
  const token = nodeCrypto.randomBytes(32).toString('base64url')
  const db = await getDb()
  await db
    .update(staffInvitation)
    .set({ tokenHash: sha256(token) })
    .where(eq(staffInvitation.email, email))
  return { email, token }
}

/** A new Editor, signed in. */
async function newEditor(): Promise<TestAccount> {
  const { email, token } = await invite()
  await acceptInvitation({ token, name: 'Eddie Editor', password: PASSWORD })
  return signInAs(email, PASSWORD)
}

async function outboxOf(email: string) {
  const db = await getDb()
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(desc(emailOutbox.createdAt))
}

/**
 * The reset link's token, from the queued e-mail (no SMTP here: the outbox keeps its text).
 * better-auth queues it without waiting, so the row is looked for until it is there.
 */
async function resetTokenFor(email: string): Promise<string> {
  const before = new Set((await outboxOf(email)).map((mail) => mail.id))
  await requestPasswordReset(email)
  for (let wait = 0; wait < 100; wait++) {
    const mail = (await outboxOf(email)).find(
      (row) => !before.has(row.id) && row.text.includes('token='),
    )
    const token = mail?.text.match(/token=([^\s&]+)/)?.[1]
    if (token) return decodeURIComponent(token)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('no reset link was queued')
}

/** The e-mail to `email` whose subject matches, once it is queued. */
async function noticeTo(email: string, subject: RegExp) {
  for (let wait = 0; wait < 100; wait++) {
    const mail = (await outboxOf(email)).find((row) => subject.test(row.subject))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no e-mail matching ${String(subject)} was queued`)
}

function setCookies(answer: unknown): string[] {
  const init = (answer as { init?: ResponseInit }).init
  const headers = answer instanceof Response ? answer.headers : new Headers(init?.headers)
  return headers.getSetCookie()
}

describe('staff passwords are at least 12 characters', () => {
  test('an invitation is not accepted with a 6-character password', async () => {
    const { email, token } = await invite()
    const answer = await callRoute(
      acceptAction,
      postForm('/invitation', {
        token,
        name: 'Short Password',
        password: 'kq7#Zp',
        confirmPassword: 'kq7#Zp',
      }),
    )
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('Staff passwords must be at least 12 characters')
    const db = await getDb()
    expect(await db.select().from(user).where(eq(user.email, email))).toHaveLength(0)
    // The invitation is still there to accept with a longer one.
    const accepted = await callRoute(
      acceptAction,
      postForm('/invitation', {
        token,
        name: 'Long Password',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      }),
    )
    expect(statusOf(accepted)).toBe(302)
  })

  test('the Arabic invitation page says it in Arabic', async () => {
    const { token } = await invite()
    const answer = await callRoute(
      acceptAction,
      postForm('/ar/invitation', {
        token,
        name: 'Short Password',
        password: 'kq7#Zp',
        confirmPassword: 'kq7#Zp',
      }),
    )
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('يجب ألا تقل كلمة مرور حسابات الموظفين عن 12 حرفاً')
  })

  test('a staff member cannot change their password to 6 characters; a user can', async () => {
    const editor = await newEditor()
    const answer = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: PASSWORD,
          password: 'kq7#Zp',
          confirmPassword: 'kq7#Zp',
        },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('Staff passwords must be at least 12 characters')
    expect((await signInAs(editor.email, PASSWORD)).cookie).not.toBe('')
  })

  test('a staff account is not reset to a 6-character password; a user account is', async () => {
    const editor = await newEditor()
    const token = await resetTokenFor(editor.email)
    const answer = await callRoute(
      resetAction,
      postForm('/reset-password', { token, password: 'kq7#Zp', confirmPassword: 'kq7#Zp' }),
    )
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('Staff passwords must be at least 12 characters')
    await signInAs(editor.email, PASSWORD)

    const person = await createSignedInUser()
    const userToken = await resetTokenFor(person.email)
    const reset = await callRoute(
      resetAction,
      postForm('/reset-password', {
        token: userToken,
        password: 'kq7#Zp',
        confirmPassword: 'kq7#Zp',
      }),
    )
    expect(statusOf(reset)).toBe(302)
    await signInAs(person.email, 'kq7#Zp')
  })
})

describe('a short password set before the account became staff', () => {
  test('signs in no more: the person is asked to choose a new one', async () => {
    const email = `promoted-${nodeCrypto.randomUUID().slice(0, 8)}@example.org`
    const auth = await getAuth()
    await auth.api.signUpEmail({ body: { email, password: 'kq7#Zp', name: 'Promoted Person' } })
    const db = await getDb()
    await db.update(user).set({ role: 'editor' }).where(eq(user.email, email))

    const answer = await callRoute(loginAction, postForm('/login', { email, password: 'kq7#Zp' }))
    expect(statusOf(answer)).toBe(403)
    expect(JSON.stringify(answer)).toContain(
      'Staff passwords must be at least 12 characters, and yours is shorter',
    )
    expect(setCookies(answer).join(';')).not.toContain('session_token=')
    const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
    expect(await db.select().from(session).where(eq(session.userId, account.id))).toHaveLength(0)

    // A wrong password is answered as any wrong password: nothing is told about the account.
    const wrong = await callRoute(loginAction, postForm('/login', { email, password: 'nope12' }))
    expect(statusOf(wrong)).toBe(401)
  })
})

type Setup = { secret: string }

/** Turns two-factor sign-in on for `account` with the code of the step after this one. */
async function turnOn(account: TestAccount): Promise<Setup> {
  const started = await callRoute(
    accountAction,
    postForm(
      '/admin/account',
      { intent: '2fa-start', password: PASSWORD },
      { cookie: account.cookie },
    ),
  )
  const setup = (started as unknown as { data: { next: { setup: Setup } } }).data.next.setup
  const confirmed = await callRoute(
    accountAction,
    postForm(
      '/admin/account',
      { intent: '2fa-confirm', code: await totpNow(setup.secret, 1) },
      { cookie: account.cookie },
    ),
  )
  expect(statusOf(confirmed)).toBe(302)
  return setup
}

async function passwordStep(email: string): Promise<string> {
  const answer = await callRoute(loginAction, postForm('/login', { email, password: PASSWORD }))
  expect((answer as Response).headers.get('Location')).toBe('/login/two-factor')
  return cookieHeader(setCookies(answer))
}

function codeStep(challenge: string, code: string) {
  return callRoute(
    codeAction,
    postForm('/login/two-factor', { code, method: 'app' }, { cookie: challenge }),
  )
}

describe('a TOTP code works once', () => {
  /** Forgets the step the set-up used, so a sign-in may use the code shown now. */
  async function forgetLastStep(account: TestAccount) {
    const db = await getDb()
    await db.update(twoFactor).set({ lastTotpStep: null }).where(eq(twoFactor.userId, account.id))
  }

  test('a TOTP code used once is refused the second time, and an older one too', async () => {
    const editor = await newEditor()
    const { secret } = await turnOn(editor)
    await forgetLastStep(editor)
    const code = await totpNow(secret)
    expect(statusOf(await codeStep(await passwordStep(editor.email), code))).toBe(302)

    const again = await codeStep(await passwordStep(editor.email), code)
    expect(statusOf(again)).toBe(401)
    expect(JSON.stringify(again)).toContain('That code has already been used')
    // The code of the step before is older than the one used: refused as well.
    expect(
      statusOf(await codeStep(await passwordStep(editor.email), await totpNow(secret, -1))),
    ).toBe(401)
  })

  test('two sign-ins with one code at the same moment: one opens a session', async () => {
    const editor = await newEditor()
    const { secret } = await turnOn(editor)
    await forgetLastStep(editor)
    const code = await totpNow(secret)
    const first = await passwordStep(editor.email)
    const second = await passwordStep(editor.email)
    const answers = await Promise.all([codeStep(first, code), codeStep(second, code)])
    expect(answers.map(statusOf).sort()).toEqual([302, 401])
  })

  test('a code used to sign in cannot also turn two-factor sign-in off', async () => {
    const editor = await newEditor()
    const { secret } = await turnOn(editor)
    await forgetLastStep(editor)
    const code = await totpNow(secret)
    const opened = await codeStep(await passwordStep(editor.email), code)
    const cookie = cookieHeader(setCookies(opened))
    const off = await callRoute(
      accountAction,
      postForm('/admin/account', { intent: '2fa-off', password: PASSWORD, code }, { cookie }),
    )
    expect(statusOf(off)).toBe(400)
    expect(JSON.stringify(off)).toContain('That code has already been used')
  })
})

describe('staff sessions end after 30 minutes idle and 12 hours after sign-in', () => {
  async function ageSession(cookie: string, change: { createdAt?: Date; lastSeenAt?: Date }) {
    const db = await getDb()
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)?.[1] ?? '').split('.')[0]
    await db.update(session).set(change).where(eq(session.token, token))
  }

  function openAdmin(cookie: string) {
    return callRoute(adminDashboardLoader, getRequest('/admin', { cookie }))
  }

  test('a staff session used within 30 minutes stays open', async () => {
    const editor = await newEditor()
    await ageSession(editor.cookie, { lastSeenAt: new Date(Date.now() - 29 * 60_000) })
    expect(statusOf(await openAdmin(editor.cookie))).toBe(200)
  })

  test('after 30 minutes without a request the staff member signs in again', async () => {
    const editor = await newEditor()
    expect(statusOf(await openAdmin(editor.cookie))).toBe(200)
    await ageSession(editor.cookie, { lastSeenAt: new Date(Date.now() - 31 * 60_000) })
    const answer = (await openAdmin(editor.cookie)) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    const db = await getDb()
    expect(await db.select().from(session).where(eq(session.userId, editor.id))).toHaveLength(0)
  })

  test('12 hours after sign-in the session ends, however busy', async () => {
    const editor = await newEditor()
    await ageSession(editor.cookie, {
      createdAt: new Date(Date.now() - 12 * 60 * 60_000 - 1000),
      lastSeenAt: new Date(),
    })
    const answer = (await openAdmin(editor.cookie)) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
  })

  test("a user's session keeps today's rules (7 days, sliding)", async () => {
    const person = await createSignedInUser()
    await ageSession(person.cookie, {
      createdAt: new Date(Date.now() - 3 * 24 * 60 * 60_000),
      lastSeenAt: new Date(Date.now() - 2 * 24 * 60 * 60_000),
    })
    expect(
      statusOf(
        await callRoute(dashboardLoader, getRequest('/dashboard', { cookie: person.cookie })),
      ),
    ).toBe(200)
  })
})

describe('the owner hears of password and two-factor changes', () => {
  test('a password change, a reset and two-factor on and off are e-mailed; two-factor changes are audited', async () => {
    const editor = await newEditor()
    const changed = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        {
          intent: 'change-password',
          currentPassword: PASSWORD,
          password: `${PASSWORD}-2`,
          confirmPassword: `${PASSWORD}-2`,
        },
        { cookie: editor.cookie },
      ),
    )
    expect(statusOf(changed)).toBe(302)
    await noticeTo(editor.email, /^Your .+ password was changed$/)

    const token = await resetTokenFor(editor.email)
    const reset = await callRoute(
      resetAction,
      postForm('/reset-password', { token, password: PASSWORD, confirmPassword: PASSWORD }),
    )
    expect(statusOf(reset)).toBe(302)
    const resetNotice = await noticeTo(editor.email, /^Your .+ password was reset$/)
    expect(resetNotice.text).toContain('If you did not make this change')

    const signedIn = await signInAs(editor.email, PASSWORD)
    const { secret } = await turnOn(signedIn)
    await noticeTo(editor.email, /^Two-factor sign-in is on for your .+ account$/)

    const challenge = await passwordStep(editor.email)
    const db = await getDb()
    await db.update(twoFactor).set({ lastTotpStep: null }).where(eq(twoFactor.userId, editor.id))
    const opened = await codeStep(challenge, await totpNow(secret))
    const cookie = cookieHeader(setCookies(opened))
    await db.update(twoFactor).set({ lastTotpStep: null }).where(eq(twoFactor.userId, editor.id))
    const off = await callRoute(
      accountAction,
      postForm(
        '/admin/account',
        { intent: '2fa-off', password: PASSWORD, code: await totpNow(secret, 1) },
        { cookie },
      ),
    )
    expect(statusOf(off)).toBe(302)
    await noticeTo(editor.email, /^Two-factor sign-in is off for your .+ account$/)

    const audited = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, editor.id)))
    expect(audited.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ twoFactorEnabled: true }, { twoFactorEnabled: false }]),
    )
  })

  test('an Arabic-speaking staff member is told in Arabic', async () => {
    const { email, token } = await invite()
    await acceptInvitation({ token, name: 'Arabic Editor', password: PASSWORD, locale: 'ar' })
    const resetToken = await resetTokenFor(email)
    await callRoute(
      resetAction,
      postForm('/ar/reset-password', {
        token: resetToken,
        password: `${PASSWORD}-3`,
        confirmPassword: `${PASSWORD}-3`,
      }),
    )
    const notice = await noticeTo(email, /تمت إعادة تعيين كلمة مرور حسابكم/)
    expect(notice.text).toContain('إذا لم تقوموا بهذا التغيير')
  })
})

describe('the admin dashboard warns Administrators', () => {
  type Notices = {
    notices: {
      withoutTwoFactor: { count: number; names: string[] } | null
      mailFolder: string | null
    }
  }
  async function noticesFor(account: TestAccount) {
    const page = await callRoute(
      adminDashboardLoader,
      getRequest('/admin', { cookie: account.cookie }),
    )
    return (page as unknown as Notices).notices
  }

  test('while a staff member has no second factor, naming them until they turn it on', async () => {
    const admin = await signInAsAdmin()
    const db = await getDb()
    const editor = await newEditor()
    await db.update(user).set({ name: 'Omar Onepassword' }).where(eq(user.id, editor.id))
    const before = await noticesFor(admin)
    expect(before.withoutTwoFactor?.names).toContain('Omar Onepassword')
    const counted = before.withoutTwoFactor?.count ?? 0

    await turnOn(editor)
    const after = await noticesFor(admin)
    expect(after.withoutTwoFactor?.names ?? []).not.toContain('Omar Onepassword')
    expect(after.withoutTwoFactor?.count ?? 0).toBe(counted - 1)
  })

  test('while e-mail delivery is not set up, saying where e-mails are written', async () => {
    const admin = await signInAsAdmin()
    expect((await noticesFor(admin)).mailFolder).toBe(process.env.MAIL_DIR)
  })

  test('an Editor, who can change neither, sees neither', async () => {
    const editor = await newEditor()
    expect(await noticesFor(editor)).toEqual({ withoutTwoFactor: null, mailFolder: null })
  })
})
