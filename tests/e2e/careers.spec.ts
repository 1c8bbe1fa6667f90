import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { minimalPdf } from './support/test-files'

/** When the seeded Senior Financial Analyst job (job-001) was posted. */
async function analystPostedAt(): Promise<Date> {
  const [job] = await queryDb<{ created_at: Date }>(
    "select created_at from job_listings where id = 'job-001'",
  )
  return job.created_at
}

const unique = () => crypto.randomBytes(4).toString('hex')

async function openApplyDialog(page: Page, jobTitle: string) {
  // A link to ?apply=…: a click before hydration loads that URL, which opens the modal too.
  await page.getByRole('link', { name: `Apply Now for ${jobTitle}` }).click()
  const dialog = page.getByRole('dialog', { name: `Apply for ${jobTitle}` })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  return dialog
}

async function fillApplication(
  dialog: ReturnType<Page['getByRole']>,
  fields: { name: string; email: string },
) {
  await dialog.getByLabel('Full Name').fill(fields.name)
  await dialog.getByLabel('Email').fill(fields.email)
  await dialog.getByLabel('Phone Number').fill('+971 50 123 4567')
  await dialog.getByLabel('Cover Letter').fill('I would love to join your finance team.')
  await dialog.getByLabel(PROCESSING_CONSENT).check()
}

/** Issue 16: the application's one required box (the open application's label ends otherwise). */
const PROCESSING_CONSENT = 'I agree that UAE Invest processes my application and CV'
const CONSENT_REQUIRED =
  'Please agree that we may process your application and CV, or we cannot consider it'

test('the careers page lists the open jobs and the department tabs filter them', async ({
  page,
}) => {
  await page.goto('/careers')
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Senior Financial Analyst' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Corporate Legal Counsel' })).toBeVisible()
  const analyst = page.getByRole('article', { name: 'Senior Financial Analyst' })
  // Seed jobs are dated relative to the first start: 25 days before it for job-001.
  const posted = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'Asia/Dubai' })
  await expect(analyst).toContainText(`Posted on ${posted.format(await analystPostedAt())}`)
  await expect(analyst.getByRole('heading', { name: 'Key Responsibilities' })).toBeVisible()
  await expect(analyst.getByRole('heading', { name: 'Requirements' })).toBeVisible()
  await expect(page.getByRole('heading', { name: "Don't See a Suitable Role?" })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  const tabs = page.getByRole('navigation', { name: 'Filter positions by department' })
  await expect(tabs.getByRole('link', { name: 'All Departments' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await tabs.getByRole('link', { name: 'Legal' }).click()
  await expect(page).toHaveURL(/department=Legal/)
  await expect(tabs.getByRole('link', { name: 'Legal' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Corporate Legal Counsel' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Senior Financial Analyst' })).toHaveCount(0)

  await page.goto('/careers?department=Astronomy')
  await expect(page.getByText('No open positions in this department')).toBeVisible()
  await expect(
    page.getByText('Please check back later or explore opportunities in other departments.'),
  ).toBeVisible()
})

test('without JavaScript the page has the job titles and a JobPosting JSON-LD block', async ({
  request,
}) => {
  const response = await request.get('/careers')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('Senior Financial Analyst')
  expect(html).toContain('Client Relationship Manager')
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  expect(match).not.toBeNull()
  const postings = JSON.parse(match![1]) as Record<string, unknown>[]
  const analyst = postings.find((posting) => posting.title === 'Senior Financial Analyst')
  expect(analyst).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    datePosted: (await analystPostedAt()).toISOString().slice(0, 10),
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization' },
    jobLocation: { address: { addressLocality: 'Dubai', addressCountry: 'AE' } },
  })
  expect(html).toMatch(/<title>Careers \| [^<]+<\/title>/)
  expect(html).toMatch(/<meta name="description" content="[^"]+"/)
})

test('a visitor applies with a real PDF and the application is saved', async ({ page }) => {
  const name = `Applicant ${unique()}`
  const email = `${unique()}@example.org`
  await page.goto('/careers')
  const dialog = await openApplyDialog(page, 'Senior Financial Analyst')
  await expect(dialog.getByText('Fill out the form below to apply for this position')).toBeVisible()
  await fillApplication(dialog, { name, email })
  // Issue 16: the notice links to the privacy policy; the talent pool is an unticked choice.
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  )
  const talentPool = dialog.getByLabel('Keep my application and CV in the talent pool')
  await expect(talentPool).not.toBeChecked()
  await talentPool.check()
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  // SPEC 5: the chosen file name is displayed (by the file input itself).
  await expect(dialog.getByLabel('Resume/CV')).toHaveValue(/my-cv\.pdf$/)
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()

  await expect(page.getByText('Application Submitted')).toBeVisible()
  await expect(
    page.getByText(
      'Your application for the Senior Financial Analyst position has been submitted successfully.',
    ),
  ).toBeVisible()
  await expect(dialog).toBeHidden()
  const rows = await queryDb<{ job_id: string; cv_mime: string; cv_filename: string }>(
    'select job_id, cv_mime, cv_filename, status, talent_pool from job_applicants where email = $1',
    [email],
  )
  expect(rows).toEqual([
    expect.objectContaining({
      job_id: 'job-001',
      cv_mime: 'application/pdf',
      cv_filename: 'my-cv.pdf',
      status: 'Pending',
      talent_pool: true,
    }),
  ])
  const consents = await queryDb('select form, purposes from consent_records where email = $1', [
    email,
  ])
  expect(consents).toEqual([{ form: 'application', purposes: ['talent-pool'] }])
})

