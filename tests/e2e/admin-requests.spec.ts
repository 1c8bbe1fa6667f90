import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { loginAsAdmin, newPerson, registerAndLogin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'
import { companyInbox, sentTo, waitForMail } from './support/mail'

function rowOf(page: Page, id: string) {
  return page.locator(`tr[data-request-id="${id}"]`)
}

/** The dashboard's three counters, as the member reads them. */
function counter(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
}

/** Sends the custom request form at /investment-request (name and e-mail are filled in). */
async function submitCustomRequest(page: Page, description: string) {
  await page.goto('/investment-request')
  await page.getByLabel('Investment Type').selectOption({ label: 'Stocks' })
  await page.getByLabel('Budget').selectOption({ label: 'Over 5,000,000 AED' })
  await page.getByLabel('Timeframe').selectOption({ label: 'Short term (under 1 year)' })
  await page.getByLabel(/Description/).fill(description)
  await page.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Request submitted successfully')).toBeVisible()
}

test("the admin rejects one member's request with a reason and accepts the other; the member's dashboard shows both", async ({
  page,
  browser,
}) => {
  // Two people, three pages, six accessibility checks.
  test.slow()
  const tag = crypto.randomBytes(4).toString('hex')
  const message = `Keen to join ${tag}`
  const description = `Blue-chip portfolio ${tag}`
  const reason = `Allocation closed ${tag}`

  // The member registers, signs in and sends one request of each kind.
  const member = await registerAndLogin(page, newPerson('requester', 'Requester'))
  await page.goto('/investments/inv-003')
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? ''
  await page.getByRole('link', { name: 'Request to Invest' }).click()
  const requestDialog = page.getByRole('dialog', { name: 'Request to Invest' })
  await expect(requestDialog).toHaveAttribute('data-state', 'open')
  await requestDialog.getByLabel('Message').fill(message)
  await requestDialog.getByLabel('I have read and understood the risk warning').check()
  await requestDialog.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByText('Investment Request Submitted')).toBeVisible()
  await expect(requestDialog).toBeHidden()
  await submitCustomRequest(page, description)

  await page.goto('/dashboard')
  await expect(counter(page, 'Submitted Requests')).toHaveText('2')
  await expect(counter(page, 'Accepted Requests')).toHaveText('0')
  await expect(counter(page, 'Pending Requests')).toHaveText('2')

  // The company inbox heard of both.
  const inbox = await companyInbox()
  const notices = [
    await waitForMail(
      (mail) => mail.subject === `New investment request: ${title}` && mail.text.includes(message),
      { description: 'the notification of the investment request' },
    ),
    await waitForMail(
      (mail) => mail.subject === 'New custom investment request' && mail.text.includes(description),
      { description: 'the notification of the custom request' },
    ),
  ]
  for (const notice of notices) expect(notice.to).toEqual([inbox])

  const [{ id: userId }] = await queryDb<{ id: string }>('select id from "user" where email = $1', [
    member.email,
  ])
  const [specific] = await queryDb<{ id: string }>(
    'select id from investment_requests where user_id = $1',
    [userId],
  )
  const [custom] = await queryDb<{ id: string }>(
    'select id from user_investment_requests where user_id = $1',
    [userId],
  )

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await loginAsAdmin(admin)
  await admin.goto('/admin/requests')
  await expect(admin).toHaveTitle(/Requests/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Investment Requests' })).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Investment-Specific Requests' })).toHaveAttribute(
    'aria-current',
    'page',
  )

  // Search on the server: the query lands in the URL.
  await admin.getByLabel('Search requests').fill(member.name)
  await admin.getByRole('button', { name: 'Search' }).click()
  await expect(admin).toHaveURL(new RegExp(`q=Requester\\+${member.name.split(' ')[1]}`))
  await expect(admin.getByText('1 request', { exact: true })).toBeVisible()
  const specificRow = rowOf(admin, specific.id)
  await expect(specificRow).toContainText(member.name)
  await expect(specificRow).toContainText(member.email)
  await expect(specificRow).toContainText(title)
  await expect(specificRow).toContainText(message)
  await expect(specificRow).toContainText('Pending')
  await expectNoSeriousA11yViolations(admin)

  // Reject it with a reason, through the dialog.
  await specificRow.getByRole('link', { name: /^Reject/ }).click()
  const rejectDialog = admin.getByRole('dialog', { name: 'Reject Request' })
  await expect(rejectDialog).toContainText(member.name)
  const reasonField = rejectDialog.getByLabel('Reason for rejection (optional)')
  await expect(reasonField).toHaveAttribute('rows', '3')
  await expectNoSeriousA11yViolations(admin)
  await reasonField.fill(reason)
  await rejectDialog.getByRole('button', { name: 'Reject Request' }).click()
  await expect(admin.getByText('Request Rejected')).toBeVisible()
  await expect(rejectDialog).toBeHidden()
  await expect(specificRow).toContainText('Rejected')
  await expect(specificRow).toContainText(reason)
  await expect(specificRow.getByRole('button', { name: /^Accept/ })).toBeDisabled()
  await expect(specificRow.getByRole('button', { name: /^Reject/ })).toBeDisabled()

  // The status filter narrows the list on the server and keeps the search.
  await admin.getByLabel('Status').selectOption('Accepted')
  await expect(admin).toHaveURL(/status=Accepted/)
  await expect(admin.getByText('0 requests', { exact: true })).toBeVisible()
  await admin.getByLabel('Status').selectOption('Rejected')
  await expect(admin).toHaveURL(/status=Rejected/)
  await expect(admin.getByText('1 request', { exact: true })).toBeVisible()
  await expect(specificRow).toBeVisible()

  // The custom tab: the tab is in the URL; accept the member's custom request.
  await admin.getByRole('link', { name: 'Custom Investment Requests' }).click()
  await expect(admin).toHaveURL(/tab=custom/)
  await admin.getByLabel('Search requests').fill(description)
  await admin.getByLabel('Search requests').press('Enter')
  await expect(admin).toHaveURL(/q=Blue-chip/)
  const customRow = rowOf(admin, custom.id)
  await expect(customRow).toContainText(member.name)
  await expect(customRow).toContainText('Stocks')
  await expect(customRow).toContainText('Over 5,000,000 AED')
  await expect(customRow).toContainText('Short term (under 1 year)')
  await expect(customRow).toContainText('Pending')
  await expectNoSeriousA11yViolations(admin)
  await customRow.getByRole('link', { name: /^Accept/ }).click()
  const acceptDialog = admin.getByRole('dialog', { name: 'Accept Request' })
  await expect(acceptDialog).toContainText(member.name)
  await expectNoSeriousA11yViolations(admin)
  await acceptDialog.getByRole('button', { name: 'Accept Request' }).click()
  await expect(admin.getByText('Request Accepted')).toBeVisible()
  await expect(acceptDialog).toBeHidden()
  await expect(customRow).toContainText('Accepted')
  await expect(customRow.getByRole('button', { name: /^Accept/ })).toBeDisabled()
  await expect(customRow.getByRole('button', { name: /^Reject/ })).toBeDisabled()
  await adminContext.close()

  // What was stored, and the audit trail of both decisions.
  expect(
    await queryDb('select status, rejection_reason from investment_requests where id = $1', [
      specific.id,
    ]),
  ).toEqual([{ status: 'Rejected', rejection_reason: reason }])
  expect(
    await queryDb('select status, rejection_reason from user_investment_requests where id = $1', [
      custom.id,
    ]),
  ).toEqual([{ status: 'Accepted', rejection_reason: null }])
  const audits = await queryDb<{ entity: string; entity_id: string }>(
    `select entity, entity_id from audit_log where entity_id = any($1) order by entity`,
    [[specific.id, custom.id]],
  )
  expect(audits.map((audit) => audit.entity_id).sort()).toEqual([specific.id, custom.id].sort())

  // The member is told of each decision by e-mail.
  const declined = await waitForMail(
    (mail) =>
      sentTo(member.email)(mail) && mail.subject === 'Your investment request has been declined',
    { description: 'the rejection e-mail' },
  )
  expect(declined.text).toContain(title)
  expect(declined.text).toContain(`Reason: ${reason}`)
  const accepted = await waitForMail(
    (mail) =>
      sentTo(member.email)(mail) && mail.subject === 'Your investment request has been accepted',
    { description: 'the acceptance e-mail' },
  )
  expect(accepted.text).toContain('custom investment request')
  expect(accepted.text).toMatch(/\/dashboard/)

  // The member's dashboard, reloaded, shows the new statuses and the reason.
  await page.reload()
  await expect(counter(page, 'Submitted Requests')).toHaveText('2')
  await expect(counter(page, 'Accepted Requests')).toHaveText('1')
  await expect(counter(page, 'Pending Requests')).toHaveText('0')
  await page.getByRole('tab', { name: 'Your Investments' }).click()
  const specificCard = page
    .getByRole('tabpanel', { name: 'Investment Requests (1)' })
    .getByRole('listitem')
  await expect(specificCard.getByRole('heading', { level: 3 })).toHaveText(title)
  await expect(specificCard.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(specificCard.getByText(message)).toBeVisible()
  await expect(specificCard.getByText('Reason for rejection')).toBeVisible()
  await expect(specificCard.getByText(reason)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('tab', { name: 'Custom Requests (1)' }).click()
  const customCard = page
    .getByRole('tabpanel', { name: 'Custom Requests (1)' })
    .getByRole('listitem')
  await expect(customCard.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(customCard.getByText(description)).toBeVisible()
  await expect(customCard.getByText('Reason for rejection')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('a decision on a request that another admin has just decided is refused with the spec’s message', async ({
  page,
  browser,
}) => {
  // A visitor sends a custom request through the public form.
  const tag = crypto.randomBytes(4).toString('hex')
  const description = `Logistics warehouses ${tag}`
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/investment-request')
  await visitor.getByLabel(/Full Name/).fill(`Visitor ${tag}`)
  await visitor.getByLabel(/Email/).fill(`visitor-${tag}@example.org`)
  await visitor.getByLabel(/Description/).fill(description)
  await visitor.getByRole('button', { name: 'Submit Request' }).click()
  await expect(visitor.getByText('Request submitted successfully')).toBeVisible()
  await visitorContext.close()
  const [custom] = await queryDb<{ id: string }>(
    'select id from user_investment_requests where description = $1',
    [description],
  )

  // Two admins open the same list; the first starts to accept.
  await loginAsAdmin(page)
  await page.goto(`/admin/requests?tab=custom&q=${tag}`)
  const row = rowOf(page, custom.id)
  await expect(row).toContainText('Pending')
  await row.getByRole('link', { name: /^Accept/ }).click()
  const acceptDialog = page.getByRole('dialog', { name: 'Accept Request' })
  await expect(acceptDialog).toBeVisible()

  // Meanwhile the second rejects it; a custom rejection takes no reason (SPEC 4).
  const otherContext = await browser.newContext()
  const other = await otherContext.newPage()
  await loginAsAdmin(other)
  await other.goto(`/admin/requests?tab=custom&q=${tag}`)
  const otherRow = rowOf(other, custom.id)
  await otherRow.getByRole('link', { name: /^Reject/ }).click()
  const rejectDialog = other.getByRole('dialog', { name: 'Reject Request' })
  await expect(rejectDialog.getByRole('textbox')).toHaveCount(0)
  await rejectDialog.getByRole('button', { name: 'Reject Request' }).click()
  await expect(other.getByText('Request Rejected')).toBeVisible()
  await expect(otherRow).toContainText('Rejected')
  await otherContext.close()

  await acceptDialog.getByRole('button', { name: 'Accept Request' }).click()
  // The dialog stays open and says why; the list behind it is reloaded (409).
  await expect(
    acceptDialog.getByRole('alert').filter({
      hasText: 'Failed to accept the request. Please try again.',
    }),
  ).toBeVisible()
  await expect(row).toContainText('Rejected')
  await acceptDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(acceptDialog).toBeHidden()
  await expect(row.getByRole('button', { name: /^Accept/ })).toBeDisabled()
  expect(
    await queryDb('select status, rejection_reason from user_investment_requests where id = $1', [
      custom.id,
    ]),
  ).toEqual([{ status: 'Rejected', rejection_reason: null }])
})
