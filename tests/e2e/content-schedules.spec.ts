import crypto from 'node:crypto'
import { expect, test } from './support/test'
import { adminPageWith } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/*
 * Decision 053: team members, jobs, consultants and testimonials take a schedule on their
 * dialogs, in Dubai time, saved on the item with the form, with or without JavaScript.
 */

test('English, with JavaScript: a team member is scheduled to show and to hide', async ({
  browser,
}) => {
  const name = `Scheduled Member ${crypto.randomBytes(4).toString('hex')}`
  const id = `team-sched-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into team_members (id, name, position, "group", sort_order, is_active)
     values ($1, $2, 'Analyst', 'department', 901, false)`,
    [id, name],
  )
  const page = await adminPageWith(browser, { javaScriptEnabled: true })
  await page.goto(`/admin/team?edit=${id}`)
  // Typed into before hydration, a field would be reset by React.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const dialog = page.getByRole('dialog')
  const schedule = dialog.getByRole('group', { name: 'Schedule' })
  await schedule.getByLabel('Show on the site at').fill('2031-01-05T09:00')
  await schedule.getByLabel('Hide from the site at').fill('2031-01-04T09:00')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  // Hiding before showing is refused next to the field, in the browser.
  await expect(dialog.getByText('Hide it after the time it is shown')).toBeVisible()
  await schedule.getByLabel('Hide from the site at').fill('2031-02-01T18:30')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(
    await queryDb(
      `select publish_at, unpublish_at from content_schedules
       where content_type = 'team-member' and item_id = $1`,
      [id],
    ),
  ).toEqual([
    {
      publish_at: new Date('2031-01-05T05:00:00.000Z'),
      unpublish_at: new Date('2031-02-01T14:30:00.000Z'),
    },
  ])

  await page.goto(`/admin/team?edit=${id}`)
  await expect(schedule.getByLabel('Show on the site at')).toHaveValue('2031-01-05T09:00')
  await expect(schedule.getByLabel('Hide from the site at')).toHaveValue('2031-02-01T18:30')
  await expectNoSeriousA11yViolations(page)
  await schedule.scrollIntoViewIfNeeded()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await schedule.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/schedule-team-${width}.png` })
  }
  await page.context().close()
})

test('Arabic, without JavaScript: a job is scheduled to hide from the careers page', async ({
  browser,
}) => {
  const title = `Scheduled Role ${crypto.randomBytes(4).toString('hex')}`
  const id = `job-sched-${crypto.randomBytes(4).toString('hex')}`
  await queryDb(
    `insert into job_listings (id, title, department, location, description)
     values ($1, $2, 'Finance', 'Dubai, UAE', 'Runs the books.')`,
    [id, title],
  )
  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto(`/ar/admin/careers/jobs?edit=${id}`)
  const form = page.locator(`form:has(input[name="jobId"][value="${id}"])`)
  const schedule = form.getByRole('group', { name: 'الجدولة' })
  await schedule.getByLabel('الإخفاء من الموقع في').fill('2031-03-01T17:00')
  await form.getByRole('button', { name: 'حفظ التغييرات' }).click()
  await expect(page).toHaveURL(/\/ar\/admin\/careers\/jobs$/)
  expect(
    await queryDb(
      `select publish_at, unpublish_at from content_schedules
       where content_type = 'job' and item_id = $1`,
      [id],
    ),
  ).toEqual([{ publish_at: null, unpublish_at: new Date('2031-03-01T13:00:00.000Z') }])

  await page.goto(`/ar/admin/careers/jobs?edit=${id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(schedule.getByLabel('الإخفاء من الموقع في')).toHaveValue('2031-03-01T17:00')
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await schedule.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/schedule-job-ar-${width}.png` })
  }
  await page.context().close()
})
