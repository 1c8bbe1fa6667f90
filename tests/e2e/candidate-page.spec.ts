import { ar } from '../../app/i18n/ar'
import { en } from '../../app/i18n/en'
import { expect, test, type Browser } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expectNoSeriousA11yViolationsWithoutJavaScript } from './support/axe-without-javascript'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'
import { minimalPdf, unique } from './support/test-files'

/*
 * The candidate's page (decision 045): a visitor applies on /careers, follows the link of
 * the acknowledgement e-mail, reads where the application stands and withdraws it, with and
 * without JavaScript, in English and in Arabic.
 */

const VARIANTS = [
  { locale: 'en', isJavaScript: true, erase: false },
  { locale: 'ar', isJavaScript: true, erase: true },
  { locale: 'en', isJavaScript: false, erase: true },
  { locale: 'ar', isJavaScript: false, erase: false },
] as const

async function newPage(browser: Browser, isJavaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: isJavaScript })
  return { context, page: await context.newPage() }
}

for (const { locale, isJavaScript, erase } of VARIANTS) {
  const m = locale === 'ar' ? ar : en
  const prefix = locale === 'ar' ? '/ar' : ''
  const label = `${locale}, ${isJavaScript ? 'with' : 'without'} JavaScript${erase ? ', erasing' : ''}`

  test(`a candidate follows the e-mailed link, sees the status and withdraws (${label})`, async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, isJavaScript)
    const email = `candidate-${unique()}@example.org`
    const name = locale === 'ar' ? `مرشح ${unique()}` : `Candidate ${unique()}`
    const apply = m.careers.apply

    await page.goto(`${prefix}/careers?apply=job-001`)
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(apply.fullName).fill(name)
    await dialog.getByLabel(apply.email, { exact: true }).fill(email)
    await dialog.getByLabel(apply.phone).fill('+971 50 123 4567')
    await dialog.getByLabel(apply.coverLetter).fill('Ten years of financial analysis.')
    await dialog.getByLabel(apply.processingConsent).check()
    await dialog
      .getByLabel(apply.resume)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
    await dialog.getByRole('button', { name: apply.submit }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix}/careers$`))

    const ack = await waitForMail(sentTo(email), { description: 'the acknowledgement' })
    const link = /https?:\/\/\S+\/careers\/applications\/[A-Za-z0-9_-]{43}/.exec(ack.text)?.[0]
    expect(link, 'the status link in the acknowledgement').toBeDefined()
    const path = new URL(link!).pathname
    expect(path.startsWith(`${prefix}/careers/applications/`)).toBe(true)

    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: m.candidatePage.heading }),
    ).toBeVisible()
    await expect(page.getByText(m.candidatePage.statuses.Pending)).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByText('Pending', { exact: true })).toHaveCount(0)
    if (isJavaScript) await expectNoSeriousA11yViolations(page)
    else await expectNoSeriousA11yViolationsWithoutJavaScript(page)

    await page.getByRole('link', { name: m.candidatePage.withdraw.open }).click()
    await expect(
      page.getByRole('heading', { name: m.candidatePage.withdraw.confirmHeading }),
    ).toBeVisible()
    if (isJavaScript) await expectNoSeriousA11yViolations(page)
    else await expectNoSeriousA11yViolationsWithoutJavaScript(page)
    if (erase) await page.getByLabel(m.candidatePage.withdraw.erase).check()
    await page.getByRole('button', { name: m.candidatePage.withdraw.confirm }).click()

    if (erase) {
      await expect(page).toHaveURL(new RegExp(`${prefix}/careers$`))
      await expect(page.getByText(m.candidatePage.withdraw.erased).first()).toBeVisible()
      const rows = await queryDb('select id from job_applicants where email = $1', [email])
      expect(rows).toEqual([])
      const gone = await page.goto(path)
      expect(gone?.status()).toBe(404)
    } else {
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByText(m.candidatePage.statuses.withdrawn)).toBeVisible()
      await expect(page.getByRole('link', { name: m.candidatePage.withdraw.open })).toHaveCount(0)
      const rows = await queryDb<{ withdrawn: boolean }>(
        'select withdrawn_at is not null as withdrawn from job_applicants where email = $1',
        [email],
      )
      expect(rows).toEqual([{ withdrawn: true }])
    }
    const confirmation = await waitForMail(
      (mail) => sentTo(email)(mail) && mail.subject === m.candidatePage.emails.withdrawn.subject,
      { description: 'the withdrawal confirmation' },
    )
    expect(confirmation.text).toContain(name)
    await context.close()
  })
}

test('an unknown link is the not-found page', async ({ page }) => {
  const response = await page.goto(`/careers/applications/${'A'.repeat(43)}`)
  expect(response?.status()).toBe(404)
})
