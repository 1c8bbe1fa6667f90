import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { E2E_ADMIN } from '../../playwright.config'
import { expectNoSeriousA11yViolations } from './support/axe'
import {
  fillRegistration,
  loginAs,
  loginAsAdmin,
  newPerson,
  register,
  registerAndLogin,
  publishFromDraftPage,
} from './support/auth'
import { queryDb } from './support/db'
import { readMail, sentTo, waitForMail } from './support/mail'

async function userIdOf(email: string): Promise<string> {
  const [row] = await queryDb<{ id: string }>('select id from "user" where email = $1', [email])
  return row.id
}

/** Sends a request through the investment page's 'Request to Invest' dialog; returns its title. */
async function requestToInvest(page: Page, investmentId: string, message: string) {
  await page.goto(`/investments/${investmentId}`)
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await page.getByRole('link', { name: 'Request to Invest' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request to Invest' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByLabel('Message').fill(message)
  await dialog.getByLabel('I have read and understood the risk warning').check()
  await dialog.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Investment Request Submitted')).toBeVisible()
  await expect(dialog).toBeHidden()
  return title
}

test.describe('registration', () => {
  test('each field shows its message, and the reserved address is refused by the server', async ({
    page,
  }) => {
    await page.goto('/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    await expect(page.getByText('Enter your information to create an account')).toBeVisible()
    await expect(page.getByLabel('Company Name (Optional)')).toBeVisible()
    await expect(page.getByLabel('Phone Number (Optional)')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Name is required')).toBeVisible()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const person = newPerson()
    await fillRegistration(page, person, `${person.password}-typo`)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByText('Name is required')).toBeHidden()

    // The reserved admin address, in another case: refused by the server.
    await fillRegistration(page, { ...person, email: E2E_ADMIN.email.toUpperCase() })
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'This email address is reserved' }),
    ).toBeVisible()
    await expect(page.getByText('Registration failed')).toBeVisible()
    const admins = await queryDb<{ role: string }>(
      'select role from "user" where lower(email) = $1',
      [E2E_ADMIN.email.toLowerCase()],
    )
    expect(admins).toEqual([{ role: 'admin' }])
  })

  test('a common password is refused; an address already registered is answered as a new one and its owner told', async ({
    page,
  }) => {
    const person = newPerson()
    await register(page, person)

    await page.goto('/register')
    await fillRegistration(page, { ...newPerson(), password: 'Password123' })
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('main').getByText('This password is too common')).toBeVisible()

    // Decision 034: the page tells nobody the address has an account; its owner gets an e-mail.
    await fillRegistration(page, { ...newPerson(), email: person.email })
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Registration successful').first()).toBeVisible()
    const told = await waitForMail(
      (mail) =>
        sentTo(person.email)(mail) &&
        mail.subject === 'Someone tried to register with your e-mail address',
      { description: `the notice to ${person.email}` },
    )
    expect(told.text).toContain('/forgot-password')
  })
})

