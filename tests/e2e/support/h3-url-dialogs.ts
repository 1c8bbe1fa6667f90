import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe'
import { expectNoSeriousA11yViolationsWithoutJavaScript } from './axe-without-javascript'

/*
 * Helpers for journeys that run with JavaScript off and on (decision 012): a dialog that holds
 * a form is a URL, rendered in the page without JavaScript and as a modal with it; a saved form
 * ends in the flash message, a status line without JavaScript and a toast with it.
 */

/**
 * The confirmation after a saved form: the status line at the top of the page's main content
 * without JavaScript, and on a page that is not hydrated (every public page, decisions 023 and
 * 030); on a hydrated page with JavaScript (dashboard, admin) the toast and no status line
 * (never both).
 */
export async function expectFlashMessage(
  page: Page,
  isJavaScript: boolean,
  title: string,
  description?: string,
): Promise<void> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title })
  const line = page.getByRole('main').getByRole('status').filter({ hasText: title })
  // Wait for the next page to show either before asking what kind of page it is.
  await expect(toast.or(line).first()).toBeVisible()
  const isHydrated = isJavaScript && (await page.evaluate(() => '__reactRouterContext' in window))
  if (isHydrated) {
    await expect(toast).toBeVisible()
    if (description) await expect(toast).toContainText(description)
    await expect(page.locator('[data-flash-message]')).toHaveCount(0)
  } else {
    await expect(line).toBeVisible()
    if (description) await expect(line).toContainText(description)
  }
}

/**
 * The dialog a link opened: the <dialog> in the page without JavaScript, the modal with it
 * (waited for: a click that lands before hydration loads the same URL, which shows the dialog
 * in the page until the page hydrates).
 */
export async function openedDialog(
  page: Page,
  isJavaScript: boolean,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<Locator> {
  const dialog = page.getByRole(role, { name })
  await expect(dialog).toBeVisible()
  if (isJavaScript) await expect(dialog).toHaveAttribute('data-state', 'open')
  else await expect(dialog).toHaveJSProperty('tagName', 'DIALOG')
  return dialog
}

type JavaScriptMode = {
  isJavaScript: boolean
  /** axe on the page as it is: in a copy of its HTML without JavaScript (axe needs scripts). */
  expectAccessible: (page: Page) => Promise<void>
}

/**
 * Declares the journeys twice (decision 012): in a 'without JavaScript' group with scripts
 * off, then in a 'with JavaScript' group with them on.
 */
export function describeWithoutAndWithJavaScript(journeys: (mode: JavaScriptMode) => void): void {
  for (const isJavaScript of [false, true]) {
    test.describe(isJavaScript ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled: isJavaScript })
      journeys({
        isJavaScript,
        expectAccessible: isJavaScript
          ? expectNoSeriousA11yViolations
          : expectNoSeriousA11yViolationsWithoutJavaScript,
      })
    })
  }
}
