import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { contactMessages } from '#db/schema'
import { companyInbox } from '~/domain/notifications/notifications.server'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { action as registerAction } from '~/routes/auth/register'
import { action as careersAction } from '~/routes/public/careers'
import { action as consultancyAction } from '~/routes/public/consultancy'
import { action as contactAction } from '~/routes/public/contact'
import { action as investmentAction } from '~/routes/public/investment-detail'
import { action as customRequestAction } from '~/routes/public/investment-request'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { deliverQueuedEmails, startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type CapturedMail, type MailCapture } from '../support/mail-capture'
import {
  callRoute,
  createSignedInUser,
  postForm,
  signInAsAdmin,
  statusOf,
} from '../support/requests'

// Issue 11: whoever sends a public form gets a short acknowledgement naming what they sent,
// the company inbox (by default the e-mail shown on the site) gets the notification, and a new
// account gets a welcome e-mail. None of these e-mails can undo or fail the save.

let mail: MailCapture & { url: string }
let inbox: string

beforeAll(async () => {
  mail = await startMailCapture()
  // Before the app first reads its environment, so e-mails really go over SMTP.
  process.env.SMTP_URL = mail.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
  inbox = (await getSiteSettings()).contactEmail
})

afterAll(async () => {
  await stopTestJobRunner()
  await mail.close()
})

const unique = () => crypto.randomUUID().slice(0, 8)

const to = (address: string) => (sent: CapturedMail) =>
  sent.to.some((recipient) => recipient.toLowerCase() === address.toLowerCase())

/** A form's answer: success is a redirect or a 2xx with the confirmation. */
function expectAccepted(outcome: unknown) {
  expect(statusOf(outcome)).toBeLessThan(400)
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')

describe('the notification inbox', () => {
  test('is the company e-mail shown on the site while the notification setting is empty', async () => {
    const settings = await getSiteSettings()
    expect(settings.notifyEmail).toBe('')
    expect(settings.contactEmail).not.toBe(env().NOTIFY_EMAIL)
    expect(await companyInbox()).toBe(settings.contactEmail)
  })

  test('is the admin’s notification setting when it is set', async () => {
    const admin = { ...(await signInAsAdmin()), role: 'admin' }
    await updateSiteSettings({ notifyEmail: 'deals@uaeinvest.example' }, admin)
    try {
      expect(await companyInbox()).toBe('deals@uaeinvest.example')
    } finally {
      await updateSiteSettings({ notifyEmail: '' }, admin)
    }
  })
})

describe('each submission: an acknowledgement to the sender, a notification to the inbox', () => {
  test('the contact form', async () => {
    const email = `contact-${unique()}@example.org`
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', {
        name: 'Mariam Al Suwaidi',
        email,
        subject: 'Office visit',
        message: 'Can I visit on Monday?',
      }),
    )
    expectAccepted(outcome)
    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe('We have received your message')
    expect(ack.text).toContain('Dear Mariam Al Suwaidi,')
    expect(ack.text).toContain('Thank you for contacting UAE Invest Group.')
    expect(ack.text).toContain('Kind regards,\nUAE Invest Group')
    // Nothing the visitor typed beyond their name comes back in the acknowledgement.
    expect(ack.text).not.toContain('Can I visit on Monday?')
    expect(ack.text).not.toContain('/dashboard')
    const notice = await mail.waitFor(
      (sent) => sent.subject === 'New contact message from Mariam Al Suwaidi' && to(inbox)(sent),
    )
    expect(notice.text).toContain(email)
  })

  test('a job application', async () => {
    const email = `applicant-${unique()}@example.org`
    const outcome = await callRoute(
      careersAction,
      postForm('/careers', {
        jobId: 'job-001',
        fullName: 'Omar Haddad',
        email,
        phone: '+971 50 123 4567',
        coverLetter: 'Ten years in corporate finance.',
        resume: new File([PDF], 'omar-cv.pdf', { type: 'application/pdf' }),
        processingConsent: 'on',
      }),
    )
    expectAccepted(outcome)
    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe('Application received: Senior Financial Analyst')
    expect(ack.text).toContain('Dear Omar Haddad,')
    expect(ack.text).toContain(
      'Your application for the Senior Financial Analyst position has been submitted successfully.',
    )
    const notice = await mail.waitFor(
      (sent) =>
        sent.subject === 'New job application: Senior Financial Analyst' &&
        sent.text.includes(email),
    )
    expect(notice.to).toEqual([inbox])
  })

  test('a consultation request', async () => {
    const email = `consult-${unique()}@example.org`
    const outcome = await callRoute(
      consultancyAction,
      postForm('/consultancy', {
        consultantId: 'con-004',
        name: 'Hessa Al Ketbi',
        email,
        phone: '+971 4 000 0000',
        message: 'Compliance review for a new branch.',
      }),
    )
    expectAccepted(outcome)
    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe('Consultation request received')
    expect(ack.text).toContain(
      'Your consultation request with Fatima Al Zaabi has been sent successfully.',
    )
    const notice = await mail.waitFor(
      (sent) =>
        sent.subject === 'New consultation request for Fatima Al Zaabi' &&
        sent.text.includes(email),
    )
    expect(notice.to).toEqual([inbox])
  })

  test('a request to invest in an investment', async () => {
    const member = await createSignedInUser({ name: 'Khalid Mansour' })
    const outcome = await callRoute(
      investmentAction,
      postForm(
        '/investments/inv-001',
        { acknowledgeRisk: 'on', message: 'Interested.' },
        { cookie: member.cookie },
      ),
      { id: 'inv-001' },
    )
    expectAccepted(outcome)
    const ack = await mail.waitFor(to(member.email))
    expect(ack.subject).toBe('Investment request received: Dubai Marina Residential Income Fund')
    expect(ack.text).toContain('Dear Khalid Mansour,')
    expect(ack.text).toContain(
      'Your request to invest in "Dubai Marina Residential Income Fund" has been sent successfully.',
    )
    expect(ack.text).toContain(`${env().APP_URL}/dashboard`)
    const notice = await mail.waitFor(
      (sent) =>
        sent.subject === 'New investment request: Dubai Marina Residential Income Fund' &&
        sent.text.includes(member.email),
    )
    expect(notice.to).toEqual([inbox])
  })

  test('a custom investment request, from a visitor and from a member', async () => {
    const email = `custom-${unique()}@example.org`
    const outcome = await callRoute(
      customRequestAction,
      postForm('/investment-request', {
        name: 'Layla Haddad',
        email,
        description: 'A villa portfolio in Dubai.',
      }),
    )
    expectAccepted(outcome)
    const ack = await mail.waitFor(to(email))
    expect(ack.subject).toBe('Investment request received')
    expect(ack.text).toContain(
      "We've received your custom investment request and will get back to you soon.",
    )
    // A visitor has no dashboard to be pointed at.
    expect(ack.text).not.toContain('/dashboard')
    const notice = await mail.waitFor(
      (sent) => sent.subject === 'New custom investment request' && sent.text.includes(email),
    )
    expect(notice.to).toEqual([inbox])

    const member = await createSignedInUser({ name: 'Noura Member' })
    expectAccepted(
      await callRoute(
        customRequestAction,
        postForm(
          '/investment-request',
          { name: 'Noura Member', email: member.email, description: 'Logistics.' },
          { cookie: member.cookie },
        ),
      ),
    )
    const memberAck = await mail.waitFor(to(member.email))
    expect(memberAck.text).toContain(`${env().APP_URL}/dashboard`)
  })

  test('an invalid submission sends nothing', async () => {
    const email = `invalid-${unique()}@example.org`
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: '', email, message: '' }),
    )
    expect(statusOf(outcome)).toBe(400)
    await deliverQueuedEmails()
    expect(mail.messages.filter(to(email))).toHaveLength(0)
  })
})

