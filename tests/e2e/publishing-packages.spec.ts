import crypto from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'

/*
 * Decision 047 for packages in the browser: its editors publish by default. An editor saves a
 * change as a draft, previews the card the investment pages show in both languages, and
 * publishes it from the draft's page; a revision is compared and restored, without
 * JavaScript, in Arabic. The settings screen shows the review choice to those who publish.
 */

async function createPackage(page: Page, name: string) {
  await page.goto('/admin/packages/create')
  await page.getByLabel('Package Name (English)').fill(name)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Company set-up in a free zone.')
  await page.getByLabel('Price (AED)').fill('4500')
  await page.getByLabel('Service 1', { exact: true }).fill('Licence application')
  await page.getByRole('button', { name: 'Create Package' }).click()
  await expect(page.getByText('Package created successfully')).toBeVisible()
  const edit = page.getByRole('link', { name: `Edit ${name}` })
  const id = /\/admin\/packages\/edit\/([^/?#]+)/.exec((await edit.getAttribute('href')) ?? '')?.[1]
  if (!id) throw new Error('no edit link for the new package')
  return id
}

test('English, with JavaScript: saved as a draft, previewed, published by its editor', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `Free Zone Start ${word}`
  const { page } = await staffPageWith(browser, 'editor', {
    javaScriptEnabled: true,
    firstName: 'Packages',
  })
  const id = await createPackage(page, name)

  await page.goto(`/admin/packages/edit/${id}`)
  await page.getByLabel('Package Name (English)').fill(`${name} Plus`)
  await page.getByLabel('Package Name (Arabic)').fill(`باقة المنطقة الحرة ${word}`)
  await page.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/publishing/package/${id}$`))
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
  const comparison = page.getByRole('table', {
    name: 'The published version and the draft, field by field',
  })
  await expect(comparison.getByRole('row', { name: /Name/ }).first()).toContainText(`${name} Plus`)
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/package-draft-en-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)

  // The list still shows the published name, marked with its draft.
  await page.goto(`/admin/packages?q=${word}`)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()

  await page.goto(`/admin/publishing/package/${id}`)
  await page.getByRole('link', { name: 'Preview in English' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `${name} Plus` })).toBeVisible()
  await expect(page.getByText(/^Preview of the draft/)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoSeriousA11yViolations(page)
  await page.goBack()
  await page.getByRole('link', { name: 'Preview in Arabic' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(
    page.getByRole('heading', { level: 2, name: `باقة المنطقة الحرة ${word}` }),
  ).toBeVisible()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/package-preview-ar-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // A visitor is sent to sign in.
  const visitor = await browser.newPage()
  await visitor.goto(`/packages/${id}/preview`)
  await expect(visitor).toHaveURL(/\/login/)
  await visitor.close()

  await page.goto(`/admin/publishing/package/${id}`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText('Revision 2 is now on the public site.')).toBeVisible()
  await page.goto(`/admin/packages?q=${word}`)
  await expect(page.getByRole('heading', { level: 2, name: `${name} Plus` })).toBeVisible()
  await page.context().close()
})

test('Arabic, without JavaScript: a revision compared and restored, then published', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `Mainland Licence ${word}`
  const admin = await adminPageWith(browser, { javaScriptEnabled: false })
  const id = await createPackage(admin, name)
  await admin.goto(`/ar/admin/packages/edit/${id}`)
  await admin.getByLabel('اسم الباقة (بالإنجليزية)').fill(`${name} Renewed`)
  await admin.getByRole('button', { name: 'حفظ التغييرات' }).click()
  await expect(admin).toHaveURL(/\/ar\/admin\/packages$/)

  await admin.goto(`/ar/admin/publishing/package/${id}/revisions`)
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(admin.getByText('كل نسخة منشورة من هذه الباقة، الأحدث أولاً.')).toBeVisible()
  await expect(admin.getByRole('table', { name: 'النسخة 1 والنسخة 2، حقلاً بحقل' })).toContainText(
    `${name} Renewed`,
  )
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 })
    await admin.screenshot({
      path: `test-results/package-revisions-ar-${width}.png`,
      fullPage: true,
    })
  }
  await admin.setViewportSize({ width: 1280, height: 900 })
  await admin.getByRole('button', { name: 'استعادة النسخة 1' }).click()
  await expect(admin).toHaveURL(new RegExp(`/ar/admin/publishing/package/${id}$`))
  await expect(admin.getByText('راجعها، ثم انشرها.')).toBeVisible()
  await admin.getByRole('button', { name: 'نشر', exact: true }).click()
  await expect(admin.getByText('النسخة 3 الآن على الموقع العام.')).toBeVisible()
  await admin.goto(`/ar/admin/packages?q=${word}`)
  await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible()

  // The review choice, shown to those who publish; investments are not on it.
  await admin.goto('/ar/admin/settings')
  const review = admin
    .locator('form')
    .filter({ has: admin.getByRole('heading', { name: 'المراجعة قبل النشر' }) })
  await expect(
    admin.getByRole('checkbox', { name: 'تحتاج الباقات إلى موافقة شخص ثانٍ' }),
  ).not.toBeChecked()
  await review.scrollIntoViewIfNeeded()
  await admin.setViewportSize({ width: 390, height: 900 })
  await review.screenshot({ path: 'test-results/settings-review-ar-390.png' })
  await admin.context().close()
})

test('the settings screen hides the review choice from an Editor', async ({ browser }) => {
  const { page } = await staffPageWith(browser, 'editor', { javaScriptEnabled: true })
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.getByText('Review before publishing')).toHaveCount(0)
  await page.context().close()
})
