import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consentRecords,
  consultancyRequests,
  contactMessages,
  investmentRequests,
  jobApplicants,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { PRIVACY_POLICY_VERSION } from '~/domain/privacy/policy'
import { action as dashboardAction } from '~/routes/account/dashboard'
import { action as registerAction } from '~/routes/auth/register'
import { action as careersAction } from '~/routes/public/careers'
import { action as consultancyAction } from '~/routes/public/consultancy'
import { action as contactAction } from '~/routes/public/contact'
import { action as investmentAction } from '~/routes/public/investment-detail'
import { action as customRequestAction } from '~/routes/public/investment-request'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { callRoute, createSignedInUser, postForm, signInAs, statusOf } from '../support/requests'

beforeAll(prepareTestApp)

/** A mixed-case address, unique per test: the record must hold it lower-cased. */
function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@Example.ORG`
}

async function consentsFor(email: string) {
  const db = await getDb()
  return db.select().from(consentRecords).where(eq(consentRecords.email, email.toLowerCase()))
}

/** The one record a submission wrote, checked for the policy version and the purposes ticked. */
async function oneConsentFor(email: string, expected: Record<string, unknown>) {
  const records = await consentsFor(email)
  expect(records).toHaveLength(1)
  expect(records[0]).toMatchObject({
    email: email.toLowerCase(),
    policyVersion: PRIVACY_POLICY_VERSION,
    ...expected,
  })
  const agedMs = Date.now() - records[0].agreedAt.getTime()
  expect(agedMs).toBeGreaterThanOrEqual(-5_000)
  expect(agedMs).toBeLessThan(60_000)
  return records[0]
}

function expectRedirect(outcome: unknown) {
  expect(statusOf(outcome)).toBe(302)
}

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

/** A valid PDF carrying a marker, so a stored copy can be looked for among the uploads. */
function markedPdf(marker: string): File {
  const bytes = Buffer.from(
    PDF_BYTES.toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${marker}\n`),
    'latin1',
  )
  return new File([new Uint8Array(bytes)], 'cv.pdf', { type: 'application/pdf' })
}

async function storedCvsWith(marker: string): Promise<number> {
  const root = path.resolve(env().UPLOAD_DIR, 'cv')
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[])
  let found = 0
  for (const name of names) {
    const content = await readFile(path.join(root, name)).catch(() => null)
    if (content?.includes(marker)) found += 1
  }
  return found
}

function application(email: string, marker: string, boxes: Record<string, string> = {}) {
  return {
    jobId: 'job-001',
    fullName: `Applicant ${marker}`,
    email,
    phone: '+971 50 555 0101',
    coverLetter: 'Seven years of investment analysis.',
    resume: markedPdf(marker),
    ...boxes,
  }
}