describe('a new account', () => {
  test('gets a welcome e-mail', async () => {
    const email = `welcome-${unique()}@example.org`
    const outcome = await callRoute(
      registerAction,
      postForm('/register', {
        name: 'Sara Welcome',
        email,
        password: 'Falcon-Dune-2231',
        confirmPassword: 'Falcon-Dune-2231',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    const welcome = await mail.waitFor(to(email))
    expect(welcome.subject).toBe('Welcome to UAE Invest Group')
    expect(welcome.text).toContain('Dear Sara Welcome,')
    expect(welcome.text).toContain(`${env().APP_URL}/login`)
  })

  test('a registration with an address that has an account sends no welcome, only the notice to its owner', async () => {
    const member = await createSignedInUser()
    const before = mail.messages.filter(to(member.email)).length
    const outcome = await callRoute(
      registerAction,
      postForm('/register', {
        name: 'Someone Else',
        email: member.email,
        password: 'Falcon-Dune-2231',
        confirmPassword: 'Falcon-Dune-2231',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    await deliverQueuedEmails()
    const after = mail.messages.filter(to(member.email)).slice(before)
    expect(after.map((message) => message.subject)).toEqual([
      'Someone tried to register with your e-mail address',
    ])
  })
})

// Last: it stops the mail server.
describe('when e-mail fails', () => {
  test('the submission is still saved and confirmed', async () => {
    await mail.close()
    const email = `offline-${unique()}@example.org`
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: 'Offline Visitor', email, message: 'Still saved?' }),
    )
    expectAccepted(outcome)
    const db = await getDb()
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.email, email))
    expect(rows).toHaveLength(1)

    const registration = await callRoute(
      registerAction,
      postForm('/register', {
        name: 'Offline Member',
        email: `offline-member-${unique()}@example.org`,
        password: 'Falcon-Dune-2231',
        confirmPassword: 'Falcon-Dune-2231',
      }),
    )
    expect(statusOf(registration)).toBe(302)
  })
})
