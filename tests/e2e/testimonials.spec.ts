import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expectNoSeriousA11yViolationsWithoutJavaScript } from './support/axe-without-javascript'

/*
 * The home page's testimonials from their admin screen, drafted as every content type is
 * (decision 047): an Editor adds one, drafts a change, previews it and publishes it; the home
 * page shows each published version at once (the page cache follows). Each testimonial made
 * here is named "E2E Client …" (home.spec.ts leaves those out) and deleted at the end.
 */

test('English, with JavaScript: added, drafted, previewed, published and deleted', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `E2E Client ${word}`
  const { page } = await staffPageWith(browser, 'editor', {
    javaScriptEnabled: true,
    firstName: 'Quote',
  })
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Testimonials' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible()
  await page.getByRole('link', { name: 'Add Testimonial' }).click()
  const add = page.getByRole('dialog', { name: 'Add Testimonial' })
  await add.getByLabel('Name (English)').fill(name)
  await add.getByLabel('Title (English)').fill('Chief Executive, Falcon Trading')
  await add.getByLabel('Quote (English)').fill('They opened our Dubai branch in six weeks.')
  await expect(add.getByLabel('Active (shown on the home page)')).toBeChecked()
  await add.getByRole('button', { name: 'Add Testimonial' }).click()
  await expect(page.getByText(`The testimonial of ${name} has been added`)).toBeVisible()

  const visitor = await browser.newPage()
  await visitor.goto('/')
  const onHome = () =>
    visitor
      .getByRole('region', { name: 'What Our Clients Say' })
      .getByRole('listitem')
      .filter({ hasText: name })
  await expect(onHome()).toContainText('They opened our Dubai branch in six weeks.')

  await page.goto(`/admin/testimonials?q=${word}`)
  await page.getByRole('link', { name: `Edit the testimonial of ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' })
  await edit.getByLabel('Quote (English)').fill('They opened our Dubai branch in five weeks.')
  await edit.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page).toHaveURL(/\/admin\/publishing\/testimonial\/[^/]+$/)
  const id = page.url().split('/').at(-1)!
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()

  // The home page keeps the published quote; the preview shows the draft's.
  await visitor.reload()
  await expect(onHome()).toContainText('six weeks')
  await page.getByRole('link', { name: 'Preview in English' }).click()
  await expect(page).toHaveURL(`/testimonials/${id}/preview`)
  await expect(page.getByText(/^Preview of the draft/)).toBeVisible()
  const quote = page.getByRole('listitem').filter({ hasText: name })
  await expect(quote).toContainText('five weeks')
  // Faded in as on the home page, not left transparent.
  await expect(quote).toBeInViewport()
  await expect(page.getByRole('region', { name: 'What Our Clients Say' })).toHaveCSS('opacity', '1')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/testimonial-preview-en-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/admin/publishing/testimonial/${id}`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(/^Revision \d+ is now on the public site\.$/)).toBeVisible()
  await visitor.reload()
  await expect(onHome()).toContainText('five weeks')

  await page.goto(`/admin/testimonials?q=${word}`)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Active')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/testimonials-list-en-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: `Delete the testimonial of ${name}` }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete testimonial?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page.getByText(`The testimonial of ${name} has been removed`)).toBeVisible()
  await visitor.reload()
  await expect(onHome()).toHaveCount(0)
  await visitor.close()
  await page.context().close()
})

test('Arabic, without JavaScript: added with its Arabic texts, shown on /ar, deleted', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `E2E Client ${word}`
  const nameAr = `عميل تجريبي ${word}`
  const admin = await adminPageWith(browser, { javaScriptEnabled: false })
  await admin.goto('/ar/admin/testimonials?new=1')
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl')
  const add = admin.getByRole('dialog', { name: 'إضافة رأي عميل' })
  await add.locator('input[name="name"]').fill(name)
  await add.locator('input[name="nameAr"]').fill(nameAr)
  await add.locator('input[name="title"]').fill('Partner, Oasis Capital')
  await add.locator('input[name="titleAr"]').fill('شريك، واحة كابيتال')
  await add.locator('textarea[name="quote"]').fill('Clear advice at every step.')
  await add.locator('textarea[name="quoteAr"]').fill('مشورة واضحة في كل خطوة.')
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 })
    await admin.screenshot({
      path: `test-results/testimonial-dialog-ar-${width}.png`,
      fullPage: true,
    })
  }
  await admin.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolationsWithoutJavaScript(admin)
  await add.getByRole('button', { name: 'إضافة الرأي' }).click()
  await expect(admin.getByText(`تمت إضافة رأي ${name} إلى الصفحة الرئيسية.`)).toBeVisible()

  const visitor = await browser.newPage({ javaScriptEnabled: false })
  await visitor.goto('/ar')
  const item = visitor
    .getByRole('region', { name: 'آراء عملائنا' })
    .getByRole('listitem')
    .filter({ hasText: nameAr })
  await expect(item).toContainText('مشورة واضحة في كل خطوة.')

  await admin.goto(`/ar/admin/testimonials?q=${word}`)
  await admin.getByRole('link', { name: `حذف رأي ${name}` }).click()
  await admin.getByRole('button', { name: 'حذف', exact: true }).click()
  await expect(admin.getByText(`تم حذف رأي ${name} من الصفحة الرئيسية.`)).toBeVisible()
  await visitor.reload()
  await expect(item).toHaveCount(0)
  await visitor.close()
  await admin.context().close()
})
