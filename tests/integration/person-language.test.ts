import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  consultants,
  contactMessages,
  investmentRequests,
  investments,
  jobApplicants,
  jobListings,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { createCustomRequest, createInvestmentRequest } from '~/domain/requests/requests.server'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { format, formatCount, messagesFor } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { action as requestsAction } from '~/routes/admin/requests'
import { action as forgotAction } from '~/routes/auth/forgot-password'
import { action as loginAction } from '~/routes/auth/login'
import { action as registerAction } from '~/routes/auth/register'
import { action as careersAction } from '~/routes/public/careers'
import { action as consultancyAction } from '~/routes/public/consultancy'
import { action as contactAction } from '~/routes/public/contact'
import { action as investmentAction } from '~/routes/public/investment-detail'
import { action as customRequestAction } from '~/routes/public/investment-request'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type CapturedMail, type MailCapture } from '../support/mail-capture'
import {
  callRoute,
  createSignedInUser,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

// Issue 13 ("People"): a person's language is the language of the page they used. It is
// stored with their account and with each submission; every e-mail to them is in it (links
// to pages in it too), and the notifications to the company stay English.

const ar = messagesFor('ar')
const en = messagesFor('en')

let mail: MailCapture & { url: string }
let admin: TestAccount
/** The company's name as e-mails in each language sign it (the seeded settings). */
const company = { en: '', ar: '' }

beforeAll(async () => {
  mail = await startMailCapture()
  // Before the app first reads its environment, so e-mails really go over SMTP.
  process.env.SMTP_URL = mail.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
  admin = await signInAsAdmin()
  company.en = (await getSiteSettingsIn('en')).companyName
  company.ar = (await getSiteSettingsIn('ar')).companyName
})

afterAll(async () => {
  await stopTestJobRunner()
  await mail.close()
})

const unique = () => crypto.randomUUID().slice(0, 8)

const to = (address: string) => (sent: CapturedMail) =>
  sent.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase())

function expectAccepted(outcome: unknown) {
  expect(statusOf(outcome)).toBeLessThan(400)
}

/** The `count`-th e-mail to `address` (1 = the first), once it has arrived. */
async function nthMailTo(address: string, count: number): Promise<CapturedMail> {
  await mail.waitFor(() => mail.messages.filter(to(address)).length >= count)
  return mail.messages.filter(to(address))[count - 1]
}

/** A seeded row with both languages of its title or name, read from the database. */
async function bothLanguages(
  query: Promise<Array<{ english: string; arabic: string }>>,
): Promise<{ english: string; arabic: string }> {
  const [row] = await query
  expect(row.arabic).not.toBe('')
  return row
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')

describe('the contact form', () => {
  test('from /ar: the message is stored as Arabic and acknowledged in Arabic; the inbox reads English', async () => {
    const email = `contact-ar-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        contactAction,
        postForm('/ar/contact', {
          name: 'مريم السويدي',
          email,
          message: 'هل يمكنني زيارة المكتب يوم الاثنين؟',
        }),
      ),
    )
    const db = await getDb()
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(row.locale).toBe('ar')

    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe(ar.emails.contact.subject)
    expect(ack.text).toContain(format(ar.emails.greeting, { name: 'مريم السويدي' }))
    expect(ack.text).toContain(ar.emails.notYou)
    expect(ack.text).not.toContain(en.emails.notYou)

    const notice = await mail.waitFor((sent) => sent.text.includes(email) && !to(email)(sent))
    expect(notice.subject).toBe(format(en.company.contact.notifySubject, { name: 'مريم السويدي' }))
    expect(notice.text).toContain(`${en.company.contact.notifyFields.email}: ${email}`)
  })

  test('from /: stored as English and acknowledged in English', async () => {
    const email = `contact-en-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        contactAction,
        postForm('/contact', { name: 'Mariam', email, message: 'Hello.' }),
      ),
    )
    const db = await getDb()
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(row.locale).toBe('en')
    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe(en.emails.contact.subject)
    expect(ack.text).toContain(format(en.emails.signature, { company: company.en }))
  })
})

