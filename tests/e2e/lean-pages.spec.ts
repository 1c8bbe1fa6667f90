import fs from 'node:fs'
import { expect, test, type Page } from './support/test'
import { ar } from '../../app/i18n/ar'
import { registerAndLogin } from './support/auth'
import { recordConsoleErrors } from './support/console-errors'

/*
 * Issue 14, "Lean pages": public pages load the code and the catalog texts they use, no public
 * page loads React (decisions 023 and 030: their forms and dialogs are islands), the map waits
 * to be asked for, and nothing logs an error (the machine that runs this has no internet, as a
 * visitor offline has none).
 */

/** Each browser chunk of the build and the source modules in it (vite.config.ts writes it). */
const chunkModules = JSON.parse(
  fs.readFileSync(new URL('../../build/client/.vite/chunk-modules.json', import.meta.url), 'utf8'),
) as Record<string, string[]>

/** The source modules of every script the page downloads from now on. */
function recordModules(page: Page): Set<string> {
  const modules = new Set<string>()
  page.on('request', (request) => {
    const file = /\/(assets\/[^/?#]+\.js)/.exec(new URL(request.url()).pathname)?.[1]
    for (const module of (file && chunkModules[file]) || []) modules.add(module)
  })
  return modules
}

/** Loads a page, scrolls through it (what shows when seen gets its turn) and lets it settle. */
async function visit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
}

for (const url of ['/', '/contact', '/ar', '/ar/contact', '/investments', '/ar/about']) {
  test(`${url} logs no error, scrolled to its end`, async ({ page }) => {
    const errors = recordConsoleErrors(page)
    await visit(page, url)
    expect(errors).toEqual([])
  })
}

/** Every public page: the server renders it, the browser runs no React, only islands. */
const PAGES_WITHOUT_HYDRATION = [
  '/',
  '/investments',
  '/investments/inv-001',
  '/investment-request',
  '/consultancy',
  '/careers',
  '/careers?apply=job-001',
  '/contact',
  '/my-data',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=unknown',
  '/invitation?token=unknown',
  '/services',
  ...['consultancy', 'financial', 'legal', 'it', 'security', 'hospitality', 'facility'].map(
    (slug) => `/services/${slug}`,
  ),
  '/services/investment',
  '/about',
  '/team',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
]

const isReact = (module: string) => /^node_modules\/(react|react-dom|react-router)\//.test(module)

for (const [language, prefix] of [
  ['English', ''],
  ['Arabic', '/ar'],
] as const) {
  test(`${language} public pages load no React: their one script is the islands'`, async ({
    page,
  }) => {
    const errors = recordConsoleErrors(page)
    const modules = recordModules(page)
    for (const path of PAGES_WITHOUT_HYDRATION) {
      const url = path === '/' ? prefix || '/' : `${prefix}${path}`
      errors.length = 0
      await page.goto(url, { waitUntil: 'networkidle' })
      // The browser reports the not-found page's own status; nothing else is an error.
      const isNotFound = (error: string) => path === '/no-such-page' && /status of 404/.test(error)
      expect(
        errors.filter((error) => !isNotFound(error)),
        url,
      ).toEqual([])
      await expect(page.locator('link[rel="modulepreload"]'), url).toHaveCount(0)
      await expect(page.locator('#page-catalog'), url).toHaveCount(0)
      expect(await page.evaluate(() => '__reactRouterContext' in window), url).toBe(false)
      const scripts = await page
        .locator('script[src]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')))
      expect(scripts, url).toEqual([expect.stringMatching(/^\/assets\/run-islands-[\w-]+\.js$/)])
    }
    expect([...modules].filter(isReact)).toEqual([])
  })
}

