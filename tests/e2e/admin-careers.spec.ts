import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import { expect, test, type Download, type Page } from './support/test'
import { extractPdfText } from '../support/pdf-text'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { minimalPdf } from './support/test-files'

const unique = () => crypto.randomBytes(4).toString('hex')

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path()
  return fs.readFile(file)
}

async function addJob(page: Page, title: string, department = 'Finance') {
  await page.goto('/admin/careers/jobs')
  await page.getByRole('link', { name: 'Add Job Posting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Job Posting' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByLabel('Job Title (English)').fill(title)
  await dialog.getByLabel('Department *').selectOption(department)
  await dialog.getByLabel('Location (English)').fill('Dubai, UAE')
  await dialog.getByLabel('Employment Type').selectOption('Part-time')
  await dialog.getByLabel('Experience (English)').fill('2+ years')
  await dialog.getByLabel('Description (English)').fill(`${title} supports our investment team.`)
  await dialog.getByLabel('Key Responsibilities (English)').fill('Prepare reports\nMeet clients')
  await dialog.getByLabel('Requirements (English)').fill('Degree in finance\nArabic and English')
  await expect(dialog.getByLabel('Active (shown on the careers page)')).toBeChecked()
  await dialog.getByRole('button', { name: 'Add Job' }).click()
  await expect(page.getByText(`${title} has been added to the careers page`)).toBeVisible()
  await expect(dialog).toBeHidden()
  const [row] = await queryDb<{ id: string }>('select id from job_listings where title = $1', [
    title,
  ])
  return row.id
}

test('an admin posts a job, a visitor applies, the admin reviews, downloads and exports', async ({
  page,
  browser,
}) => {
  // One long journey across two browsers, three downloads and five axe runs.
  test.setTimeout(180_000)
  const title = `Quant Analyst ${unique()}`
  const applicant = `Candidate ${unique()}`
  const email = `${unique()}@example.org`

  await loginAsAdmin(page)
  await page.goto('/admin/careers/jobs')
  await expect(page.getByRole('heading', { level: 1, name: 'Job Postings' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const jobId = await addJob(page, title)
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Part-time')

  // A visitor (own browser context, not signed in) sees the job and applies with a CV.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/careers?department=Finance')
  const card = visitor.getByRole('article', { name: title })
  await expect(card).toContainText('Part-time')
  await expect(card).toContainText('Prepare reports')
  await card.getByRole('link', { name: `Apply Now for ${title}` }).click()
  const applyDialog = visitor.getByRole('dialog', { name: `Apply for ${title}` })
  await expect(applyDialog).toHaveAttribute('data-state', 'open')
  await applyDialog.getByLabel('Full Name').fill(applicant)
  await applyDialog.getByLabel('Email').fill(email)
  await applyDialog.getByLabel('Phone Number').fill('+971 55 765 4321')
  await applyDialog.getByLabel('Cover Letter').fill('Ten years of quantitative research.')
  await applyDialog.getByLabel('I agree that UAE Invest processes my application and CV').check()
  await applyDialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'candidate-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  await applyDialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    visitor.getByText(
      `Your application for the ${title} position has been submitted successfully.`,
    ),
  ).toBeVisible()
  await visitorContext.close()

  // The admin opens the job's applicants from the jobs list.
  await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(title)}`)
  await page.getByRole('link', { name: `View applicants for ${title}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/careers/applicants\\?job=${jobId}`))
  await expect(page.getByRole('heading', { level: 1, name: 'Job Applicants' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(applicant) })
  await expect(row).toContainText(email)
  await expect(row).toContainText('Pending Review')
  await expectNoSeriousA11yViolations(page)

  await row.getByRole('link', { name: `View details for ${applicant}` }).click()
  const details = page.getByRole('dialog', { name: applicant })
  await expect(details).toContainText('Ten years of quantitative research.')
  await expect(details).toContainText('candidate-cv.pdf')
  await expectNoSeriousA11yViolations(page)

  const cvDownload = page.waitForEvent('download')
  await details.getByRole('link', { name: 'Download CV' }).click()
  const cv = await cvDownload
  expect(cv.suggestedFilename()).toBe('candidate-cv.pdf')
  expect((await readDownload(cv)).equals(minimalPdf())).toBe(true)

  await details.getByLabel('Status').selectOption('Shortlisted')
  await expect(page.getByText('Applicant status has been updated to Shortlisted')).toBeVisible()
  await expect
    .poll(async () => {
      const [stored] = await queryDb<{ status: string }>(
        'select status from job_applicants where email = $1',
        [email],
      )
      return stored.status
    })
    .toBe('Shortlisted')

  await details.getByLabel('Status').selectOption('Rejected')
  await expect(page.getByText('Applicant status has been updated to Rejected')).toBeVisible()
  await details.getByLabel('Rejection Reason').fill('Position filled internally')
  await details.getByLabel('Rejection Reason').blur()
  await expect(page.getByText('Rejection reason saved')).toBeVisible()
  const [stored] = await queryDb<{ status: string; rejection_reason: string }>(
    'select status, rejection_reason from job_applicants where email = $1',
    [email],
  )
  expect(stored).toEqual({ status: 'Rejected', rejection_reason: 'Position filled internally' })
  await page.keyboard.press('Escape')
  await expect(details).toBeHidden()
  await expect(row).toContainText('Rejected')

  // Export CSV: a real file with a header row and the applicant.
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csvFile = await csvDownload
  expect(csvFile.suggestedFilename()).toMatch(
    /^applicants-quant-analyst-[0-9a-f]+-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const csv = (await readDownload(csvFile)).toString('utf8').replace(/^\uFEFF/, '')
  const [header, ...lines] = csv.trim().split('\r\n')
  expect(header).toBe(
    'Name,Email,Phone,Position,Applied,Status,Rejection Reason,Cover Letter,CV File',
  )
  expect(lines).toHaveLength(1)
  expect(lines[0]).toContain(`${applicant},${email},+971 55 765 4321,${title},`)
  expect(lines[0]).toContain(',Rejected,Position filled internally,')
  await expect(page.getByText('Applicants exported as CSV successfully!')).toBeVisible()

  // Export PDF: a real PDF naming the company, the position and the applicant.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export PDF' }).click()
  const pdfFile = await pdfDownload
  const pdf = await readDownload(pdfFile)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(1000)
  const text = await extractPdfText(pdf)
  expect(text).toContain(`Position: ${title}`)
  expect(text).toContain(applicant)
  expect(text).toContain('Position filled internally')
  await expect(page.getByText('Applicants exported as PDF successfully!')).toBeVisible()

  await page.getByRole('link', { name: 'Back to Jobs' }).click()
  await expect(page).toHaveURL(/\/admin\/careers\/jobs$/)
})

test('an admin edits, deactivates and deletes a job posting', async ({ page }) => {
  const title = `Paralegal ${unique()}`
  await loginAsAdmin(page)
  await addJob(page, title, 'Legal')

  await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(title)}`)
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Job Posting' })
  await expect(dialog.getByLabel('Job Title (English)')).toHaveValue(title)
  await expect(dialog.getByLabel('Department *')).toHaveValue('Legal')
  await expect(dialog.getByLabel('Key Responsibilities (English)')).toHaveValue(
    'Prepare reports\nMeet clients',
  )
  await expectNoSeriousA11yViolations(page)
  const renamed = `${title} II`
  await dialog.getByLabel('Job Title (English)').fill(renamed)
  await dialog.getByLabel('Active (shown on the careers page)').uncheck()
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText(`${renamed} has been updated`)).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toContainText('Inactive')

  await page.goto('/careers?department=Legal')
  await expect(page.getByRole('heading', { name: 'Corporate Legal Counsel' })).toBeVisible()
  await expect(page.getByRole('heading', { name: renamed })).toHaveCount(0)

  await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(renamed)}`)
  await page.getByRole('link', { name: `Delete ${renamed}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete job posting?' })
  await expect(confirm).toContainText(`"${renamed}" will be removed from the careers page.`)
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${renamed} has been removed from the careers page`)).toBeVisible()
  await expect(page.getByText('No job listings found.')).toBeVisible()
  expect(await queryDb('select id from job_listings where title = $1', [renamed])).toEqual([])
})

test('the job form shows what is missing', async ({ page }) => {
  await loginAsAdmin(page)
  await page.goto('/admin/careers/jobs')
  await page.getByRole('link', { name: 'Add Job Posting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Job Posting' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await dialog.getByRole('button', { name: 'Add Job' }).click()
  await expect(dialog.getByText('Job title is required')).toBeVisible()
  await expect(dialog.getByText('Please choose a department')).toBeVisible()
  await expect(dialog.getByText('Location is required')).toBeVisible()
  await expect(dialog.getByText('Description is required')).toBeVisible()
})
