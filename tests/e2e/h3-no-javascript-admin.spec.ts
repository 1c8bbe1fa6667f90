import crypto from 'node:crypto'
import { expect, test, type Locator } from './support/test'
import { E2E_ADMIN } from '../../playwright.config'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { expectNoSeriousA11yViolationsWithoutJavaScript } from './support/axe-without-javascript'
import { queryDb } from './support/db'
import { expectFlashMessage, openedDialog } from './support/h3-url-dialogs'

/*
 * Issue 11: the admin's jobs, applicants, contact messages, investment requests and
 * consultancy requests work as plain HTML. Their dialogs are URLs (?new=1, ?edit=, ?view=,
 * ?accept=, ?delete=) and every journey ends in the flash message. Each runs twice, with
 * JavaScript off and on.
 */

const unique = () => crypto.randomBytes(4).toString('hex')

async function insertJob(title: string): Promise<string> {
  const id = `job-e2e-${unique()}`
  await queryDb(
    `insert into job_listings (id, title, department, location, description)
     values ($1, $2, 'Finance', 'Dubai, UAE', 'A role for the no-JavaScript journey.')`,
    [id, title],
  )
  return id
}

async function insertApplicant(jobId: string, name: string): Promise<string> {
  const id = `app-e2e-${unique()}`
  await queryDb(
    `insert into job_applicants
       (id, job_id, name, email, phone, cover_letter, cv_key, cv_filename, cv_mime, cv_size)
     values ($1, $2, $3, $4, '+971 50 000 0000', 'I would like to join.', 'cv/none.pdf',
       'cv.pdf', 'application/pdf', 100)`,
    [id, jobId, name, `${id}@example.org`],
  )
  return id
}

/** The Save button shown only without JavaScript (with it, the choice is saved at once). */
async function saveWithoutJavaScript(dialog: Locator, isJavaScript: boolean) {
  if (!isJavaScript) await dialog.getByRole('button', { name: 'Save' }).click()
}