test('without the required box the application is refused with a clear message', async ({
  page,
}) => {
  const name = `No consent ${unique()}`
  const email = `${unique()}@example.org`
  await page.goto('/careers')
  const dialog = await openApplyDialog(page, 'Senior Financial Analyst')
  await fillApplication(dialog, { name, email })
  await dialog.getByLabel(PROCESSING_CONSENT).uncheck()
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'my-cv.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible()
  await expect(dialog.getByLabel(PROCESSING_CONSENT)).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByLabel('Full Name')).toHaveValue(name)
  await expectNoSeriousA11yViolations(page)
  expect(await queryDb('select id from job_applicants where email = $1', [email])).toEqual([])
})

test('a fake PDF or an oversized CV is refused with a clear message; the other fields stay', async ({
  page,
}) => {
  const name = `Refused ${unique()}`
  const email = `${unique()}@example.org`
  await page.goto('/careers')
  const dialog = await openApplyDialog(page, 'Senior Financial Analyst')
  await fillApplication(dialog, { name, email })

  // Text with a .pdf name: the server looks at the content and refuses it.
  await dialog.getByLabel('Resume/CV').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('This is plain text pretending to be a PDF.'),
  })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    dialog.getByText('Please upload a PDF or Word document (.pdf, .doc, .docx).'),
  ).toBeVisible()
  await expect(dialog.getByLabel('Full Name')).toHaveValue(name)
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await expect(dialog.getByLabel('Cover Letter')).toHaveValue(
    'I would love to join your finance team.',
  )

  // Over 5 MB: refused with the size message, nothing sent.
  const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)
  minimalPdf().copy(big)
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByText('The file is larger than 5 MB.')).toBeVisible()
  await expect(dialog.getByLabel('Full Name')).toHaveValue(name)
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('+971 50 123 4567')

  const rows = await queryDb('select id from job_applicants where email = $1', [email])
  expect(rows).toEqual([])
})

test('an empty form shows the field messages', async ({ page }) => {
  await page.goto('/careers')
  const dialog = await openApplyDialog(page, 'Corporate Legal Counsel')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByText('Full name is required')).toBeVisible()
  await expect(dialog.getByText('Email is required')).toBeVisible()
  await expect(dialog.getByText('Phone number is required')).toBeVisible()
  await expect(dialog.getByText('Cover letter is required')).toBeVisible()
  await expect(dialog.getByText('Please attach your resume (.pdf, .doc, .docx)')).toBeVisible()
  await expect(dialog.getByText(CONSENT_REQUIRED)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
})

test('an open application is saved without a job', async ({ page }) => {
  const name = `Open ${unique()}`
  const email = `${unique()}@example.org`
  await page.goto('/careers')
  await page.getByRole('link', { name: 'Submit Open Application' }).click()
  const dialog = page.getByRole('dialog', { name: 'Submit Open Application' })
  await expect(dialog).toHaveAttribute('data-state', 'open')
  await fillApplication(dialog, { name, email })
  await dialog
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'open.pdf', mimeType: 'application/pdf', buffer: minimalPdf() })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(
    page.getByText('Your open application has been submitted successfully.', { exact: false }),
  ).toBeVisible()
  const rows = await queryDb<{ job_id: string | null }>(
    'select job_id from job_applicants where email = $1',
    [email],
  )
  expect(rows).toEqual([{ job_id: null }])
})

// Decision 030: the page is not hydrated; the dialog is the url-dialog island's native modal.
test('the apply dialog opens in place as a modal, keeps focus, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/careers')
  // A full page load would lose this mark: the dialog must open without one.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const link = page.getByRole('link', { name: 'Apply Now for Senior Financial Analyst' })
  const dialog = await openApplyDialog(page, 'Senior Financial Analyst')
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expect(page).toHaveURL(/\/careers\?apply=job-001$/)
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true)

  // Tab goes round the dialog's controls and never reaches the page behind it.
  for (let press = 0; press < 25; press++) {
    await page.keyboard.press('Tab')
    const isInside = await dialog.evaluate((element) => element.contains(document.activeElement))
    expect(isInside).toBe(true)
  }

  // The first field is left empty: its message shows, as the server would write it.
  await dialog.getByLabel('Full Name').focus()
  await dialog.getByLabel('Email').focus()
  await expect(dialog.getByText('Full name is required')).toBeVisible()
  await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByLabel('Full Name').fill('Sam Example')
  await expect(dialog.getByText('Full name is required')).toBeHidden()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(link).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