describe('a job application from /ar', () => {
  test('is stored as Arabic; the acknowledgement names the job in Arabic, the inbox in English', async () => {
    const job = await bothLanguages(
      (await getDb())
        .select({ english: jobListings.title, arabic: jobListings.titleAr })
        .from(jobListings)
        .where(eq(jobListings.id, 'job-001')),
    )
    const email = `applicant-ar-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        careersAction,
        postForm('/ar/careers', {
          jobId: 'job-001',
          fullName: 'عمر حداد',
          email,
          phone: '+971 50 123 4567',
          coverLetter: 'عشر سنوات في التمويل المؤسسي.',
          resume: new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
          processingConsent: 'on',
        }),
      ),
    )
    const db = await getDb()
    const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))
    expect(row.locale).toBe('ar')

    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe(format(ar.emails.application.subject, { title: job.arabic }))
    expect(ack.text).toContain(format(ar.emails.application.body, { title: job.arabic }))

    const notice = await mail.waitFor((sent) => sent.text.includes(email) && !to(email)(sent))
    expect(notice.subject).toBe(
      format(en.careers.apply.notification.subject, { title: job.english }),
    )
  })

  test('an open application from / is stored as English', async () => {
    const email = `applicant-en-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        careersAction,
        postForm('/careers', {
          jobId: '',
          fullName: 'Omar Haddad',
          email,
          phone: '+971 50 123 4567',
          coverLetter: 'Any role.',
          resume: new File([PDF], 'cv.pdf', { type: 'application/pdf' }),
          processingConsent: 'on',
        }),
      ),
    )
    const db = await getDb()
    const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))
    expect(row.locale).toBe('en')
    expect((await mail.waitFor(to(email))).subject).toBe(en.emails.application.openSubject)
  })
})

describe('a consultation request from /ar', () => {
  test('is stored as Arabic; the acknowledgement names the consultant in Arabic', async () => {
    const consultant = await bothLanguages(
      (await getDb())
        .select({ english: consultants.name, arabic: consultants.nameAr })
        .from(consultants)
        .where(eq(consultants.id, 'con-004')),
    )
    const email = `consult-ar-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        consultancyAction,
        postForm('/ar/consultancy', {
          consultantId: 'con-004',
          name: 'حصة الكتبي',
          email,
          phone: '+971 4 000 0000',
          message: 'مراجعة امتثال لفرع جديد.',
        }),
      ),
    )
    const db = await getDb()
    const [row] = await db
      .select()
      .from(consultancyRequests)
      .where(eq(consultancyRequests.email, email))
    expect(row.locale).toBe('ar')

    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe(ar.emails.consultation.subject)
    expect(ack.text).toContain(
      format(ar.emails.consultation.body, { consultant: consultant.arabic }),
    )
    const notice = await mail.waitFor((sent) => sent.text.includes(email) && !to(email)(sent))
    expect(notice.subject).toBe(
      format(en.consultancy.form.notifySubject, { name: consultant.english }),
    )
  })
})

describe('investment requests from /ar', () => {
  test('a request to invest: stored as Arabic, acknowledged in Arabic with the Arabic dashboard link', async () => {
    const investment = await bothLanguages(
      (await getDb())
        .select({ english: investments.title, arabic: investments.titleAr })
        .from(investments)
        .where(eq(investments.id, 'inv-001')),
    )
    const member = await createSignedInUser({ name: 'خالد منصور' })
    expectAccepted(
      await callRoute(
        investmentAction,
        postForm(
          '/ar/investments/inv-001',
          { acknowledgeRisk: 'on', message: 'مهتم.' },
          { cookie: member.cookie },
        ),
        { id: 'inv-001' },
      ),
    )
    const db = await getDb()
    const [row] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.userId, member.id))
    expect(row.locale).toBe('ar')

    const ack = await mail.waitFor(to(member.email))
    expect(ack.subject).toBe(
      format(ar.emails.investmentRequest.subject, { title: investment.arabic }),
    )
    expect(ack.text).toContain(`${env().APP_URL}/ar/dashboard`)
    const notice = await mail.waitFor(
      (sent) => sent.text.includes(member.email) && !to(member.email)(sent),
    )
    expect(notice.subject).toBe(
      format(en.investments.request.notifySubject, { title: investment.english }),
    )
  })

  test('a custom request: stored as Arabic and acknowledged in Arabic; from / it stays English', async () => {
    const email = `custom-ar-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        customRequestAction,
        postForm('/ar/investment-request', {
          name: 'ليلى حداد',
          email,
          description: 'محفظة فلل في دبي.',
        }),
      ),
    )
    const englishEmail = `custom-en-${unique()}@example.org`
    expectAccepted(
      await callRoute(
        customRequestAction,
        postForm('/investment-request', {
          name: 'Layla Haddad',
          email: englishEmail,
          description: 'A villa portfolio in Dubai.',
        }),
      ),
    )
    const db = await getDb()
    const [arabicRow] = await db
      .select()
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.email, email))
    const [englishRow] = await db
      .select()
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.email, englishEmail))
    expect(arabicRow.locale).toBe('ar')
    expect(englishRow.locale).toBe('en')

    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe(ar.emails.customRequest.subject)
    expect(ack.text).toContain(ar.emails.customRequest.body)
    expect((await mail.waitFor(to(englishEmail))).subject).toBe(en.emails.customRequest.subject)
    const notice = await mail.waitFor((sent) => sent.text.includes(email) && !to(email)(sent))
    expect(notice.subject).toBe(en.requests.form.notifySubject)
  })
})

