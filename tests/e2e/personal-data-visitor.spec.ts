import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import { expect, test } from './support/test'
import { strFromU8, unzipSync } from 'fflate'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expectNoSeriousA11yViolationsWithoutJavaScript } from './support/axe-without-javascript'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'
import { minimalPdf } from './support/test-files'

/*
 * Issue 16: a visitor who applied for a job, without an account, gets their data erased by
 * a link sent to their address (decision 028), and the application is gone from the admin's
 * list of applicants.
 */

const unique = () => crypto.randomBytes(4).toString('hex')

test('a visitor who applied receives the link, erases their application, and it is gone from the applicants', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const name = `Visitor ${unique()}`
  const email = `visitor-${unique()}@example.org`

  // The visitor applies for a job from the careers page, with a CV.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/careers')
  await visitor.getByRole('link', { name: 'Apply Now for Senior Financial Analyst' }).click()
  const dialog = visitor.getByRole('dialog', { name: 'Apply for Senior Financial Analyst' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByLabel('Full Name').fill(name)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Phone Number').fill('+971 50 123 4567')
  await dialog.getByLabel('Cover Letter').fill('I would love to join your finance team.')
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  // The form asks for consent to process the application where it has the box (issue 16).
  const consent = dialog.getByLabel(/I agree that .+ processes my application/)
  if ((await consent.count()) > 0) await consent.first().check()
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(visitor.getByText('Application Submitted')).toBeVisible()
  const [application] = await queryDb<{ id: string; cv_key: string }>(
    'select id, cv_key from job_applicants where email = $1',
    [email],
  )
  expect(application).toBeDefined()

  // The privacy policy leads to the page where a visitor asks for their data.
  await visitor.goto('/privacy-policy')
  await visitor.getByRole('link', { name: 'Download or erase your data' }).click()
  await expect(visitor).toHaveURL(/\/my-data$/)
  await expect(visitor.getByRole('heading', { level: 1, name: 'Your Data' })).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoSeriousA11yViolations(visitor)
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByRole('button', { name: 'Send me the link' }).click()
  await expect(
    visitor.getByText(
      'If we hold data for this address, we have sent a link to it. It works once, for 24 hours.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(visitor)

  // The link arrives at the address (the test SMTP server).
  const mail = await waitForMail(
    (message) => sentTo(email)(message) && message.subject.startsWith('Your personal data'),
    { description: `the data link to ${email}` },
  )
  const link = /https?:\/\/\S+\/my-data\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  const { pathname, search } = new URL(link!)

  // The link shows what is held, in counts.
  const confirmPage = await visitor.goto(`${pathname}${search}`)
  expect(confirmPage?.headers()['cache-control']).toContain('no-store')
  await expect(visitor.getByRole('heading', { level: 2, name: 'What we hold' })).toBeVisible()
  const held = visitor.getByTestId('held-counts')
  await expect(held).toContainText('Job applications')
  await expect(held).toContainText('CV files')
  await expectNoSeriousA11yViolations(visitor)

  // Erase, after the confirmation step.
  await visitor.getByRole('link', { name: 'Erase my data' }).click()
  const confirm = visitor.getByRole('alertdialog', { name: 'Erase your data?' })
  await expect(confirm).toBeVisible()
  await expect(confirm).toContainText(email)
  await expectNoSeriousA11yViolations(visitor)
  await confirm.getByRole('button', { name: 'Yes, erase my data' }).click()
  await expect(visitor).toHaveURL(/\/my-data$/)
  await expect(visitor.getByText('Your data has been erased')).toBeVisible()
  expect(await queryDb('select id from job_applicants where email = $1', [email])).toEqual([])

  // The link worked once: opening it again says so.
  const again = await visitor.goto(`${pathname}${search}`)
  expect(again?.status()).toBe(410)
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This link has been used or has expired' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(visitor)
  await visitorContext.close()

  // The admin no longer finds the application.
  await loginAsAdmin(page)
  await page.goto('/admin/careers/applicants')
  await page.getByLabel('Search applicants').fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByText('No applicants found.')).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)

  // The data-requests screen lists the erasure, completed, with the address masked.
  await page.goto(`/admin/data-requests?q=${encodeURIComponent(email)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Data Requests' })).toBeVisible()
  const row = page.getByRole('row', { name: /v•••@example\.org/ })
  await expect(row).toContainText('Erasure')
  await expect(row).toContainText('Visitor (e-mail link)')
  await expect(row).toContainText('Completed')
  await expectNoSeriousA11yViolations(page)
})

test('from an Arabic page the link comes in Arabic, and downloading the data uses it', async ({
  page,
}) => {
  const email = `arabic-${unique()}@example.org`
  await queryDb(
    "insert into contact_messages (id, name, email, message, locale) values ($1, 'ليلى', $2, 'مرحباً', 'ar')",
    [`msg-e2e-${unique()}`, email],
  )

  await page.goto('/ar/my-data')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'بياناتكم' })).toBeVisible()
  await page.getByLabel('البريد الإلكتروني').fill(email)
  await page.getByRole('button', { name: 'أرسلوا إليّ الرابط' }).click()
  await expect(page.getByText('إذا كنا نحتفظ ببيانات لهذا العنوان')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const mail = await waitForMail(
    (message) => sentTo(email)(message) && message.subject.startsWith('بياناتكم الشخصية'),
    { description: `the Arabic data link to ${email}` },
  )
  const link = /https?:\/\/\S+\/ar\/my-data\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  const { pathname, search } = new URL(link!)
  await page.goto(`${pathname}${search}`)
  await expect(page.getByTestId('held-counts')).toContainText('رسائل التواصل')
  await expectNoSeriousA11yViolations(page)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'تنزيل بياناتي' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const zip = await fs.readFile(await download.path())
  const json = strFromU8(unzipSync(new Uint8Array(zip))['data.json'])
  expect(JSON.parse(json)).toMatchObject({
    email,
    contactMessages: [expect.objectContaining({ email, message: 'مرحباً' })],
  })

  // Used: the page now says so, in Arabic.
  const again = await page.goto(`${pathname}${search}`)
  expect(again?.status()).toBe(410)
  await expect(
    page.getByRole('heading', { level: 1, name: 'هذا الرابط مستخدم أو منتهي الصلاحية' }),
  ).toBeVisible()
})

test('without JavaScript a visitor asks, confirms the erasure on its own page, and is told it is done', async ({
  browser,
}) => {
  const email = `nojs-${unique()}@example.org`
  await queryDb(
    "insert into contact_messages (id, name, email, message) values ($1, 'Omar', $2, 'Hello')",
    [`msg-e2e-${unique()}`, email],
  )
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/my-data')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send me the link' }).click()
  await expect(page.getByText('If we hold data for this address')).toBeVisible()

  const mail = await waitForMail(
    (message) => sentTo(email)(message) && message.subject.startsWith('Your personal data'),
    { description: `the data link to ${email}` },
  )
  const link = /https?:\/\/\S+\/my-data\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  const { pathname, search } = new URL(link!)
  await page.goto(`${pathname}${search}`)
  await expect(page.getByTestId('held-counts')).toContainText('Contact messages')
  await page.getByRole('link', { name: 'Erase my data' }).click()
  await expect(page).toHaveURL(/[?&]erase=1/)
  await expectNoSeriousA11yViolationsWithoutJavaScript(page)
  await page.getByRole('button', { name: 'Yes, erase my data' }).click()
  await expect(page).toHaveURL(/\/my-data$/)
  await expect(page.getByText('Your data has been erased')).toBeVisible()
  expect(await queryDb('select id from contact_messages where email = $1', [email])).toEqual([])
  await context.close()
})
