import { expect, test, type BrowserContext, type Page } from './support/test'
import { ar } from '../../app/i18n/ar'
import { expectNoSeriousA11yViolations } from './support/axe'
import {
  ADMIN_PAGES,
  expectArabicPage,
  newContext,
  PUBLIC_PAGES,
  WIDTHS,
} from './support/arabic-pages'

/*
 * Every page under /ar (issue 13) in a real browser, at a desktop and a phone width: it
 * answers 200, is Arabic and right to left, does not scroll sideways and passes axe. One
 * browser context per width, one page per test. The admin's pages are in arabic-admin.spec.ts.
 */

test('the page lists come from the route table', () => {
  expect(PUBLIC_PAGES).toEqual(
    expect.arrayContaining([
      '/ar',
      '/ar/investments',
      '/ar/investments/inv-001',
      '/ar/services',
      '/ar/services/legal',
      '/ar/services/investment',
      '/ar/careers',
      '/ar/login',
      '/ar/terms-of-service',
    ]),
  )
  expect(PUBLIC_PAGES.filter((path) => path.startsWith('/ar/services/'))).toHaveLength(8)
  expect(ADMIN_PAGES).toEqual(
    expect.arrayContaining(['/ar/admin', '/ar/admin/investments/edit/inv-001', '/ar/admin/audit']),
  )
  expect(ADMIN_PAGES.length).toBeGreaterThanOrEqual(25)
})

for (const width of WIDTHS) {
  test.describe(`Arabic public pages at ${width} px`, () => {
    let context: BrowserContext
    let page: Page
    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, width)
      page = await context.newPage()
    })
    test.afterAll(async () => {
      await context.close()
    })
    for (const path of PUBLIC_PAGES) {
      test(path, async () => {
        await expectArabicPage(page, path)
      })
    }
  })
}

test('an unknown Arabic address answers 404 in Arabic', async ({ page }) => {
  const response = await page.goto('/ar/not-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expectNoSeriousA11yViolations(page)
})

test("the header's language switch goes to the same page in the other language and back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 844 })
  await page.goto('/ar/careers')
  await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click()
  // Waits for the navigation itself: /ar/careers also ends in /careers.
  await expect(page).toHaveURL((url) => url.pathname === '/careers')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click()
  await expect(page).toHaveURL(/\/ar\/careers$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})

test('a link in an Arabic page keeps /ar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 })
  await page.goto('/ar')
  const navigation = page.getByRole('navigation', { name: ar.nav.mainLabel })
  await navigation.getByText(ar.nav.investment, { exact: true }).click()
  const link = navigation.getByRole('link', { name: ar.nav.investments, exact: true })
  await expect(link).toHaveAttribute('href', '/ar/investments')
  await link.click()
  await expect(page).toHaveURL(/\/ar\/investments$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
})

test('only Arabic pages load the Arabic web font', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const isArabicFont = (path: string) => /ibm-plex-sans-arabic|arabic-font/i.test(path)

  for (const path of ['/', '/careers', '/investments/inv-001']) {
    await page.goto(path)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
  }
  expect(requested.filter(isArabicFont)).toEqual([])

  await page.goto('/ar')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  expect(requested.filter((path) => path.endsWith('.woff2') && isArabicFont(path))).not.toEqual([])
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(family).toMatch(/^"?IBM Plex Sans Arabic"?,/)
  expect(
    await page.evaluate(() => document.fonts.check('16px "IBM Plex Sans Arabic"', 'مرحبا')),
  ).toBe(true)
})
