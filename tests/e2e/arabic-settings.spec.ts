import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { ar } from '../../app/i18n/ar'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { whileSavingSettings } from './support/settings-lock'

/*
 * Issue 13, decision 018: the site settings and the departments in two languages. The admin
 * writes the Arabic beside the English; /ar shows it, / keeps the English, and an empty
 * Arabic text shows the English one marked as English (lang="en").
 */

async function readSetting<T>(key: string): Promise<T | undefined> {
  const [row] = await queryDb<{ value: T }>('select value from settings where key = $1', [key])
  return row?.value
}

async function writeSetting(key: string, value: unknown): Promise<void> {
  await queryDb(
    `insert into settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [key, JSON.stringify(value)],
  )
}

/**
 * Runs `body` while no other test saves the settings form, then puts the settings named in
 * `keys` back as they were.
 */
function keepingSettings(keys: string[], body: () => Promise<void>): Promise<void> {
  return whileSavingSettings(async () => {
    const original = await Promise.all(keys.map((key) => readSetting(key)))
    try {
      await body()
    } finally {
      for (const [index, key] of keys.entries()) await writeSetting(key, original[index] ?? '')
    }
  })
}

test('an Arabic hero title set in /admin/settings shows on /ar; / keeps the English one', ({
  page,
}) =>
  keepingSettings(['heroTitleAr'], async () => {
    const title = `استثمروا في الإمارات بثقة ${crypto.randomInt(1000, 9999)}`
    await loginAsAdmin(page)
    await page.goto('/admin/settings')
    const arabicTitle = page.getByLabel('Hero title (Arabic)')
    await expect(arabicTitle).toHaveAttribute('lang', 'ar')
    await expect(arabicTitle).toHaveAttribute('dir', 'rtl')
    await arabicTitle.fill(title)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await expect.poll(() => readSetting('heroTitleAr')).toBe(title)

    await page.goto('/ar')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(title)
    await expect(heading).not.toHaveAttribute('lang')

    const english = await readSetting<string>('heroTitle')
    await page.goto('/')
    await expect(heading).toHaveText(english!)
  }))

test('clearing the Arabic subtitle makes /ar show the English subtitle, marked lang="en"', ({
  page,
}) =>
  keepingSettings(['heroSubtitleAr'], async () => {
    await writeSetting('heroSubtitleAr', 'فرص استثمارية مدروسة وخدمات متكاملة')
    const english = (await readSetting<string>('heroSubtitle'))!
    await page.goto('/ar')
    await expect(page.getByText('فرص استثمارية مدروسة وخدمات متكاملة')).toBeVisible()

    await loginAsAdmin(page)
    await page.goto('/admin/settings')
    const arabicSubtitle = page.getByLabel('Hero subtitle (Arabic)')
    await expect(arabicSubtitle).toHaveValue('فرص استثمارية مدروسة وخدمات متكاملة')
    await arabicSubtitle.fill('')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await expect.poll(() => readSetting('heroSubtitleAr')).toBe('')

    await page.goto('/ar')
    const subtitle = page.getByText(english, { exact: true })
    await expect(subtitle).toBeVisible()
    await expect(subtitle).toHaveAttribute('lang', 'en')
    await expect(subtitle).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  }))

test('/ar/services/legal shows the department in Arabic; /services/legal in English', async ({
  page,
}) => {
  type Row = {
    description: string
    description_ar: string
    services_ar: { title: string; description: string }[]
    benefits_ar: string[]
  }
  const [stored] = await queryDb<Row>(
    `select description, description_ar, services_ar, benefits_ar from departments where id = 'legal'`,
  )
  // The seed writes Arabic for every department; a database without it gets the test's own.
  const arabic = {
    description: stored.description_ar || 'استشارات قانونية متكاملة للشركات والأفراد.',
    services: stored.services_ar.length
      ? stored.services_ar
      : [{ title: 'صياغة العقود', description: 'عقود واضحة تحمي مصالحكم.' }],
    benefits: stored.benefits_ar.length ? stored.benefits_ar : ['محامون مرخّصون في دولة الإمارات'],
  }
  await queryDb(
    `update departments set description_ar = $1, services_ar = $2::jsonb, benefits_ar = $3::jsonb
     where id = 'legal'`,
    [arabic.description, JSON.stringify(arabic.services), JSON.stringify(arabic.benefits)],
  )
  try {
    await page.goto('/ar/services/legal')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      ar.services.departments.legal.name,
    )
    const description = page.getByText(arabic.description, { exact: true }).first()
    await expect(description).toBeVisible()
    await expect(description).not.toHaveAttribute('lang')
    await expect(
      page.getByRole('heading', { level: 3, name: arabic.services[0].title }),
    ).toBeVisible()
    await expect(page.getByText(arabic.benefits[0], { exact: true })).toBeVisible()

    await page.goto('/services/legal')
    await expect(page.getByText(stored.description, { exact: true }).first()).toBeVisible()
    await expect(page.getByText(arabic.description)).toHaveCount(0)
  } finally {
    await queryDb(
      `update departments set description_ar = $1, services_ar = $2::jsonb, benefits_ar = $3::jsonb
       where id = 'legal'`,
      [
        stored.description_ar,
        JSON.stringify(stored.services_ar),
        JSON.stringify(stored.benefits_ar),
      ],
    )
  }
})
