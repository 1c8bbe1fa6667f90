import crypto from 'node:crypto'
import type { Browser } from '@playwright/test'
import { expect, test, type Page } from './support/test'
import { loginAsAdmin, publishFromDraftPage } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Issue 13 (decision 018): an admin writes an investment's Arabic texts beside the English
 * ones; Arabic pages show them, English pages keep the English, and a text still without
 * Arabic is shown in English, marked lang="en", and the admin list says 'Arabic missing'.
 * Each test creates its own rows (the seed is translated) and removes them at the end.
 */

async function createInvestment(page: Page, browser: Browser, title: string): Promise<string> {
  await page.goto('/admin/investments/create')
  await page.getByRole('textbox', { name: 'Title (English)', exact: true }).fill(title)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Serviced apartments beside the Dubai Creek.')
  await page.getByLabel('Department').selectOption('Real Estate')
  await page.getByLabel('Profit Margin (English)').fill('8% annually')
  await page.getByLabel('Profit Schema (English)').fill('Rental income paid every quarter.')
  await page
    .getByRole('textbox', { name: 'Risk warning (English)', exact: true })
    .fill('Capital at risk.')
  await page
    .getByRole('textbox', { name: 'Risk warning (Arabic)', exact: true })
    .fill('رأس المال معرض للخطر.')
  await page.getByRole('button', { name: 'Create Investment' }).click()
  // Public once a second person approves it (decision 047).
  return publishFromDraftPage(page, browser)
}

test('an Arabic title shows on /ar/investments; an empty Arabic description falls back to English', async ({
  page,
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const title = `Creek Residences ${word}`
  const titleAr = `مساكن الخور ${word}`
  await loginAsAdmin(page)
  const id = await createInvestment(page, browser, title)

  // No Arabic yet: the admin list marks the row.
  await page.goto(`/admin/investments?q=${word}`)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Arabic missing', { exact: true })).toBeVisible()

  // The admin writes the Arabic title only, beside the English one.
  await page.goto(`/admin/investments/edit/${id}`)
  const arabicTitle = page.getByRole('textbox', { name: 'Title (Arabic)', exact: true })
  await expect(arabicTitle).toHaveAttribute('lang', 'ar')
  await expect(arabicTitle).toHaveAttribute('dir', 'rtl')
  await expectNoSeriousA11yViolations(page)
  await arabicTitle.fill(titleAr)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
  await publishFromDraftPage(page, browser)
  const [stored] = await queryDb<{ title: string; title_ar: string; description_ar: string }>(
    'select title, title_ar, description_ar from investments where id = $1',
    [id],
  )
  expect(stored).toEqual({ title, title_ar: titleAr, description_ar: '' })

  // The Arabic list shows the Arabic title; the English list keeps the English one.
  await page.goto(`/ar/investments?q=${word}`)
  await expect(page.getByRole('heading', { level: 2, name: titleAr })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0)
  await page.goto(`/investments?q=${word}`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: titleAr })).toHaveCount(0)

  // The Arabic page of the investment: the Arabic title, the English description marked English.
  await page.goto(`/ar/investments/${id}`)
  const heading = page.getByRole('heading', { level: 1, name: titleAr })
  await expect(heading).toBeVisible()
  await expect(heading).not.toHaveAttribute('lang', /.*/)
  const description = page.getByText('Serviced apartments beside the Dubai Creek.')
  await expect(description).toHaveAttribute('lang', 'en')
  await expect(description).toHaveAttribute('dir', 'ltr')
  await expect(page).toHaveTitle(new RegExp(`^${titleAr}`))

  // Still missing the other Arabic texts: the admin list keeps the mark until they are written.
  await page.goto(`/admin/investments?q=${word}`)
  await expect(row.getByText('Arabic missing', { exact: true })).toBeVisible()
  await page.goto(`/admin/investments/edit/${id}`)
  await page
    .getByRole('textbox', { name: 'Description (Arabic)', exact: true })
    .fill('شقق فندقية بجوار خور دبي.')
  await page.getByLabel('Profit Margin (Arabic)').fill('8% سنوياً')
  await page.getByLabel('Profit Schema (Arabic)').fill('دخل إيجاري يُصرف كل ثلاثة أشهر.')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await publishFromDraftPage(page, browser)
  await page.goto(`/admin/investments?q=${word}`)
  await expect(row).toBeVisible()
  await expect(row.getByText('Arabic missing', { exact: true })).toHaveCount(0)
  await page.goto(`/ar/investments/${id}`)
  await expect(page.getByText('شقق فندقية بجوار خور دبي.')).not.toHaveAttribute('lang', /.*/)

  await queryDb('delete from investments where id = $1', [id])
})

