import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { userInvestmentRequests } from '#db/schema'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { action, loader } from '~/routes/public/investment-request'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { startTestJobRunner, stopTestJobRunner } from '../support/outbox'
import { startMailCapture, type MailCapture } from '../support/mail-capture'
import { callRoute, createSignedInUser, getRequest, postForm, statusOf } from '../support/requests'

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

async function requestsByEmail(email: string) {
  const db = await getDb()
  return db.select().from(userInvestmentRequests).where(eq(userInvestmentRequests.email, email))
}

function uniqueEmail(label: string) {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`
}

test('a visitor’s full request is stored with user_id null and the company inbox is told', async () => {
  const email = uniqueEmail('visitor')
  const outcome = await callRoute(
    action,
    postForm('/investment-request', {
      name: 'Layla Haddad',
      email,
      phone: '+971 50 111 2222',
      investmentType: 'real-estate',
      budget: '1m-5m',
      timeframe: 'medium',
      description: 'Looking for a villa portfolio in Dubai.',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  expect((outcome as Response).headers.get('Location')).toBe('/investment-request')
  expect((outcome as Response).headers.get('Set-Cookie')).toContain('toast=')

  const [row] = await requestsByEmail(email)
  expect(row).toMatchObject({
    userId: null,
    name: 'Layla Haddad',
    phone: '+971 50 111 2222',
    investmentType: 'real-estate',
    budget: '1m-5m',
    timeframe: 'medium',
    description: 'Looking for a villa portfolio in Dubai.',
    status: 'Pending',
  })

  const notice = await mail.waitFor((m) => m.text.includes(email))
  // The seeded inbox setting is empty, so the company e-mail shown on the site receives it.
  expect(notice.to).toEqual([(await getSiteSettings()).contactEmail])
  expect(notice.subject).toBe('New custom investment request')
  expect(notice.text).toContain('Budget: 1,000,000 - 5,000,000 AED')
  expect(notice.text).toContain('Investment Type: Real Estate')
})

test('a signed-in user’s request carries their user id; empty optional fields are stored as null', async () => {
  const account = await createSignedInUser({ name: 'Omar Saleh' })
  const email = uniqueEmail('member')
  const outcome = await callRoute(
    action,
    postForm(
      '/investment-request',
      {
        name: 'Omar Saleh',
        email,
        phone: '',
        investmentType: '',
        budget: '',
        timeframe: '',
        description: 'Anything in tech.',
      },
      { cookie: account.cookie },
    ),
  )
  expect(statusOf(outcome)).toBe(302)
  const [row] = await requestsByEmail(email)
  expect(row).toMatchObject({
    userId: account.id,
    phone: null,
    investmentType: null,
    budget: null,
    timeframe: null,
  })
})

test('the form is prefilled with the signed-in user’s name and e-mail', async () => {
  const account = await createSignedInUser({ name: 'Prefill Person' })
  const signedIn = await callRoute(
    loader,
    getRequest('/investment-request', { cookie: account.cookie }),
  )
  expect(signedIn).toEqual({ prefill: { name: 'Prefill Person', email: account.email } })
  const visitor = await callRoute(loader, getRequest('/investment-request'))
  expect(visitor).toEqual({ prefill: null })
})

test('missing required fields give 400, the field errors, the typed values, and nothing is stored', async () => {
  const before = (await (await getDb()).select().from(userInvestmentRequests)).length
  const outcome = await callRoute(
    action,
    postForm('/investment-request', {
      name: '',
      email: '',
      phone: '+971 4 000',
      description: '   ',
    }),
  )
  expect(statusOf(outcome)).toBe(400)
  const body = JSON.stringify(outcome)
  expect(body).toContain('Full name is required')
  expect(body).toContain('Email is required')
  expect(body).toContain('Description is required')
  expect(body).toContain('+971 4 000')
  const after = (await (await getDb()).select().from(userInvestmentRequests)).length
  expect(after).toBe(before)
})

test('an invalid e-mail and values outside the spec’s lists are refused', async () => {
  const email = 'not-an-email'
  const outcome = await callRoute(
    action,
    postForm('/investment-request', {
      name: 'Bad Values',
      email,
      investmentType: 'crypto',
      budget: '10m+',
      timeframe: 'forever',
      description: 'x',
    }),
  )
  expect(statusOf(outcome)).toBe(400)
  const body = JSON.stringify(outcome)
  expect(body).toContain('Invalid email address')
  expect(body.match(/Please choose one of the listed options/g)).toHaveLength(3)
  expect(await requestsByEmail(email)).toHaveLength(0)
})

test('a filled honeypot looks like success to the bot but stores nothing', async () => {
  const email = uniqueEmail('bot')
  const outcome = await callRoute(
    action,
    postForm('/investment-request', {
      name: 'Bot',
      email,
      description: 'spam',
      website_url: 'http://spam.example',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  expect(await requestsByEmail(email)).toHaveLength(0)
})

test('one address sending too many submissions gets 429 with a clear message', async () => {
  const ip = '10.99.0.1'
  const limit = env().FORM_RATE_LIMIT
  for (let i = 0; i < limit; i++) {
    const outcome = await callRoute(
      action,
      postForm('/investment-request', { name: '' }, { headers: { 'x-client-ip': ip } }),
    )
    expect(statusOf(outcome)).toBe(400)
  }
  const email = uniqueEmail('limited')
  const limited = await callRoute(
    action,
    postForm(
      '/investment-request',
      { name: 'Limited', email, description: 'one too many' },
      { headers: { 'x-client-ip': ip } },
    ),
  )
  expect(statusOf(limited)).toBe(429)
  expect(JSON.stringify(limited)).toContain(
    'Too many requests. Please wait a moment and try again.',
  )
  expect(await requestsByEmail(email)).toHaveLength(0)
  // Another address is not affected.
  const other = await callRoute(
    action,
    postForm('/investment-request', { name: 'Other', email, description: 'fine' }),
  )
  expect(statusOf(other)).toBe(302)
})
