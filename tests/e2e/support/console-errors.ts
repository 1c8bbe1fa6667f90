import type { Page } from '@playwright/test'

/**
 * Collects what the page reports as errors from now on: console.error calls, failed requests
 * the browser logs (a map tile that cannot load) and uncaught exceptions.
 */
export function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
