import { extractText, getDocumentProxy } from 'unpdf'
import { readFile } from 'node:fs/promises'
import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { format } from '../../app/i18n/format'
import { expect, test } from './support/test'
import { loginAsAdmin, newPerson, registerAndLogin } from './support/auth'
import { queryDb } from './support/db'
import {
  describeWithoutAndWithJavaScript,
  expectFlashMessage,
  openedDialog,
} from './support/h3-url-dialogs'
import { minimalPdf, unique } from './support/test-files'

/*
 * Decision 043 end to end, every step through the screens: staff upload a document for
 * accepted investors; a user requests to invest, acknowledging the risk warning; staff accept
 * the request; the user fills the investor file and staff verify it; the user accepts the
 * NDA by typing their name and downloads the document, marked with their e-mail on every
 * page; staff see that download in the document's access log. Without and with JavaScript, in
 * English and in Arabic.
 */

const catalogs = { en, ar }
const INVESTMENTS = { en: 'inv-002', ar: 'inv-003' } as const

async function pdfText(path: string): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)))
  const { text } = await extractText(pdf, { mergePages: false })
  return text as string[]
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`an investor's way from a request to a marked copy (${locale})`, async ({
      page,
      browser,
    }) => {
      test.slow()
      const t = catalogs[locale]
      const prefix = locale === 'ar' ? '/ar' : ''
      const investment = INVESTMENTS[locale]
      const tag = unique()
      const title = `Offering memorandum ${tag}`
      const titleAr = `مذكرة الطرح ${tag}`
      const shownTitle = locale === 'ar' ? titleAr : title
      const room = t.dataRoom

      // Staff upload a document for accepted investors.
      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/investments/${investment}/documents`)
      await page.getByRole('textbox', { name: room.admin.fields.title, exact: true }).fill(title)
      await page
        .getByRole('textbox', { name: room.admin.fields.titleAr, exact: true })
        .fill(titleAr)
      await page
        .getByRole('combobox', { name: room.admin.fields.visibility })
        .selectOption('investors')
      await page.getByLabel(room.admin.fields.file).setInputFiles({
        name: 'memorandum.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      })
      await page.getByRole('button', { name: room.admin.upload, exact: true }).click()
      await expectFlashMessage(page, isJavaScript, room.admin.uploaded)

      // A user requests to invest, acknowledging the risk warning.
      const investorContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const investor = await investorContext.newPage()
      const person = await registerAndLogin(investor, newPerson(`journey-${locale}`, 'Huda'))
      await investor.goto(`${prefix}/investments/${investment}`)
      await investor
        .getByRole('link', { name: t.investments.detail.requestToInvest })
        .first()
        .click()
      const requestDialog = await openedDialog(
        investor,
        isJavaScript,
        t.investments.detail.requestToInvest,
      )
      await expect(requestDialog.getByRole('heading', { name: t.nda.risk.heading })).toBeVisible()
      await requestDialog.getByLabel(t.investments.request.messageLabel).fill('Interested.')
      await requestDialog.getByLabel(t.nda.risk.acknowledge).check()
      await requestDialog.getByRole('button', { name: t.investments.request.submit }).click()
      await expectFlashMessage(investor, isJavaScript, t.investments.request.submittedTitle)
      const [request] = await queryDb<{ id: string; risk_acknowledged_at: Date | null }>(
        `select r.id, r.risk_acknowledged_at from investment_requests r
         join "user" u on u.id = r.user_id where u.email = $1`,
        [person.email],
      )
      expect(request.risk_acknowledged_at).toBeTruthy()

      // Staff accept the request.
      await page.goto(
        `${prefix}/admin/requests?q=${encodeURIComponent(person.email)}&accept=${request.id}`,
      )
      const accept = await openedDialog(page, isJavaScript, t.requests.admin.acceptTitle)
      await accept.getByRole('button', { name: t.requests.admin.acceptTitle }).click()
      await expectFlashMessage(page, isJavaScript, t.requests.admin.acceptedTitle)

      // The user fills the investor file; staff verify it.
      const kyc = t.investorFile
      await investor.goto(`${prefix}/dashboard/investor`)
      for (const [kind, name] of [
        ['passport', 'passport.pdf'],
        ['proof-of-address', 'bill.pdf'],
      ] as const) {
        await investor.getByLabel(kyc.kind).selectOption(kind)
        if (kind === 'passport') await investor.getByLabel(kyc.expiresOn).fill('2031-06-30')
        await investor
          .getByLabel(kyc.file)
          .setInputFiles({ name, mimeType: 'application/pdf', buffer: minimalPdf() })
        await investor.getByRole('button', { name: kyc.upload, exact: true }).click()
        await expect(investor.getByText(name)).toBeVisible()
      }
      await investor.getByRole('radio', { name: kyc.classifications.professional }).check()
      await investor.getByRole('textbox', { name: kyc.nationality }).fill('Emirati')
      await investor.getByRole('textbox', { name: kyc.residence }).fill('United Arab Emirates')
      await investor.getByRole('button', { name: kyc.submit }).click()
      await expect(investor.getByTestId('investor-state')).toContainText(kyc.states.pending)
      const [file] = await queryDb<{ id: string }>(
        'select id from investor_files where lower(email) = lower($1)',
        [person.email],
      )
      await page.goto(`${prefix}/admin/investors/${file.id}`)
      await page.getByRole('button', { name: kyc.admin.verify }).click()
      await expect(page.getByTestId('investor-state')).toContainText(kyc.states.verified)

      // The Resources tab asks for the NDA; the user accepts it by typing their name.
      await investor.goto(`${prefix}/investments/${investment}?tab=resources`)
      if (isJavaScript) {
        await investor.getByRole('tab', { name: t.investments.detail.tabResources }).click()
      }
      await investor.getByRole('link', { name: room.resources.acceptNda }).first().click()
      await expect(investor).toHaveURL(new RegExp(`/investments/${investment}/nda$`))
      await investor.getByLabel(t.nda.accept.typedName).fill(person.name)
      await investor.getByLabel(t.nda.accept.tick).check()
      await investor.getByRole('button', { name: t.nda.accept.submit }).click()
      await expectFlashMessage(investor, isJavaScript, t.nda.accept.accepted)

      // The document opens now: the copy carries the reader's e-mail on every page.
      await investor.goto(`${prefix}/investments/${investment}?tab=resources`)
      if (isJavaScript) {
        await investor.getByRole('tab', { name: t.investments.detail.tabResources }).click()
      }
      const link = investor.getByRole('link', {
        name: format(room.resources.downloadLabel, { title: shownTitle }),
      })
      await expectAccessible(investor)
      const [download] = await Promise.all([investor.waitForEvent('download'), link.click()])
      const pages = await pdfText(await download.path())
      expect(pages.length).toBeGreaterThan(0)
      for (const text of pages) expect(text).toContain(person.email)
      await investorContext.close()

      // Staff see the download in the document's log.
      await page.goto(`${prefix}/admin/investments/${investment}/documents`)
      const row = page.getByRole('row').filter({ hasText: shownTitle })
      await row.getByRole('link', { name: room.admin.showLog }).click()
      const log = page.locator('[data-access-log]')
      await expect(log).toContainText(person.email)
      await expect(log).toContainText(room.actions.download)
      await expectAccessible(page)
    })
  }
})
