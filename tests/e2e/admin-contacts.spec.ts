import { expect, test } from './support/test'
import { loginAsAdmin } from './support/auth'
import { expectNoSeriousA11yViolations } from './support/axe'
import { queryDb } from './support/db'

test("a visitor's message arrives unread; opening it marks it read; the admin deletes it", async ({
  browser,
  page,
}) => {
  const name = `Khalid Visitor ${Date.now()}`
  const email = `khalid-${Date.now()}@example.org`

  // A visitor sends a message.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visitor.goto('/contact')
  await visitor.getByLabel('Full Name').fill(name)
  await visitor.getByLabel('Email').fill(email)
  await visitor.getByLabel('Subject (Optional)').fill('Office visit')
  await visitor.getByLabel('Message').fill('Could I visit your office next Tuesday?\nKind regards')
  await visitor.getByRole('button', { name: 'Send Message' }).click()
  await expect(visitor.getByText('Message sent successfully')).toBeVisible()
  await visitorContext.close()

  // The admin sees it as unread.
  await loginAsAdmin(page)
  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Messages' })).toBeVisible()
  const row = page.getByRole('row', { name: new RegExp(name) })
  await expect(row).toContainText('New')
  await expect(row).toContainText('Office visit')
  await expect(row).toContainText(email)
  await expect(row).toHaveAttribute('data-unread', 'true')
  await expectNoSeriousA11yViolations(page)

  // The unread filter finds it.
  await page.getByLabel('Show').selectOption('unread')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/status=unread/)
  await expect(row).toBeVisible()

  // Opening it shows the whole message and marks it read.
  await row.getByRole('button', { name: `View message from ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` })
  await expect(dialog).toContainText('Could I visit your office next Tuesday?')
  await expect(dialog).toContainText('Kind regards')
  await expect(dialog.getByRole('link', { name: 'Reply by Email' })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent('Re: Office visit')}`,
  )
  await expectNoSeriousA11yViolations(page)
  await expect
    .poll(async () => {
      const [stored] = await queryDb<{ is_read: boolean }>(
        'select is_read from contact_messages where email = $1',
        [email],
      )
      return stored?.is_read
    })
    .toBe(true)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`)
  await expect(row).not.toContainText('New')
  await expect(row).not.toHaveAttribute('data-unread', 'true')
  await page.goto(`/admin/contacts?status=unread&q=${encodeURIComponent(name)}`)
  await expect(page.getByText('No messages found.')).toBeVisible()

  // Delete with confirmation.
  await page.goto(`/admin/contacts?q=${encodeURIComponent(name)}`)
  await row.getByRole('link', { name: `Delete message from ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(row).toBeVisible()
  await row.getByRole('link', { name: `Delete message from ${name}` }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Message has been deleted.')).toBeVisible()
  await expect(page.getByText('No messages found.')).toBeVisible()
  expect(await queryDb('select id from contact_messages where email = $1', [email])).toHaveLength(0)
})
