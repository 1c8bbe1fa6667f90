import { expect, test } from './support/test'
import routes from '../../app/routes'
import { loginAsAdmin } from './support/auth'
import { openableAddress, sampleAddress } from './support/sample-records'

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }

/** Every admin page of app/routes.ts (downloads left out), with sample ids for parameters. */
function adminPages(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    // The table's optional language segment (ar?) left out: the English address.
    const pattern = [parent, (entry.path ?? '').replace(/^ar\?(\/|$)/, '')]
      .filter(Boolean)
      .join('/')
    if (entry.children) return adminPages(entry.children, pattern)
    if (!(pattern === 'admin' || pattern.startsWith('admin/')) || !entry.file.endsWith('.tsx'))
      return []
    // Sample records, so the edit screens show a real form and a thread a real conversation.
    return [`/${sampleAddress(pattern)}`]
  })
}

// Screens with more than one state at one address: tabs, filters and dialogs (decision 012).
const STATES = [
  '/admin/requests?tab=custom',
  '/admin/team?group=executive',
  '/admin/team?new=1',
  '/admin/team?edit=team-001',
  '/admin/team?delete=team-001',
  '/admin/consultancy/consultants?new=1',
  '/admin/consultancy/consultants?edit=con-001',
  '/admin/consultancy/consultants?delete=con-001',
  '/admin/investments?delete=inv-001',
  '/admin/packages?delete=pkg-001',
]

test('no admin page scrolls sideways at 390 px', async ({ page }) => {
  test.slow()
  const pages = [...adminPages(routes as RouteEntry[]), ...STATES]
  expect(pages).toEqual(expect.arrayContaining(['/admin', '/admin/investments', '/admin/audit']))
  expect(pages.length).toBeGreaterThanOrEqual(19)

  await page.setViewportSize({ width: 390, height: 844 })
  await loginAsAdmin(page)
  const tooWide: string[] = []
  for (const path of pages) {
    const response = await page.goto(await openableAddress(path))
    expect(response?.status(), path).toBe(200)
    await expect(page.locator('main#main')).toBeVisible()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > 390) tooWide.push(`${path}: ${width} px`)
  }
  expect(tooWide).toEqual([])
})

test('a wide admin table scrolls inside its own box at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await loginAsAdmin(page)
  await page.goto('/admin/investments')
  const box = page.locator('table').first().locator('xpath=..')
  const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }))
  expect(clientWidth).toBeLessThanOrEqual(390)
  expect(scrollWidth).toBeGreaterThan(clientWidth)
  await page.screenshot({ path: 'test-results/admin-investments-390.png', fullPage: true })
})
