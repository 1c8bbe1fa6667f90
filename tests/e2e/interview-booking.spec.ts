import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { format } from '../../app/i18n/format'
import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript, expectFlashMessage } from './support/h3-url-dialogs'
import { sentTo, waitForMail } from './support/mail'
import { unique } from './support/test-files'
import { E2E_ADMIN } from '../../playwright.config'

/*
 * Decision 045 end to end: a recruiter offers two times on the applicant's interviews screen;
 * the candidate's e-mail holds the link; the candidate books one; both the candidate's page
 * and the recruiter's screen show the booked interview, and the confirmation carries the
 * calendar invitation. Without and with JavaScript, in English and in Arabic.
 */

const catalogs = { en, ar }
const DAY_MS = 24 * 60 * 60 * 1000
const dubaiDateIn = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 4 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** An application as the apply form stores it (the form itself is careers.spec.ts's). */
async function insertApplicant(locale: 'en' | 'ar', tag: string) {
  const jobId = `job-e2e-int-${tag}`
  await queryDb(
    `insert into job_listings (id, title, title_ar, department, location, description)
     values ($1, $2, $3, 'Finance', 'Dubai', 'Analyse portfolios.')`,
    [jobId, `Portfolio Analyst ${tag}`, `محلل محافظ ${tag}`],
  )
  const id = `app-e2e-int-${tag}`
  const email = `candidate-${tag}@example.org`
  await queryDb(
    `insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key,
       cv_filename, cv_mime, cv_size, locale)
     values ($1, $2, $3, $4, '+971500000000', 'Hello', 'cv/2026/none.pdf', 'cv.pdf',
       'application/pdf', 10, $5)`,
    [id, jobId, `Layla ${tag}`, email, locale],
  )
  return { id, email, jobTitle: locale === 'ar' ? `محلل محافظ ${tag}` : `Portfolio Analyst ${tag}` }
}

describeWithoutAndWithJavaScript(({ isJavaScript }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`a recruiter offers two times and the candidate books one (${locale})`, async ({
      page,
      browser,
    }) => {
      test.slow()
      const t = catalogs[locale]
      const m = t.interviews
      const prefix = locale === 'ar' ? '/ar' : ''
      const tag = unique()
      const applicant = await insertApplicant(locale, tag)
      const date = dubaiDateIn(6)
      const firstPlace = `Office ${tag}, Business Bay`
      const secondPlace = `Room ${tag}, DIFC`

      // The recruiter offers two times.
      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/careers/applicants/${applicant.id}/interviews`)
      await expect(
        page.getByRole('heading', { name: format(m.admin.heading, { name: `Layla ${tag}` }) }),
      ).toBeVisible()
      const row = (n: number) =>
        page.getByRole('group', { name: format(m.admin.rowLabel, { n }), exact: true })
      await row(1).getByLabel(m.admin.date, { exact: true }).fill(date)
      await row(1).getByLabel(m.admin.time, { exact: true }).fill('10:30')
      await row(1).getByLabel(m.admin.location, { exact: true }).fill(firstPlace)
      await row(2).getByLabel(m.admin.date, { exact: true }).fill(date)
      await row(2).getByLabel(m.admin.time, { exact: true }).fill('15:00')
      await row(2).getByLabel(m.admin.duration, { exact: true }).selectOption('30')
      await row(2).getByLabel(m.admin.location, { exact: true }).fill(secondPlace)
      await page.getByRole('button', { name: m.admin.offer }).click()
      await expectFlashMessage(page, isJavaScript, m.admin.toasts.offered)
      await expect(page.locator('tr[data-state="free"]')).toHaveCount(2)

      // The candidate's e-mail holds the link to choose.
      const offered = await waitForMail(
        (mail) =>
          sentTo(applicant.email)(mail) &&
          mail.subject ===
            format(t.hiringTemplates.defaults['interview-invitation'].subject, {
              job: applicant.jobTitle,
            }),
        { description: 'the choose-a-time e-mail' },
      )
      const link = /https?:\/\/\S+\/careers\/applications\/[\w-]{43}\/interview/.exec(
        offered.text,
      )?.[0]
      expect(link).toBeTruthy()
      const path = new URL(link!).pathname
      expect(path.startsWith(`${prefix}/careers/applications/`)).toBe(true)

      // The candidate books the second time.
      const candidateContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const candidate = await candidateContext.newPage()
      await candidate.goto(path)
      await expect(
        candidate.getByRole('heading', { name: m.candidate.heading, level: 1 }),
      ).toBeVisible()
      await expect(candidate.getByTestId('interview-job')).toContainText(applicant.jobTitle)
      const radios = candidate.getByRole('radio')
      await expect(radios).toHaveCount(2)
      await candidate.getByText(secondPlace).click()
      await expect(radios.nth(1)).toBeChecked()
      await candidate.getByRole('button', { name: m.candidate.book }).click()
      await expectFlashMessage(candidate, isJavaScript, m.candidate.toasts.booked)
      const booked = candidate.getByTestId('booked-interview')
      await expect(booked).toContainText(secondPlace)
      await expect(booked).toContainText(format(m.candidate.minutes, { n: 30 }))
      await expect(booked.getByRole('button', { name: m.candidate.cancel })).toBeVisible()
      // The other time is still there to choose instead (a reschedule).
      await expect(candidate.getByRole('radio')).toHaveCount(1)
      await expect(candidate.getByRole('button', { name: m.candidate.reschedule })).toBeVisible()

      // The confirmation carries the invitation in Dubai time.
      const confirmation = await waitForMail(
        (mail) =>
          sentTo(applicant.email)(mail) &&
          mail.subject === format(t.emails.interview.bookedSubject, { title: applicant.jobTitle }),
        { description: 'the confirmation' },
      )
      const ics = confirmation.attachments.find((file) => file.filename === 'interview.ics')
      expect(ics?.content).toContain(`DTSTART;TZID=Asia/Dubai:${date.replaceAll('-', '')}T150000`)
      expect(ics?.content).toContain(`DTEND;TZID=Asia/Dubai:${date.replaceAll('-', '')}T153000`)
      const toRecruiter = await waitForMail(
        (mail) =>
          sentTo(E2E_ADMIN.email)(mail) &&
          mail.subject.startsWith(`Interview booked: Layla ${tag}`),
        { description: "the recruiter's copy" },
      )
      expect(toRecruiter.attachments[0]?.content).toContain('METHOD:REQUEST')

      // The recruiter's screen shows it booked.
      await page.goto(`${prefix}/admin/careers/applicants/${applicant.id}/interviews`)
      await expect(page.getByTestId('booked-interview')).toContainText(secondPlace)
      await expect(page.locator('tr[data-state="booked"]')).toContainText(secondPlace)
      await expect(page.locator('tr[data-state="free"]')).toContainText(firstPlace)
      await candidateContext.close()
    })
  }
})
