import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails on any serious or critical WCAG A/AA violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A page that hydrates swaps its flash line for a toast: wait for the toast to be in place.
  await page.waitForFunction(
    () =>
      (!('__reactRouterContext' in window) || !document.querySelector('[data-flash-message]')) &&
      !document.querySelector('[data-sonner-toast][data-mounted="false"]'),
  )
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  // Let entering and leaving elements (toasts, dialogs) finish their transitions first: in
  // the middle of a fade axe measures the contrast of half-transparent text. Endless
  // animations (spinners) are not waited for, and neither is any animation for more than two
  // seconds: an animation whose timeline never advances (seen once in CI on a copy of a page
  // without its scripts) would otherwise hold the test until its timeout.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Toasts on their way out, and those stacked behind the front one, are fading to
    // transparent: not something anyone reads.
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-front="false"][data-expanded="false"]')
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  expect(serious).toEqual([])
}
