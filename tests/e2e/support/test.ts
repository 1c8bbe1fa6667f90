import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Once the page the browser shows runs React, if it is a page that hydrates (the dashboard,
 * the admin area; app/root.tsx marks <html data-hydrated>). Public pages are never hydrated
 * (decisions 023 and 030): for them, and for any answer that is not a page, it returns once
 * the document is parsed. Before that, a page that will hydrate may not have run the inline
 * script that sets `__reactRouterContext` yet, and would pass for one that never hydrates
 * (seen after a sign-in redirect: the menu button was clicked before React ran it).
 *
 * The wait for the parsed document is the protocol's load state, not a polled predicate: with
 * JavaScript off, `waitForFunction` checks once and never polls again (neither requestAnimation-
 * Frame nor timers run), so a page caught mid-parse hung a no-JS spec until its timeout.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded')
  const hydrates = await page.evaluate(() => '__reactRouterContext' in window)
  if (hydrates) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  }
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for hydration: a click
 * on a hydrated page before React runs it is a click on plain HTML (a menu button does
 * nothing, a field typed in may be rendered again). Every spec imports `test` from here.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args)
      await waitForHydration(page)
      return response
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args)
      await waitForHydration(page)
      return response
    }
    await provide(page)
  },
})
