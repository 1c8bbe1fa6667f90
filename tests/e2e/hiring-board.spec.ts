import crypto from 'node:crypto'
import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { format } from '../../app/i18n/format'
import { expect, test, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript } from './support/h3-url-dialogs'

/*
 * Decision 045: a recruiter moves a candidate through the board (Pending → Shortlisted →
 * Interviewed) and rates them on the applicant's page, which shows the history. Without
 * JavaScript with the cards' Move buttons; with JavaScript one move is a drag. English and
 * Arabic.
 */

const catalogs = { en, ar }
const unique = () => crypto.randomBytes(4).toString('hex')

/** A job with two scorecard criteria and one application to it, as the site stores them. */
async function jobWithApplicant(): Promise<{ jobId: string; applicantId: string; name: string }> {
  const suffix = unique()
  const jobId = `job-e2e-${suffix}`
  const applicantId = `app-e2e-${suffix}`
  const name = `Candidate ${suffix}`
  await queryDb(
    `insert into job_listings (id, title, department, location, description, criteria, criteria_ar)
     values ($1, $2, 'Finance', 'Dubai, UAE', 'Board test job.', $3, $4)`,
    [jobId, `Board Analyst ${suffix}`, 'Communication\nFinance', 'التواصل\nالمالية'],
  )
  await queryDb(
    `insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key,
       cv_filename, cv_mime, cv_size)
     values ($1, $2, $3, $4, '050 123 4567', 'I would like to join.', 'cv/none.pdf', 'cv.pdf',
       'application/pdf', 100)`,
    [applicantId, jobId, name, `${suffix}@example.org`],
  )
  await queryDb(
    `insert into applicant_events (applicant_id, kind, to_stage) values ($1, 'applied', 'Pending')`,
    [applicantId],
  )
  return { jobId, applicantId, name }
}

const cardIn = (page: Page, stage: string, name: string) =>
  page.locator(`[data-stage="${stage}"]`).getByRole('listitem').filter({ hasText: name })

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`a candidate moved through the board and rated (${locale})`, async ({ page }) => {
      test.slow()
      const t = catalogs[locale]
      const m = t.pipeline
      const labels = t.careers.admin.applicants.statusLabels
      const prefix = locale === 'ar' ? '/ar' : ''
      const { jobId, applicantId, name } = await jobWithApplicant()

      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/careers/board?job=${jobId}`)
      await expect(page.getByRole('heading', { level: 1, name: m.board.heading })).toBeVisible()
      await expect(cardIn(page, 'Pending', name)).toBeVisible()
      await expectAccessible(page)

      const moveWithButton = async (from: string, to: string) => {
        const card = cardIn(page, from, name)
        await card.getByLabel(format(m.board.moveLabel, { name })).selectOption(to)
        await card.getByRole('button', { name: m.board.move }).click()
        await expect(cardIn(page, to, name)).toBeVisible()
        await expect(cardIn(page, from, name)).toHaveCount(0)
      }

      if (isJavaScript) {
        // With JavaScript, a drag to the next column moves the card (the same action).
        // Picked up by its top edge: the card's middle is its stage select.
        await cardIn(page, 'Pending', name).dragTo(page.locator('[data-stage="Shortlisted"]'), {
          sourcePosition: { x: 6, y: 4 },
        })
        await expect(cardIn(page, 'Shortlisted', name)).toBeVisible()
        await expect(cardIn(page, 'Pending', name)).toHaveCount(0)
      } else {
        await moveWithButton('Pending', 'Shortlisted')
      }
      await expect(
        page.getByText(
          format(t.careers.admin.applicants.toasts.statusUpdatedDescription, {
            status: locale === 'en' ? 'Shortlisted' : labels.Shortlisted,
          }),
        ),
      ).toBeVisible()
      await moveWithButton('Shortlisted', 'Interviewed')

      // The applicant's page: the history of both moves, then a scorecard.
      await cardIn(page, 'Interviewed', name).getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      const history = page.getByTestId('history')
      await expect(history).toContainText(
        format(m.applicant.events.stage, { from: labels.Pending, to: labels.Shortlisted }),
      )
      await expect(history).toContainText(
        format(m.applicant.events.stage, { from: labels.Shortlisted, to: labels.Interviewed }),
      )
      await expect(history).toContainText(m.applicant.events.applied)

      const criteria = locale === 'ar' ? ['التواصل', 'المالية'] : ['Communication', 'Finance']
      for (const [index, criterion] of criteria.entries()) {
        const group = page.getByRole('group', { name: criterion })
        await group
          .locator('label')
          .nth(index === 0 ? 3 : 4)
          .click()
        await expect(
          group.getByRole('radio', {
            name: format(m.applicant.ratingOf, { value: index === 0 ? 4 : 5 }),
          }),
        ).toBeChecked()
      }
      await page.getByLabel(m.applicant.recommendation).selectOption('strong-yes')
      await page.getByLabel(m.applicant.comment).fill('Clear and well prepared.')
      await page.getByRole('button', { name: m.applicant.saveScorecard }).click()
      await expect(page.getByText(m.toasts.scorecardSaved).first()).toBeVisible()
      await expect(history).toContainText(
        format(m.applicant.events.scorecard, {
          stage: labels.Interviewed,
          average: (4.5).toLocaleString(locale === 'ar' ? 'ar-AE' : 'en-US'),
          recommendation: m.applicant.recommendations['strong-yes'],
        }).split(':')[0],
      )
      await expectAccessible(page)

      const [row] = await queryDb<{ status: string; rating: number; rating_count: number }>(
        'select status, rating, rating_count from job_applicants where id = $1',
        [applicantId],
      )
      expect(row).toEqual({ status: 'Interviewed', rating: 4.5, rating_count: 1 })
      const events = await queryDb<{ kind: string; from_stage: string; to_stage: string }>(
        `select kind, from_stage, to_stage from applicant_events
         where applicant_id = $1 order by id`,
        [applicantId],
      )
      expect(events.map((event) => [event.kind, event.from_stage, event.to_stage])).toEqual([
        ['applied', null, 'Pending'],
        ['stage', 'Pending', 'Shortlisted'],
        ['stage', 'Shortlisted', 'Interviewed'],
        ['scorecard', null, 'Interviewed'],
      ])
    })
  }
})
