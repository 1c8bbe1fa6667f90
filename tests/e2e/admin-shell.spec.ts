import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { E2E_ADMIN } from '../../playwright.config'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { en } from '../../app/i18n/en'

const SIDEBAR_LINKS: [string, string][] = [
  ['Dashboard', '/admin'],
  ['Investments', '/admin/investments'],
  ['Requests', '/admin/requests'],
  ['Packages', '/admin/packages'],
  ['Team', '/admin/team'],
  ['Careers Jobs', '/admin/careers/jobs'],
  ['Careers Applicants', '/admin/careers/applicants'],
  ['Consultancy Consultants', '/admin/consultancy/consultants'],
  ['Consultancy Requests', '/admin/consultancy/requests'],
  ['Contacts', '/admin/contacts'],
  ['Settings', '/admin/settings'],
]

async function databaseCounters() {
  const [row] = await queryDb<Record<string, string>>(`
    select
      (select count(*) from investments) as investments,
      (select count(*) from investment_requests) + (select count(*) from user_investment_requests) as requests,
      (select count(*) from investment_requests where status = 'Pending')
        + (select count(*) from user_investment_requests where status = 'Pending') as pending,
      (select count(*) from "user" where role = 'user') as users`)
  return [row.investments, row.requests, row.pending, row.users].map(Number)
}

async function shownCounters(page: Page) {
  const figures = page.getByRole('region', { name: 'Key figures' })
  const read = async (label: string) => {
    const card = figures
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: label }) })
    const text = await card.locator('p').first().textContent()
    return Number((text ?? '').replace(/[^\d]/g, ''))
  }
  return [
    await read('Total Investments'),
    await read('Investment Requests'),
    await read('Pending Requests'),
    await read('Registered Users'),
  ]
}

test('the admin sees the sidebar with every section, who is signed in, and the current one marked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await loginAsAdmin(page)
  await expect(page).toHaveURL(/\/admin$/)
  const nav = page.getByRole('navigation', { name: 'Admin' })
  for (const [name, href] of SIDEBAR_LINKS)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/')
  const logout = page.getByRole('button', { name: 'Logout' })
  await expect(logout).toBeVisible()
  await expect(logout.locator('xpath=ancestor::form')).toHaveAttribute('action', '/logout')
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible()
  await expect(page.getByRole('main')).toHaveAttribute('id', 'main')

  await nav.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  )

  await page.goto('/admin/careers')
  await expect(page).toHaveURL(/\/admin\/careers\/jobs$/)
  await page.goto('/admin/consultancy')
  await expect(page).toHaveURL(/\/admin\/consultancy\/consultants$/)
})

test('the dashboard counts what the database holds and lists new submissions with links', async ({
  page,
  browser,
}) => {
  const tag = crypto.randomBytes(4).toString('hex')
  const name = `Layla Contact ${tag}`
  // A visitor writes through the contact form and sends a custom investment request.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/contact')
  await visitor.getByLabel('Full Name').fill(name)
  await visitor.getByLabel('Email').fill(`layla-${tag}@example.org`)
  await visitor.getByLabel('Subject (Optional)').fill('Partnership enquiry')
  await visitor.getByLabel('Message').fill('Hello there')
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByText('Message sent successfully')).toBeVisible()
  await visitor.goto('/investment-request')
  await visitor.getByLabel(/Full Name/).fill(`Omar Custom ${tag}`)
  await visitor.getByLabel(/Email/).fill(`omar-${tag}@example.org`)
  await visitor.getByLabel(/Description/).fill('A pending custom request')
  await visitor.getByRole('button', { name: 'Submit Request' }).click()
  await expect(visitor.getByText('Request submitted successfully')).toBeVisible()
  await visitorContext.close()

  await loginAsAdmin(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  for (const label of [
    'Total Investments',
    'Investment Requests',
    'Pending Requests',
    'Registered Users',
  ])
    await expect(page.getByRole('heading', { name: label })).toBeVisible()
  // Other tests may add rows meanwhile: compare the page with the database read just before it.
  await expect(async () => {
    const expected = await databaseCounters()
    await page.reload()
    expect(await shownCounters(page)).toEqual(expected)
  }).toPass({ timeout: 20_000 })
  const [, requests, pending] = await shownCounters(page)
  expect(requests).toBeGreaterThanOrEqual(1)
  expect(pending).toBeGreaterThanOrEqual(1)

  // The 12-week chart's data table is a table too: the recent submissions are named.
  const recent = page.getByRole('table', { name: 'Recent Submissions' })
  const contactRow = recent.getByRole('row').filter({ hasText: name })
  await expect(contactRow).toContainText('Contact Message')
  await expect(contactRow).toContainText('Partnership enquiry')
  await expect(recent.getByRole('row').filter({ hasText: `Omar Custom ${tag}` })).toContainText(
    'Custom Request',
  )
  expect(await recent.getByRole('row').count()).toBeLessThanOrEqual(11) // header + ten at most
  await expectNoSeriousA11yViolations(page)

  await contactRow.getByRole('link', { name: `Open Contact Message from ${name}` }).click()
  await expect(page).toHaveURL(/\/admin\/contacts$/)
})

test('the dashboard links to the read-only audit log, which filters by entity', async ({
  page,
}) => {
  const tag = crypto.randomBytes(4).toString('hex')
  await queryDb(
    `insert into audit_log (actor_email, action, entity, entity_id, before, after)
     values ($1, 'update', $2, $3, $4, $5)`,
    [
      E2E_ADMIN.email,
      `e2e_entity_${tag}`,
      `row-${tag}`,
      JSON.stringify({ title: 'Old title' }),
      JSON.stringify({ title: 'New title' }),
    ],
  )
  await loginAsAdmin(page)
  await page.getByRole('link', { name: 'View audit log' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible()

  await page.getByLabel('Entity').selectOption(`e2e_entity_${tag}`)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(new RegExp(`entity=e2e_entity_${tag}`))
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText(E2E_ADMIN.email)
  await expect(rows.nth(1)).toContainText('Update')
  await expect(rows.nth(1)).toContainText(`row-${tag}`)
  await expect(rows.nth(1).getByText('"New title"')).toBeHidden()
  await rows.nth(1).getByText('Show changes').click()
  await expect(rows.nth(1).getByText('"Old title"')).toBeVisible()
  await expect(rows.nth(1).getByText('"New title"')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('on a phone the sidebar stays closed until the menu button opens it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAsAdmin(page)
  const toggle = page.getByRole('button', { name: 'Open admin menu' })
  const nav = page.getByRole('navigation', { name: 'Admin' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(nav).toBeHidden()

  await toggle.click()
  const close = page.getByRole('button', { name: 'Close admin menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await expect(nav).toBeVisible()
  for (const [name] of SIDEBAR_LINKS)
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await nav.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/admin\/settings$/)
  await expect(nav).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )

  await page.setViewportSize({ width: 1024, height: 800 })
  await expect(nav).toBeVisible()
  await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeHidden()
})

test('a visitor who opens the admin area is sent to log in', async ({ page }) => {
  await page.goto('/admin/settings')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsettings/)
})

test('an admin address with no record answers 404 and the page still runs React', async ({
  page,
}) => {
  await loginAsAdmin(page)
  // The wrapped goto waits for React's mark: the error page sets it as every page does.
  const response = await page.goto('/admin/conversations/no-such-conversation')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
})
