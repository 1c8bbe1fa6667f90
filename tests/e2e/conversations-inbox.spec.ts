import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { expect, test, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { describeWithoutAndWithJavaScript } from './support/h3-url-dialogs'
import { unique } from './support/test-files'
import { format } from '../../app/i18n/format'

/*
 * Decision 040's inbox: every open conversation the role may open, filtered by area, status,
 * assignee, overdue and language and searched; a conversation assigned from its thread shows
 * under "Me". Without and with JavaScript, in English and Arabic.
 */

const catalogs = { en, ar }

async function sendContactMessage(page: Page, locale: 'en' | 'ar', name: string, email: string) {
  const m = catalogs[locale].company.contact
  await page.goto(`${locale === 'ar' ? '/ar' : ''}/contact`)
  await page.getByRole('textbox', { name: m.name, exact: true }).fill(name)
  await page.getByRole('textbox', { name: m.email, exact: true }).fill(email)
  await page.getByRole('textbox', { name: m.message, exact: true }).fill(`About ${name}`)
  await page.getByRole('button', { name: m.submit }).click()
  await expect(page.getByText(m.success, { exact: true })).toBeVisible()
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`the inbox's filters, search and assignment (${locale})`, async ({ page, browser }) => {
      test.slow()
      const m = catalogs[locale].conversations
      const prefix = locale === 'ar' ? '/ar' : ''
      const tag = unique()
      const english = `Omar Inbox ${tag}`
      const arabic = `سارة ${tag}`

      const visitorContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const visitor = await visitorContext.newPage()
      await sendContactMessage(visitor, 'en', english, `omar-${tag}@example.org`)
      await sendContactMessage(visitor, 'ar', arabic, `sara-${tag}@example.org`)
      await visitorContext.close()

      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/conversations`)
      await expect(page.getByRole('heading', { level: 1, name: m.inbox.title })).toBeVisible()
      const search = async (filters: Record<string, string>) => {
        await page.getByRole('searchbox', { name: m.inbox.searchLabel }).fill(tag)
        for (const [label, value] of Object.entries(filters))
          await page.getByLabel(label, { exact: true }).selectOption(value)
        await page.getByRole('button', { name: m.inbox.search, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`q=${tag}`))
      }
      const row = (name: string) => page.getByRole('row').filter({ hasText: name })

      // The search finds both, new and unassigned.
      await search({})
      await expect(row(english)).toBeVisible()
      await expect(row(arabic)).toBeVisible()
      await expect(row(english)).toContainText(m.inbox.nobody)
      await expect(row(english)).toHaveAttribute('data-unread', 'true')
      await expectAccessible(page)

      // Language and area filters.
      await search({ [m.inbox.filters.language]: 'ar' })
      await expect(row(arabic)).toBeVisible()
      await expect(row(english)).toHaveCount(0)
      await search({ [m.inbox.filters.language]: 'any', [m.inbox.filters.area]: 'investment' })
      await expect(row(arabic)).toHaveCount(0)
      await expect(page.getByText(m.inbox.empty)).toBeVisible()

      // Assign one to me from its thread; the "Me" filter then shows it alone.
      await search({ [m.inbox.filters.area]: 'any' })
      await page.getByRole('link', { name: format(m.inbox.open, { name: arabic }) }).click()
      await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible()
      await page.getByRole('button', { name: m.thread.assignToMe }).click()
      await expect(page.getByText(m.thread.assignToMe)).toHaveCount(0)
      await page.goto(`${prefix}/admin/conversations`)
      await search({ [m.inbox.filters.assignee]: 'me' })
      await expect(row(arabic)).toBeVisible()
      await expect(row(english)).toHaveCount(0)
      await search({ [m.inbox.filters.assignee]: 'unassigned' })
      await expect(row(english)).toBeVisible()
      await expect(row(arabic)).toHaveCount(0)
    })
  }
})