test('a member registers, logs in, follows requests on the dashboard, edits the profile and logs out', async ({
  page,
}) => {
  const person = newPerson()
  await register(page, person)
  const [stored] = await queryDb<{ company: string | null; phone: string | null; role: string }>(
    'select company, phone, role from "user" where email = $1',
    [person.email],
  )
  expect(stored).toEqual({ company: null, phone: null, role: 'user' })

  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password').fill(person.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Login successful')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  // The custom request goes through the /investment-request form, signed in, and two
  // investment requests through the 'Request to Invest' dialog of two investments.
  await page.goto('/investment-request')
  await expect(page.getByLabel('Full Name')).toHaveValue(person.name)
  await expect(page.getByLabel('Email')).toHaveValue(person.email)
  await page.getByLabel('Investment Type').selectOption('real-estate')
  await page.getByLabel('Budget').selectOption('1m-5m')
  await page.getByLabel('Timeframe').selectOption('long')
  await page.getByLabel('Description').fill('Beachfront apartments in Abu Dhabi')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Request submitted successfully')).toBeVisible()

  const first = await requestToInvest(page, 'inv-001', 'Please call me')
  const second = await requestToInvest(page, 'inv-003', 'Is a site visit possible?')
  const userId = await userIdOf(person.email)

  await page.goto('/dashboard')
  const counter = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
  await expect(counter('Submitted Requests')).toHaveText('3')
  await expect(counter('Accepted Requests')).toHaveText('0')
  await expect(counter('Pending Requests')).toHaveText('3')

  await page.getByRole('tab', { name: 'Your Investments' }).click()
  const investmentTab = page.getByRole('tab', { name: 'Investment Requests (2)' })
  await expect(investmentTab).toBeVisible()
  const investmentPanel = page.getByRole('tabpanel', { name: 'Investment Requests (2)' })
  const cards = investmentPanel.getByRole('listitem')
  // Newest first.
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([second, first])
  const firstCard = cards.filter({ hasText: first })
  await expect(firstCard.getByText('Pending', { exact: true })).toBeVisible()
  await expect(firstCard.getByText('Please call me')).toBeVisible()
  await expect(firstCard.getByRole('link', { name: first })).toHaveAttribute(
    'href',
    '/investments/inv-001',
  )
  const secondCard = cards.filter({ hasText: second })
  await expect(secondCard.getByText('Pending', { exact: true })).toBeVisible()
  await expect(secondCard.getByText('Is a site visit possible?')).toBeVisible()
  await expect(investmentPanel.getByText('Reason for rejection')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('tab', { name: 'Custom Requests (1)' }).click()
  const customPanel = page.getByRole('tabpanel', { name: 'Custom Requests (1)' })
  await expect(customPanel.getByText('Beachfront apartments in Abu Dhabi')).toBeVisible()
  await expect(customPanel.getByText('Pending', { exact: true })).toBeVisible()
  await expect(customPanel.getByText('Real Estate')).toBeVisible()

  // Edit Profile: name, company and phone.
  await page.getByRole('tab', { name: 'Profile' }).click()
  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Full Name').fill(`${person.name} Al Qasimi`)
  await page.getByLabel('Company Name (Optional)').fill('Pearl Holdings')
  await page.getByLabel('Phone Number (Optional)').fill('+971 50 123 4567')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  const profile = page.getByRole('tabpanel', { name: 'Profile' })
  await expect(profile.getByText(`${person.name} Al Qasimi`)).toBeVisible()
  await expect(profile.getByText('Pearl Holdings')).toBeVisible()
  await expect(profile.getByText('+971 50 123 4567')).toBeVisible()
  const [updated] = await queryDb<{ name: string; company: string; phone: string }>(
    'select name, company, phone from "user" where email = $1',
    [person.email],
  )
  expect(updated).toEqual({
    name: `${person.name} Al Qasimi`,
    company: 'Pearl Holdings',
    phone: '+971 50 123 4567',
  })

  // Logout (the header's, the only one on the dashboard) deletes the session on the server.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  const sessions = await queryDb('select id from session where user_id = $1', [userId])
  expect(sessions).toHaveLength(0)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
})

test('a request stays on the dashboard as Unknown Investment after the admin deletes the investment', async ({
  page,
  browser,
}) => {
  const word = crypto.randomBytes(4).toString('hex')
  const title = `Hatta Eco Lodge ${word}`
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await loginAsAdmin(admin)
  await admin.goto('/admin/investments/create')
  await admin.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  await admin
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Mountain chalets near the Hatta dam.')
  await admin.getByLabel('Department').selectOption('Real Estate')
  await admin.getByLabel('Profit Margin (English)').fill('9% annually')
  await admin.getByLabel('Profit Schema (English)').fill('Room revenue shared every quarter.')
  await admin
    .getByRole('textbox', { name: 'Risk warning (English)', exact: true })
    .fill('Capital at risk.')
  await admin.getByRole('button', { name: 'Create Investment' }).click()
  // A new investment is public once a second person approves it (decision 047).
  const investment = { id: await publishFromDraftPage(admin, browser) }

  const person = await registerAndLogin(page, newPerson())
  await requestToInvest(page, investment.id, 'Reserve two chalets for me')

  // The admin declines it with a reason, then removes the investment.
  await admin.goto(`/admin/requests?q=${encodeURIComponent(person.email)}`)
  const row = admin.locator('tr[data-request-id]').filter({ hasText: title })
  await row.getByRole('link', { name: /^Reject/ }).click()
  const rejectDialog = admin.getByRole('dialog', { name: 'Reject Request' })
  await expect(rejectDialog).toHaveAttribute('data-state', 'open')
  await rejectDialog
    .getByLabel('Reason for rejection (optional)')
    .fill('Fund closed to new investors')
  await rejectDialog.getByRole('button', { name: 'Reject Request' }).click()
  await expect(row).toContainText('Rejected')
  await admin.goto(`/admin/investments?q=${word}`)
  await admin.getByRole('link', { name: `Delete ${title}` }).click()
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(admin.getByText('Investment deleted successfully')).toBeVisible()
  await adminContext.close()

  await page.goto('/dashboard?tab=investments')
  const panel = page.getByRole('tabpanel', { name: 'Investment Requests (1)' })
  const card = panel.getByRole('listitem')
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Unknown Investment')
  await expect(card.getByRole('link')).toHaveCount(0)
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(card.getByText('Reserve two chalets for me')).toBeVisible()
  await expect(card.getByText('Reason for rejection')).toBeVisible()
  await expect(card.getByText('Fund closed to new investors')).toBeVisible()
  const stored = await queryDb<{ investment_id: string | null; status: string }>(
    'select investment_id, status from investment_requests where user_id = $1',
    [await userIdOf(person.email)],
  )
  expect(stored).toEqual([{ investment_id: null, status: 'Rejected' }])
})

