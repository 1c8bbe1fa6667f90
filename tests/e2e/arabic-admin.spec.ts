import { test, type BrowserContext, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { ADMIN_PAGES, expectArabicPage, newContext, WIDTHS } from './support/arabic-pages'

/*
 * Every admin page under /ar/admin (issue 13) as a signed-in Administrator, at a desktop and
 * a phone width: 200, Arabic and right to left, no sideways scroll, axe (support/arabic-pages.ts).
 */

for (const width of WIDTHS) {
  test.describe(`Arabic admin pages at ${width} px`, () => {
    let context: BrowserContext
    let page: Page
    test.beforeAll(async ({ browser }) => {
      context = await newContext(browser, width)
      page = await context.newPage()
      await loginAsAdmin(page)
    })
    test.afterAll(async () => {
      await context.close()
    })
    for (const path of ADMIN_PAGES) {
      test(path, async () => {
        await expectArabicPage(page, path)
      })
    }
  })
}
