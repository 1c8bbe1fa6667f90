import crypto from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

/** A requester with an account (created in the database) and two pending requests of each kind. */
async function seedRequests(tag: string) {
  const userId = `e2e-${tag}`
  const email = `requester-${tag}@example.org`
  await queryDb(
    `insert into "user" (id, name, email, email_verified, role) values ($1, $2, $3, true, 'user')`,
    [userId, `Requester ${tag}`, email],
  )
  const [investment] = await queryDb<{ id: string; title: string }>(
    'select id, title from investments order by created_at, id limit 1',
  )
  const specific = { accept: `ireq-a-${tag}`, reject: `ireq-r-${tag}` }
  await queryDb(
    `insert into investment_requests (id, user_id, investment_id, message, created_at)
     values ($1, $3, $4, $5, now() - interval '1 minute'), ($2, $3, $4, $6, now())`,
    [
      specific.accept,
      specific.reject,
      userId,
      investment.id,
      `Keen to join ${tag}`,
      `Second thoughts ${tag}`,
    ],
  )
  const custom = `creq-${tag}`
  await queryDb(
    `insert into user_investment_requests (id, user_id, name, email, phone, investment_type, budget, timeframe, description)
     values ($1, null, $2, $3, null, 'stocks', '5m+', 'short', $4)`,
    [custom, `Visitor ${tag}`, `visitor-${tag}@example.org`, `Blue-chip portfolio ${tag}`],
  )
  return { userId, email, investment, specific, custom }
}

function rowOf(page: Page, id: string) {
  return page.locator(`tr[data-request-id="${id}"]`)
}

test('the admin accepts one request and rejects others, and the statuses show', async ({
  page,
}) => {
  const tag = crypto.randomUUID().slice(0, 8)
  const seeded = await seedRequests(tag)
  await loginAsAdmin(page)

  await page.goto('/admin/requests')
  await expect(page).toHaveTitle(/Requests/)
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Requests' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Investment-Specific Requests' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // Search on the server: the query lands in the URL.
  await page.getByLabel('Search requests').fill(`Requester ${tag}`)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`q=Requester\\+${tag}`))
  await expect(page.getByText('2 requests')).toBeVisible()
  const accepted = rowOf(page, seeded.specific.accept)
  await expect(accepted).toContainText(`Requester ${tag}`)
  await expect(accepted).toContainText(seeded.email)
  await expect(accepted).toContainText(seeded.investment.title)
  await expect(accepted).toContainText(`Keen to join ${tag}`)
  await expect(accepted).toContainText('Pending')
  await expectNoSeriousA11yViolations(page)

  // Accept, through the confirmation dialog.
  await accepted.getByRole('button', { name: /^Accept/ }).click()
  const acceptDialog = page.getByRole('dialog', { name: 'Accept Request' })
  await expect(acceptDialog).toContainText(`Requester ${tag}`)
  await expectNoSeriousA11yViolations(page)
  await acceptDialog.getByRole('button', { name: 'Accept Request' }).click()
  await expect(page.getByText('Request Accepted')).toBeVisible()
  await expect(acceptDialog).toBeHidden()
  await expect(accepted).toContainText('Accepted')
  await expect(accepted.getByRole('button', { name: /^Accept/ })).toBeDisabled()
  await expect(accepted.getByRole('button', { name: /^Reject/ })).toBeDisabled()

  // Reject the other one with a reason.
  const rejected = rowOf(page, seeded.specific.reject)
  await rejected.getByRole('button', { name: /^Reject/ }).click()
  const rejectDialog = page.getByRole('dialog', { name: 'Reject Request' })
  const reason = rejectDialog.getByLabel('Reason for rejection (optional)')
  await expect(reason).toHaveAttribute('rows', '3')
  await reason.fill(`Allocation closed ${tag}`)
  await rejectDialog.getByRole('button', { name: 'Reject Request' }).click()
  await expect(page.getByText('Request Rejected')).toBeVisible()
  await expect(rejected).toContainText('Rejected')
  await expect(rejected).toContainText(`Allocation closed ${tag}`)

  // The status filter narrows the list on the server.
  await page.getByLabel('Status').selectOption('Accepted')
  await expect(page).toHaveURL(/status=Accepted/)
  await expect(page.getByText('1 request', { exact: true })).toBeVisible()
  await expect(rowOf(page, seeded.specific.accept)).toBeVisible()
  await expect(rowOf(page, seeded.specific.reject)).toHaveCount(0)

  const stored = await queryDb<{ id: string; status: string; rejection_reason: string | null }>(
    'select id, status, rejection_reason from investment_requests where user_id = $1 order by id',
    [seeded.userId],
  )
  expect(stored).toEqual([
    { id: seeded.specific.accept, status: 'Accepted', rejection_reason: null },
    {
      id: seeded.specific.reject,
      status: 'Rejected',
      rejection_reason: `Allocation closed ${tag}`,
    },
  ])
  const audits = await queryDb<{ entity_id: string }>(
    `select entity_id from audit_log where entity = 'investment_request' and entity_id = any($1)`,
    [[seeded.specific.accept, seeded.specific.reject]],
  )
  expect(audits).toHaveLength(2)

  // The custom tab: the tab is in the URL; a custom rejection takes no reason (SPEC 4).
  await page.getByRole('link', { name: 'Custom Investment Requests' }).click()
  await expect(page).toHaveURL(/tab=custom/)
  await page.getByLabel('Search requests').fill(`Blue-chip portfolio ${tag}`)
  await page.getByLabel('Search requests').press('Enter')
  const custom = rowOf(page, seeded.custom)
  await expect(custom).toContainText(`Visitor ${tag}`)
  await expect(custom).toContainText('Stocks')
  await expect(custom).toContainText('Over 5,000,000 AED')
  await expect(custom).toContainText('Short term (under 1 year)')
  await expectNoSeriousA11yViolations(page)
  await custom.getByRole('button', { name: /^Reject/ }).click()
  const customDialog = page.getByRole('dialog', { name: 'Reject Request' })
  await expect(customDialog.getByRole('textbox')).toHaveCount(0)
  await customDialog.getByRole('button', { name: 'Reject Request' }).click()
  await expect(page.getByText('Request Rejected')).toBeVisible()
  await expect(custom).toContainText('Rejected')
  await expect(custom.getByRole('button', { name: /^Accept/ })).toBeDisabled()
  const [customRow] = await queryDb<{ status: string; rejection_reason: string | null }>(
    'select status, rejection_reason from user_investment_requests where id = $1',
    [seeded.custom],
  )
  expect(customRow).toEqual({ status: 'Rejected', rejection_reason: null })
})

test('a decision on a request that is no longer pending is refused with the spec’s message', async ({
  page,
}) => {
  const tag = crypto.randomUUID().slice(0, 8)
  const seeded = await seedRequests(tag)
  await loginAsAdmin(page)
  await page.goto(`/admin/requests?tab=custom&q=${tag}`)
  const custom = rowOf(page, seeded.custom)
  await custom.getByRole('button', { name: /^Accept/ }).click()
  // Meanwhile someone else decides.
  await queryDb(`update user_investment_requests set status = 'Rejected' where id = $1`, [
    seeded.custom,
  ])
  await page
    .getByRole('dialog', { name: 'Accept Request' })
    .getByRole('button', { name: 'Accept Request' })
    .click()
  await expect(page.getByText('Failed to accept the request. Please try again.')).toBeVisible()
  await expect(custom).toContainText('Rejected')
  await expect(custom.getByRole('button', { name: /^Accept/ })).toBeDisabled()
})
