import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { action } from '~/routes/public/consultancy'
import { prepareTestApp } from '../support/app'
import { callRoute, postForm, statusOf } from '../support/requests'

// A real SMTP server on a free local port receives what the app sends.
const received: string[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let message = ''
    stream.on('data', (chunk: Buffer) => (message += chunk.toString('utf8')))
    stream.on('end', () => {
      received.push(message)
      callback()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
// Read lazily by env() at first use, after this file's top level has run.
process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`

beforeAll(prepareTestApp)
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

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
  expect(received).toHaveLength(1)
  const mail = received[0]
  expect(mail).toContain('New consultation request for Fatima Al Zaabi')
  expect(mail).toContain('notify.tester@example.org')
  expect(mail).toContain('Tester Holdings')
  expect(mail).toContain('Please call me about compliance.')
})

test('an invalid request sends nothing', async () => {
  const before = received.length
  const outcome = await callRoute(
    action,
    postForm('/consultancy', { consultantId: 'con-004', name: 'Nobody', email: 'bad' }),
  )
  expect(statusOf(outcome)).toBe(400)
  expect(received).toHaveLength(before)
})
