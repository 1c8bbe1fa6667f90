import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { adminPageWith, staffPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Decision 050: the Reports screen, a GET form and charts drawn on the server, in English and
 * Arabic, with JavaScript and without. The figures are inserted in March 2031 (Dubai days), a
 * month no other spec writes in.
 */

const unique = crypto.randomBytes(4).toString('hex')
const MARCH = { from: '2031-03-01', to: '2031-03-31' }
const messageIds = [`msg-rep-${unique}-1`, `msg-rep-${unique}-2`]
const applicantId = `app-rep-${unique}`

test.beforeAll(async () => {
  for (const [index, id] of messageIds.entries())
    await queryDb(
      `insert into contact_messages (id, name, email, message, submitted_at)
       values ($1, 'Report Sender', $2, 'Hello', $3)`,
      [id, `${id}@example.org`, `2031-03-1${index}T08:00:00Z`],
    )
  await queryDb(
    `insert into job_applicants
       (id, job_id, name, email, phone, cover_letter, cv_key, cv_filename, cv_mime, cv_size,
        submitted_at)
     values ($1, 'job-001', 'Report Applicant', $2, '+971 50 000 0000', 'Hello', 'cv/none.pdf',
       'cv.pdf', 'application/pdf', 100, '2031-03-12T08:00:00Z')`,
    [applicantId, `${applicantId}@example.org`],
  )
})

test.afterAll(async () => {
  await queryDb('delete from contact_messages where id = any($1)', [messageIds])
  await queryDb('delete from conversations where request_id = any($1)', [messageIds])
  await queryDb('delete from job_applicants where id = $1', [applicantId])
})

const LANGUAGES = {
  en: {
    prefix: '',
    heading: 'Reports',
    submissions: 'Submissions per week',
    applicants: 'Applicants per job and stage',
    contact: 'Contact messages',
  },
  ar: {
    prefix: '/ar',
    heading: 'التقارير',
    submissions: 'الطلبات الواردة أسبوعيًا',
    applicants: 'المتقدمون لكل وظيفة ومرحلة',
    contact: 'رسائل التواصل',
  },
} as const

/** Chooses March 2031 in the period form and shows it. */
async function chooseMarch(page: Page): Promise<void> {
  await page.locator('#report-period').selectOption('custom')
  await page.locator('#report-from').fill(MARCH.from)
  await page.locator('#report-to').fill(MARCH.to)
  await page.locator('form[method="get"] button[type="submit"]').click()
  await expect(page).toHaveURL(/period=custom&from=2031-03-01&to=2031-03-31/)
}

for (const language of ['en', 'ar'] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${language}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: a period's charts and tables`, async ({
      browser,
    }) => {
      const m = LANGUAGES[language]
      const page = await adminPageWith(browser, { javaScriptEnabled })
      await page.goto(`${m.prefix}/admin/reports`)
      await expect(page.getByRole('heading', { level: 1, name: m.heading })).toBeVisible()
      if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await chooseMarch(page)

      const submissions = page.getByTestId('report-submissions')
      await expect(submissions.getByRole('img', { name: new RegExp(m.submissions) })).toBeVisible()
      // The table under the chart: the contact messages' column adds up to the two inserted.
      const table = submissions.getByRole('table')
      await expect(table.getByRole('columnheader', { name: m.contact })).toBeVisible()
      await expect(submissions.getByText('2', { exact: true }).first()).toBeVisible()
      const applicants = page.getByTestId('report-applicants')
      await expect(applicants.getByRole('img', { name: new RegExp(m.applicants) })).toBeVisible()
      await expect(page.locator('svg[role="img"]')).not.toHaveCount(0)

      if (javaScriptEnabled) {
        await expectNoSeriousA11yViolations(page)
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({
            path: `test-results/reports-${language}-${width}.png`,
            fullPage: true,
          })
        }
      }
      await page.context().close()
    })
  }
}

test('a bad custom date shows this month and says why', async ({ browser }) => {
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto('/admin/reports?period=custom&from=2031-02-30&to=2031-03-01')
  await expect(page.getByText('Enter real dates for a custom period.')).toBeVisible()
  await expect(page.getByTestId('report-submissions')).toBeVisible()
  await page.context().close()
})

test('a Recruiter sees the applicants reports only', async ({ browser }) => {
  const { page } = await staffPageWith(browser, 'recruiter', { javaScriptEnabled: true })
  await page.goto('/admin/reports?period=custom&from=2031-03-01&to=2031-03-31')
  await expect(page.getByTestId('report-applicants')).toBeVisible()
  await expect(page.getByTestId('report-submissions')).toContainText('Job applications')
  await expect(page.getByTestId('report-submissions')).not.toContainText('Contact messages')
  await expect(page.getByTestId('report-investments')).toHaveCount(0)
  await expect(page.getByTestId('report-responses')).toHaveCount(0)
  await expect(page.getByTestId('report-users')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.context().close()
})

test('the sidebar leads every staff member to Reports', async ({ browser }) => {
  const { page } = await staffPageWith(browser, 'editor', { javaScriptEnabled: false })
  await page.goto('/admin')
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Reports' })
    .click()
  await expect(page).toHaveURL(/\/admin\/reports$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
  await expect(page.getByTestId('report-submissions')).toHaveCount(0)
  await page.context().close()
})
