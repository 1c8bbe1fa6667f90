import { PDFDocument, StandardFonts } from 'pdf-lib'
import { expect, test, type Page } from './support/test'
import { expectNoSeriousA11yViolations } from './support/axe'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript, expectFlashMessage } from './support/h3-url-dialogs'
import { unique } from './support/test-files'

/*
 * Decision 045: a recruiter finds an applicant by a word that is only inside their CV (read
 * at upload), and copies them into another job's pipeline; with JavaScript off and on, in
 * English and in Arabic.
 */

/** A one-page PDF CV whose text holds `word`. */
async function cvWith(word: string) {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  pdf.addPage([595, 842]).drawText(`Skills: ${word} reconciliation`, { x: 50, y: 780, font })
  return { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) }
}

/** Applies for the Senior Financial Analyst role from a link with ?source=linkedin. */
async function applyWithCv(page: Page, person: { name: string; email: string }, word: string) {
  await page.goto('/careers?source=linkedin')
  await page.getByRole('link', { name: 'Apply Now for Senior Financial Analyst' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply for Senior Financial Analyst' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Full Name').fill(person.name)
  await dialog.getByLabel('Email').fill(person.email)
  await dialog.getByLabel('Phone Number').fill('+971 50 123 4567')
  await dialog.getByLabel('Cover Letter').fill('I would love to join your finance team.')
  await dialog.getByLabel('I agree that UAE Invest processes my application and CV').check()
  await dialog.getByLabel('Keep my application and CV in the talent pool').check()
  await dialog.getByLabel('Resume/CV').setInputFiles(await cvWith(word))
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted')).toBeVisible()
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  test('a recruiter finds an applicant by a CV word and adds them to another job', async ({
    page,
  }) => {
    test.slow()
    const word = `quasarwork${unique()}`
    const person = { name: `Talent ${unique()}`, email: `talent-${unique()}@example.org` }
    await applyWithCv(page, person, word)
    const [stored] = await queryDb<{ id: string; source: string; cv_text: string }>(
      'select id, source, cv_text from job_applicants where email = $1',
      [person.email],
    )
    expect(stored.source).toBe('linkedin')
    expect(stored.cv_text).toContain(word)

    await loginAsAdmin(page)
    await page.goto('/admin/careers/talent-pool')
    await expect(page.getByRole('heading', { level: 1, name: 'Talent pool' })).toBeVisible()
    await page.getByLabel('Search the talent pool').fill(word)
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`q=${word}`))
    const row = page.getByRole('row').filter({ hasText: person.name })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Senior Financial Analyst')
    await expect(row).toContainText('In the talent pool')
    await expect(page.getByText('1 applicant', { exact: true })).toBeVisible()
    // Checked as the list opens from its address (a shared link), the search field unfocused.
    await page.goto(page.url())
    await expectAccessible(page)

    // Add or invite: a disclosure holding a plain form.
    await row.getByText('Add or invite').click()
    await row
      .getByLabel('Job', { exact: true })
      .selectOption({ label: 'Digital Marketing Specialist' })
    await row.getByRole('button', { name: 'Add to job' }).click()
    await expectFlashMessage(
      page,
      isJavaScript,
      'Added to the job',
      `${person.name} is now in the pipeline of Digital Marketing Specialist.`,
    )
    await expect(page).toHaveURL(new RegExp(`/admin/careers/talent-pool\\?q=${word}(&|$)`))
    await expect(page.getByRole('row').filter({ hasText: person.name })).toHaveCount(2)
    const copies = await queryDb<{ job_id: string; source: string; copied_from_id: string }>(
      'select job_id, source, copied_from_id from job_applicants where email = $1 and copied_from_id is not null',
      [person.email],
    )
    expect(copies).toEqual([
      { job_id: 'job-003', source: 'talent-pool', copied_from_id: stored.id },
    ])

    // Twice is refused, with the reason on the page.
    const original = page
      .getByRole('row')
      .filter({ hasText: person.name })
      .filter({ has: page.getByRole('cell', { name: /^Senior Financial Analyst\s*Applied/ }) })
    await original.getByText('Add or invite').click()
    await original
      .getByLabel('Job', { exact: true })
      .selectOption({ label: 'Digital Marketing Specialist' })
    await original.getByRole('button', { name: 'Add to job' }).click()
    // The reason on the page (and, with JavaScript, in a toast too).
    await expect(
      page
        .getByText('This person is already in the pipeline of Digital Marketing Specialist.')
        .first(),
    ).toBeVisible()
  })
})

test('the talent pool and a job report in Arabic', async ({ page }) => {
  test.slow()
  const word = `nebulawork${unique()}`
  const person = { name: `Talent ${unique()}`, email: `talent-${unique()}@example.org` }
  await applyWithCv(page, person, word)
  await loginAsAdmin(page)
  await page.goto(`/ar/admin/careers/talent-pool?q=${word}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'مجموعة المواهب' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: person.name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('ضمن مجموعة المواهب')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/ar/admin/careers/jobs/job-001/report')
  await expect(page.getByRole('heading', { level: 2, name: 'المتقدمون في كل مرحلة' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'المدة في كل مرحلة' })).toBeVisible()
  const sources = page.getByRole('table').last()
  await expect(sources.getByRole('row').filter({ hasText: 'linkedin' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
