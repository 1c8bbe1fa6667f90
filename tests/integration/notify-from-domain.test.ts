import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { submitApplication } from '~/domain/careers/careers.server'
import { submitConsultationRequest } from '~/domain/consultancy/consultancy.server'
import { createContactMessage } from '~/domain/contact/contact.server'
import { submitCustomRequest, submitInvestmentRequest } from '~/domain/requests/requests.server'
import { prepareTestApp } from '../support/app'
import { deliverQueuedEmails, startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type MailCapture } from '../support/mail-capture'
import { createSignedInUser } from '../support/requests'

// Issue 11: the company is told by the domain command that saves the submission, so any caller
// of the command (a route, a script, a future API) notifies; no route sends the e-mail itself.
// Issue 13: the notification is English whatever the sender's language (most submissions
// below come from Arabic pages).

let mail: MailCapture & { url: string }

beforeAll(async () => {
  mail = await startMailCapture()
  // Before the app first reads its environment, so notifications really go over SMTP.
  process.env.SMTP_URL = mail.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
})

afterAll(async () => {
  await stopTestJobRunner()
  await mail.close()
})

const unique = () => crypto.randomUUID().slice(0, 8)

// What the form's upload rule hands the command: the CV already stored under cv/….
const STORED_CV = {
  key: 'cv/2025/notify-test.pdf',
  mime: 'application/pdf',
  size: 64,
  originalName: 'cv.pdf',
}

describe('each submission command notifies the company inbox', () => {
  test('a job application', async () => {
    const email = `applicant-${unique()}@example.org`
    const saved = await submitApplication({
      jobId: 'job-001',
      name: 'Domain Applicant',
      email,
      phone: '+971 50 000 0001',
      coverLetter: 'I would like to join.',
      cv: STORED_CV,
      locale: 'ar',
    })
    expect(saved.kind).toBe('saved')
    const notice = await mail.waitFor(
      (m) =>
        m.subject === 'New job application: Senior Financial Analyst' && m.text.includes(email),
    )
    expect(notice.text).toContain('Position: Senior Financial Analyst')
    expect(notice.text).toContain('CV: cv.pdf')
    expect(notice.text).toContain('/admin/careers/applicants')
  })

  test('an open application', async () => {
    const email = `open-${unique()}@example.org`
    await submitApplication({
      jobId: null,
      name: 'Open Applicant',
      email,
      phone: '+971 50 000 0002',
      coverLetter: 'Any role in finance.',
      cv: STORED_CV,
      locale: 'en',
    })
    const notice = await mail.waitFor(
      (m) => m.subject === 'New open application' && m.text.includes(email),
    )
    expect(notice.text).toContain('Position: Open application')
  })

  test('a refused application (closed or unknown job) tells nobody', async () => {
    const email = `nobody-${unique()}@example.org`
    const saved = await submitApplication({
      jobId: 'job-does-not-exist',
      name: 'Nobody',
      email,
      phone: '+971 50 000 0003',
      coverLetter: 'x',
      cv: STORED_CV,
      locale: 'en',
    })
    expect(saved.kind).toBe('job-not-found')
    await deliverQueuedEmails()
    expect(mail.messages.filter((m) => m.text.includes(email))).toHaveLength(0)
  })

  test('a consultation request', async () => {
    const email = `consult-${unique()}@example.org`
    const saved = await submitConsultationRequest({
      consultantId: 'con-004',
      name: 'Domain Client',
      email,
      phone: '+971 50 000 0004',
      company: 'Client Holdings',
      message: 'Please call me.',
      locale: 'ar',
    })
    expect(saved.kind).toBe('saved')
    const notice = await mail.waitFor(
      (m) => m.subject === 'New consultation request for Fatima Al Zaabi' && m.text.includes(email),
    )
    expect(notice.text).toContain('Company: Client Holdings')
    expect(notice.text).toContain('/admin/consultancy/requests')
  })

  test('an investment request', async () => {
    const account = await createSignedInUser({ name: 'Domain Investor' })
    const saved = await submitInvestmentRequest({
      user: { id: account.id, name: 'Domain Investor', email: account.email },
      investment: { id: 'inv-001' },
      message: 'Interested in the income fund.',
      locale: 'ar',
    })
    expect(saved.kind).toBe('saved')
    const notice = await mail.waitFor(
      (m) =>
        m.subject === 'New investment request: Dubai Marina Residential Income Fund' &&
        m.text.includes(account.email),
    )
    expect(notice.text).toContain(`From: Domain Investor <${account.email}>`)
    expect(notice.text).toContain('Message: Interested in the income fund.')
    expect(notice.text).toContain('/admin/requests')
  })

  test('a custom investment request and a contact message', async () => {
    const customEmail = `custom-${unique()}@example.org`
    await submitCustomRequest({
      userId: null,
      name: 'Custom Visitor',
      email: customEmail,
      description: 'A portfolio of warehouses.',
      locale: 'ar',
    })
    await mail.waitFor(
      (m) => m.subject === 'New custom investment request' && m.text.includes(customEmail),
    )

    const contactEmail = `contact-${unique()}@example.org`
    await createContactMessage({
      name: 'Contact Visitor',
      email: contactEmail,
      phone: null,
      subject: 'Office visit',
      message: 'When can I visit?',
      locale: 'ar',
    })
    await mail.waitFor(
      (m) =>
        m.subject === 'New contact message from Contact Visitor' && m.text.includes(contactEmail),
    )
  })
})
