import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'
import { unique } from './support/test-files'

/*
 * The table view's bulk bar (decision 045): the rows' boxes join the bar's form by their
 * `form` attribute, so a recruiter rejects several applicants at once with or without
 * JavaScript, and each gets one e-mail.
 */

for (const isJavaScript of [true, false]) {
  test(`a recruiter rejects two applicants from the table in one go (${isJavaScript ? 'with' : 'without'} JavaScript)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: isJavaScript })
    const page = await context.newPage()
    const tag = unique()
    const job = `job-bulk-${tag}`
    await queryDb(
      `insert into job_listings (id, title, department, location, description)
       values ($1, $2, 'Finance', 'Dubai', 'A role.')`,
      [job, `Bulk Role ${tag}`],
    )
    const people = ['One', 'Two', 'Three'].map((name) => ({
      id: `app-bulk-${name}-${tag}`,
      name: `${name} ${tag}`,
      email: `bulk-${name.toLowerCase()}-${tag}@example.org`,
    }))
    for (const person of people) {
      await queryDb(
        `insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key, cv_filename, cv_mime, cv_size)
         values ($1, $2, $3, $4, '050 000 0000', 'Hello', 'cv/x.pdf', 'cv.pdf', 'application/pdf', 10)`,
        [person.id, job, person.name, person.email],
      )
    }
    await loginAsAdmin(page)
    await page.goto(`/admin/careers/applicants?job=${job}`)
    if (isJavaScript) await expectNoSeriousA11yViolations(page)
    for (const person of people.slice(0, 2)) {
      await page.getByRole('checkbox', { name: `Select ${person.name}` }).check()
    }
    await page.getByRole('button', { name: 'Reject with the rejection template' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/careers/applicants\\?job=${job}$`))
    await expect(page.getByText('2 applicants rejected and e-mailed').first()).toBeVisible()

    const rows = await queryDb<{ email: string; status: string }>(
      'select email, status from job_applicants where job_id = $1',
      [job],
    )
    expect(Object.fromEntries(rows.map((row) => [row.email, row.status]))).toEqual({
      [people[0].email]: 'Rejected',
      [people[1].email]: 'Rejected',
      [people[2].email]: 'Pending',
    })
    for (const person of people.slice(0, 2)) {
      const mail = await waitForMail(sentTo(person.email), { description: 'the rejection' })
      expect(mail.subject).toBe(`Your application for Bulk Role ${tag}`)
    }
    await context.close()
  })
}
