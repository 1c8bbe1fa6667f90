import { beforeAll, expect, test } from 'vitest'
import { MAIL_ERROR_MAX } from '~/lib/field-limits'

// The outbox keeps each delivery error and Administrators read it (decision 024): it must
// never carry the SMTP password, and it is one bounded line.

let describeDeliveryError: (error: unknown) => string

beforeAll(async () => {
  process.env.SMTP_URL = 'smtp://mailer:s3cr%40t-pass@smtp.example.com:587'
  ;({ describeDeliveryError } = await import('./email.server'))
})

test('the SMTP password is removed, as written in SMTP_URL and decoded', () => {
  const described = describeDeliveryError(
    new Error('Invalid login for mailer (s3cr@t-pass): 535 5.7.8 rejected\n  by smtp.example.com'),
  )
  expect(described).toBe('Invalid login for mailer (***): 535 5.7.8 rejected by smtp.example.com')
  expect(describeDeliveryError(new Error('see smtp://mailer:s3cr%40t-pass@host'))).toBe(
    'see smtp://mailer:***@host',
  )
})

test('a password in any other address is removed too', () => {
  expect(describeDeliveryError(new Error('proxy http://u:hunter2@proxy:8080 refused'))).toBe(
    'proxy http://u:***@proxy:8080 refused',
  )
})

test('a long error is cut to the column limit', () => {
  const described = describeDeliveryError(new Error('x'.repeat(5_000)))
  expect(described).toHaveLength(MAIL_ERROR_MAX)
  expect(described.endsWith('…')).toBe(true)
  expect(describeDeliveryError('plain text')).toBe('plain text')
})
