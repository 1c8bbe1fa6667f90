import { en } from '../../app/i18n/en'
import { ar } from '../../app/i18n/ar'
import { expect, test, type Page } from './support/test'
import { loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'
import { describeWithoutAndWithJavaScript } from './support/h3-url-dialogs'
import { sentTo, waitForMail } from './support/mail'
import { minimalPdf, unique } from './support/test-files'
import { format } from '../../app/i18n/format'

/*
 * Decision 040's round trip through the real e-mails: a visitor writes, staff answer from the
 * thread (an internal note beside it), the visitor reads the reply by the e-mailed link
 * without an account and answers; the conversation opens again for staff. Without and with
 * JavaScript, in English and in Arabic.
 */

const catalogs = { en, ar }

async function sendContactMessage(page: Page, locale: 'en' | 'ar', name: string, email: string) {
  const m = catalogs[locale].company.contact
  const prefix = locale === 'ar' ? '/ar' : ''
  await page.goto(`${prefix}/contact`)
  await page.getByRole('textbox', { name: m.name, exact: true }).fill(name)
  await page.getByRole('textbox', { name: m.email, exact: true }).fill(email)
  await page.getByRole('textbox', { name: m.message, exact: true }).fill('When can we meet?')
  await page.getByRole('button', { name: m.submit }).click()
  await expect(page.getByText(m.success, { exact: true })).toBeVisible()
}

describeWithoutAndWithJavaScript(({ isJavaScript, expectAccessible }) => {
  for (const locale of ['en', 'ar'] as const) {
    test(`a visitor's message answered both ways (${locale})`, async ({ page, browser }) => {
      test.slow()
      const t = catalogs[locale]
      const m = t.conversations
      const prefix = locale === 'ar' ? '/ar' : ''
      const tag = unique()
      const name = `Salma Visitor ${tag}`
      const email = `conversation-${tag}@example.org`

      const visitorContext = await browser.newContext({ javaScriptEnabled: isJavaScript })
      const visitor = await visitorContext.newPage()
      await sendContactMessage(visitor, locale, name, email)
      const [message] = await queryDb<{ id: string }>(
        'select id from contact_messages where email = $1',
        [email],
      )

      // Staff open the conversation from the request and answer, with a note beside it.
      await loginAsAdmin(page)
      await page.goto(`${prefix}/admin/conversations/request/contact/${message.id}`)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByTestId('timeline')).toContainText('When can we meet?')
      const note = `Internal: check the calendar ${tag}`
      await page.getByRole('textbox', { name: m.thread.noteLabel }).fill(note)
      await page.getByRole('button', { name: m.thread.addNote }).click()
      await expect(page.getByTestId('timeline')).toContainText(note)
      await expect(page.getByText(m.timeline.noteBadge)).toBeVisible()

      const reply = `We can meet on Tuesday at 10 ${tag}`
      await page.getByRole('textbox', { name: m.thread.replyLabel }).fill(reply)
      await page.getByLabel(m.thread.attachmentLabel).setInputFiles({
        name: 'agenda.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf(),
      })
      await page.getByRole('button', { name: m.thread.send }).click()
      await expect(page.getByTestId('timeline')).toContainText(reply)
      await expect(page.getByText(m.states.waiting).first()).toBeVisible()
      await expectAccessible(page)

      // The real e-mail, in the visitor's language, carries the reply and the link.
      const mail = await waitForMail(
        (candidate) => sentTo(email)(candidate) && candidate.text.includes(reply),
        { description: 'the reply e-mail' },
      )
      expect(mail.text).not.toContain(note)
      expect(mail.text).toContain(format(m.emails.reply.answer, { url: '' }).trim())
      const link = mail.text.match(/https?:\/\/\S+\/conversation\/[A-Za-z0-9_-]{43}/)?.[0]
      expect(link).toBeDefined()
      const path = new URL(link!).pathname
      expect(path.startsWith(`${prefix}/conversation/`)).toBe(true)

      // The visitor reads it by the link, without an account: the reply, never the note.
      await visitor.goto(path)
      await expect(visitor.locator('html')).toHaveAttribute('lang', locale)
      await expect(visitor.getByTestId('timeline')).toContainText(reply)
      await expect(visitor.getByTestId('timeline')).not.toContainText(note)
      await expect(visitor.getByRole('link', { name: /agenda\.pdf/ })).toBeVisible()
      await expectAccessible(visitor)
      const answer = `Tuesday suits me ${tag}`
      await visitor.getByRole('textbox', { name: m.requester.answerLabel }).fill(answer)
      await visitor.getByRole('button', { name: m.requester.send, exact: true }).click()
      await expect(visitor.getByText(m.requester.sent, { exact: true })).toBeVisible()
      await expect(visitor.getByTestId('timeline')).toContainText(answer)
      await visitorContext.close()

      // Staff see the answer; the conversation is open again and its assignee was told.
      await page.reload()
      await expect(page.getByTestId('timeline')).toContainText(answer)
      await expect(page.getByText(m.states.open, { exact: true }).first()).toBeVisible()
      await waitForMail(
        (candidate) =>
          candidate.subject === format(en.conversations.emails.answered.subject, { name }),
        { description: 'the answer notice' },
      )
    })
  }
})
