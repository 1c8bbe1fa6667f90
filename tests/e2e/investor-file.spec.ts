import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { expect, test } from './support/test'
import { loginAsAdmin, newPerson, registerAndLogin } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript } from './support/h3-url-dialogs'
import { minimalPdf } from './support/test-files'

/*
 * Decision 043: an investor fills the investor file, uploads a passport and a proof of
 * address and submits it; staff verify it; the investor reads "verified". Without and with
 * JavaScript, in English and in Arabic.
 */

const catalogs = { en, ar }

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`an investor file submitted and verified (${locale})`, async ({ page, browser }) => {
      test.slow()
      const m = catalogs[locale].investorFile
      const prefix = locale === 'ar' ? '/ar' : ''
      const person = await registerAndLogin(page, newPerson('investor'))

      await page.goto(`${prefix}/dashboard`)
      await page.getByRole('link', { name: m.title }).click()
      await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
      await expect(page.getByTestId('investor-state')).toContainText(m.states.draft)

      const upload = async (kind: 'passport' | 'proof-of-address', name: string) => {
        await page.getByLabel(m.kind).selectOption(kind)
        if (kind === 'passport') await page.getByLabel(m.expiresOn).fill('2031-06-30')
        await page.getByLabel(m.file).setInputFiles({
          name,
          mimeType: 'application/pdf',
          buffer: minimalPdf(),
        })
        await page.getByRole('button', { name: m.upload, exact: true }).click()
        await expect(page.getByText(name)).toBeVisible()
      }
      await upload('passport', 'passport.pdf')
      await upload('proof-of-address', 'utility-bill.pdf')

      await page.getByRole('radio', { name: m.classifications.retail }).check()
      await page.getByRole('textbox', { name: m.nationality }).fill('Emirati')
      await page.getByRole('textbox', { name: m.residence }).fill('United Arab Emirates')
      await page.getByRole('button', { name: m.submit }).click()
      await expect(page.getByTestId('investor-state')).toContainText(m.states.pending)
      await expectAccessible(page)

      // Staff open the file from the list and verify it.
      const [file] = await queryDb<{ id: string }>(
        'select id from investor_files where lower(email) = lower($1)',
        [person.email],
      )
      const staffContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const staff = await staffContext.newPage()
      await loginAsAdmin(staff)
      await staff.goto(`${prefix}/admin/investors?q=${encodeURIComponent(person.email)}`)
      await expect(staff.getByText(person.email)).toBeVisible()
      await staff.goto(`${prefix}/admin/investors/${file.id}`)
      await expect(staff.getByText('passport.pdf')).toBeVisible()
      await expectAccessible(staff)
      await staff.getByRole('button', { name: m.admin.verify }).click()
      await expect(staff.getByTestId('investor-state')).toContainText(m.states.verified)
      await staffContext.close()

      await page.reload()
      await expect(page.getByTestId('investor-state')).toContainText(m.states.verified)
      const [{ reviewed_at: reviewedAt }] = await queryDb<{ reviewed_at: Date }>(
        'select reviewed_at from investor_files where id = $1',
        [file.id],
      )
      expect(reviewedAt).toBeTruthy()
      await expect(page.getByTestId('investor-state')).toContainText(
        m.stateVerified.split('{date}')[0].trim(),
      )
    })
  }
})
