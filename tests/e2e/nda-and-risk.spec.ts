import { expect, test, type Page } from './support/test'
import { newPerson, registerAndLogin, type Person } from './support/auth'
import {
  describeWithoutAndWithJavaScript,
  expectFlashMessage,
  openedDialog,
} from './support/h3-url-dialogs'

/*
 * Decision 043, as an investor meets it: the risk warning ticked before a request to invest,
 * the NDA accepted by typing one's name, the request withdrawn within the cooling-off period.
 * Each journey in English and in Arabic, without and with JavaScript.
 */

const WORDS = {
  en: {
    prefix: '',
    requestLink: 'Request to Invest',
    message: 'Message',
    submit: 'Submit Request',
    submitted: 'Investment Request Submitted',
    riskHeading: 'Risk warning',
    riskBox: 'I have read and understood the risk warning',
    riskRefused: 'Tick the box to confirm you have read and understood the risk warning',
    ndaName: 'Your full name',
    ndaBox: 'I have read and accept this agreement',
    ndaSubmit: 'Accept the agreement',
    ndaMismatch: 'The name must be the name on your account',
    ndaAccepted: 'Agreement accepted',
    ndaAlready: 'You accepted version',
    withdraw: 'Withdraw',
    withdrawTitle: 'Withdraw this request?',
    withdrawConfirm: 'Withdraw request',
    withdrawn: 'Request withdrawn',
    withdrawnBadge: 'Withdrawn',
    until: 'You may withdraw this request until',
  },
  ar: {
    prefix: '/ar',
    requestLink: 'طلب الاستثمار',
    message: 'الرسالة',
    submit: 'إرسال الطلب',
    submitted: 'تم إرسال طلب الاستثمار',
    riskHeading: 'تحذير من المخاطر',
    riskBox: 'قرأت تحذير المخاطر وفهمته',
    riskRefused: 'ضع علامة في المربع لتأكيد أنك قرأت تحذير المخاطر وفهمته',
    ndaName: 'اسمك الكامل',
    ndaBox: 'قرأت هذه الاتفاقية وأقبلها',
    ndaSubmit: 'قبول الاتفاقية',
    ndaMismatch: 'يجب أن يطابق الاسم الاسم المسجل في حسابك',
    ndaAccepted: 'تم قبول الاتفاقية',
    ndaAlready: 'قبلت الإصدار',
    withdraw: 'سحب',
    withdrawTitle: 'هل تريد سحب هذا الطلب؟',
    withdrawConfirm: 'سحب الطلب',
    withdrawn: 'تم سحب الطلب',
    withdrawnBadge: 'مسحوب',
    until: 'يمكنك سحب هذا الطلب حتى',
  },
} as const

type Words = (typeof WORDS)[keyof typeof WORDS]

async function requestWithRiskWarning(
  page: Page,
  isJavaScript: boolean,
  w: Words,
  id: string,
  expectAccessible: (page: Page) => Promise<void>,
) {
  await page.goto(`${w.prefix}/investments/${id}`)
  await page.getByRole('link', { name: w.requestLink }).first().click()
  const dialog = await openedDialog(page, isJavaScript, w.requestLink)
  await expect(dialog.getByRole('heading', { name: w.riskHeading })).toBeVisible()
  await expectAccessible(page)
  await dialog.getByLabel(w.message).fill('I would like to invest.')
  await dialog.getByRole('button', { name: w.submit }).click()
  await expect(page.getByText(w.riskRefused).first()).toBeVisible()
  const again = page.getByRole('dialog', { name: w.requestLink })
  await again.getByLabel(w.riskBox).check()
  await again.getByRole('button', { name: w.submit }).click()
  await expectFlashMessage(page, isJavaScript, w.submitted)
}

async function acceptNda(
  page: Page,
  isJavaScript: boolean,
  w: Words,
  id: string,
  person: Person,
  expectAccessible: (page: Page) => Promise<void>,
) {
  await page.goto(`${w.prefix}/investments/${id}/nda`)
  await expectAccessible(page)
  await page.getByLabel(w.ndaName).fill('Somebody Else')
  await page.getByLabel(w.ndaBox).check()
  await page.getByRole('button', { name: w.ndaSubmit }).click()
  await expect(page.getByText(w.ndaMismatch).first()).toBeVisible()
  await page.getByLabel(w.ndaName).fill(`  ${person.name.toUpperCase()} `)
  const box = page.getByLabel(w.ndaBox)
  if (!(await box.isChecked())) await box.check()
  await page.getByRole('button', { name: w.ndaSubmit }).click()
  await expect(page).toHaveURL(new RegExp(`/investments/${id}\\?tab=resources`))
  await expectFlashMessage(page, isJavaScript, w.ndaAccepted)
  await page.goto(`${w.prefix}/investments/${id}/nda`)
  await expect(page.getByText(w.ndaAlready)).toBeVisible()
}

async function withdrawFromDashboard(
  page: Page,
  isJavaScript: boolean,
  w: Words,
  expectAccessible: (page: Page) => Promise<void>,
) {
  await page.goto(`${w.prefix}/dashboard?tab=investments`)
  await expect(page.getByText(w.until).first()).toBeVisible()
  await page.getByRole('link', { name: w.withdraw, exact: true }).first().click()
  const dialog = await openedDialog(page, isJavaScript, w.withdrawTitle, 'alertdialog')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: w.withdrawConfirm }).click()
  await expectFlashMessage(page, isJavaScript, w.withdrawn)
  await page.goto(`${w.prefix}/dashboard?tab=investments`)
  await expect(page.getByText(w.withdrawnBadge, { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: w.withdraw, exact: true })).toHaveCount(0)
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const [language, investmentId] of [
    ['en', 'inv-005'],
    ['ar', 'inv-006'],
  ] as const) {
    test(`${language}: an investor ticks the risk warning, accepts the NDA and withdraws`, async ({
      page,
    }) => {
      const w = WORDS[language]
      const person = await registerAndLogin(page, newPerson(`nda-${language}`, 'Huda'))
      await requestWithRiskWarning(page, isJavaScript, w, investmentId, expectAccessible)
      await acceptNda(page, isJavaScript, w, investmentId, person, expectAccessible)
      await withdrawFromDashboard(page, isJavaScript, w, expectAccessible)
    })
  }
})
