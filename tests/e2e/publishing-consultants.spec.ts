import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith } from './support/auth'
import { queryDb } from './support/db'

/*
 * Decision 047 for consultants in the browser, without JavaScript: the edit dialog (a URL)
 * saves a draft, the draft's page compares it, the preview shows the consultancy page's card
 * in English and Arabic, and its editor publishes it.
 */

test('English, without JavaScript: a consultant drafted, previewed and published', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const id = `con-e2e-${word}`
  const name = `Noura Drafted ${word}`
  // Set up as a published consultant: the test is about the edit that follows.
  await queryDb(
    `insert into consultants (id, name, name_ar, title, department, sort_order)
     values ($1, $2, $3, 'Tax Advisor', 'Strategy', 900)`,
    [id, name, `نورة ${word}`],
  )
  const admin = await adminPageWith(browser, { javaScriptEnabled: false })
  await admin.goto(`/admin/consultancy/consultants?edit=${id}`)
  await admin.getByLabel('Public Title (English)').fill('Senior Tax Advisor')
  await admin.getByLabel('Public Title (Arabic)').fill('مستشارة ضرائب أولى')
  await admin.getByRole('button', { name: 'Save as draft' }).click()
  await expect(admin).toHaveURL(new RegExp(`/admin/publishing/consultant/${id}$`))
  await expect(
    admin.getByText('The public site is unchanged until you publish the draft.'),
  ).toBeVisible()
  const comparison = admin.getByRole('table', {
    name: 'The published version and the draft, field by field',
  })
  await expect(comparison).toContainText('Senior Tax Advisor')

  // The edit dialog opens on the draft, and says so.
  await admin.goto(`/admin/consultancy/consultants?edit=${id}`)
  await expect(admin.getByLabel('Public Title (English)')).toHaveValue('Senior Tax Advisor')
  await expect(admin.getByText(/Saved by .* on /)).toBeVisible()
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 })
    await admin.screenshot({ path: `test-results/consultant-dialog-draft-en-${width}.png` })
  }
  await admin.setViewportSize({ width: 1280, height: 900 })

  await admin.goto(`/consultancy/${id}/preview`)
  await expect(admin.getByText(/^Preview of the draft/)).toBeVisible()
  await expect(admin.getByText('Senior Tax Advisor')).toBeVisible()
  await admin.goto(`/ar/consultancy/${id}/preview`)
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(admin.getByText('مستشارة ضرائب أولى')).toBeVisible()
  await admin.setViewportSize({ width: 390, height: 900 })
  await admin.screenshot({ path: 'test-results/consultant-preview-ar-390.png', fullPage: true })
  await admin.setViewportSize({ width: 1280, height: 900 })

  await admin.goto(`/admin/publishing/consultant/${id}`)
  await admin.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(admin.getByText(/^Revision \d+ is now on the public site\.$/)).toBeVisible()
  const [row] = await queryDb<{ title: string; title_ar: string }>(
    'select title, title_ar from consultants where id = $1',
    [id],
  )
  expect(row).toEqual({ title: 'Senior Tax Advisor', title_ar: 'مستشارة ضرائب أولى' })
  // Deleted as staff do, which takes its draft and revisions too.
  await admin.goto(`/admin/consultancy/consultants?delete=${id}`)
  await admin
    .getByRole('alertdialog', { name: 'Delete consultant?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  expect(await queryDb('select 1 from content_revisions where item_id = $1', [id])).toEqual([])
  await admin.context().close()
})
