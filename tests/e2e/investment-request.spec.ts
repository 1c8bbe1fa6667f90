import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { newPerson, registerAndLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { companyInbox, waitForMail } from './support/mail'

type StoredRequest = {
  user_id: string | null
  name: string
  email: string
  phone: string | null
  investment_type: string | null
  budget: string | null
  timeframe: string | null
  description: string
  status: string
}

function storedRequests(email: string) {
  return queryDb<StoredRequest>(
    'select user_id, name, email, phone, investment_type, budget, timeframe, description, status from user_investment_requests where email = $1',
    [email],
  )
}

test('a visitor is told what is missing, then sends a complete request', async ({ page }) => {
  const email = `visitor-${crypto.randomUUID().slice(0, 8)}@example.org`
  await page.goto('/investment-request')
  await expect(page).toHaveTitle(/Request an Investment/)
  await expect(page.getByRole('heading', { level: 1, name: 'Request an Investment' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // SPEC 9: the choices carry human labels.
  await expect(page.getByLabel('Investment Type').locator('option')).toHaveText([
    'Select investment type',
    'Real Estate',
    'Stocks',
    'Business',
    'Startup',
    'Other',
  ])
  await expect(page.getByLabel('Budget').locator('option')).toContainText([
    'Under 100,000 AED',
    'Over 5,000,000 AED',
  ])
  await expect(page.getByLabel('Timeframe').locator('option')).toContainText([
    'Short term (under 1 year)',
    '1-3 years',
    '3+ years',
  ])

  await page.getByLabel('Phone').fill('+971 50 765 4321')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Required fields missing' })
  await expect(alert).toContainText('Please fill in all required fields.')
  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Description is required')).toBeVisible()
  await expect(page.getByLabel('Phone')).toHaveValue('+971 50 765 4321')
  await expect(page.getByLabel(/Full Name/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel(/Full Name/).fill('Noura Al Mansoori')
  await page.getByLabel(/Email/).fill('not-an-email')
  await page.getByLabel(/Description/).fill('A mixed portfolio of logistics and retail.')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  expect(await storedRequests('not-an-email')).toHaveLength(0)

  await page.getByLabel(/Email/).fill(email)
  await page.getByLabel('Investment Type').selectOption({ label: 'Business' })
  await page.getByLabel('Budget').selectOption({ label: '500,000 - 1,000,000 AED' })
  await page.getByLabel('Timeframe').selectOption({ label: '3+ years' })
  await page.getByRole('button', { name: 'Submit Request' }).click()

  await expect(page.getByText('Request submitted successfully')).toBeVisible()
  await expect(
    page.getByText("We've received your investment request and will get back to you soon."),
  ).toBeVisible()
  // The form is fresh again after a successful submission.
  await expect(page.getByLabel(/Full Name/)).toHaveValue('')

  expect(await storedRequests(email)).toEqual([
    {
      user_id: null,
      name: 'Noura Al Mansoori',
      email,
      phone: '+971 50 765 4321',
      investment_type: 'business',
      budget: '500k-1m',
      timeframe: 'long',
      description: 'A mixed portfolio of logistics and retail.',
      status: 'Pending',
    },
  ])

  // The company inbox is told, with the choices in words.
  const mail = await waitForMail(
    (sent) => sent.subject === 'New custom investment request' && sent.text.includes(email),
    { description: 'the company notification of the custom request' },
  )
  expect(mail.to).toEqual([await companyInbox()])
  expect(mail.text).toContain('Full Name: Noura Al Mansoori')
  expect(mail.text).toContain('Budget: 500,000 - 1,000,000 AED')
  expect(mail.text).toContain('Description: A mixed portfolio of logistics and retail.')
  expect(mail.text).toContain('Account: visitor')
})

test('a signed-in user finds name and e-mail filled in, and the request is linked to them', async ({
  page,
}) => {
  const member = await registerAndLogin(page, newPerson('member', 'Member'))
  const [{ id: userId }] = await queryDb<{ id: string }>('select id from "user" where email = $1', [
    member.email,
  ])

  await page.goto('/investment-request')
  await expect(page.getByLabel(/Full Name/)).toHaveValue(member.name)
  await expect(page.getByLabel(/Email/)).toHaveValue(member.email)
  await page.getByLabel(/Description/).fill('Only the description this time.')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Request submitted successfully')).toBeVisible()

  const [row] = await storedRequests(member.email)
  expect(row).toMatchObject({
    user_id: userId,
    phone: null,
    investment_type: null,
    budget: null,
    timeframe: null,
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the server refuses a blank description with status 400 and keeps what was typed', async ({
    page,
  }) => {
    const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.org`
    await page.goto('/investment-request')
    await page.getByLabel(/Full Name/).fill('Plain Form')
    await page.getByLabel(/Email/).fill(email)
    await page.getByLabel('Budget').selectOption({ label: 'Under 100,000 AED' })
    await page.getByLabel(/Description/).fill('   ')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Submit Request' }).click(),
    ])
    expect(response.status()).toBe(400)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Required fields missing' }),
    ).toContainText('Please fill in all required fields.')
    await expect(page.getByText('Description is required')).toBeVisible()
    await expect(page.getByLabel(/Full Name/)).toHaveValue('Plain Form')
    await expect(page.getByLabel(/Email/)).toHaveValue(email)
    await expect(page.getByLabel('Budget')).toHaveValue('under-100k')
    expect(await storedRequests(email)).toHaveLength(0)

    await page.getByLabel(/Description/).fill('Now with a description.')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page).toHaveURL(/\/investment-request$/)
    await expect.poll(async () => (await storedRequests(email)).length).toBe(1)
  })
})