test('a package gets Arabic services without JavaScript, shown with its investment in Arabic', async ({
  browser,
}) => {
  test.slow()
  const word = crypto.randomBytes(4).toString('hex')
  const name = `Relocation Package ${word}`
  const signIn = await browser.newContext()
  await loginAsAdmin(await signIn.newPage())
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await signIn.storageState(),
  })
  await signIn.close()
  const page = await context.newPage()

  await page.goto('/admin/packages/create')
  await page.getByLabel('Package Name (English)').fill(name)
  await page.getByLabel('Package Name (Arabic)').fill(`باقة الانتقال ${word}`)
  await page
    .getByRole('textbox', { name: 'Description (English)', exact: true })
    .fill('Help with moving to the UAE.')
  await page.getByLabel('Price (AED)').fill('3000')
  await page.getByLabel('Service 1', { exact: true }).fill('Visa processing')
  await page.getByLabel('Service 1 (Arabic)', { exact: true }).fill('إنجاز معاملات التأشيرة')
  // Adding an Arabic row is a plain submit: the form comes back with the values kept.
  await page.getByRole('button', { name: 'Add Arabic Service' }).click()
  await expect(page.getByLabel('Service 1 (Arabic)', { exact: true })).toHaveValue(
    'إنجاز معاملات التأشيرة',
  )
  await page.getByLabel('Service 2 (Arabic)', { exact: true }).fill('البحث عن سكن')
  await page.getByRole('button', { name: 'Create Package' }).click()
  await expect(page).toHaveURL(/\/admin\/packages$/)
  const [stored] = await queryDb<{ id: string; services_ar: string[]; description_ar: string }>(
    'select id, services_ar, description_ar from packages where name = $1',
    [name],
  )
  expect(stored.services_ar).toEqual(['إنجاز معاملات التأشيرة', 'البحث عن سكن'])
  expect(stored.description_ar).toBe('')
  await context.close()

  // Attached to an investment, the Arabic page shows the Arabic name and services and the
  // English description, marked English.
  const investmentId = `inv-e2e-${word}`
  await queryDb(
    `insert into investments (id, title, title_ar, description, type, department, profit_margin, profit_schema)
     values ($1, $2, $3, 'x', 'Financial', 'Energy', '1%', 'x')`,
    [investmentId, `Holder ${word}`, `حامل ${word}`],
  )
  await queryDb('insert into investment_packages (investment_id, package_id) values ($1, $2)', [
    investmentId,
    stored.id,
  ])
  const visitor = await browser.newPage()
  await visitor.goto(`/ar/investments/${investmentId}`)
  await visitor.getByRole('tab', { name: 'الباقات' }).click()
  const panel = visitor.getByRole('tabpanel')
  await expect(panel.getByRole('heading', { name: `باقة الانتقال ${word}` })).toBeVisible()
  await expect(panel.getByText('البحث عن سكن')).toBeVisible()
  await expect(panel.getByText('Help with moving to the UAE.')).toHaveAttribute('lang', 'en')
  await visitor.close()

  await queryDb('delete from investments where id = $1', [investmentId])
  await queryDb('delete from packages where id = $1', [stored.id])
})