test('a signed-in member changes the password from the dashboard and logs out from the header', async ({
  page,
}) => {
  const person = newPerson()
  await registerAndLogin(page, person)
  await page.goto('/dashboard?tab=profile&edit=profile')
  await page.getByLabel('Current Password').fill('not-my-password')
  await page.getByLabel('New Password', { exact: true }).fill('Sea-Breeze-2031')
  await page.getByLabel('Confirm New Password').fill('Sea-Breeze-2031')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()

  await page.getByLabel('Current Password').fill(person.password)
  await page.getByLabel('New Password', { exact: true }).fill('Sea-Breeze-2031')
  await page.getByLabel('Confirm New Password').fill('Sea-Breeze-2031')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await loginAs(page, person.email, 'Sea-Breeze-2031')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test.describe('login', () => {
  test('a wrong password shows the message above the form', async ({ page }) => {
    const person = newPerson()
    await register(page, person)
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password').fill('not-the-right-one')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('empty fields give one message without a call', async ({ page }) => {
    await page.goto('/login')
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true
    })
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByText('Please enter both email and password')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('the admin lands on /admin, is sent there from /login, and logs out from the sidebar', async ({
    page,
  }) => {
    await loginAsAdmin(page)
    await expect(page.getByText('Admin login successful')).toBeVisible()
    await page.goto('/login')
    await expect(page).toHaveURL(/\/admin$/)
    // The admin sidebar's Logout posts to /logout as well.
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Logged out successfully')).toBeVisible()
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/)
  })

  test('a member opening /admin lands on /dashboard', async ({ page }) => {
    const person = newPerson()
    await registerAndLogin(page, person)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/register')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('a visitor opening /dashboard logs in and comes back to /dashboard', async ({ page }) => {
    const person = newPerson()
    await register(page, person)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/)
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password').fill(person.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  })

  test('GET /logout does not sign anyone out', async ({ page }) => {
    const person = newPerson()
    await registerAndLogin(page, person)
    await page.goto('/logout')
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('forgot password', () => {
  test('the e-mailed link resets the password once; the answer never reveals an account', async ({
    page,
  }) => {
    const person = newPerson('reset')
    await register(page, person)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expectNoSeriousA11yViolations(page)

    // An unknown address gets the same confirmation and no e-mail.
    const stranger = newPerson('nobody').email
    await page.getByLabel('Email').fill(stranger)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const confirmation = page.getByText(
      'If an account exists for that email address, we have sent a link to reset its password.',
    )
    await expect(confirmation).toBeVisible()

    await page.getByLabel('Email').fill(person.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await expect(confirmation).toBeVisible()
    // The person also got a welcome e-mail when they registered; the reset e-mail is the other.
    const mail = await waitForMail(
      (sent) => sentTo(person.email)(sent) && !sent.subject.startsWith('Welcome to'),
      { description: 'the reset e-mail' },
    )
    expect(mail.subject).toBe('Reset your password')
    // The stranger's request came first: had it been sent, it would be here by now.
    expect((await readMail()).filter(sentTo(stranger))).toHaveLength(0)
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=\S+/)?.[0] ?? ''
    expect(link).not.toBe('')

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('New Password').fill('Palm-Jumeirah-77')
    await page.getByLabel('Confirm Password').fill('Palm-Jumeirah-77')
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByText('Password reset successful')).toBeVisible()

    await loginAs(page, person.email, 'Palm-Jumeirah-77')
    await expect(page).toHaveURL(/\/dashboard$/)

    // The link is single-use.
    await page.goto(link)
    await expect(
      page.getByText('This password reset link is invalid or has expired.'),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test('the dashboard passes axe with no requests yet', async ({ page }) => {
  const person = newPerson()
  await registerAndLogin(page, person)
  await expect(page.getByText('Submitted Requests')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: 'Your Investments' }).click()
  await expect(page.getByRole('link', { name: 'Browse Investments' })).toHaveAttribute(
    'href',
    '/investments',
  )
  await page.getByRole('tab', { name: 'Custom Requests (0)' }).click()
  await expect(
    page
      .getByRole('tabpanel', { name: 'Custom Requests (0)' })
      .getByRole('link', { name: 'Request Investment' }),
  ).toHaveAttribute('href', '/investment-request')
  await expectNoSeriousA11yViolations(page)
})

test('the dashboard has one Logout button, in the header, at 1280 and at 390 px', async ({
  page,
}) => {
  await registerAndLogin(page)
  const logout = page.getByRole('button', { name: 'Logout' })
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(logout).toHaveCount(1)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible()

  // On a phone it sits in the header's menu.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(logout).toHaveCount(0)
  // The menu is a <details>; its <summary> has no role in Playwright, so it is found by text.
  await page.getByRole('banner').locator('summary', { hasText: 'Open menu' }).click()
  await expect(logout).toHaveCount(1)
  await logout.click()
  await expect(page).toHaveURL(/\/login$/)
})