describe('each public form records what was agreed, in the transaction that saves it', () => {
  test('contact: the policy version, no purposes, the address lower-cased', async () => {
    const email = uniqueEmail('contact')
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: 'Noura', email, message: 'A question about fees.' }),
    )
    expectRedirect(outcome)
    const db = await getDb()
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
    const record = await oneConsentFor(email, {
      form: 'contact',
      recordId: message.id,
      userId: null,
      purposes: [],
    })
    // now() is the transaction's start: equal times mean one transaction saved both.
    expect(record.agreedAt.getTime()).toBe(message.submittedAt.getTime())
  })

  test('contact: a refused message writes no record', async () => {
    const email = uniqueEmail('contact-refused')
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: 'Noura', email, message: '' }),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(await consentsFor(email)).toEqual([])
  })

  test('application: the talent pool when ticked, and the applicant row says so', async () => {
    const email = uniqueEmail('pool')
    const outcome = await callRoute(
      careersAction,
      postForm(
        '/careers?apply=job-001',
        application(email, 'pool-yes', { processingConsent: 'on', talentPool: 'on' }),
      ),
    )
    expectRedirect(outcome)
    const db = await getDb()
    const [applicant] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))
    expect(applicant.talentPool).toBe(true)
    const record = await oneConsentFor(email, {
      form: 'application',
      recordId: applicant.id,
      purposes: ['talent-pool'],
    })
    expect(record.agreedAt.getTime()).toBe(applicant.submittedAt.getTime())
  })

  test('application: the required box alone gives no purposes and no talent pool', async () => {
    const email = uniqueEmail('no-pool')
    expectRedirect(
      await callRoute(
        careersAction,
        postForm('/careers?apply=open', {
          ...application(email, 'pool-no', { processingConsent: 'on' }),
          jobId: '',
        }),
      ),
    )
    const db = await getDb()
    const [applicant] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))
    expect(applicant.talentPool).toBe(false)
    await oneConsentFor(email, { form: 'application', recordId: applicant.id, purposes: [] })
  })

  test('application: without the required box it is refused, and nothing is written', async () => {
    const email = uniqueEmail('refused')
    const marker = `no-consent-${crypto.randomUUID()}`
    const outcome = await callRoute(
      careersAction,
      postForm('/careers?apply=job-001', application(email, marker, { talentPool: 'on' })),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('"processingConsent":[')
    expect(body).toContain(
      'Please agree that we may process your application and CV, or we cannot consider it',
    )
    const db = await getDb()
    expect(await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))).toEqual([])
    expect(await consentsFor(email)).toEqual([])
    expect(await storedCvsWith(marker)).toBe(0)
  })

  test('application: the refusal is in Arabic on the Arabic page', async () => {
    const outcome = await callRoute(
      careersAction,
      postForm('/ar/careers?apply=job-001', application(uniqueEmail('ar'), 'ar-refused')),
    )
    expect(statusOf(outcome)).toBe(400)
    expect(JSON.stringify(outcome)).toContain('يرجى الموافقة على معالجة طلبكم وسيرتكم الذاتية')
  })

  test('consultation: a record for the request; an unavailable consultant writes none', async () => {
    const email = uniqueEmail('consult')
    const request = {
      consultantId: 'con-003',
      name: 'Amira Saleh',
      email,
      phone: '+971 50 555 0101',
      message: 'Advice on a free zone company.',
    }
    expectRedirect(await callRoute(consultancyAction, postForm('/consultancy', request)))
    const db = await getDb()
    const [saved] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.email, email))
    const record = await oneConsentFor(email, {
      form: 'consultation',
      recordId: saved.id,
      purposes: [],
    })
    expect(record.agreedAt.getTime()).toBe(saved.submittedAt.getTime())

    const other = uniqueEmail('consult-refused')
    const refused = await callRoute(
      consultancyAction,
      postForm('/consultancy', { ...request, email: other, consultantId: 'con-missing' }),
    )
    expect(statusOf(refused)).toBe(404)
    expect(await consentsFor(other)).toEqual([])
  })

  test('investment request: a record with the account; a duplicate writes none', async () => {
    const account = await createSignedInUser({ email: uniqueEmail('investor') })
    const post = () =>
      callRoute(
        investmentAction,
        postForm(
          '/investments/inv-002?request=1',
          { acknowledgeRisk: 'on', message: 'Interested in 100,000 AED.' },
          { cookie: account.cookie },
        ),
        { id: 'inv-002' },
      )
    expectRedirect(await post())
    const db = await getDb()
    const [saved] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.userId, account.id))
    const record = await oneConsentFor(account.email, {
      form: 'investment-request',
      userId: account.id,
      recordId: saved.id,
      purposes: [],
    })
    expect(record.agreedAt.getTime()).toBe(saved.createdAt.getTime())
    expect(statusOf(await post())).toBe(409)
    expect(await consentsFor(account.email)).toHaveLength(1)
  })

  test('custom request: a visitor is recorded without an account; a repeat writes none', async () => {
    const email = uniqueEmail('custom')
    const post = () =>
      callRoute(
        customRequestAction,
        postForm('/investment-request', {
          name: 'Omar',
          email,
          description: 'A logistics warehouse in Dubai South.',
        }),
      )
    expectRedirect(await post())
    const db = await getDb()
    const [saved] = await db
      .select()
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.email, email))
    const record = await oneConsentFor(email, {
      form: 'custom-request',
      userId: null,
      recordId: saved.id,
      purposes: [],
    })
    expect(record.agreedAt.getTime()).toBe(saved.createdAt.getTime())
    expect(statusOf(await post())).toBe(409)
    expect(await consentsFor(email)).toHaveLength(1)
  })

  test('custom request: a signed-in user is recorded with the account', async () => {
    const account = await createSignedInUser({ email: uniqueEmail('custom-user') })
    expectRedirect(
      await callRoute(
        customRequestAction,
        postForm(
          '/investment-request',
          { name: 'Omar', email: account.email, description: 'Farmland in Al Ain.' },
          { cookie: account.cookie },
        ),
      ),
    )
    await oneConsentFor(account.email, { form: 'custom-request', userId: account.id })
  })
})

