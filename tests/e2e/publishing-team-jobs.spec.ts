import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'

/*
 * Decision 047 for team members and jobs in the browser: their editors publish by default.
 * A change saved as a draft leaves the public page as it was, is previewed as the public page
 * will show it, and is published from the draft's page. With JavaScript in English (team),
 * without it in Arabic (jobs).
 */

test('English, with JavaScript: a team member drafted, previewed and published', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `Salma Drafted ${word}`
  const { page } = await staffPageWith(browser, 'editor', {
    javaScriptEnabled: true,
    firstName: 'Team',
  })
  await page.goto('/admin/team')
  await page.getByRole('link', { name: 'Add Team Member' }).click()
  const add = page.getByRole('dialog', { name: 'Add Team Member' })
  await add.getByLabel('Name (English)').fill(name)
  await add.getByLabel('Position (English)').fill('Analyst')
  await add.getByRole('button', { name: 'Add Member' }).click()
  await expect(page.getByText('Team member added')).toBeVisible()

  await page.getByRole('link', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Team Member' })
  await edit.getByLabel('Position (English)').fill('Senior Analyst')
  await edit.getByRole('button', { name: 'Save as draft' }).click()
  await expect(page).toHaveURL(/\/admin\/publishing\/team-member\/[^/]+$/)
  const id = page.url().split('/').at(-1)!
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()

  // The public team page still shows the published position.
  const visitor = await browser.newPage()
  await visitor.goto('/team')
  const card = visitor.getByRole('article').filter({ hasText: name })
  await expect(card.getByText('Analyst', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Preview in English' }).click()
  await expect(page).toHaveURL(`/team/${id}/preview`)
  await expect(page.getByText(/^Preview of the draft/)).toBeVisible()
  await expect(
    page.getByRole('article').filter({ hasText: name }).getByText('Senior Analyst'),
  ).toBeVisible()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `test-results/team-preview-en-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
  await expectNoSeriousA11yViolations(page)

  await page.goto(`/admin/team?q=${word}`)
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByText('Draft', { exact: true }),
  ).toBeVisible()
  await page.screenshot({ path: 'test-results/team-list-draft-en-1280.png' })
  await page.goto(`/admin/publishing/team-member/${id}`)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(page.getByText(/^Revision \d+ is now on the public site\.$/)).toBeVisible()
  await visitor.goto('/team')
  await expect(
    visitor.getByRole('article').filter({ hasText: name }).getByText('Senior Analyst'),
  ).toBeVisible()
  await visitor.close()
  await page.context().close()
})

test('Arabic, without JavaScript: a job drafted, previewed and published', async ({ browser }) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const title = `Treasury Analyst ${word}`
  const titleAr = `محلل خزينة ${word}`
  const admin = await adminPageWith(browser, { javaScriptEnabled: false })
  await admin.goto('/admin/careers/jobs?new=1')
  await admin.getByLabel('Job Title (English)').fill(title)
  await admin.getByLabel('Job Title (Arabic)').fill(titleAr)
  await admin.getByLabel('Department *').selectOption('Finance')
  await admin.getByLabel('Location (English)').fill('Abu Dhabi, UAE')
  await admin.getByLabel('Description (English)').fill('Treasury reporting and cash planning.')
  await admin.getByRole('button', { name: 'Add Job' }).click()
  await expect(admin.getByText(`${title} has been added to the careers page`)).toBeVisible()
  const editHref = await admin.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')
  const id = new URL(editHref!, 'http://x').searchParams.get('edit')!

  await admin.goto(`/ar/admin/careers/jobs?edit=${id}`)
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl')
  await admin.locator('input[name="titleAr"]').fill(`${titleAr} أول`)
  await admin.getByRole('button', { name: 'حفظ كمسودة' }).click()
  await expect(admin).toHaveURL(new RegExp(`/ar/admin/publishing/job/${id}$`))
  await expect(admin.getByText('يبقى الموقع العام كما هو حتى تنشر المسودة.')).toBeVisible()
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 900 })
    await admin.screenshot({ path: `test-results/job-draft-ar-${width}.png`, fullPage: true })
  }
  await admin.setViewportSize({ width: 1280, height: 900 })

  const visitor = await browser.newPage({ javaScriptEnabled: false })
  await visitor.goto('/ar/careers?department=Finance')
  await expect(visitor.getByRole('article', { name: titleAr, exact: true })).toBeVisible()

  await admin.getByRole('link', { name: 'معاينة بالعربية' }).click()
  await expect(admin).toHaveURL(`/ar/careers/${id}/preview`)
  await expect(admin.getByRole('article', { name: `${titleAr} أول` })).toBeVisible()
  await admin.setViewportSize({ width: 390, height: 900 })
  await admin.screenshot({ path: 'test-results/job-preview-ar-390.png', fullPage: true })
  await admin.setViewportSize({ width: 1280, height: 900 })
  await admin.goBack()
  await admin.getByRole('button', { name: 'نشر', exact: true }).click()
  await expect(admin.getByText(/^النسخة \d+ الآن على الموقع العام\.$/)).toBeVisible()

  await visitor.goto('/ar/careers?department=Finance')
  await expect(visitor.getByRole('article', { name: `${titleAr} أول` })).toBeVisible()
  await visitor.close()
  await admin.context().close()
})
