import { afterAll, beforeAll, expect, test } from 'vitest'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { action } from '~/routes/public/consultancy'
import { prepareTestApp } from '../support/app'
import { deliverQueuedEmails, startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type MailCapture } from '../support/mail-capture'
import { callRoute, postForm, statusOf } from '../support/requests'

let mail: MailCapture

beforeAll(async () => {
  const capture = await startMailCapture()
  mail = capture
  // Before the app first reads its environment, so notifications really go over SMTP.
  process.env.SMTP_URL = capture.url
  await prepareTestApp()
  // Queued e-mails go out at once, as from a running server (decision 024).
  startTestJobRunner()
})

afterAll(async () => {
  await stopTestJobRunner()
  await mail.close()
})

test('a saved consultation request e-mails the company inbox', async () => {
  const outcome = await callRoute(
    action,
    postForm('/consultancy', {
      consultantId: 'con-004',
      name: 'Notify Tester',
      email: 'notify.tester@example.org',
      phone: '+971 4 000 0000',
      company: 'Tester Holdings',
      message: 'Please call me about compliance.',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const received = await mail.waitFor((m) => m.text.includes('notify.tester@example.org'))
  expect(received.subject).toBe('New consultation request for Fatima Al Zaabi')
  // The seeded inbox setting is empty, so the company e-mail shown on the site receives it.
  expect(received.to).toEqual([(await getSiteSettings()).contactEmail])
  expect(received.text).toContain('Tester Holdings')
  expect(received.text).toContain('Please call me about compliance.')
  // The link goes to the screen that handles it.
  expect(received.text).toContain('/admin/consultancy/requests')
})

test('an invalid request sends nothing', async () => {
  // What earlier tests queued (the acknowledgement beside a notification) has gone out first.
  await deliverQueuedEmails()
  const before = mail.messages.length
  const outcome = await callRoute(
    action,
    postForm('/consultancy', { consultantId: 'con-004', name: 'Nobody', email: 'bad' }),
  )
  expect(statusOf(outcome)).toBe(400)
  await deliverQueuedEmails()
  expect(mail.messages).toHaveLength(before)
})

test('line breaks typed into the name or message cannot forge lines of the notification', async () => {
  const outcome = await callRoute(
    action,
    postForm('/consultancy', {
      consultantId: 'con-004',
      name: 'Forger\r\nEmail: ceo@company.example',
      email: 'forger@example.org',
      phone: '+971 4 000 0001',
      message: 'Hello\r\nPhone: +1 555 0100\nLink: https://evil.example\u2028Company: Fake',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const received = await mail.waitFor((m) => m.text.includes('forger@example.org'))
  const lines = received.text.split(/\r?\n/)
  // Every line that starts at the margin is one the site wrote.
  for (const forged of ['Email: ceo@', 'Phone: +1 555', 'Link: https://evil', 'Company: Fake'])
    expect(lines.some((line) => line.startsWith(forged))).toBe(false)
  expect(lines).toContain('  Phone: +1 555 0100')
  expect(lines).toContain('  Email: ceo@company.example')
  expect(received.subject).not.toMatch(/[\r\n]/)
})
