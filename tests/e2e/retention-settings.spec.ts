import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

// Issue 16 (decision 029): the retention periods are their own form on the settings screen;
// the daily job reads what is saved there. Its own keys, so no other settings test is undone.

async function storedMonths(key: string): Promise<number | undefined> {
  const [row] = await queryDb<{ value: number }>('select value from settings where key = $1', [key])
  return row?.value
}

test('an admin changes a retention period, and a period out of range is refused with its message', async ({
  page,
}) => {
  try {
    await loginAsAdmin(page)
    await page.goto('/admin/settings')
    const section = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Data retention' }) })
    const talentPool = section.getByLabel('Talent-pool applications (months)')
    await expect(section.getByLabel('Applications of applicants not hired (months)')).toHaveValue(
      '6',
    )
    await expect(talentPool).toHaveValue('24')
    await expect(section.getByLabel('Contact messages (months)')).toHaveValue('24')
    await expect(section.getByLabel('Consultancy requests (months)')).toHaveValue('24')
    await expectNoSeriousA11yViolations(page)

    await talentPool.fill('18')
    await section.getByRole('button', { name: 'Save Retention Periods' }).click()
    await expect(page.getByText('Retention periods saved')).toBeVisible()
    await expect(talentPool).toHaveValue('18')
    expect(await storedMonths('retentionTalentPoolMonths')).toBe(18)

    await talentPool.fill('121')
    await section.getByRole('button', { name: 'Save Retention Periods' }).click()
    await expect(section.getByText('Enter a whole number of months from 1 to 120')).toBeVisible()
    expect(await storedMonths('retentionTalentPoolMonths')).toBe(18)
  } finally {
    await queryDb(
      `delete from settings where key in ('retentionApplicationMonths', 'retentionTalentPoolMonths', 'retentionContactMonths', 'retentionConsultancyMonths')`,
    )
  }
})

test('the section reads in Arabic on the Arabic settings screen', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/ar/admin/settings')
  await expect(page.getByRole('heading', { name: 'الاحتفاظ بالبيانات' })).toBeVisible()
  await expect(page.getByLabel('رسائل التواصل (بالأشهر)')).toHaveValue('24')
  await expect(page.getByRole('button', { name: 'حفظ مدد الاحتفاظ' })).toBeVisible()
})
