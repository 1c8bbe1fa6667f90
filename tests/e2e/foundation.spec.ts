import { expect, test } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

test('the home page shows the featured investments and passes axe', async ({ page }) => {
  const titles = await queryDb<{ title: string }>(
    'select title from investments order by created_at, id limit 6',
  )
  expect(titles).toHaveLength(6)
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible()
  for (const { title } of titles) {
    await expect(page.getByText(title).first()).toBeAttached()
  }
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
  await expectNoSeriousA11yViolations(page)
})

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

// The home page runs its islands (decision 023), the contact page hydrates: both scripts
// run under the policy's nonce.
for (const path of ['/', '/contact']) {
  test(`${path} runs its scripts under the nonce-based CSP`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.setViewportSize({ width: 420, height: 800 })
    await page.goto(path)
    // The menu opens without scripts (<details>); Escape closing it is the script's work.
    const toggle = page.getByRole('banner').locator('summary', { hasText: 'Open menu' })
    await expect(async () => {
      if (!(await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)))
        await toggle.click()
      await expect(toggle).toHaveAccessibleName('Close menu')
      await toggle.press('Escape')
      await expect(toggle).toHaveAccessibleName('Open menu', { timeout: 1_000 })
    }).toPass()
    await expect(toggle).toBeFocused()
    expect(violations.filter((text) => !text.includes('style'))).toEqual([])
  })
}

test('the admin account from the environment can sign in', async ({ page }) => {
  const { loginAsAdmin } = await import('./support/auth')
  await loginAsAdmin(page)
  await expect(page.getByText('Admin login successful')).toBeVisible()
})
