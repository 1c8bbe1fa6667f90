import type { Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'

/**
 * axe for a page opened with JavaScript disabled. axe cannot run there (the browser runs no
 * timers without JavaScript), so the page as it is now (its HTML, with the <details> that
 * are open and the dialogs the server rendered) is loaded without its scripts into a page
 * that may run them, at the same address and size, and checked there.
 */
export async function expectNoSeriousA11yViolationsWithoutJavaScript(page: Page): Promise<void> {
  const html = (await page.content()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
  const address = new URL(page.url())
  const sameDocument = (url: URL) =>
    url.origin === address.origin &&
    url.pathname === address.pathname &&
    url.search === address.search
  const browser = page.context().browser()
  if (!browser) throw new Error('no browser to check the page in')
  // Explicitly on: in a test, new contexts inherit the test's options (javaScriptEnabled: false).
  const context = await browser.newContext({
    javaScriptEnabled: true,
    viewport: page.viewportSize(),
  })
  try {
    const copy = await context.newPage()
    await copy.route(sameDocument, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    )
    await copy.goto(address.href)
    await expectNoSeriousA11yViolations(copy)
  } finally {
    await context.close()
  }
}
