/**
 * Retakes the committed screenshots of the Arabic pages (docs/screenshots/ar-*.jpg) from a
 * running server, at 1280 and 390 px, in Debian's Chromium:
 *
 *   BASE_URL=http://127.0.0.1:3000 ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx scripts/screenshots-ar.ts
 */
import { chromium, type Page } from '@playwright/test'
import config from '../playwright.config'

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
const email = process.env.ADMIN_EMAIL ?? 'admin@example.com'
const password = process.env.ADMIN_PASSWORD ?? ''

const SHOTS = [
  { name: 'home', path: '/ar' },
  { name: 'investment-detail', path: '/ar/investments/inv-001' },
  { name: 'careers', path: '/ar/careers' },
  { name: 'admin', path: '/ar/admin', signedIn: true },
]

async function signIn(page: Page) {
  await page.goto(`${base}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(/\/admin/)
}

async function main() {
  // The e2e suite's Chromium and flags (Debian's browser, no calls home).
  const browser = await chromium.launch(config.use?.launchOptions)
  try {
    for (const width of [1280, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 844 } })
      const page = await context.newPage()
      for (const shot of SHOTS) {
        if (shot.signedIn && !page.url().includes('/admin')) await signIn(page)
        await page.goto(`${base}${shot.path}`)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        // Reveal-on-scroll sections show only once scrolled to: show them all for the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForTimeout(400)
        const file = `docs/screenshots/ar-${shot.name}-${width}.jpg`
        await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 })
        console.log(file)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

await main()
