import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, publishFromDraftPage } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { seedPublishedInvestment } from './support/investments'

/*
 * Decision 047: every publish of an investment keeps a revision; staff compare two field by
 * field and restore one as the draft, which waits for review like any other.
 */

test('English: compare the last two revisions, then restore the first as the draft', async ({
  browser,
}) => {
  test.slow()
  const id = `inv-rev-${crypto.randomBytes(4).toString('hex')}`
  const title = `Revision Marina ${id}`
  await seedPublishedInvestment({ id, title })
  const page = await adminPageWith(browser, { javaScriptEnabled: true })
  await page.goto(`/admin/investments/edit/${id}`)
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(`${title} II`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await publishFromDraftPage(page, browser)

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
  await page.getByRole('button', { name: 'Restore revision 1' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/publishing/investment/${id}$`))
  await expect(page.getByText('Revision 1 is now the draft')).toBeVisible()
  const draft = page.getByRole('table', {
    name: 'The published version and the draft, field by field',
  })
  await expect(draft.getByRole('row', { name: /Title \(English\)/ })).toContainText('Changed')
  // Restored, not published: the public page and the revisions are as they were.
  expect(await queryDb('select title from investments where id = $1', [id])).toEqual([
    { title: `${title} II` },
  ])
  expect(
    await queryDb(`select number from content_revisions where item_id = $1 order by number`, [id]),
  ).toEqual([{ number: 1 }, { number: 2 }])
  await page.context().close()
})
