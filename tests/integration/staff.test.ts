import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditLog, session, staffInvitation, user } from '#db/schema'
import { signIn } from '~/domain/accounts/accounts.server'
import { action as staffAction, loader as staffLoader } from '~/routes/admin/staff'
import { action as usersAction, loader as usersLoader } from '~/routes/admin/users'
import { action as acceptAction, loader as acceptLoader } from '~/routes/auth/accept-invitation'
import { loader as jobsLoader } from '~/routes/admin/careers-jobs'
import { loader as requestsLoader, action as requestsAction } from '~/routes/admin/requests'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type CapturedMail } from '../support/mail-capture'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAs,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

let mailbox: Awaited<ReturnType<typeof startMailCapture>>
let admin: TestAccount

beforeAll(async () => {
  mailbox = await startMailCapture()
  process.env.SMTP_URL = mailbox.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
  admin = await signInAsAdmin()
})

afterAll(async () => {
  await stopTestJobRunner()
  await mailbox.close()
})

function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`
}

async function invitationMail(address: string): Promise<CapturedMail> {
  return mailbox.waitFor((mail) => mail.to.includes(address) && /invit/i.test(mail.subject))
}

function tokenIn(mail: CapturedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0]
  if (!link) throw new Error(`no invitation link in: ${mail.text}`)
  return new URL(link).searchParams.get('token') ?? ''
}

async function invite(email: string, role: string) {
  return callRoute(
    staffAction,
    postForm('/admin/staff?invite=1', { intent: 'invite', email, role }, { cookie: admin.cookie }),
  )
}

/** Invites `email` as `role`, accepts by the e-mailed link, and signs the new member in. */
async function newStaffMember(role: string): Promise<TestAccount> {
  const email = uniqueEmail(role)
  await invite(email, role)
  const token = tokenIn(await invitationMail(email))
  await callRoute(
    acceptAction,
    postForm('/invitation', {
      token,
      name: `New ${role}`,
      password: 'a-long-staff-password',
      confirmPassword: 'a-long-staff-password',
    }),
  )
  return signInAs(email, 'a-long-staff-password')
}

async function roleOf(id: string): Promise<string | undefined> {
  const db = await getDb()
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id))
  return row?.role
}

describe('invitations', () => {
  test('an invitation is e-mailed, opens once, and creates the account with its role', async () => {
    const email = uniqueEmail('recruiter')
    const answer = await invite(email, 'recruiter')
    expect(statusOf(answer)).toBe(302)
    expect((await toastOf(answer))?.title).toBe('Invitation sent')
    const token = tokenIn(await invitationMail(email))

    const page = (await callRoute(
      acceptLoader,
      getRequest(`/invitation?token=${encodeURIComponent(token)}`),
    )) as Awaited<ReturnType<typeof acceptLoader>>
    expect(page.invitation).toEqual({ kind: 'valid', email, role: 'recruiter' })

    const form = {
      token,
      name: 'Rita Recruiter',
      password: 'a-long-staff-password',
      confirmPassword: 'a-long-staff-password',
    }
    const accepted = await callRoute(acceptAction, postForm('/invitation', form))
    expect(statusOf(accepted)).toBe(302)
    const db = await getDb()
    const [created] = await db.select().from(user).where(eq(user.email, email))
    expect(created.role).toBe('recruiter')
    expect(created.name).toBe('Rita Recruiter')

    // The link refuses a second use, and the invitation is gone from the list.
    const again = await callRoute(acceptAction, postForm('/invitation', form))
    expect(statusOf(again)).toBe(410)
    const reopened = (await callRoute(
      acceptLoader,
      getRequest(`/invitation?token=${encodeURIComponent(token)}`),
    )) as Awaited<ReturnType<typeof acceptLoader>>
    expect(reopened.invitation.kind).toBe('invalid')
    const list = (await callRoute(
      staffLoader,
      getRequest('/admin/staff', { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof staffLoader>>
    expect(list.invitations.map((row) => row.email)).not.toContain(email)
    expect(list.members.map((row) => row.email)).toContain(email)

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff_invitation'), eq(auditLog.action, 'create')))
      .orderBy(auditLog.id)
    expect(entry.actorEmail).toBe(admin.email)
  })

  test('a resent invitation kills the old link; a revoked one opens nothing', async () => {
    const email = uniqueEmail('support')
    await invite(email, 'support')
    const first = tokenIn(await invitationMail(email))
    const db = await getDb()
    const [row] = await db.select().from(staffInvitation).where(eq(staffInvitation.email, email))
    mailbox.messages.length = 0
    await callRoute(
      staffAction,
      postForm('/admin/staff', { intent: 'resend', id: row.id }, { cookie: admin.cookie }),
    )
    const second = tokenIn(await invitationMail(email))
    expect(second).not.toBe(first)
    const old = (await callRoute(
      acceptLoader,
      getRequest(`/invitation?token=${encodeURIComponent(first)}`),
    )) as Awaited<ReturnType<typeof acceptLoader>>
    expect(old.invitation.kind).toBe('invalid')

    await callRoute(
      staffAction,
      postForm('/admin/staff', { intent: 'revoke', id: row.id }, { cookie: admin.cookie }),
    )
    const revoked = (await callRoute(
      acceptLoader,
      getRequest(`/invitation?token=${encodeURIComponent(second)}`),
    )) as Awaited<ReturnType<typeof acceptLoader>>
    expect(revoked.invitation.kind).toBe('invalid')
  })

  test('an address that already has an account is refused with a message on the field', async () => {
    const member = await createSignedInUser()
    const answer = await invite(member.email, 'editor')
    expect(statusOf(answer)).toBe(409)
    const result = (answer as { data: { result: { error: Record<string, string[]> } } }).data.result
    expect(result.error.email).toEqual(['This address already has an account.'])
  })
})

describe('roles', () => {
  test('a Recruiter opens jobs but gets 403 on investment requests, GET and POST', async () => {
    const recruiter = await newStaffMember('recruiter')
    const jobs = await callRoute(
      jobsLoader,
      getRequest('/admin/careers/jobs', { cookie: recruiter.cookie }),
    )
    expect(statusOf(jobs)).toBe(200)
    expect(
      statusOf(
        await callRoute(
          requestsLoader,
          getRequest('/admin/requests', { cookie: recruiter.cookie }),
        ),
      ),
    ).toBe(403)
    expect(
      statusOf(
        await callRoute(
          requestsAction,
          postForm('/admin/requests', { intent: 'approve', id: 'x' }, { cookie: recruiter.cookie }),
        ),
      ),
    ).toBe(403)
    // The Staff screen is Administrators' only.
    expect(
      statusOf(
        await callRoute(staffLoader, getRequest('/admin/staff', { cookie: recruiter.cookie })),
      ),
    ).toBe(403)
  })

  test('a role change and a disable are audited; a disabled account is signed out and refused', async () => {
    const editor = await newStaffMember('editor')
    const changed = await callRoute(
      staffAction,
      postForm(
        '/admin/staff',
        { intent: 'role', userId: editor.id, role: 'support' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(changed)).toBe(302)
    expect(await roleOf(editor.id)).toBe('support')

    const disabled = await callRoute(
      staffAction,
      postForm(
        '/admin/staff?disable=' + editor.id,
        { intent: 'disable', userId: editor.id },
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(statusOf(disabled)).toBe(302)
    const db = await getDb()
    expect(await db.select().from(session).where(eq(session.userId, editor.id))).toHaveLength(0)
    expect(
      (await signIn(new Request('http://localhost'), editor.email, editor.password)).isSignedIn,
    ).toBe(false)
    expect(
      statusOf(await callRoute(staffLoader, getRequest('/admin', { cookie: editor.cookie }))),
    ).toBe(302)

    await callRoute(
      staffAction,
      postForm('/admin/staff', { intent: 'enable', userId: editor.id }, { cookie: admin.cookie }),
    )
    expect(
      (await signIn(new Request('http://localhost'), editor.email, editor.password)).isSignedIn,
    ).toBe(true)
    const entries = await db
      .select({ actor: auditLog.actorEmail, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, editor.id)))
    expect(entries.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([{ role: 'support' }, { disabled: true }, { disabled: false }]),
    )
    expect(
      entries.every((entry) => entry.actor === admin.email || entry.actor === editor.email),
    ).toBe(true)
  })
})

describe('the last Administrator', () => {
  test('cannot be demoted or disabled; with a second Administrator they can', async () => {
    const db = await getDb()
    // Only the seeded Administrator holds the role now.
    await db
      .update(user)
      .set({ role: 'editor' })
      .where(and(eq(user.role, 'admin'), ne(user.id, admin.id)))
    for (const form of [
      { intent: 'role', userId: admin.id, role: 'editor' },
      { intent: 'disable', userId: admin.id },
    ]) {
      const answer = await callRoute(
        staffAction,
        postForm('/admin/staff', form, { cookie: admin.cookie }),
      )
      expect(statusOf(answer)).toBe(409)
      expect((answer as { data: { toast: { description: string } } }).data.toast.description).toBe(
        'The last Administrator cannot be demoted, disabled or deleted.',
      )
    }
    expect(await roleOf(admin.id)).toBe('admin')
    const [self] = await db.select({ banned: user.banned }).from(user).where(eq(user.id, admin.id))
    expect(self.banned).not.toBe(true)

    // Two Administrators demoting each other at once: one of them stays.
    const second = await newStaffMember('admin')
    await Promise.all([
      callRoute(
        staffAction,
        postForm(
          '/admin/staff',
          { intent: 'role', userId: admin.id, role: 'editor' },
          { cookie: second.cookie },
        ),
      ),
      callRoute(
        staffAction,
        postForm(
          '/admin/staff',
          { intent: 'role', userId: second.id, role: 'editor' },
          { cookie: admin.cookie },
        ),
      ),
    ])
    const roles = [await roleOf(admin.id), await roleOf(second.id)]
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1)
    // Put the seeded Administrator back for the other tests.
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id))
  })
})

describe('the Users screen', () => {
  test('finds a registered user, shows their requests, ends their sessions and disables them', async () => {
    const member = await createSignedInUser({ name: 'Searchable Zed Person' })
    const list = (await callRoute(
      usersLoader,
      getRequest('/admin/users?q=zed%20person', { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof usersLoader>>
    expect(list.page.rows.map((row) => row.email)).toContain(member.email)
    // Staff are not listed as users.
    const all = (await callRoute(
      usersLoader,
      getRequest(`/admin/users?q=${encodeURIComponent(admin.email)}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof usersLoader>>
    expect(all.page.rows).toHaveLength(0)

    const detail = (await callRoute(
      usersLoader,
      getRequest(`/admin/users?view=${member.id}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof usersLoader>>
    expect(detail.selected?.user.email).toBe(member.email)
    expect(detail.selected?.sessions).toBe(1)

    const ended = await callRoute(
      usersAction,
      postForm(
        `/admin/users?view=${member.id}`,
        { intent: 'end-sessions', userId: member.id },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(ended)).toBe(302)
    expect((await toastOf(ended))?.title).toBe('Sessions ended')
    const db = await getDb()
    expect(await db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0)

    await callRoute(
      usersAction,
      postForm('/admin/users', { intent: 'disable', userId: member.id }, { cookie: admin.cookie }),
    )
    const refused = await signIn(new Request('http://localhost'), member.email, member.password)
    expect(refused.isSignedIn).toBe(false)
  })

  test('only Administrators open it', async () => {
    const support = await newStaffMember('support')
    expect(
      statusOf(
        await callRoute(usersLoader, getRequest('/admin/users', { cookie: support.cookie })),
      ),
    ).toBe(403)
  })
})