for (const isJavaScript of [false, true]) {
  test.describe(isJavaScript ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: isJavaScript })
    const expectAccessible = isJavaScript
      ? expectNoSeriousA11yViolations
      : expectNoSeriousA11yViolationsWithoutJavaScript

    test.beforeEach(async ({ page }) => {
      await loginAsAdmin(page)
    })

    test('an admin adds, edits and deletes a job posting', async ({ page }) => {
      test.slow()
      const title = `Plain Analyst ${unique()}`
      await page.goto('/admin/careers/jobs')
      await page.getByRole('link', { name: 'Add Job Posting' }).click()
      if (!isJavaScript) await expect(page).toHaveURL(/\/admin\/careers\/jobs\?new=1#job-posting$/)
      const add = await openedDialog(page, isJavaScript, 'Add Job Posting')

      // Every missing field is named at once (by the server without JavaScript).
      await add.getByRole('button', { name: 'Add Job' }).click()
      await expect(add.getByText('Job title is required')).toBeVisible()
      await expect(add.getByText('Please choose a department')).toBeVisible()
      await expect(add.getByText('Location is required')).toBeVisible()
      await expect(add.getByText('Description is required')).toBeVisible()

      await add.getByLabel('Job Title (English)').fill(title)
      await add.getByLabel('Department *').selectOption('Legal')
      await add.getByLabel('Location (English)').fill('Abu Dhabi, UAE')
      await add.getByLabel('Description (English)').fill('Reads contracts without scripts.')
      await expectAccessible(page)
      await add.getByRole('button', { name: 'Add Job' }).click()
      await expectFlashMessage(
        page,
        isJavaScript,
        'Job Added',
        `${title} has been added to the careers page`,
      )
      await expect(page).toHaveURL(/\/admin\/careers\/jobs$/)
      const [job] = await queryDb<{ id: string }>('select id from job_listings where title = $1', [
        title,
      ])
      expect(job).toBeDefined()

      const renamed = `${title} II`
      await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(title)}`)
      await page.getByRole('link', { name: `Edit ${title}` }).click()
      const edit = await openedDialog(page, isJavaScript, 'Edit Job Posting')
      await expect(edit.getByLabel('Job Title (English)')).toHaveValue(title)
      await expect(edit.getByLabel('Department *')).toHaveValue('Legal')
      await edit.getByLabel('Job Title (English)').fill(renamed)
      await edit.getByRole('button', { name: 'Save Changes' }).click()
      await expectFlashMessage(page, isJavaScript, 'Job Updated', `${renamed} has been updated`)
      await expect(page).toHaveURL(new RegExp(`/admin/careers/jobs\\?q=`))
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await page.getByRole('link', { name: `Delete ${renamed}` }).click()
      if (!isJavaScript) {
        await expect(page).toHaveURL(new RegExp(`[?&]delete=${job.id}#delete-job-posting$`))
      }
      const confirm = await openedDialog(page, isJavaScript, 'Delete job posting?', 'alertdialog')
      await expect(confirm).toContainText(`"${renamed}" will be removed from the careers page.`)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectFlashMessage(
        page,
        isJavaScript,
        'Job Deleted',
        `${renamed} has been removed from the careers page`,
      )
      await expect(page.getByText('No job listings found.')).toBeVisible()
      expect(await queryDb('select id from job_listings where id = $1', [job.id])).toHaveLength(0)
    })

    test('an admin changes an applicant’s status; a job with applicants is not deleted', async ({
      page,
    }) => {
      const jobTitle = `Plain Job ${unique()}`
      const jobId = await insertJob(jobTitle)
      const name = `Plain Applicant ${unique()}`
      const applicantId = await insertApplicant(jobId, name)

      await page.goto(`/admin/careers/applicants?job=${jobId}`)
      await page.getByRole('link', { name: `View details for ${name}` }).click()
      if (!isJavaScript) {
        await expect(page).toHaveURL(new RegExp(`[?&]view=${applicantId}#applicant-details$`))
      }
      const details = await openedDialog(page, isJavaScript, name)
      await expect(details).toContainText('I would like to join.')
      await expectAccessible(page)
      await details.getByLabel('Status').selectOption('Shortlisted')
      await saveWithoutJavaScript(details, isJavaScript)
      await expectFlashMessage(
        page,
        isJavaScript,
        'Status Updated',
        'Applicant status has been updated to Shortlisted',
      )
      // Saved in place: the dialog stays open on the saved status.
      const reopened = await openedDialog(page, isJavaScript, name)
      await expect(reopened.getByLabel('Status')).toHaveValue('Shortlisted')
      await expect
        .poll(async () => {
          const [row] = await queryDb<{ status: string }>(
            'select status from job_applicants where id = $1',
            [applicantId],
          )
          return row.status
        })
        .toBe('Shortlisted')

      // The job has an applicant: the delete is refused with the reason, in the dialog.
      await page.goto(`/admin/careers/jobs?q=${encodeURIComponent(jobTitle)}`)
      await page.getByRole('link', { name: `Delete ${jobTitle}` }).click()
      const confirm = await openedDialog(page, isJavaScript, 'Delete job posting?', 'alertdialog')
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expect(
        page
          .getByRole('alertdialog', { name: 'Delete job posting?' })
          .getByRole('alert')
          .filter({ hasText: 'This job has 1 applicant(s). Mark it inactive instead' }),
      ).toBeVisible()
      expect(await queryDb('select id from job_listings where id = $1', [jobId])).toHaveLength(1)
    })

    test('an admin opens a contact message, which marks it read, and deletes it', async ({
      page,
    }) => {
      const name = `Plain Sender ${unique()}`
      const id = `msg-e2e-${unique()}`
      await queryDb(
        `insert into contact_messages (id, name, email, subject, message)
         values ($1, $2, $3, 'Plain question', 'Does this work without scripts?')`,
        [id, name, `${id}@example.org`],
      )
      await page.goto(`/admin/contacts?status=unread&q=${encodeURIComponent(name)}`)
      await page.getByRole('button', { name: `View message from ${name}` }).click()
      await expect(page).toHaveURL(new RegExp(`[?&]view=${id}`))
      const dialog = await openedDialog(page, isJavaScript, `Message from ${name}`)
      await expect(dialog).toContainText('Does this work without scripts?')
      expect(await queryDb('select is_read from contact_messages where id = $1', [id])).toEqual([
        { is_read: true },
      ])

      await dialog.getByRole('link', { name: 'Delete' }).click()
      const confirm = await openedDialog(page, isJavaScript, 'Delete this message?', 'alertdialog')
      await expect(confirm).toContainText(name)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectFlashMessage(page, isJavaScript, 'Message has been deleted.')
      await expect(page.getByText('No messages found.')).toBeVisible()
      expect(await queryDb('select id from contact_messages where id = $1', [id])).toHaveLength(0)
    })

    test('an admin accepts an investment request', async ({ page }) => {
      const message = `Plain request ${unique()}`
      const id = `ireq-e2e-${unique()}`
      await queryDb(
        `insert into investment_requests (id, user_id, investment_id, message)
         select $1, id, 'inv-001', $2 from "user" where email = $3`,
        [id, message, E2E_ADMIN.email],
      )
      await page.goto(`/admin/requests?q=${encodeURIComponent(message)}`)
      const row = page.locator(`tr[data-request-id="${id}"]`)
      await expect(row).toContainText('Pending')
      await row.getByRole('link', { name: /^Accept/ }).click()
      if (!isJavaScript) await expect(page).toHaveURL(new RegExp(`[?&]accept=${id}#`))
      const dialog = await openedDialog(page, isJavaScript, 'Accept Request')
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Accept Request' }).click()
      await expectFlashMessage(
        page,
        isJavaScript,
        'Request Accepted',
        'Request status has been updated to Accepted',
      )
      await expect(row).toContainText('Accepted')
      await expect(row.getByRole('button', { name: /^Accept/ })).toBeDisabled()
      expect(await queryDb('select status from investment_requests where id = $1', [id])).toEqual([
        { status: 'Accepted' },
      ])
    })

    test('an admin updates a consultancy request’s status and deletes it', async ({ page }) => {
      const name = `Plain Client ${unique()}`
      const id = `creq-e2e-${unique()}`
      await queryDb(
        `insert into consultancy_requests (id, name, email, phone, message)
         values ($1, $2, $3, '+971 50 111 2222', 'Please call me back.')`,
        [id, name, `${id}@example.org`],
      )
      await page.goto(`/admin/consultancy/requests?q=${encodeURIComponent(name)}`)
      await page.getByRole('link', { name: `View request from ${name}` }).click()
      const dialog = await openedDialog(page, isJavaScript, 'Consultancy Request')
      await expect(dialog).toContainText('Please call me back.')
      await dialog.getByLabel('Status').selectOption('Contacted')
      await saveWithoutJavaScript(dialog, isJavaScript)
      await expectFlashMessage(
        page,
        isJavaScript,
        'Status Updated',
        'Request status has been updated to Contacted',
      )
      const reopened = await openedDialog(page, isJavaScript, 'Consultancy Request')
      await expect(reopened.getByLabel('Status')).toHaveValue('Contacted')

      await reopened.getByRole('link', { name: 'Delete' }).click()
      const confirm = await openedDialog(
        page,
        isJavaScript,
        'Delete consultancy request?',
        'alertdialog',
      )
      await expect(confirm).toContainText(name)
      await confirm.getByRole('button', { name: 'Delete' }).click()
      await expectFlashMessage(
        page,
        isJavaScript,
        'Request Deleted',
        'Consultancy request has been deleted.',
      )
      await expect(page.getByText('No consultancy requests found.')).toBeVisible()
      expect(await queryDb('select id from consultancy_requests where id = $1', [id])).toHaveLength(
        0,
      )
    })
  })
}