test('the checks of a form load when it is entered, in the language of the page', async ({
  page,
}) => {
  const modules = recordModules(page)
  await page.goto('/ar/contact', { waitUntil: 'networkidle' })
  const isZod = (module: string) => module.startsWith('node_modules/zod/')
  expect([...modules].filter(isZod)).toEqual([])
  await page.getByLabel(ar.company.contact.name).focus()
  await page.getByLabel(ar.company.contact.email).focus()
  await expect(page.getByText(ar.company.contact.nameRequired)).toBeVisible()
  expect([...modules].some(isZod)).toBe(true)
  const catalogs = [...modules].filter((module) => module.startsWith('app/i18n/'))
  expect(catalogs).toContain('app/i18n/ar/company.ts')
  expect(catalogs.filter((module) => module.startsWith('app/i18n/en/'))).toEqual([])
  expect([...modules].filter(isReact)).toEqual([])
})

test('the signed-in dashboard is hydrated', async ({ page }) => {
  await registerAndLogin(page)
  const modules = recordModules(page)
  await page.goto('/dashboard', { waitUntil: 'networkidle' })
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true)
  expect([...modules].some(isReact)).toBe(true)
})

test('the contact page loads no map code and no map image until the map is asked for', async ({
  page,
}) => {
  const modules = recordModules(page)
  const tiles: string[] = []
  page.on('request', (request) => {
    if (/openstreetmap/.test(request.url())) tiles.push(request.url())
  })
  await visit(page, '/contact')
  const isLeaflet = (module: string) => module.includes('node_modules/leaflet/')
  expect([...modules].filter(isLeaflet)).toEqual([])
  expect(tiles).toEqual([])

  const map = page.getByRole('region', { name: /^Map showing our office in / })
  const show = page.getByRole('button', { name: 'Show the map' })
  await expect(async () => {
    if (await show.isVisible()) await show.click()
    await expect(map).toHaveClass(/leaflet-container/, { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  expect([...modules].some(isLeaflet)).toBe(true)
})

test('the home page loads the carousel code once the carousel is near the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  const modules = recordModules(page)
  await page.goto('/', { waitUntil: 'networkidle' })
  const isEmbla = (module: string) => module.includes('node_modules/embla-carousel')
  expect([...modules].filter(isEmbla)).toEqual([])
  await page.getByRole('region', { name: 'Featured Investments' }).scrollIntoViewIfNeeded()
  await expect.poll(() => [...modules].some(isEmbla)).toBe(true)
})

/** The catalog texts a page carries for hydration (app/i18n/catalog.tsx). */
async function pageCatalog(page: Page): Promise<{ locale: string; namespaces: string[] }> {
  const json = await page.locator('#page-catalog').textContent()
  const { locale, namespaces } = JSON.parse(json ?? '') as {
    locale: string
    namespaces: Record<string, unknown>
  }
  return { locale, namespaces: Object.keys(namespaces) }
}

for (const [language, prefix, other] of [
  ['English', '', 'ar'],
  ['Arabic', '/ar', 'en'],
] as const) {
  test(`an ${language} page carries and downloads texts of its language only, none of the admin`, async ({
    page,
  }) => {
    const own = other === 'ar' ? 'en' : 'ar'
    // The dashboard is the hydrated page a visitor sees (the admin's are not public).
    await registerAndLogin(page)
    const modules = recordModules(page)
    await visit(page, `${prefix}/dashboard`)
    const carried = await pageCatalog(page)
    expect(carried.locale).toBe(own)
    expect(carried.namespaces).toContain('accounts')
    expect(carried.namespaces).not.toContain('admin')
    expect(carried.namespaces).not.toContain('emails')

    // A page reached in the browser brings the namespaces it reads, of the same language.
    const contact = own === 'en' ? 'Contact Us' : ar.company.contact.title
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: own === 'en' ? 'Contact' : ar.footer.contact, exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: contact })).toBeVisible()
    const catalogs = [...modules].filter((module) => module.startsWith('app/i18n/'))
    expect(catalogs).toContain(`app/i18n/${own}/company.ts`)
    expect(catalogs.filter((module) => module.startsWith(`app/i18n/${other}/`))).toEqual([])
    expect(catalogs.filter((module) => /\/(admin|emails)\.ts$/.test(module))).toEqual([])
  })
}
