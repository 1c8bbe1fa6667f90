import { expect, type Browser, type BrowserContext, type Page } from './test'
import { E2E_PORT } from '../../../playwright.config'
import routes from '../../../app/routes'
import { expectNoSeriousA11yViolations } from './axe'
import { openableAddress, sampleAddress } from './sample-records'

/*
 * Every page under /ar (issue 13), for arabic.spec.ts (the visitor's pages) and
 * arabic-admin.spec.ts (the signed-in admin's), run side by side on the two workers.
 */

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`
export const WIDTHS = [1280, 390] as const

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
// The member's own page asks for a sign-in, a draft's preview a staff member (decision 047):
// checked in the admin's (signed-in) context.
const SIGNED_IN_PUBLIC = [
  '/ar/dashboard',
  '/ar/dashboard/investor',
  '/ar/investments/inv-001/preview',
]
export const PUBLIC_PAGES = allPages.filter(
  (path) => !isAdminPage(path) && !SIGNED_IN_PUBLIC.includes(path),
)

// Admin screens with more than one state at one address: tabs, filters and dialogs.
const ADMIN_STATES = [
  '/ar/admin/requests?tab=custom',
  '/ar/admin/team?new=1',
  '/ar/admin/team?edit=team-001',
  '/ar/admin/testimonials?edit=tst-001',
  '/ar/admin/consultancy/consultants?delete=con-001',
  '/ar/admin/investments?delete=inv-001',
]
export const ADMIN_PAGES = [...allPages.filter(isAdminPage), ...SIGNED_IN_PUBLIC, ...ADMIN_STATES]

// Without the link's token, the link pages say the link is used or expired.
const EXPECTED_STATUS: Record<string, number> = {
  '/ar/my-data/confirm': 410,
  '/ar/confirm-address': 410,
}

/** Opens `path` and checks the Arabic document: 200, lang/dir, no sideways scroll, axe. */

export async function expectArabicPage(page: Page, path: string): Promise<void> {
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

export async function newContext(browser: Browser, width: number): Promise<BrowserContext> {
  return browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 844 } })
}
