import { expect, test } from '../support/test'
import { E2E_2FA_PORT, E2E_ADMIN } from '../../../playwright.config'
import { totpNow } from '../../support/totp'
import { loginAsAdmin } from '../support/auth'
import { expectNoSeriousA11yViolations } from '../support/axe'

/*
 * Issue 12: with STAFF_REQUIRE_2FA=true (this project's own server, see playwright.config.ts)
 * a staff member without two-factor sign-in is sent to set it up before any admin screen
 * opens, and no admin form is accepted from them until then.
 */

const ORIGIN = `http://127.0.0.1:${E2E_2FA_PORT}`
const REQUIRED_URL = /\/admin\/account\?required=2fa$/

test('an Administrator without two-factor sign-in sets it up before any admin screen opens', async ({
  page,
}) => {
  test.slow()
  await loginAsAdmin(page)
  await expect(page).toHaveURL(REQUIRED_URL)
  await expect(
    page.getByText(
      'Two-factor sign-in is required for staff. Set it up below to open the admin area.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Every other screen sends them back here; a form sent anyway is refused and changes nothing.
  for (const path of ['/admin', '/admin/investments', '/admin/staff', '/admin/settings']) {
    await page.goto(path)
    await expect(page).toHaveURL(REQUIRED_URL)
  }
  const refused = await page.request.post('/admin/investments', {
    form: { intent: 'delete', id: 'inv-001' },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(403)
  expect((await page.request.get('/investments/inv-001')).status()).toBe(200)

  // Set-up on the one page that opens: password, QR code and secret, then a code from the app.
  await page.getByLabel('Current password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  // The previous step's code: a code works once, and the sign-in below uses this step's.
  await page.getByLabel('Code from your app').fill(await totpNow(secret, -1))
  await page.getByRole('button', { name: 'Turn on' }).click()
  await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible()

  // Now the admin area opens.
  await page.goto('/admin/investments')
  await expect(page).toHaveURL(/\/admin\/investments$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The next sign-in asks for the code after the password.
  // Logging out lands on /login; going there before the POST ends would race it (and keep the session).
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByLabel('Email').fill(E2E_ADMIN.email)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await page.getByLabel('Code', { exact: true }).fill(await totpNow(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/admin$/)
})
