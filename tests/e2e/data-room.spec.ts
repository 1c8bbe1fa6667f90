import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { format } from '../../app/i18n/format'
import { expect, test } from './support/test'
import { loginAs, loginAsAdmin, newPerson, register } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript, expectFlashMessage } from './support/h3-url-dialogs'
import { minimalPdf, unique } from './support/test-files'

/*
 * Decision 043's data room end to end: staff upload a document for accepted investors; a
 * verified, accepted investor who accepted the NDA (set up in the database: other screens
 * make those) downloads a marked copy from the Resources tab; staff see that download in the
 * document's access log. Without and with JavaScript, in English and in Arabic.
 */

const catalogs = { en, ar }
const INVESTMENT = 'inv-001'

/** Makes `email`'s account a verified investor accepted for the investment, NDA accepted. */
async function makeInvestor(email: string, tag: string): Promise<void> {
  const [account] = await queryDb<{ id: string; name: string }>(
    'select id, name from "user" where email = $1',
    [email],
  )
  // The NDA a reader accepts: the investment's own newest version, else the default's.
  let [nda] = await queryDb<{ id: string }>(
    `select id from nda_versions where investment_id = $1 or investment_id is null
     order by (investment_id is null), version desc limit 1`,
    [INVESTMENT],
  )
  if (!nda) {
    ;[nda] = await queryDb<{ id: string }>(
      `insert into nda_versions (id, investment_id, version, body)
       values ($1, null, 1, 'Keep it secret.') returning id`,
      [`nda-e2e-${tag}`],
    )
  }
  await queryDb(
    `insert into nda_acceptances (id, nda_version_id, user_id, investment_id, typed_name)
     values ($1, $2, $3, $4, $5)`,
    [`nda-acc-${tag}`, nda.id, account.id, INVESTMENT, account.name],
  )
  await queryDb(
    `insert into investment_requests (id, user_id, investment_id, status, decided_at)
     values ($1, $2, $3, 'Accepted', now())`,
    [`req-e2e-${tag}`, account.id, INVESTMENT],
  )
  await queryDb(
    `insert into investor_files (id, user_id, name, email, state)
     values ($1, $2, $3, $4, 'verified')`,
    [`file-e2e-${tag}`, account.id, account.name, email],
  )
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`an investor downloads a marked copy staff then see logged (${locale})`, async ({
      page,
      browser,
    }) => {
      test.slow()
      const m = catalogs[locale].dataRoom
      const prefix = locale === 'ar' ? '/ar' : ''
      const tag = unique()
      const title = `Subscription pack ${tag}`
      const titleAr = `حزمة الاكتتاب ${tag}`
      const shownTitle = locale === 'ar' ? titleAr : title

      // Staff upload the document for accepted investors and see it listed.
      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/investments/${INVESTMENT}/documents`)
      await expectAccessible(page)
      await page.getByRole('textbox', { name: m.admin.fields.title, exact: true }).fill(title)
      await page.getByRole('textbox', { name: m.admin.fields.titleAr, exact: true }).fill(titleAr)
      await page
        .getByRole('combobox', { name: m.admin.fields.visibility })
        .selectOption('investors')
      await page.getByLabel(m.admin.fields.file).setInputFiles({
        name: 'pack.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      })
      await page.getByRole('button', { name: m.admin.upload, exact: true }).click()
      await expectFlashMessage(page, isJavaScript, m.admin.uploaded)
      const row = page.getByRole('row').filter({ hasText: shownTitle })
      await expect(row).toBeVisible()
      await expect(row).toContainText(m.visibilities.investors)

      // A verified investor, accepted, NDA accepted, downloads it from the Resources tab.
      const person = newPerson('investor', 'Huda')
      const readerContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const reader = await readerContext.newPage()
      await register(reader, person)
      await makeInvestor(person.email, tag)
      await loginAs(reader, person.email, person.password)
      await reader.goto(`${prefix}/investments/${INVESTMENT}`)
      const tabs = catalogs[locale].investments.detail
      if (isJavaScript) await reader.getByRole('tab', { name: tabs.tabResources }).click()
      const download = reader.getByRole('link', {
        name: format(m.resources.downloadLabel, { title: shownTitle }),
      })
      await expect(download).toBeVisible()
      await expectAccessible(reader)
      const [file] = await Promise.all([reader.waitForEvent('download'), download.click()])
      expect(file.suggestedFilename()).toMatch(/-v1\.pdf$/)
      await readerContext.close()

      // Staff see that download in the document's access log.
      await row.getByRole('link', { name: m.admin.showLog }).click()
      const log = page.locator('[data-access-log]')
      await expect(log).toContainText(person.email)
      await expect(log).toContainText(m.actions.download)
      await expectAccessible(page)
    })
  }
})
