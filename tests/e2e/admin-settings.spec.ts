import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { loginAs, loginAsAdmin, newPerson, register } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { whileSavingSettings } from './support/settings-lock'

async function readSetting<T>(key: string): Promise<T> {
  const [row] = await queryDb<{ value: T }>('select value from settings where key = $1', [key])
  return row.value
}

async function writeSetting(key: string, value: unknown): Promise<void> {
  await queryDb('update settings set value = $2::jsonb where key = $1', [
    key,
    JSON.stringify(value),
  ])
}

/**
 * A second admin account, so changing its password leaves the shared admin untouched.
 * Nobody can register as an admin: the person registers through /register and is then
 * promoted in the database, as an operator would (the site has no screen for it).
 */
async function createAdmin(page: Page, password: string): Promise<string> {
  const person = await register(page, { ...newPerson('admin', 'Deputy'), password })
  await queryDb(`update "user" set role = 'admin' where email = $1`, [person.email])
  return person.email
}

test('a changed phone number and hero title appear on the public site', ({ page }) =>
  whileSavingSettings(async () => {
    const original = {
      contactPhone: await readSetting<string>('contactPhone'),
      heroTitle: await readSetting<string>('heroTitle'),
    }
    const tag = crypto.randomInt(1000, 9999)
    const phone = `+971 4 555 ${tag}`
    const title = `Invest in the Emirates, Edition ${tag}`
    try {
      await loginAsAdmin(page)
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Settings' })
        .click()
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
      await expect(page.getByLabel('Contact phone')).toHaveValue(original.contactPhone)
      await expectNoSeriousA11yViolations(page)

      await page.getByLabel('Contact phone').fill(phone)
      await page.getByRole('button', { name: 'Save Settings' }).click()
      await expect(page.getByText('Settings saved')).toBeVisible()
      await expect.poll(() => readSetting('contactPhone')).toBe(phone)
      // The site texts have their own form: "Save Changes" publishes them (decision 047).
      await page.getByLabel('Hero title (English)').fill(title)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByText('Settings saved').first()).toBeVisible()
      await expect(page.getByLabel('Hero title (English)')).toHaveValue(title)
      await expect.poll(() => readSetting('heroTitle')).toBe(title)

      const [audit] = await queryDb<{ action: string; after: Record<string, unknown> }>(
        `select action, after from audit_log where entity = 'settings' order by id desc limit 1`,
      )
      expect(audit).toMatchObject({ action: 'publish', after: { heroTitle: title } })

      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('contentinfo')).toContainText(phone)
    } finally {
      await writeSetting('contactPhone', original.contactPhone)
      await writeSetting('heroTitle', original.heroTitle)
    }
  }))

test('office hours rows can be added and are saved', ({ page }) =>
  whileSavingSettings(async () => {
    const original = await readSetting<{ days: string; hours: string }[]>('officeHours')
    try {
      await loginAsAdmin(page)
      await page.goto('/admin/settings')
      const days = page.getByLabel('Days (English)')
      await expect(days).toHaveCount(original.length)
      await expect(async () => {
        await page.getByRole('button', { name: 'Add row' }).click()
        await expect(days).toHaveCount(original.length + 1, { timeout: 1_000 })
      }).toPass({ timeout: 10_000 })
      await days.last().fill('Public holidays')
      await page.getByLabel('Hours (English)').last().fill('Closed')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page.getByText('Settings saved')).toBeVisible()
      expect(await readSetting('officeHours')).toEqual([
        ...original,
        { days: 'Public holidays', hours: 'Closed' },
      ])

      await page.getByRole('button', { name: `Remove row ${original.length + 1}` }).click()
      await expect(days).toHaveCount(original.length)
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect.poll(() => readSetting('officeHours')).toEqual(original)
      await expect(page.getByText('Settings saved').first()).toBeVisible()
    } finally {
      await writeSetting('officeHours', original)
    }
  }))