describe('registration and marketing e-mails', () => {
  const password = 'sand-dune-sunrise'
  const registration = (email: string, boxes: Record<string, string> = {}) => ({
    name: 'Layla Haddad',
    email,
    password,
    confirmPassword: password,
    ...boxes,
  })

  async function userOf(email: string) {
    const db = await getDb()
    const [row] = await db
      .select()
      .from(user)
      .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    return row
  }

  test('a ticked box: marketing e-mails on, recorded with the new account', async () => {
    const email = uniqueEmail('marketing')
    expectRedirect(
      await callRoute(
        registerAction,
        postForm('/register', registration(email, { marketingEmails: 'on' })),
      ),
    )
    const account = await userOf(email)
    expect(account.marketingEmails).toBe(true)
    await oneConsentFor(email, {
      form: 'registration',
      userId: account.id,
      recordId: account.id,
      purposes: ['marketing-emails'],
    })
  })

  test('no box ticked: no marketing e-mails, the notice still recorded', async () => {
    const email = uniqueEmail('no-marketing')
    expectRedirect(await callRoute(registerAction, postForm('/register', registration(email))))
    const account = await userOf(email)
    expect(account.marketingEmails).toBe(false)
    await oneConsentFor(email, { form: 'registration', userId: account.id, purposes: [] })
  })

  test('a registration with an address that has an account writes no second record', async () => {
    const email = uniqueEmail('taken')
    expectRedirect(await callRoute(registerAction, postForm('/register', registration(email))))
    const again = await callRoute(
      registerAction,
      postForm('/register', registration(email, { marketingEmails: 'on' })),
    )
    // Answered as a new registration (decision 034), but nothing is written.
    expect(statusOf(again)).toBe(302)
    expect(await consentsFor(email)).toHaveLength(1)
    expect((await userOf(email)).marketingEmails).toBe(false)
  })

  test('the profile withdraws and grants marketing e-mails, without a consent record', async () => {
    const email = uniqueEmail('profile')
    expectRedirect(
      await callRoute(
        registerAction,
        postForm('/register', registration(email, { marketingEmails: 'on' })),
      ),
    )
    const { cookie } = await signInAs(email, password)
    const saveProfile = (boxes: Record<string, string>) =>
      callRoute(
        dashboardAction,
        postForm(
          '/dashboard',
          { intent: 'update-profile', name: 'Layla Haddad', ...boxes },
          { cookie },
        ),
      )
    // Unticked, the box posts nothing: withdrawn.
    expectRedirect(await saveProfile({}))
    expect((await userOf(email)).marketingEmails).toBe(false)
    expectRedirect(await saveProfile({ marketingEmails: 'on' }))
    expect((await userOf(email)).marketingEmails).toBe(true)
    expect(await consentsFor(email)).toHaveLength(1)
  })
})
