import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

const cardHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name })

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
}

async function requestsFor(email: string) {
  return queryDb<{ consultant_id: string; name: string; phone: string; status: string }>(
    'select consultant_id, name, phone, company, message, status from consultancy_requests where email = $1',
    [email],
  )
}

test('the consultancy page shows the consultants and the tabs filter them', async ({ page }) => {
  await page.goto('/consultancy')
  await expect(page).toHaveTitle(/Expert Consultancy Services/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Expert Consultancy Services' }),
  ).toBeVisible()
  for (const name of ['Khalid Al Mansouri', 'Sarah Thompson', 'Rajesh Nair', 'Layla Karim']) {
    await expect(cardHeading(page, name)).toBeVisible()
  }
  // Availability badges: green 'Available', amber 'Limited Availability'.
  await expect(page.getByText('Limited Availability').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const tabs = page.getByRole('navigation', { name: 'Filter consultants by expertise' })
  await tabs.getByRole('link', { name: 'Technology' }).click()
  await expect(page).toHaveURL(/\?tab=technology$/)
  await expect(tabs.getByRole('link', { name: 'Technology' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(cardHeading(page, 'Rajesh Nair')).toBeVisible()
  await expect(cardHeading(page, 'Khalid Al Mansouri')).toHaveCount(0)

  await tabs.getByRole('link', { name: 'Financial' }).click()
  await expect(page).toHaveURL(/\?tab=financial$/)
  await expect(cardHeading(page, 'Khalid Al Mansouri')).toBeVisible()
  await expect(cardHeading(page, 'Layla Karim')).toBeVisible()
  await expect(cardHeading(page, 'Omar Haddad')).toHaveCount(0)

  await tabs.getByRole('link', { name: 'Legal' }).click()
  await expect(cardHeading(page, 'Fatima Al Zaabi')).toBeVisible()
  await expect(cardHeading(page, 'Layla Karim')).toHaveCount(0)

  await tabs.getByRole('link', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/consultancy$/)
  await expect(cardHeading(page, 'Omar Haddad')).toBeVisible()
  await expect(cardHeading(page, 'Khalid Al Mansouri')).toBeVisible()
})

test('the consultation form rejects bad input, then saves a good request', async ({ page }) => {
  const email = uniqueEmail('consult')
  await page.goto('/consultancy?tab=business')
  await page.getByRole('link', { name: 'Request Consultation with Omar Haddad' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Consultation with Omar Haddad' })
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await dialog.getByLabel('Full Name').fill('Playwright Visitor')
  await dialog.getByLabel('Email').fill('not-an-email')
  await dialog.getByRole('button', { name: 'Submit Request' }).click()
  await expect(dialog.getByText('Invalid email address')).toBeVisible()
  await expect(dialog.getByText('Phone number is required')).toBeVisible()
  await expect(dialog.getByText('Message is required')).toBeVisible()
  await expect(dialog.getByLabel('Full Name')).toHaveValue('Playwright Visitor')
  expect(await requestsFor(email)).toHaveLength(0)

  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Phone Number').fill('+971 50 123 9876')
  await dialog.getByLabel('Company (Optional)').fill('Playwright Holdings')
  await dialog.getByLabel('Message').fill('We are planning to open a branch in Dubai.')
  await dialog.getByRole('button', { name: 'Submit Request' }).click()

  await expect(page.getByText('Request Submitted')).toBeVisible()
  await expect(
    page.getByText('Your consultation request with Omar Haddad has been sent successfully.'),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/consultancy\?tab=business$/)

  const rows = await requestsFor(email)
  expect(rows).toEqual([
    {
      consultant_id: 'con-003',
      name: 'Playwright Visitor',
      phone: '+971 50 123 9876',
      company: 'Playwright Holdings',
      message: 'We are planning to open a branch in Dubai.',
      status: 'Pending',
    },
  ])
})

test('Cancel closes the consultation dialog without saving', async ({ page }) => {
  await page.goto('/consultancy')
  await page.getByRole('link', { name: 'Request Consultation with Sarah Thompson' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Consultation with Sarah Thompson' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).first().click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/consultancy$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the tabs and the consultation form still work', async ({ page }) => {
    const email = uniqueEmail('nojs')
    await page.goto('/consultancy?tab=legal')
    await expect(cardHeading(page, 'Fatima Al Zaabi')).toBeVisible()
    await expect(cardHeading(page, 'Rajesh Nair')).toHaveCount(0)

    await page.getByRole('link', { name: 'Request Consultation with Fatima Al Zaabi' }).click()
    const form = page.locator('#request-consultation')
    await expect(
      form.getByRole('heading', { name: 'Request Consultation with Fatima Al Zaabi' }),
    ).toBeVisible()
    await form.getByLabel('Full Name').fill('No Script Visitor')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(form.getByText('Phone number is required')).toBeVisible()
    await expect(form.getByLabel('Email')).toHaveValue(email)
    expect(await requestsFor(email)).toHaveLength(0)

    await form.getByLabel('Phone Number').fill('+971 4 555 0000')
    await form.getByLabel('Message').fill('Compliance review for our new fund.')
    await form.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page).toHaveURL(/\/consultancy\?tab=legal$/)
    await expect(page.locator('#request-consultation')).toHaveCount(0)
    const rows = await requestsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ consultant_id: 'con-004', status: 'Pending' })
  })
})

test("'Contact Our Team' goes to the contact page", async ({ page }) => {
  await page.goto('/consultancy')
  await expect(page.getByRole('heading', { name: 'Need Specialized Guidance?' })).toBeVisible()
  await page.getByRole('link', { name: 'Contact Our Team' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})
