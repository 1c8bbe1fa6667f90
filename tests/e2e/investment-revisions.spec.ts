import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Decision 047: every save of an investment keeps a revision; staff compare two field by
 * field and restore one into the edit form.
 */

async function investmentWithTwoSaves(page: Page, arabicPath = ''): Promise<[string, string]> {
  const id = `inv-rev-${crypto.randomBytes(4).toString('hex')}`
  const title = `Revision Marina ${id}`
  await queryDb(
    `insert into investments (id, title, description, type, department, profit_margin,
       profit_schema, is_active)
     values ($1, $2, 'A marina.', 'Financial', 'Real Estate', '9%', 'Yearly.', false)`,
    [id, title],
  )
  const save = arabicPath ? 'حفظ التغييرات' : 'Save Changes'
  const titleField = arabicPath ? 'العنوان (بالإنجليزية)' : 'Title (English)'
  for (const next of [title, `${title} II`]) {
    await page.goto(`${arabicPath}/admin/investments/edit/${id}`)
    await page.getByRole('textbox', { name: titleField, exact: true }).fill(next)
    await page.getByRole('button', { name: save }).click()
    await expect(page).toHaveURL(/\/admin\/investments$/)
  }
  return [id, title]
}

test('English: compare the last two saves, then restore the first into the form', async ({
  browser,
}) => {
  const page = await adminPageWith(browser, { javaScriptEnabled: true })
  const [id, title] = await investmentWithTwoSaves(page)
  await page.goto(`/admin/investments/edit/${id}`)
  await page.getByRole('link', { name: 'Revisions' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/investments/${id}/revisions$`))
  const comparison = page.getByRole('table', { name: 'Revision 1 and revision 2, field by field' })
  const titleRow = comparison.getByRole('row', { name: /Title \(English\)/ })
  await expect(titleRow).toContainText('Changed')
  await expect(titleRow).toContainText(`${title} II`)
  await expectNoSeriousA11yViolations(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/revisions-en-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('link', { name: 'Restore revision 1' }).click()
  await expect(
    page.getByText('You are editing a copy of revision 1. Save to publish it.'),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title (English)', exact: true })).toHaveValue(
    title,
  )
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page).toHaveURL(/\/admin\/investments$/)
  expect(
    await queryDb(
      `select number, changed from content_revisions where item_id = $1 order by number`,
      [id],
    ),
  ).toEqual([
    { number: 1, changed: expect.any(Array) },
    { number: 2, changed: ['title'] },
    { number: 3, changed: ['title'] },
  ])
  await page.context().close()
})

test('Arabic, without JavaScript: the comparison form chooses two revisions', async ({
  browser,
}) => {
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  const [id] = await investmentWithTwoSaves(page, '/ar')
  await page.goto(`/ar/admin/investments/${id}/revisions`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByLabel('النسخة أ').selectOption('1')
  await page.getByLabel('النسخة ب').selectOption('2')
  await page.getByRole('button', { name: 'قارن' }).click()
  await expect(page).toHaveURL(/a=1&b=2/)
  await expect(page.getByRole('table', { name: 'النسخة 1 والنسخة 2، حقلاً بحقل' })).toContainText(
    'تغيّر',
  )
  await page.setViewportSize({ width: 390, height: 900 })
  await page.getByRole('heading', { name: 'قارن بين نسختين' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/revisions-ar-390.png' })
  await page.context().close()
})
