import { expect, test, type Browser, type BrowserContext, type Page } from './support/test'
import { E2E_PORT } from '../../playwright.config'
import routes from '../../app/routes'
import { ar } from '../../app/i18n/ar'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { openableAddress, sampleAddress } from './support/sample-records'

/*
 * Every page under /ar (issue 13) in a real browser, at a desktop and a phone width: it
 * answers 200, is Arabic and right to left, does not scroll sideways and passes axe. One
 * browser context per width and audience (visitor, signed-in admin), one page per test.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
const WIDTHS = [1280, 390] as const

/** Every page of app/routes.ts as its /ar address (English pattern without the ar? segment). */
function arabicPages(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const pattern = [parent, (entry.path ?? '').replace(/^ar\?(\/|$)/, '')]
      .filter(Boolean)
      .join('/')
    if (entry.children) return arabicPages(entry.children, pattern)
    // Only the table's pages: no downloads or crawl files (.ts), no catch-all, no logout action.
    const isLocalized = (entry.path ?? '').startsWith('ar?') || parent !== ''
    if (!isLocalized || !entry.file.endsWith('.tsx')) return []
    if (pattern.includes('*') || pattern === 'logout') return []
    // Sample records, so detail and edit screens show a real record.
    return [['/ar', sampleAddress(pattern)].filter(Boolean).join('/')]
  })
}

const allPages = arabicPages(routes as RouteEntry[])
const isAdminPage = (path: string) => path === '/ar/admin' || path.startsWith('/ar/admin/')
// The member's own page asks for a sign-in: checked in the admin's (signed-in) context.
const SIGNED_IN_PUBLIC = ['/ar/dashboard', '/ar/dashboard/investor']
const PUBLIC_PAGES = allPages.filter(
  (path) => !isAdminPage(path) && !SIGNED_IN_PUBLIC.includes(path),
)

// Admin screens with more than one state at one address: tabs, filters and dialogs.
const ADMIN_STATES = [
  '/ar/admin/requests?tab=custom',
  '/ar/admin/team?new=1',
  '/ar/admin/team?edit=team-001',
  '/ar/admin/consultancy/consultants?delete=con-001',
  '/ar/admin/investments?delete=inv-001',
]
const ADMIN_PAGES = [...allPages.filter(isAdminPage), ...SIGNED_IN_PUBLIC, ...ADMIN_STATES]

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

// Without the link's token, the link pages say the link is used or expired.
const EXPECTED_STATUS: Record<string, number> = {
  '/ar/my-data/confirm': 410,
  '/ar/confirm-address': 410,
}

/** Opens `path` and checks the Arabic document: 200, lang/dir, no sideways scroll, axe. */

async function expectArabicPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(await openableAddress(path))
  expect(response?.status(), path).toBe(EXPECTED_STATUS[path] ?? 200)
  // Redirecting screens (admin/careers → its first tab) stay in Arabic.
  expect(new URL(page.url()).pathname, path).toMatch(/^\/ar(\/|$)/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('main#main')).toBeVisible()
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(innerWidth)
  await expectNoSeriousA11yViolations(page)
}

async function newContext(browser: Browser, width: number): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 844 } })
}

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

  test.describe(`Arabic admin pages at ${width} px`, () => {
    let context: BrowserContext
    let page: Page
    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, width)
      page = await context.newPage()
      await loginAsAdmin(page)
    })
    test.afterAll(async () => {
      await context.close()
    })
    for (const path of ADMIN_PAGES) {
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