describe('an account registered on /ar', () => {
  test('is Arabic: an Arabic welcome, then an Arabic reset e-mail with a /ar/reset-password link', async () => {
    const email = `register-ar-${unique()}@example.org`
    const outcome = await callRoute(
      registerAction,
      postForm('/ar/register', {
        name: 'سارة أحمد',
        email,
        password: 'Falcon-Dune-2231',
        confirmPassword: 'Falcon-Dune-2231',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    const db = await getDb()
    const [account] = await db.select().from(user).where(eq(user.email, email))
    expect(account.locale).toBe('ar')

    const welcome = await nthMailTo(email, 1)
    expect(welcome.subject).toBe(format(ar.emails.welcome.subject, { company: company.ar }))
    expect(welcome.text).toContain(format(ar.emails.greeting, { name: 'سارة أحمد' }))
    expect(welcome.text).toContain(`${env().APP_URL}/ar/login`)
    expect(welcome.text).toContain(ar.emails.welcome.next)

    // Asked from an English page: the e-mail still follows the account's language.
    expect(statusOf(await callRoute(forgotAction, postForm('/forgot-password', { email })))).toBe(
      302,
    )
    const reset = await nthMailTo(email, 2)
    expect(reset.subject).toBe(ar.accounts.forgotPassword.emailSubject)
    expect(reset.text).toMatch(
      new RegExp(`${env().APP_URL}/ar/reset-password\\?token=[A-Za-z0-9_-]+`),
    )
    expect(reset.text).toContain('سارة أحمد')
  })

  test('an account registered on / is English, and so is its reset e-mail', async () => {
    const email = `register-en-${unique()}@example.org`
    expect(
      statusOf(
        await callRoute(
          registerAction,
          postForm('/register', {
            name: 'Sara Ahmed',
            email,
            password: 'Falcon-Dune-2231',
            confirmPassword: 'Falcon-Dune-2231',
          }),
        ),
      ),
    ).toBe(302)
    const db = await getDb()
    const [account] = await db.select().from(user).where(eq(user.email, email))
    expect(account.locale).toBe('en')
    expect((await nthMailTo(email, 1)).text).toContain(`${env().APP_URL}/login`)

    await callRoute(forgotAction, postForm('/ar/forgot-password', { email }))
    const reset = await nthMailTo(email, 2)
    expect(reset.subject).toBe(en.accounts.forgotPassword.emailSubject)
    expect(reset.text).toMatch(new RegExp(`${env().APP_URL}/reset-password\\?token=`))
  })

  test('better-auth accepts only a known language for an account', async () => {
    const auth = await getAuth()
    await expect(
      auth.api.signUpEmail({
        body: {
          name: 'Someone',
          email: `fr-${unique()}@example.org`,
          password: 'Falcon-Dune-2231',
          locale: 'fr',
        },
      }),
    ).rejects.toThrow()
  })
})

describe('the decision e-mail', () => {
  function decide(fields: Record<string, string>) {
    return callRoute(requestsAction, postForm('/admin/requests', fields, { cookie: admin.cookie }))
  }

  test('follows the language the request was sent in', async () => {
    const investment = await bothLanguages(
      (await getDb())
        .select({ english: investments.title, arabic: investments.titleAr })
        .from(investments)
        .where(eq(investments.id, 'inv-002')),
    )
    const arabicMember = await createSignedInUser({ name: 'نورة' })
    const arabic = await createInvestmentRequest({
      userId: arabicMember.id,
      investmentId: 'inv-002',
      message: 'مهتمة.',
      locale: 'ar',
    })
    expect(statusOf(await decide({ intent: 'accept', kind: 'specific', id: arabic.id }))).toBe(302)
    const accepted = await mail.waitFor(to(arabicMember.email))
    expect(accepted.subject).toBe(ar.requests.email.acceptedSubject)
    expect(accepted.text).toContain(
      format(ar.requests.email.acceptedSpecific, { investment: investment.arabic }),
    )
    expect(accepted.text).toContain(`${env().APP_URL}/ar/dashboard`)

    const englishMember = await createSignedInUser({ name: 'Noura' })
    const english = await createInvestmentRequest({
      userId: englishMember.id,
      investmentId: 'inv-002',
      message: 'Interested.',
    })
    expect(
      statusOf(
        await decide({ intent: 'reject', kind: 'specific', id: english.id, reason: 'Full.' }),
      ),
    ).toBe(302)
    const rejected = await mail.waitFor(to(englishMember.email))
    expect(rejected.subject).toBe(en.requests.email.rejectedSubject)
    expect(rejected.text).toContain(
      format(en.requests.email.rejectedSpecific, { investment: investment.english }),
    )
    expect(rejected.text).toContain(`${env().APP_URL}/dashboard`)
    expect(rejected.text).not.toContain('/ar/')
  })

  test('of a custom request sent from /ar is Arabic', async () => {
    const email = `custom-decision-${unique()}@example.org`
    const { id } = await createCustomRequest({
      userId: null,
      name: 'ليلى',
      email,
      description: 'مستودعات في جبل علي.',
      locale: 'ar',
    })
    expect(statusOf(await decide({ intent: 'reject', kind: 'custom', id }))).toBe(302)
    const rejected = await mail.waitFor(to(email))
    expect(rejected.subject).toBe(ar.requests.email.rejectedSubject)
    expect(rejected.text).toContain(ar.requests.email.rejectedCustom)
  })
})

describe('counted waits are in the page’s language', () => {
  test('a locked-out login on /ar says how many minutes in Arabic', async () => {
    const member = await createSignedInUser()
    const ip = `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`
    let outcome: unknown
    for (let attempt = 0; attempt < 6; attempt++) {
      outcome = await callRoute(
        loginAction,
        postForm(
          '/ar/login',
          { email: member.email, password: `wrong-${attempt}` },
          { headers: { 'x-client-ip': ip } },
        ),
      )
    }
    expect(statusOf(outcome)).toBe(429)
    const answer = (outcome as { data: ActionData }).data
    expect(answer.result?.error?.['']).toEqual([
      formatCount(ar.accounts.login.tooManyAttempts, 15, 'ar'),
    ])
    expect(answer.result?.error?.['']?.[0]).toContain('بعد 15 دقيقة')
  })
})
