import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { whileSavingSettings } from './support/settings-lock'

/*
 * Decision 047 for the site texts in the browser: an Editor saves a hero title as a draft,
 * previews the home page with it in both languages, and publishes it; without JavaScript, in
 * Arabic, "Save Changes" publishes at once and an older revision is restored and published.
 * The texts are one item for the whole site, so each test holds the settings lock and puts
 * the texts back as they were, draft removed.
 */

const TEXT_KEYS = ['heroTitle', 'heroTitleAr']

/** Runs `body` holding the settings lock, then restores the hero texts and drops any draft. */
function keepingSiteTexts(body: () => Promise<void>): Promise<void> {
  return whileSavingSettings(async () => {
    const original = await queryDb<{ key: string; value: unknown }>(
      'select key, value from settings where key = any($1)',
      [TEXT_KEYS],
    )
    try {
      await body()
    } finally {
      for (const row of original)
        await queryDb('update settings set value = $2::jsonb where key = $1', [
          row.key,
          JSON.stringify(row.value),
        ])
      await queryDb(`delete from content_drafts where content_type = 'site-texts'`)
    }
  })
}

test('English, with JavaScript: a hero title drafted, previewed, published by an Editor', async ({
  browser,
}) =>
  keepingSiteTexts(async () => {
    test.slow()
    const title = `Invest with confidence ${crypto.randomBytes(3).toString('hex')}`
    const { page } = await staffPageWith(browser, 'editor', {
      javaScriptEnabled: true,
      firstName: 'Texts',
    })
    await page.goto('/admin/settings')
    const texts = page.locator('#site-texts')
    await texts.getByLabel('Hero title (English)').fill(title)
    await texts.getByRole('button', { name: 'Save as draft' }).click()
    await expect(page).toHaveURL(/\/admin\/publishing\/site-texts\/site$/)
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
    const comparison = page.getByRole('table', {
      name: 'The published version and the draft, field by field',
    })
    await expect(comparison.getByRole('row', { name: /Hero title/ }).first()).toContainText(title)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({
        path: `test-results/site-texts-draft-en-${width}.png`,
        fullPage: true,
      })
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await expectNoSeriousA11yViolations(page)

    // A visitor still reads the published title.
    const visitor = await browser.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(title)
    await visitor.goto('/site/preview')
    await expect(visitor).toHaveURL(/\/login/)
    await visitor.close()

    await page.getByRole('link', { name: 'Preview in English' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(/^Preview of the draft/)).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoSeriousA11yViolations(page)
    await page.goBack()
    await page.getByRole('link', { name: 'Preview in Arabic' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `test-results/site-texts-preview-ar-${width}.png` })
    }
    await page.setViewportSize({ width: 1280, height: 900 })

    // The settings form opens on the draft and says so.
    await page.goto('/admin/settings')
    await expect(texts.getByLabel('Hero title (English)')).toHaveValue(title)
    await expect(texts.getByRole('link', { name: 'Draft and review' })).toBeVisible()

    await page.goto('/admin/publishing/site-texts/site')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText(/^Revision \d+ is now on the public site\.$/)).toBeVisible()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await page.context().close()
  }))

test('Arabic, without JavaScript: published on save, an older revision restored', async ({
  browser,
}) =>
  keepingSiteTexts(async () => {
    test.slow()
    const word = crypto.randomInt(1000, 9999)
    const first = `استثمروا بثقة ${word}`
    const second = `استثمروا في الإمارات ${word}`
    const admin = await adminPageWith(browser, { javaScriptEnabled: false })
    for (const title of [first, second]) {
      await admin.goto('/ar/admin/settings')
      await admin.getByLabel('عنوان الواجهة الرئيسية (بالعربية)').fill(title)
      await admin.getByRole('button', { name: 'حفظ التغييرات' }).click()
      await expect(admin).toHaveURL(/\/ar\/admin\/settings$/)
      await expect(admin.getByText('تم حفظ الإعدادات').first()).toBeVisible()
    }
    await admin.goto('/ar')
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(second)

    await admin.goto('/ar/admin/publishing/site-texts/site/revisions')
    await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(admin.getByText('كل نسخة منشورة من نصوص الموقع، الأحدث أولاً.')).toBeVisible()
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 })
      await admin.screenshot({
        path: `test-results/site-texts-revisions-ar-${width}.png`,
        fullPage: true,
      })
    }
    await admin.setViewportSize({ width: 1280, height: 900 })
    // Newest first: the second button restores the revision holding the first title.
    await admin
      .getByRole('button', { name: /^استعادة النسخة \d+$/ })
      .nth(1)
      .click()
    await expect(admin).toHaveURL(/\/ar\/admin\/publishing\/site-texts\/site$/)
    await expect(admin.getByText('راجعها، ثم انشرها.')).toBeVisible()
    await admin.goto('/ar')
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(second)

    await admin.goto('/ar/admin/publishing/site-texts/site')
    await admin.getByRole('button', { name: 'نشر', exact: true }).click()
    await expect(admin.getByText(/^النسخة \d+ الآن على الموقع العام\.$/)).toBeVisible()
    await admin.goto('/ar')
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(first)
    await admin.context().close()
  }))
