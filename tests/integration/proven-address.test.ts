import crypto from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  contactMessages,
  emailOutbox,
  jobApplicants,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { loader as dashboardLoader, action as dashboardAction } from '~/routes/account/dashboard'
import { action as deleteAccountAction } from '~/routes/account/delete-account'
import { action as myDataAction } from '~/routes/account/my-data'
import { action as registerAction } from '~/routes/auth/register'
import { action as confirmAction, loader as confirmLoader } from '~/routes/public/confirm-address'
import { action as careersAction } from '~/routes/public/careers'
import { action as consultancyAction } from '~/routes/public/consultancy'
import { action as contactAction } from '~/routes/public/contact'
import { action as customRequestAction } from '~/routes/public/investment-request'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  getRequest,
  latestAddressProofToken,
  postForm,
  signInAs,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * Decision 034: registering an address proves nothing, so what was sent with that address
 * without signing in opens to an account only after its owner confirms the address by the
 * e-mailed link. What an account sent while signed in is its own from the start.
 */

beforeAll(prepareTestApp)

const unique = () => crypto.randomBytes(4).toString('hex')
const PASSWORD = 'takeover-attempt-77'

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

/** What a visitor sends with `email` through the four public forms, without an account. */
async function sendAsVisitor(email: string, options: { cookie?: string } = {}) {
  const post = (path: string, fields: Record<string, string | File>) =>
    postForm(path, fields, options.cookie ? { cookie: options.cookie } : {})
  const marker = unique()
  expect(
    statusOf(
      await callRoute(
        contactAction,
        post('/contact', { name: 'Victim', email, message: `Private matter ${marker}` }),
      ),
    ),
  ).toBe(302)
  expect(
    statusOf(
      await callRoute(
        careersAction,
        post('/careers?apply=job-001', {
          jobId: 'job-001',
          fullName: 'Victim',
          email,
          phone: '+971 50 555 0101',
          coverLetter: `My cover letter ${marker}`,
          resume: new File([new Uint8Array(PDF)], 'cv.pdf', { type: 'application/pdf' }),
          processingConsent: 'on',
        }),
      ),
    ),
  ).toBe(302)
  expect(
    statusOf(
      await callRoute(
        consultancyAction,
        post('/consultancy', {
          consultantId: 'con-003',
          name: 'Victim',
          email,
          phone: '+971 50 555 0101',
          message: `Advice please ${marker}`,
        }),
      ),
    ),
  ).toBe(302)
  expect(
    statusOf(
      await callRoute(
        customRequestAction,
        post('/investment-request', {
          name: 'Victim',
          email,
          description: `A villa on the Palm ${marker}`,
        }),
      ),
    ),
  ).toBe(302)
  return marker
}

