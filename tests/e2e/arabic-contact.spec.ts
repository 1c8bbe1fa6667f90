import crypto from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { ar } from '../../app/i18n/ar'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { sentTo, waitForMail } from './support/mail'

/*
 * Issue 13's journey for a person: an Arabic visitor writes to the company from /ar/contact.
 * The form speaks Arabic (its required messages next to the fields, with and without
 * JavaScript), the message is saved with the visitor's language for the admin to read, and
 * the acknowledgement e-mail the visitor receives is Arabic.
 */

const m = ar.company.contact

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Sends the empty form and expects each required field to say so in Arabic. */
async function expectArabicRequiredMessages(page: Page) {
  await page.getByRole('button', { name: m.submit }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: ar.company.contact.requiredFields }),
  ).toBeVisible()
  // Each message is the field's own description, so a screen reader reads it with the field.
  await expect(field(page, m.name)).toHaveAccessibleDescription(m.nameRequired)
  await expect(field(page, m.email)).toHaveAccessibleDescription(m.emailRequired)
  await expect(field(page, m.message)).toHaveAccessibleDescription(m.messageRequired)
  await expect(field(page, m.name)).toHaveAttribute('aria-invalid', 'true')
}

test('an Arabic visitor is answered in Arabic: form messages, confirmation, saved message and e-mail', async ({
  page,
}) => {
  await page.goto('/ar/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()

  await expectArabicRequiredMessages(page)

  const tag = crypto.randomBytes(4).toString('hex')
  const name = `مريم السويدي ${tag}`
  const email = `arabic-contact-${tag}@example.org`
  const message = 'أرغب في معرفة المزيد عن باقاتكم الاستثمارية.'
  await field(page, m.name).fill(name)
  await field(page, m.email).fill(email)
  await field(page, m.message).fill(message)
  await page.getByRole('button', { name: m.submit }).click()
  await expect(page.getByText(m.success, { exact: true })).toBeVisible()
  await expect(page.getByText(m.successDescription, { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/ar\/contact$/)

  // Saved with the visitor's language.
  const rows = await queryDb<{ name: string; message: string; locale: string }>(
    'select name, message, locale from contact_messages where email = $1',
    [email],
  )
  expect(rows).toEqual([{ name, message, locale: 'ar' }])

  // The acknowledgement is Arabic: subject, greeting, body and the closing note.
  const ack = await waitForMail(sentTo(email), { description: 'the Arabic acknowledgement' })
  expect(ack.subject).toBe(ar.emails.contact.subject)
  expect(ack.text).toContain(ar.emails.greeting.replace('{name}', name))
  expect(ack.text).toContain(ar.emails.contact.body.slice(0, ar.emails.contact.body.indexOf('{')))
  expect(ack.text).toContain(ar.emails.notYou)
  expect(ack.text).not.toMatch(/Dear|Thank you/)

  // The admin finds the message in the contacts screen.
  await loginAsAdmin(page)
  await page.goto(`/admin/contacts?q=${tag}`)
  const row = page.getByRole('row', { name: new RegExp(tag) })
  await expect(row).toContainText(name)
  await expect(row).toContainText(email)
  await row.getByRole('button', { name: `View message from ${name}` }).click()
  await expect(page.getByRole('dialog', { name: `Message from ${name}` })).toContainText(message)
})

test('without JavaScript the Arabic form answers in Arabic too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/ar/contact')

  await expectArabicRequiredMessages(page)

  const tag = crypto.randomBytes(4).toString('hex')
  const email = `arabic-nojs-${tag}@example.org`
  await field(page, m.name).fill(`زائر ${tag}`)
  await field(page, m.email).fill(email)
  await field(page, m.message).fill('أُرسلت من متصفح بلا جافاسكربت.')
  await page.getByRole('button', { name: m.submit }).click()
  await expect(page.getByRole('status').filter({ hasText: m.success })).toBeVisible()

  const rows = await queryDb<{ locale: string }>(
    'select locale from contact_messages where email = $1',
    [email],
  )
  expect(rows).toEqual([{ locale: 'ar' }])
  const ack = await waitForMail(sentTo(email), { description: 'the Arabic acknowledgement' })
  expect(ack.subject).toBe(ar.emails.contact.subject)
  await context.close()
})
