import crypto from 'node:crypto'
import { expect, test, type Browser, type Page } from './support/test'
import { totpNow } from '../support/totp'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { openedDialog } from './support/h3-url-dialogs'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'
import { minimalPdf } from './support/test-files'

/*
 * Issue 12 journeys: an Administrator invites a Recruiter who works only in Careers and is
 * then disabled; a staff member turns on two-factor sign-in and uses it.
 */

const PASSWORD = 'Harbour-Falcon-2048'

/** The Administrator invites `email` with `roleLabel`; returns the link from the e-mail. */
async function invite(page: Page, email: string, roleLabel: string): Promise<string> {
  await page.goto('/admin/staff')
  await page.getByRole('link', { name: 'Invite staff member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Role').selectOption({ label: roleLabel })
  await dialog.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`An invitation was sent to ${email}.`).first()).toBeVisible()
  const mail = await waitForMail(sentTo(email), { description: `the invitation to ${email}` })
  const link = mail.text.match(/https?:\/\/\S+\/invitation\?token=\S+/)?.[0]
  expect(link).toBeTruthy()
  const url = new URL(link!)
  return `${url.pathname}${url.search}`
}

/** The invitee opens the link, chooses name and password, and signs in. */
async function acceptAndSignIn(page: Page, path: string, email: string, name: string) {
  await page.goto(path)
  await expect(page.getByText(email)).toBeVisible()
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel(/^Password/).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function applyToFirstJob(browser: Browser, applicant: string) {
  const [job] = await queryDb<{ id: string; title: string }>(
    'select id, title from job_listings where is_active order by id limit 1',
  )
  const context = await browser.newContext()
  const visitor = await context.newPage()
  await visitor.goto(`/careers?apply=${job.id}`)
  // The modal that replaces the page's <dialog> once the page hydrates: typing into the page's
  // copy before then is lost with it.
  const dialog = await openedDialog(visitor, true, `Apply for ${job.title}`)
  await dialog.getByLabel('Full Name').fill(applicant)
  await dialog
    .getByLabel('Email')
    .fill(`${applicant.replace(/\s/g, '.').toLowerCase()}@example.org`)
  await dialog.getByLabel('Phone Number').fill('+971 55 765 4321')
  await dialog.getByLabel('Cover Letter').fill('Five years of recruiting in Dubai.')
  await dialog.getByLabel('I agree that UAE Invest processes my application and CV').check()
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'staff-test-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(visitor.getByText('Application Submitted').first()).toBeVisible()
  await context.close()
  return job.id
}

test('an Administrator invites a Recruiter, who works in Careers only until disabled', async ({
  page,
  browser,
}) => {
  test.slow()
  const suffix = crypto.randomBytes(4).toString('hex')
  const email = `recruiter-${suffix}@example.org`
  const applicant = `Staff Applicant ${suffix}`
  const jobId = await applyToFirstJob(browser, applicant)

  await loginAsAdmin(page)
  const link = await invite(page, email, 'Recruiter')
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Recruiter')
  await expectNoSeriousA11yViolations(page)

  // The invitee, in their own browser.
  const recruiterContext = await browser.newContext()
  const recruiter = await recruiterContext.newPage()
  await acceptAndSignIn(recruiter, link, email, `Rita ${suffix}`)
  await expect(recruiter).toHaveURL(/\/admin$/)
  const nav = recruiter.getByRole('navigation', { name: 'Admin' })
  await expect(nav.getByRole('link', { name: 'Careers Jobs' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Careers Applicants' })).toBeVisible()
  for (const hidden of [
    'Investments',
    'Requests',
    'Packages',
    'Team',
    'Contacts',
    'Settings',
    'Staff',
  ])
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)

  // The link works once.
  const secondUse = await recruiterContext.newPage()
  await secondUse.goto(link)
  await expect(secondUse.getByText('Invitation invalid or expired')).toBeVisible()
  await secondUse.close()

  // A CV download.
  await recruiter.goto(`/admin/careers/applicants?job=${jobId}&q=${encodeURIComponent(applicant)}`)
  await recruiter.getByRole('link', { name: `View details for ${applicant}` }).click()
  const details = recruiter.getByRole('dialog', { name: applicant })
  const download = recruiter.waitForEvent('download')
  await details.getByRole('link', { name: 'Download CV' }).click()
  expect((await download).suggestedFilename()).toBe('staff-test-cv.pdf')

  // Outside the role: a clear 403 page.
  const refused = await recruiter.goto('/admin/requests')
  expect(refused?.status()).toBe(403)
  await expect(recruiter.getByRole('heading', { name: 'Access denied' })).toBeVisible()

  // The Administrator disables the account; the recruiter's next request is signed out.
  await page.goto('/admin/staff')
  await page.getByRole('link', { name: `Disable: Rita ${suffix}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click()
  await expect(page.getByText(`Rita ${suffix} can no longer sign in`).first()).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Disabled')

  await recruiter.goto('/admin/careers/jobs')
  await expect(recruiter).toHaveURL(/\/login\?redirectTo=/)
  await recruiterContext.close()
})

test('a staff member turns on two-factor sign-in, signs in with a code and a recovery code, and ends another session', async ({
  page,
  browser,
}) => {
  test.slow()
  const suffix = crypto.randomBytes(4).toString('hex')
  const email = `editor-${suffix}@example.org`
  await loginAsAdmin(page)
  const link = await invite(page, email, 'Editor')

  const context = await browser.newContext()
  const staff = await context.newPage()
  await acceptAndSignIn(staff, link, email, `Eddie ${suffix}`)
  await expect(staff).toHaveURL(/\/admin$/)

  await staff.getByRole('link', { name: 'My account' }).click()
  await expect(staff.getByText('Two-factor sign-in is off.')).toBeVisible()
  await staff.getByLabel('Current password').fill(PASSWORD)
  await staff.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  await expect(staff.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await staff.getByTestId('totp-secret').textContent())?.trim() ?? ''
  const recoveryCodes = (
    await staff.getByTestId('recovery-codes').locator('li').allTextContents()
  ).map((code) => code.trim())
  expect(recoveryCodes).toHaveLength(10)
  await expectNoSeriousA11yViolations(staff)
  // The previous step's code: a code works once, and the sign-in below uses this step's.
  await staff.getByLabel('Code from your app').fill(await totpNow(secret, -1))
  await staff.getByRole('button', { name: 'Turn on' }).click()
  await expect(staff.getByText('Two-factor sign-in is on.')).toBeVisible()

  const signIn = async (target: Page, code: string, isRecovery = false) => {
    await target.goto('/login')
    await target.getByLabel('Email').fill(email)
    await target.getByLabel('Password').fill(PASSWORD)
    await target.getByRole('button', { name: 'Login' }).click()
    await expect(target).toHaveURL(/\/login\/two-factor/)
    if (isRecovery) await target.getByRole('link', { name: 'Use a recovery code instead' }).click()
    await target.getByLabel(isRecovery ? 'Recovery code' : 'Code', { exact: true }).fill(code)
    await target.getByRole('button', { name: 'Verify' }).click()
  }

  // Sign out, then in with password and code.
  await staff.getByRole('button', { name: 'Logout' }).click()
  await expect(staff).toHaveURL(/\/login$/)
  await signIn(staff, await totpNow(secret))
  await expect(staff).toHaveURL(/\/admin$/)

  // A recovery code works once, in a second browser.
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await signIn(other, recoveryCodes[0], true)
  await expect(other).toHaveURL(/\/admin$/)
  const third = await browser.newContext()
  const again = await third.newPage()
  await signIn(again, recoveryCodes[0], true)
  await expect(again.getByText('That code is not correct.').first()).toBeVisible()
  await third.close()

  // The first browser ends the second one's session.
  await staff.goto('/admin/account')
  const sessions = staff.getByRole('list', { name: 'Where you are signed in' })
  await expect(sessions.getByRole('listitem')).toHaveCount(2)
  await sessions.getByRole('button', { name: /End the session on/ }).click()
  await expect(staff.getByText('Session ended').first()).toBeVisible()
  await other.goto('/admin')
  await expect(other).toHaveURL(/\/login\?redirectTo=/)
  await otherContext.close()
  await context.close()
})
