import { expect, test, type Locator, type Page } from './support/test'
import { fillRegistration, newPerson, register } from './support/auth'

type Box = { x: number; y: number; width: number; height: number }

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** Boxes of every link and button of the header that are on screen. */
async function headerControls(page: Page): Promise<Box[]> {
  const header = page.getByRole('banner')
  const controls = [
    ...(await header.getByRole('link').all()),
    ...(await header.getByRole('button').all()),
  ]
  const boxes: Box[] = []
  for (const control of controls) {
    const box = (await control.isVisible()) ? await control.boundingBox() : null
    if (box) boxes.push(box)
  }
  return boxes
}

async function expectCoversNoHeaderControl(page: Page, toast: Locator) {
  const toastBox = await toast.boundingBox()
  expect(toastBox).not.toBeNull()
  const controls = await headerControls(page)
  expect(controls.length).toBeGreaterThan(0)
  for (const control of controls) expect(overlaps(toastBox!, control)).toBe(false)
}

for (const width of [1280, 390]) {
  test(`at ${width} px a toast covers none of the header's links and a new one replaces it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    const person = newPerson('toast')
    await page.goto('/register')
    await fillRegistration(page, person)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/\/login$/)
    // The sign-in page is not hydrated (decision 030): the message is a line in the page.
    await expect(
      page.locator('[data-flash-message]').filter({ hasText: 'Registration successful' }),
    ).toBeVisible()

    // The dashboard runs React: the next message is a toast. The member's header shows the
    // dashboard and logout links (or the menu button on a phone).
    await page.getByLabel('Email').fill(person.email)
    await page.getByLabel('Password').fill(person.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const first = page.locator('[data-sonner-toast]').filter({ hasText: 'Login successful' })
    await expect(first).toBeVisible()
    await expectCoversNoHeaderControl(page, first)

    // A second toast while the first is still up (4 s): only the new one stays, none
    // waits behind it. (sonner keeps a hidden toast in the page until its time runs out.)
    await page.getByRole('link', { name: 'Edit Profile' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    const second = page.locator('[data-sonner-toast]').filter({ hasText: 'Profile updated' })
    await expect(second).toBeVisible()
    await expect(page.locator('[data-sonner-toast]:not([data-removed="true"])')).toHaveCount(1, {
      timeout: 1000,
    })
    await expectCoversNoHeaderControl(page, second)

    await page.screenshot({ path: `test-results/toast-${width}.png` })
  })
}

test('a page without hydration shows the flash message in the page', async ({ page }) => {
  const person = newPerson('flash')
  await register(page, person)
  // The login form sent as a browser without script sends it, asking to go on to /about, a
  // page that is not hydrated (decision 023): the flash message comes with that page.
  const answer = await page.request.post('/login', {
    form: { email: person.email, password: person.password, redirectTo: '/about' },
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toBe('/about')
  await page.goto('/about')
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toBeVisible()
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
})
