import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, approveAsSecondAdmin, publishFromDraftPage } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Decision 047: a text whose twin changed after it is flagged in the admin list and the edit
 * form until someone updates it or confirms it is still correct.
 */

/** An investment with every text in both languages, straight into the database. */
async function bilingualInvestment(title: string): Promise<string> {
  const id = `inv-flag-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into investments (id, title, title_ar, description, description_ar, type, department,
       profit_margin, profit_margin_ar, profit_schema, profit_schema_ar, risk_warning,
       risk_warning_ar, is_active)
     values ($1, $2, 'منتجع التنبيه', 'A resort.', 'منتجع.', 'Resource-based', 'Real Estate',
       '10%', '١٠٪', 'Quarterly.', 'كل ربع سنة.', 'Capital at risk.', 'رأس المال معرض للخطر.', false)`,
    [id, title],
  )
  return id
}

test('English: an English edit flags the Arabic title; "still correct" clears it', async ({
  browser,
}) => {
  const title = `Flag Resort ${crypto.randomBytes(4).toString('hex')}`
  const id = await bilingualInvestment(title)
  const page = await adminPageWith(browser, { javaScriptEnabled: true })
  await page.goto(`/admin/investments/edit/${id}`)
  await expect(page.getByRole('heading', { name: 'Translation out of date' })).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(`${title} II`)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  // The save lands on the draft's page; leaving before it does would cancel the save.
  await expect(page).toHaveURL(new RegExp(`/admin/publishing/investment/${id}$`))
  // The form flags the draft at once; the list, what is published (decision 047).
  await page.goto(`/admin/investments/edit/${id}`)
  await expect(page.getByRole('heading', { name: 'Translation out of date' })).toBeVisible()
  await page.goto(`/admin/publishing/investment/${id}`)
  await publishFromDraftPage(page, browser)

  await page.goto(`/admin/investments?translation=outdated&q=${encodeURIComponent(title)}`)
  const row = page.getByRole('row', { name: new RegExp(`${title} II`) })
  await expect(row.getByText('Translation out of date')).toBeVisible()
  await expect(page.getByLabel('Translation')).toHaveValue('outdated')

  await page.goto(`/admin/investments/edit/${id}`)
  await expect(page.getByRole('heading', { name: 'Translation out of date' })).toBeVisible()
  await expect(
    page.getByText('Title (Arabic) The English text changed after this one.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/translation-flag-en-${width}.png` })
  }
  await page.getByLabel('Still correct: clear the flag').check()
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await publishFromDraftPage(page, browser)
  expect(await queryDb('select translation_outdated from investments where id = $1', [id])).toEqual(
    [{ translation_outdated: false }],
  )
  await page.context().close()
})

test('Arabic, without JavaScript: an Arabic edit flags the English; the filter finds it', async ({
  browser,
}) => {
  const title = `Flag Dune ${crypto.randomBytes(4).toString('hex')}`
  const id = await bilingualInvestment(title)
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto(`/ar/admin/investments/edit/${id}`)
  await page.getByRole('textbox', { name: 'العنوان (بالعربية)', exact: true }).fill('منتجع جديد')
  await page.getByRole('button', { name: 'حفظ التغييرات' }).click()
  await expect(page).toHaveURL(new RegExp(`/ar/admin/publishing/investment/${id}$`))
  await approveAsSecondAdmin(browser, id)

  await page.goto(`/ar/admin/investments?q=${encodeURIComponent(title)}`)
  await page.getByLabel('الترجمة').selectOption('outdated')
  await page.getByRole('button', { name: 'بحث' }).click()
  await expect(page).toHaveURL(/translation=outdated/)
  await expect(page.getByText('الترجمة غير محدّثة')).toBeVisible()

  await page.goto(`/ar/admin/investments/edit/${id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText('العنوان (بالإنجليزية) تغيّر النص العربي بعد هذا النص.')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 900 })
  await page.getByRole('heading', { name: 'الترجمة غير محدّثة' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/translation-flag-ar-390.png' })
  await page.context().close()
})

/*
 * Decision 052: the other drafted types are marked by their publish, as investments are; their
 * editors publish at once by default.
 */

test("English: a team member's English position flags its Arabic twin until confirmed", async ({
  browser,
}) => {
  const name = `Flag Member ${crypto.randomBytes(4).toString('hex')}`
  const id = `team-flag-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into team_members (id, name, name_ar, position, position_ar, bio, bio_ar, "group", sort_order)
     values ($1, $2, 'عضو التنبيه', 'Analyst', 'محللة', 'Reads markets.', 'تقرأ الأسواق.', 'department', 900)`,
    [id, name],
  )
  const page = await adminPageWith(browser, { javaScriptEnabled: true })
  await page.goto(`/admin/team?edit=${id}`)
  // Typed into before hydration, a field would be reset by React.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Translation out of date' })).toHaveCount(0)
  await dialog
    .getByRole('textbox', { name: 'Position (English)', exact: true })
    .fill('Senior Analyst')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await page.goto(`/admin/team?translation=outdated&q=${encodeURIComponent(name)}`)
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row.getByText('Translation out of date')).toBeVisible()
  await expect(page.getByLabel('Translation')).toHaveValue('outdated')
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/admin/team?edit=${id}`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(
    dialog.getByText('Position (Arabic) The English text changed after this one.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/translation-flag-team-${width}.png` })
  }
  await dialog.getByLabel('Still correct: clear the flag').check()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await page.goto(`/admin/team?translation=outdated&q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
  expect(
    await queryDb(
      `select count(*)::int as n from content_translations where content_type = 'team-member' and item_id = $1`,
      [id],
    ),
  ).toEqual([{ n: 0 }])
  await page.context().close()
})

test("Arabic, without JavaScript: a job's Arabic description flags the English; the filter finds it", async ({
  browser,
}) => {
  const title = `Flag Role ${crypto.randomBytes(4).toString('hex')}`
  const id = `job-flag-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into job_listings (id, title, title_ar, department, location, location_ar, description, description_ar)
     values ($1, $2, 'وظيفة التنبيه', 'Finance', 'Dubai, UAE', 'دبي، الإمارات', 'Runs the books.', 'يدير الحسابات.')`,
    [id, title],
  )
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto(`/ar/admin/careers/jobs?edit=${id}`)
  const form = page.locator(`form:has(input[name="jobId"][value="${id}"])`)
  await form
    .getByRole('textbox', { name: 'الوصف (بالعربية)', exact: true })
    .fill('يدير الحسابات والتقارير.')
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click()
  await expect(page).toHaveURL(/\/ar\/admin\/careers\/jobs$/)

  await page.goto(`/ar/admin/careers/jobs?q=${encodeURIComponent(title)}`)
  await page.getByLabel('الترجمة').selectOption('outdated')
  await page.getByRole('button', { name: 'بحث' }).click()
  await expect(page).toHaveURL(/translation=outdated/)
  await expect(
    page.getByRole('row', { name: new RegExp(title) }).getByText('الترجمة غير محدّثة'),
  ).toBeVisible()

  await page.goto(`/ar/admin/careers/jobs?edit=${id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByText('الوصف (بالإنجليزية) تغيّر النص العربي بعد هذا النص.')).toBeVisible()
  await page.setViewportSize({ width: 390, height: 900 })
  await page.getByRole('heading', { name: 'الترجمة غير محدّثة' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/translation-flag-job-ar-390.png' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: 'test-results/translation-flag-job-ar-1280.png' })
  await page.context().close()
})