/** Registers `email` through the form, with someone else's password, and signs in. */
async function registerAndSignIn(email: string): Promise<TestAccount> {
  const outcome = await callRoute(
    registerAction,
    postForm('/register', {
      name: 'Someone Else',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  return signInAs(email, PASSWORD)
}

async function downloadZip(account: TestAccount): Promise<string> {
  const response = await callRoute(
    myDataAction,
    postForm('/dashboard/my-data', { intent: 'export' }, { cookie: account.cookie }),
  )
  expect(response).toBeInstanceOf(Response)
  const entries = unzipSync(new Uint8Array(await (response as Response).arrayBuffer()))
  return strFromU8(entries['data.json'])
}

async function visitorRecordsOf(email: string) {
  const db = await getDb()
  const [messages, applications, consultations, custom] = await Promise.all([
    db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    db.select().from(jobApplicants).where(eq(jobApplicants.email, email)),
    db.select().from(consultancyRequests).where(eq(consultancyRequests.email, email)),
    db.select().from(userInvestmentRequests).where(eq(userInvestmentRequests.email, email)),
  ])
  return { messages, applications, consultations, custom }
}

async function sendProofFromDashboard(account: TestAccount) {
  return callRoute(
    dashboardAction,
    postForm('/dashboard', { intent: 'send-address-proof' }, { cookie: account.cookie }),
  )
}

describe('an account that has not proven its address', () => {
  test('downloads none of what a visitor sent with that address, and deleting it erases none of it', async () => {
    const email = `victim-${unique()}@example.org`
    const marker = await sendAsVisitor(email)
    const attacker = await registerAndSignIn(email)

    const zip = await downloadZip(attacker)
    expect(zip).not.toContain(marker)
    const data = JSON.parse(zip) as Record<string, unknown[]>
    for (const kind of [
      'contactMessages',
      'jobApplications',
      'consultancyRequests',
      'customRequests',
    ])
      expect(data[kind]).toEqual([])

    const dashboard = (await callRoute(
      dashboardLoader,
      getRequest('/dashboard', { cookie: attacker.cookie }),
    )) as { customRequests: unknown[]; isAddressProven: boolean }
    expect(dashboard.isAddressProven).toBe(false)
    expect(dashboard.customRequests).toEqual([])

    expect(
      statusOf(
        await callRoute(
          deleteAccountAction,
          postForm(
            '/dashboard/delete-account',
            { password: PASSWORD },
            { cookie: attacker.cookie },
          ),
        ),
      ),
    ).toBe(302)
    const left = await visitorRecordsOf(email)
    expect(left.messages).toHaveLength(1)
    expect(left.applications).toHaveLength(1)
    expect(left.consultations).toHaveLength(1)
    expect(left.custom).toHaveLength(1)
    const db = await getDb()
    expect(await db.select().from(user).where(eq(user.email, email))).toEqual([])
  })

  test('what it sent while signed in is its own without proof: exported and erased', async () => {
    const email = `own-${unique()}@example.org`
    const account = await registerAndSignIn(email)
    // Signed in, the forms' address field may even name another address: the account sent it.
    const marker = await sendAsVisitor(`typed-${unique()}@example.org`, { cookie: account.cookie })
    const zip = JSON.parse(await downloadZip(account)) as Record<string, unknown[]>
    expect(zip.contactMessages).toHaveLength(1)
    expect(zip.jobApplications).toHaveLength(1)
    expect(zip.consultancyRequests).toHaveLength(1)
    expect(zip.customRequests).toHaveLength(1)
    expect(JSON.stringify(zip)).toContain(marker)

    await callRoute(
      deleteAccountAction,
      postForm('/dashboard/delete-account', { password: PASSWORD }, { cookie: account.cookie }),
    )
    const db = await getDb()
    const sent = [contactMessages, jobApplicants, consultancyRequests] as const
    for (const table of sent) {
      const rows = await db.select().from(table).where(eq(table.userId, account.id))
      expect(rows).toEqual([])
    }
    const messages = await db.select().from(contactMessages)
    expect(JSON.stringify(messages)).not.toContain(marker)
  })

  test('the dashboard offers the link without saying whether anything exists', async () => {
    const withRecords = `has-${unique()}@example.org`
    await sendAsVisitor(withRecords)
    const a = await registerAndSignIn(withRecords)
    const b = await registerAndSignIn(`none-${unique()}@example.org`)
    const view = async (account: TestAccount) => {
      const loaded = (await callRoute(
        dashboardLoader,
        getRequest('/dashboard', { cookie: account.cookie }),
      )) as Record<string, unknown>
      const { profile: _profile, sessions: _sessions, ...rest } = loaded
      return rest
    }
    // The same answer for an address with records and one without.
    expect(await view(a)).toEqual(await view(b))
  })
})

describe('proving the address', () => {
  test('the e-mailed link (in the account’s language) opens the records sent with the address, once', async () => {
    const email = `owner-${unique()}@example.org`
    const marker = await sendAsVisitor(email)
    const owner = await registerAndSignIn(email)
    const db = await getDb()
    await db.update(user).set({ locale: 'ar' }).where(eq(user.id, owner.id))

    const sent = await sendProofFromDashboard(owner)
    expect(statusOf(sent)).toBe(302)
    expect(await toastOf(sent)).toMatchObject({ title: 'Confirmation link sent' })
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.recipient, email),
          eq(emailOutbox.subject, 'تأكيد عنوان بريدكم الإلكتروني'),
        ),
      )
    expect(mail.text).toContain('/ar/confirm-address?token=')
    const token = await latestAddressProofToken(email)

    // Opening the page changes nothing (a mail scanner opens links too).
    const page = (await callRoute(
      confirmLoader,
      getRequest(`/confirm-address?token=${token}`),
    )) as { kind: string; email: string }
    expect(page).toMatchObject({ kind: 'open', email })
    expect(JSON.parse(await downloadZip(owner)).contactMessages).toEqual([])

    const confirmed = await callRoute(confirmAction, postForm('/confirm-address', { token }))
    expect(statusOf(confirmed)).toBe(302)
    expect(await toastOf(confirmed)).toMatchObject({ title: 'E-mail address confirmed' })

    const zip = await downloadZip(owner)
    expect(zip).toContain(marker)
    const data = JSON.parse(zip) as Record<string, unknown[]>
    expect(data.contactMessages).toHaveLength(1)
    expect(data.jobApplications).toHaveLength(1)
    expect(data.consultancyRequests).toHaveLength(1)
    expect(data.customRequests).toHaveLength(1)
    const dashboard = (await callRoute(
      dashboardLoader,
      getRequest('/dashboard', { cookie: owner.cookie }),
    )) as { isAddressProven: boolean }
    expect(dashboard.isAddressProven).toBe(true)

    // Single use: the same link again is gone.
    expect(statusOf(await callRoute(confirmAction, postForm('/confirm-address', { token })))).toBe(
      410,
    )
    expect(
      statusOf(await callRoute(confirmLoader, getRequest(`/confirm-address?token=${token}`))),
    ).toBe(410)
  })

  test('a link older than 24 hours, an unknown one, and an older one replaced by a newer one do not work', async () => {
    const owner = await registerAndSignIn(`late-${unique()}@example.org`)
    await sendProofFromDashboard(owner)
    const first = await latestAddressProofToken(owner.email)
    await sendProofFromDashboard(owner)
    const second = await latestAddressProofToken(owner.email)
    expect(second).not.toBe(first)
    expect(
      statusOf(await callRoute(confirmAction, postForm('/confirm-address', { token: first }))),
    ).toBe(410)
    expect(
      statusOf(
        await callRoute(confirmAction, postForm('/confirm-address', { token: 'not-a-token' })),
      ),
    ).toBe(410)

    const db = await getDb()
    const { verification } = await import('#db/schema')
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, owner.id))
    expect(
      statusOf(await callRoute(confirmAction, postForm('/confirm-address', { token: second }))),
    ).toBe(410)
    const [row] = await db.select().from(user).where(eq(user.id, owner.id))
    expect(row.emailVerified).toBe(false)
  })

  test('links are limited to three an hour per account', async () => {
    const owner = await registerAndSignIn(`limit-${unique()}@example.org`)
    for (let i = 0; i < 3; i += 1) expect(statusOf(await sendProofFromDashboard(owner))).toBe(302)
    const limited = await sendProofFromDashboard(owner)
    expect(statusOf(limited)).toBe(429)
    const db = await getDb()
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, owner.email))
    expect(mails.filter((mail) => mail.text.includes('/confirm-address?token='))).toHaveLength(3)
  })
})