test('invalid values are explained next to their fields and nothing is saved', async ({ page }) => {
  // Only the fields this test types in: other specs running at the same time change other
  // settings (arabic-settings.spec.ts the Arabic hero texts).
  const typedIn = ['companyName', 'heroVideoUrl', 'platformVideoId']
  const readTyped = () =>
    queryDb('select key, value from settings where key = any($1) order by key', [typedIn])
  const before = await readTyped()
  await loginAsAdmin(page)
  await page.goto('/admin/settings')
  // The site texts' form (decision 047) and the other settings' form each check their own.
  await page.getByLabel('Company name (English)').fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByLabel('Company name (English)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('This field is required')).toBeVisible()
  await page.getByLabel('Platform video ID (YouTube)').fill('not a video')
  await page.getByLabel('Hero video URL').fill('ftp://example.com/movie.mp4')
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(
    page.getByText('Enter the 11-character YouTube video id (letters, digits, - and _)'),
  ).toBeVisible()
  await expect(
    page.getByText('Enter a full web address starting with http:// or https://'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  expect(await readTyped()).toEqual(before)
})

test('without JavaScript the server answers 400 and keeps the typed values', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await loginAsAdmin(page)
  await page.goto('/admin/settings')
  await page.getByLabel('Contact phone').fill('+971 4 555 0123')
  await page.getByLabel('Contact email').fill('not-an-email')
  const [response] = await Promise.all([
    page.waitForResponse(
      (res) => res.url().endsWith('/admin/settings') && res.request().method() === 'POST',
    ),
    page.getByRole('button', { name: 'Save Settings' }).click(),
  ])
  expect(response.status()).toBe(400)
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByLabel('Contact phone')).toHaveValue('+971 4 555 0123')
  await expect(page.getByLabel('Contact email')).toHaveValue('not-an-email')
  expect(await readSetting('contactPhone')).not.toBe('+971 4 555 0123')
  await context.close()
})

test('an admin changes their own password; a wrong current password is refused', async ({
  page,
  browser,
}) => {
  const email = await createAdmin(page, 'Mangrove-Lagoon-41')
  await loginAs(page, email, 'Mangrove-Lagoon-41')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/admin/settings')
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Change Password' }) })

  await form.getByLabel('Current Password').fill('not-my-password')
  await form.getByLabel('New Password', { exact: true }).fill('Saadiyat-Dunes-52')
  await form.getByLabel('Confirm New Password').fill('Saadiyat-Dunes-52')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Current password is incorrect')).toBeVisible()

  await form.getByLabel('Current Password').fill('Mangrove-Lagoon-41')
  await form.getByLabel('New Password', { exact: true }).fill('Saadiyat-Dunes-52')
  await form.getByLabel('Confirm New Password').fill('second')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  await form.getByLabel('Confirm New Password').fill('Saadiyat-Dunes-52')
  await form.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await page.reload()
  await expect(page).toHaveURL(/\/admin\/settings$/)

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await otherPage.goto('/login')
  await otherPage.getByLabel('Email').fill(email)
  await otherPage.getByLabel('Password').fill('Mangrove-Lagoon-41')
  await otherPage.getByRole('button', { name: 'Login' }).click()
  await expect(
    otherPage.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible()
  await loginAs(otherPage, email, 'Saadiyat-Dunes-52')
  await expect(otherPage).toHaveURL(/\/admin/)
  await other.close()
})

test('the fields a save needs are marked required, the others are not', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/settings')
  const mark = (label: string) =>
    page.locator('label', { hasText: label }).locator('span[aria-hidden]', { hasText: '*' })
  for (const label of ['Company name', 'Contact email', 'Hero title', 'Platform video ID'])
    await expect(mark(label), label).toHaveCount(1)
  for (const label of ['Tagline', 'City']) await expect(mark(label), label).toHaveCount(0)
  // The mark is decoration: the field is still found by its plain name.
  await expect(
    page.getByRole('textbox', { name: 'Hero title (English)', exact: true }),
  ).toBeVisible()
})
