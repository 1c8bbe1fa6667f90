import { expect, test, type Page } from './support/test'
import { E2E_2FA_PORT } from '../../playwright.config'

/*
 * Issue 14: a page served from the page cache carries the nonce of the answer it came in,
 * so its scripts (the islands, decisions 023 and 030) run under that answer's policy, and the
 * browser's own copy (a 304 on reload) keeps working with the policy it came with. The main e2e server renders every
 * page (playwright.config.ts); the second one caches as production does.
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_2FA_PORT}` })

/** Collects every policy violation the page reports, from before its first script. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/**
 * The islands run: a link to the apply dialog opens it in place (the url-dialog-link island
 * fetches it), a modal, without loading the page; Escape closes it again.
 */
async function opensTheDialogInPlace(page: Page) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const dialog = page.getByRole('dialog', { name: 'Apply for Senior Financial Analyst' })
  await expect(async () => {
    await page.getByRole('link', { name: 'Apply Now for Senior Financial Analyst' }).click()
    await expect(dialog).toHaveAttribute('data-state', 'open', { timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('a page from the page cache runs its islands under its own nonce, also after a 304', async ({
  page,
  request,
}) => {
  // A visitor without a cookie has the page kept; the browser below gets it from the cache.
  await request.get('/careers')
  const violations = await watchViolations(page)

  const response = await page.goto('/careers')
  expect(response?.headers()['x-page-cache']).toBe('hit')
  const policyNonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')
  expect(policyNonce).not.toBeNull()
  const scriptNonces = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce))
  expect(scriptNonces.length).toBeGreaterThan(0)
  expect(new Set(scriptNonces)).toEqual(new Set([policyNonce![1]]))
  await opensTheDialogInPlace(page)
  expect(await violations()).toEqual([])

  // The browser asks again with the page's ETag and keeps its copy (and its policy): the
  // server's 304 for it is in tests/integration/page-cache.test.ts.
  await page.goto('/careers')
  const revalidation = page.waitForRequest(
    (asked) => new URL(asked.url()).pathname === '/careers' && asked.isNavigationRequest(),
  )
  await page.reload()
  const etag = (await (await revalidation).allHeaders())['if-none-match']
  expect(etag).toMatch(/^W\/"/)
  await opensTheDialogInPlace(page)
  expect(await violations()).toEqual([])
})

test('a page without hydration from the page cache runs its islands under its own nonce', async ({
  page,
  request,
}) => {
  await request.get('/about')
  const violations = await watchViolations(page)

  const response = await page.goto('/about')
  expect(response?.headers()['x-page-cache']).toBe('hit')
  const policyNonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) =>
      elements.map((script) => ({ src: script.getAttribute('src'), nonce: script.nonce })),
    )
  expect(scripts.filter((script) => script.src)).toEqual([
    { src: expect.stringMatching(/^\/assets\/run-islands-/), nonce: policyNonce![1] },
  ])
  expect(new Set(scripts.map((script) => script.nonce))).toEqual(new Set([policyNonce![1]]))

  // The header-menus island runs: Escape closes the open menu.
  const menu = page
    .getByRole('navigation', { name: 'Main' })
    .locator('details', { hasText: 'Company' })
  await expect(async () => {
    if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open)))
      await menu.locator('summary').click()
    await menu.locator('summary').press('Escape')
    expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
  }).toPass({ timeout: 15_000 })
  expect(await violations()).toEqual([])
})