describe('registration tells nobody whether an address has an account', () => {
  test('an address with an account is answered as a new one, and its owner gets an e-mail', async () => {
    const email = `taken-${unique()}@example.org`
    const owner = await registerAndSignIn(email)
    const again = await callRoute(
      registerAction,
      postForm('/register', {
        name: 'Intruder',
        email: email.toUpperCase(),
        password: 'another-password-1',
        confirmPassword: 'another-password-1',
      }),
    )
    expect(statusOf(again)).toBe(302)
    expect((again as Response).headers.get('Location')).toBe('/login')
    expect(await toastOf(again)).toMatchObject({ title: 'Registration successful' })

    const db = await getDb()
    const accounts = await db.select().from(user).where(eq(user.email, email))
    expect(accounts).toHaveLength(1)
    expect(accounts[0].name).toBe('Someone Else')
    // The owner's password still works; the intruder's does not.
    await expect(signInAs(email, PASSWORD)).resolves.toMatchObject({ id: owner.id })
    await expect(signInAs(email, 'another-password-1')).rejects.toThrow()

    const mails = await db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.recipient, email),
          inArray(emailOutbox.subject, ['Someone tried to register with your e-mail address']),
        ),
      )
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('/forgot-password')
  })

  test('the reserved admin address keeps the spec’s message', async () => {
    const { env } = await import('~/server/env.server')
    const outcome = await callRoute(
      registerAction,
      postForm('/register', {
        name: 'Not Admin',
        email: env().ADMIN_EMAIL,
        password: 'some-password-9',
        confirmPassword: 'some-password-9',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('This email address is reserved')
  })
})
