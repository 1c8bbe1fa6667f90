import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { seedPublishedInvestment } from './support/investments'

/*
 * Decision 047 in the browser: an editor drafts an investment, previews it in both languages
 * and submits it; another staff member with the publish permission compares and approves it;
 * it is then on /investments and /ar/investments. A published investment's revision is
 * compared and restored as a draft. With JavaScript and without, in English and Arabic.
 */

test('English, with JavaScript: drafted, previewed, submitted, approved, public', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const title = `Hatta Lakeside Lodges ${word}`
  const titleAr = `نُزل بحيرة حتا ${word}`
  const { page: editor } = await staffPageWith(browser, 'editor', {
    javaScriptEnabled: true,
    firstName: 'Editor',
  })
  await editor.goto('/admin/investments/create')
  await editor.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  await editor.getByRole('textbox', { name: 'Title (Arabic)', exact: true }).fill(titleAr)
  await editor
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Lodges on the Hatta dam lake.')
  await editor.getByLabel('Investment Type').selectOption('Resource-based')
  await editor.getByLabel('Department').selectOption('Real Estate')
  await editor.getByLabel('Profit Margin (English)').fill('10% annually')
  await editor.getByLabel('Profit Schema (English)').fill('Room income shared yearly.')
  await editor
    .getByRole('textbox', { name: 'Risk warning (English)', exact: true })
    .fill('Capital at risk; returns are not guaranteed.')
  await editor.getByRole('button', { name: 'Create Investment' }).click()

  // The draft's page: not public, previews in both languages.
  await expect(editor).toHaveURL(/\/admin\/publishing\/investment\/inv-/)
  const id = editor.url().split('/').at(-1)!
  await expect(
    editor.getByText('Not published yet: nobody outside the staff can see this investment.'),
  ).toBeVisible()
  // Its comparison's left column is the hidden row, not a published version.
  await expect(editor.getByRole('columnheader', { name: 'Not yet published' })).toBeVisible()
  expect(
    (await editor.request.get(`/investments/${id}`, { headers: { cookie: '' } })).status(),
  ).toBe(404)
  await editor.getByRole('link', { name: 'Preview in English' }).click()
  await expect(editor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(editor.getByText(/^Preview of the draft/)).toBeVisible()
  await expect(editor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  for (const width of [1280, 390]) {
    await editor.setViewportSize({ width, height: 900 })
    await editor.screenshot({ path: `test-results/preview-en-${width}.png`, fullPage: true })
  }
  await editor.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(editor)
  await editor.goBack()
  await editor.getByRole('link', { name: 'Preview in Arabic' }).click()
  await expect(editor.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(editor.getByRole('heading', { level: 1, name: titleAr })).toBeVisible()
  await editor.setViewportSize({ width: 390, height: 900 })
  await editor.screenshot({ path: 'test-results/preview-ar-390.png', fullPage: true })
  await editor.goto(`/admin/publishing/investment/${id}`)
  await editor.getByRole('button', { name: 'Submit for review' }).click()
  await expect(editor.getByText('In review', { exact: true })).toBeVisible()
  // An Editor has no publish permission: no approve button, no queue.
  await expect(editor.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0)
  // The edit form and the list say a draft waits.
  await editor.goto(`/admin/investments/edit/${id}`)
  await expect(
    editor.getByText('The public page keeps the published version until this draft is published.'),
  ).toBeVisible()
  for (const width of [1280, 390]) {
    await editor.setViewportSize({ width, height: 900 })
    await editor.screenshot({ path: `test-results/draft-status-en-${width}.png` })
  }
  await editor.setViewportSize({ width: 1280, height: 900 })
  await editor.goto(`/admin/investments?q=${word}`)
  await expect(
    editor.getByRole('row', { name: new RegExp(title) }).getByText('In review', { exact: true }),
  ).toBeVisible()
  await editor.screenshot({ path: 'test-results/investments-list-draft-1280.png' })
  await editor.context().close()

  // Another staff member with the publish permission: the queue, the comparison, approve.
  const reviewer = await adminPageWith(browser, { javaScriptEnabled: true })
  await reviewer.goto('/admin')
  await reviewer
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Review queue' })
    .click()
  await expect(reviewer.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible()
  await expectNoSeriousA11yViolations(reviewer)
  for (const width of [1280, 390]) {
    await reviewer.setViewportSize({ width, height: 900 })
    await reviewer.screenshot({ path: `test-results/review-queue-${width}.png`, fullPage: true })
  }
  await reviewer.setViewportSize({ width: 1280, height: 900 })
  await reviewer.goto(`/admin/publishing/investment/${id}`)
  const comparison = reviewer.getByRole('table', {
    name: 'The published version and the draft, field by field',
  })
  await expect(comparison.getByRole('row', { name: /Title \(Arabic\)/ })).toContainText(titleAr)
  await expectNoSeriousA11yViolations(reviewer)
  for (const width of [1280, 390]) {
    await reviewer.setViewportSize({ width, height: 900 })
    await reviewer.screenshot({ path: `test-results/review-draft-${width}.png`, fullPage: true })
  }
  await reviewer.setViewportSize({ width: 1280, height: 900 })
  await reviewer.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(reviewer.getByText('Revision 1 is now on the public site.')).toBeVisible()
  await reviewer.context().close()

  // Public in both languages, at once.
  const visitor = await browser.newPage()
  await visitor.goto(`/investments?q=${word}`)
  await expect(visitor.getByRole('link', { name: new RegExp(title) })).toBeVisible()
  await visitor.goto(`/ar/investments?q=${word}`)
  await expect(visitor.getByRole('link', { name: new RegExp(titleAr) })).toBeVisible()
  await visitor.close()
})

test('Arabic, without JavaScript: an edit waits for review, is returned, then published; a revision is restored', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const id = `inv-pub-${word}`
  const titleAr = `واحة ليوا ${word}`
  const title = `Liwa Oasis ${word}`
  await seedPublishedInvestment({ id, title, titleAr })
  const { page: editor } = await staffPageWith(browser, 'editor', {
    javaScriptEnabled: false,
    firstName: 'Editor',
  })
  await editor.goto(`/ar/admin/investments/edit/${id}`)
  await expect(editor.locator('html')).toHaveAttribute('dir', 'rtl')
  await editor
    .getByRole('textbox', { name: 'العنوان (بالعربية)', exact: true })
    .fill(`${titleAr} الجديدة`)
  await editor.getByRole('button', { name: 'حفظ التغييرات' }).click()
  await expect(editor).toHaveURL(new RegExp(`/ar/admin/publishing/investment/${id}$`))
  await expect(editor.getByText('حُفظت المسودة')).toBeVisible()
  await editor.getByRole('button', { name: 'إرسال للمراجعة' }).click()
  await expect(editor.getByText('قيد المراجعة', { exact: true })).toBeVisible()
  await editor.goto(`/ar/admin/investments/edit/${id}`)
  await expect(
    editor.getByText('تبقى الصفحة العامة على النسخة المنشورة حتى تُنشر هذه المسودة.'),
  ).toBeVisible()
  for (const width of [1280, 390]) {
    await editor.setViewportSize({ width, height: 900 })
    await editor.screenshot({ path: `test-results/draft-status-ar-${width}.png` })
  }
  await editor.goto(`/ar/admin/investments?q=${word}`)
  await expect(
    editor.getByRole('row', { name: new RegExp(title) }).getByText('قيد المراجعة', { exact: true }),
  ).toBeVisible()
  await editor.screenshot({ path: 'test-results/investments-list-draft-ar-390.png' })
  await editor.context().close()

  // Still the published title until a reviewer publishes.
  const visitor = await browser.newPage()
  await visitor.goto(`/ar/investments/${id}`)
  await expect(visitor.getByRole('heading', { level: 1, name: titleAr, exact: true })).toBeVisible()

  const reviewer = await adminPageWith(browser, { javaScriptEnabled: false })
  await reviewer.goto(`/ar/admin/publishing`)
  await reviewer.getByRole('link', { name: `مراجعة ${title}` }).click()
  await reviewer.getByLabel('تعليق').fill('أضف اسم المزرعة كما في الترخيص.')
  await reviewer.getByRole('button', { name: 'إعادة', exact: true }).click()
  await expect(reviewer.getByText(/أعادها .*: أضف اسم المزرعة كما في الترخيص\./)).toBeVisible()
  await reviewer.setViewportSize({ width: 390, height: 900 })
  await reviewer.screenshot({ path: 'test-results/review-returned-ar-390.png', fullPage: true })
  await reviewer.setViewportSize({ width: 1280, height: 900 })
  // Submitted again and approved by the reviewer, who did not edit it.
  await reviewer.getByRole('button', { name: 'إرسال للمراجعة' }).click()
  await reviewer.getByRole('button', { name: 'الموافقة والنشر' }).click()
  await expect(reviewer.getByText('النسخة 2 الآن على الموقع العام.')).toBeVisible()

  await visitor.goto(`/ar/investments/${id}`)
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${titleAr} الجديدة`, exact: true }),
  ).toBeVisible()
  await visitor.goto(`/ar/investments?q=${word}`)
  await expect(visitor.getByRole('link', { name: new RegExp(`${titleAr} الجديدة`) })).toBeVisible()

  // A revision compared and restored: the restored one is the draft, the public page waits.
  await reviewer.goto(`/ar/admin/investments/${id}/revisions`)
  await expect(
    reviewer.getByRole('table', { name: 'النسخة 1 والنسخة 2، حقلاً بحقل' }),
  ).toContainText('تغيّر')
  await reviewer.getByRole('button', { name: 'استعادة النسخة 1' }).click()
  await expect(reviewer).toHaveURL(new RegExp(`/ar/admin/publishing/investment/${id}$`))
  await expect(reviewer.getByText('أصبحت النسخة 1 هي المسودة')).toBeVisible()
  const comparison = reviewer.getByRole('table', { name: 'النسخة المنشورة والمسودة، حقلاً بحقل' })
  await expect(comparison.getByRole('row', { name: /العنوان \(بالعربية\)/ })).toContainText(titleAr)
  await visitor.goto(`/ar/investments/${id}`)
  await expect(
    visitor.getByRole('heading', { level: 1, name: `${titleAr} الجديدة`, exact: true }),
  ).toBeVisible()
  await visitor.close()
  await reviewer.context().close()
})
