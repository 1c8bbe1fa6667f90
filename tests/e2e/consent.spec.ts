import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { fillRegistration, loginAs, newPerson } from './support/auth'
import { queryDb } from './support/db'

// Issue 16: notice and consent on the public forms, marketing e-mails withdrawn from the profile.

for (const path of ['/contact', '/investment-request', '/register']) {
  test(`${path} shows the privacy notice with a link to the policy`, async ({ page }) => {
    await page.goto(path)
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('link', { name: 'Privacy Policy' }) })
    await expect(form.getByText('Our Privacy Policy says how long we keep them')).toBeVisible()
    await form.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
  })
}

test('the Arabic notice links to the Arabic policy, which names its version', async ({ page }) => {
  await page.goto('/ar/contact')
  await page.locator('form').getByRole('link', { name: 'سياسة الخصوصية' }).click()
  await expect(page).toHaveURL(/\/ar\/privacy-policy$/)
  await expect(page.getByText('(الإصدار 2026-11-25)')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: /أين تُحفظ معلوماتكم/ })).toBeVisible()
})

test('the policy says when it was last updated, with its version', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByText('Last updated: 25 Nov 2026 (version 2026-11-25)')).toBeVisible()
  await expect(page.getByRole('main')).toContainText('six months after you apply')
  await expect(page.getByRole('main')).toContainText('/my-data')
})

test('marketing e-mails: an unticked box at sign-up, recorded when ticked, withdrawn from the profile', async ({
  page,
}) => {
  const person = newPerson('marketing')
  await page.goto('/register')
  await fillRegistration(page, person)
  const marketing = page.getByLabel('Send me occasional e-mails about new investment opportunities')
  await expect(marketing).not.toBeChecked()
  await marketing.check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/login$/)

  const consents = await queryDb<{ form: string; purposes: string[]; policy_version: string }>(
    'select form, purposes, policy_version from consent_records where email = $1',
    [person.email],
  )
  expect(consents).toEqual([
    { form: 'registration', purposes: ['marketing-emails'], policy_version: '2026-11-25' },
  ])

  await loginAs(page, person.email, person.password)
  const profile = page.getByRole('tabpanel', { name: 'Profile' })
  await expect(profile.getByText('Yes, you receive e-mails about new opportunities')).toBeVisible()
  await page.getByRole('link', { name: 'Edit Profile' }).click()
  const box = page.getByLabel('Send me occasional e-mails about new investment opportunities')
  await expect(box).toBeChecked()
  await box.uncheck()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated')).toBeVisible()
  await expect(profile.getByText('Marketing e-mails')).toBeVisible()
  await expect(profile.getByText('Yes, you receive e-mails about new opportunities')).toHaveCount(0)
  const [row] = await queryDb<{ marketing_emails: boolean }>(
    'select marketing_emails from "user" where email = $1',
    [person.email],
  )
  expect(row.marketing_emails).toBe(false)
})
