import crypto from 'node:crypto'
import { and, desc, eq, inArray, like, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  settings,
  conversationEvents,
  conversations,
  emailOutbox,
  investments,
  user,
} from '#db/schema'
import { action as threadAction, loader as threadLoader } from '~/routes/admin/conversation'
import { loader as staffFileLoader } from '~/routes/admin/conversation-file'
import { loader as ofRequestLoader } from '~/routes/admin/conversation-of-request'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import { action as accountAction2 } from '~/routes/admin/account'
import { action as settingsAction } from '~/routes/admin/settings'
import { dueTimeFor } from '~/domain/conversations/conversations.server'
import { action as linkAction, loader as linkLoader } from '~/routes/public/conversation'
import { loader as linkFileLoader } from '~/routes/resources/conversation-file'
import { action as accountAction, loader as accountLoader } from '~/routes/account/conversation'
import { action as contactAction } from '~/routes/public/contact'
import { createCustomRequest, submitInvestmentRequest } from '~/domain/requests/requests.server'
import { submitConsultationRequest } from '~/domain/consultancy/consultancy.server'
import { requestScreenHref } from '~/domain/conversations/areas'
import { loader as contactsLoader } from '~/routes/admin/contacts'
import { loader as consultancyRequestsLoader } from '~/routes/admin/consultancy-requests'
import { loader as requestsLoader } from '~/routes/admin/requests'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  postFormWithLists,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Decision 040: every request is a conversation. Staff reply from the thread (e-mailed with
 * a link); the requester reads and answers by that link without an account; internal notes
 * never reach them; roles open only their areas' conversations.
 */

beforeAll(prepareTestApp)

const unique = () => crypto.randomBytes(4).toString('hex')

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

async function staffOf(role: string): Promise<TestAccount> {
  const account = await createSignedInUser({ name: `Staff ${role} ${unique()}` })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return account
}

/** A visitor's contact message, through the public form; returns its conversation. */
async function visitorMessage(locale: 'en' | 'ar' = 'en') {
  const email = `visitor-${unique()}@example.org`
  const path = locale === 'ar' ? '/ar/contact' : '/contact'
  const text = `I would like to know more ${unique()}`
  expect(
    statusOf(
      await callRoute(
        contactAction,
        postForm(path, { name: 'Mona Visitor', email, message: text }),
      ),
    ),
  ).toBe(302)
  const db = await getDb()
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.email, email), eq(conversations.area, 'contact')))
  expect(conversation).toBeDefined()
  return { conversation, email, text }
}

/** The link in the newest reply e-mailed to `email`. */
async function replyLink(email: string): Promise<{ token: string; text: string; subject: string }> {
  const db = await getDb()
  const [mail] = await db
    .select({ text: emailOutbox.text, subject: emailOutbox.subject })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), like(emailOutbox.text, '%/conversation/%')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1)
  expect(mail, `a reply e-mailed to ${email}`).toBeDefined()
  const token = mail.text.match(/\/conversation\/([A-Za-z0-9_-]{43})/)?.[1]
  expect(token).toBeDefined()
  return { token: token!, text: mail.text, subject: mail.subject }
}

function staffPost(account: TestAccount, id: string, fields: Record<string, string | File>) {
  return callRoute(
    threadAction,
    postForm(`/admin/conversations/${id}`, fields, { cookie: account.cookie }),
    { id },
  )
}

describe('a visitor’s contact message answered by staff', () => {
  test('the reply is e-mailed with a link; the link shows it, never the internal note', async () => {
    const support = await staffOf('support')
    const { conversation, email, text } = await visitorMessage()
    expect(conversation.state).toBe('open')
    expect(conversation.dueKind).toBe('first-response')

    const opened = await callRoute(
      threadLoader,
      getRequest(`/admin/conversations/${conversation.id}`, { cookie: support.cookie }),
      { id: conversation.id },
    )
    expect(statusOf(opened)).toBe(200)
    const staffView = opened as Awaited<ReturnType<typeof threadLoader>>
    expect(staffView.thread.timeline.map((entry) => entry.kind)).toEqual(['submitted'])
    expect(staffView.thread.timeline[0].body).toBe(text)

    const note = `Check with finance first ${unique()}`
    expect(statusOf(await staffPost(support, conversation.id, { intent: 'note', note }))).toBe(302)
    const reply = `Thank you, here are the details ${unique()}`
    expect(
      statusOf(
        await staffPost(support, conversation.id, {
          intent: 'reply',
          message: reply,
          attachment: new File([PDF], 'terms.pdf', { type: 'application/pdf' }),
        }),
      ),
    ).toBe(302)

    const mail = await replyLink(email)
    expect(mail.text).toContain(reply)
    expect(mail.text).not.toContain(note)

    const db = await getDb()
    const [after] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
    expect(after.state).toBe('waiting')
    expect(after.dueAt).toBeNull()
    expect(after.assigneeId).toBe(support.id)
    expect(after.firstRespondedAt).not.toBeNull()

    const page = (await callRoute(linkLoader, getRequest(`/conversation/${mail.token}`), {
      token: mail.token,
    })) as Awaited<ReturnType<typeof linkLoader>>
    expect(page.kind).toBe('ok')
    if (page.kind !== 'ok') return
    const bodies = page.thread.timeline.map((entry) => entry.body)
    expect(bodies).toContain(reply)
    expect(bodies).toContain(text)
    expect(bodies).not.toContain(note)
    expect(page.thread.timeline.map((entry) => entry.kind)).not.toContain('note')

    // The attachment opens by the link, as a download.
    const replyEntry = page.thread.timeline.find((entry) => entry.body === reply)!
    const file = replyEntry.attachments[0]
    expect(file.filename).toBe('terms.pdf')
    const download = (await callRoute(
      linkFileLoader,
      getRequest(`/conversation/${mail.token}/files/${file.id}`),
      { token: mail.token, fileId: file.id },
    )) as Response
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Disposition')).toContain('attachment')
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)

    const audited = await db
      .select({ entity: auditLog.entity })
      .from(auditLog)
      .where(eq(auditLog.entityId, conversation.id))
    expect(audited.map((row) => row.entity).sort()).toEqual([
      'conversation_note',
      'conversation_reply',
    ])
  })

  test('the visitor’s answer by the link reopens it and e-mails the assignee', async () => {
    const support = await staffOf('support')
    const { conversation, email } = await visitorMessage('ar')
    await staffPost(support, conversation.id, { intent: 'reply', message: 'Hello' })
    await staffPost(support, conversation.id, { intent: 'close' })
    const { token, subject } = await replyLink(email)
    // The requester's language: the reply e-mail is in Arabic.
    expect(subject).toMatch(/رد من/)

    const answer = `Thank you, I have one more question ${unique()}`
    const posted = await callRoute(
      linkAction,
      postForm(`/ar/conversation/${token}`, { message: answer }),
      { token },
    )
    expect(statusOf(posted)).toBe(302)
    expect((posted as Response).headers.get('Location')).toBe(`/ar/conversation/${token}`)

    const db = await getDb()
    const [after] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
    expect(after.state).toBe('open')
    expect(after.dueKind).toBe('follow-up')
    expect(after.dueAt!.getTime()).toBeGreaterThan(Date.now())
    expect(after.unreadForStaff).toBe(true)
    const kinds = await db
      .select({ kind: conversationEvents.kind, body: conversationEvents.body })
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversation.id))
    expect(kinds.find((entry) => entry.kind === 'message_in')?.body).toBe(answer)

    const [notice] = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.recipient, support.email), like(emailOutbox.subject, 'New answer%')),
      )
    expect(notice.text).toContain(`/admin/conversations/${conversation.id}`)
  })

  test('an empty answer is refused with the message and changes nothing', async () => {
    const support = await staffOf('support')
    const { conversation, email } = await visitorMessage()
    await staffPost(support, conversation.id, { intent: 'reply', message: 'Hello' })
    const { token } = await replyLink(email)
    const refused = await callRoute(
      linkAction,
      postForm(`/conversation/${token}`, { message: ' ' }),
      {
        token,
      },
    )
    expect(statusOf(refused)).toBe(400)
    expect(JSON.stringify(refused)).toContain('Please write a message.')
    const db = await getDb()
    const [after] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
    expect(after.state).toBe('waiting')
  })

  test('the link opens its conversation only; a withdrawn link opens nothing', async () => {
    const support = await staffOf('support')
    const first = await visitorMessage()
    const second = await visitorMessage()
    await staffPost(support, first.conversation.id, { intent: 'reply', message: 'First' })
    await staffPost(support, second.conversation.id, {
      intent: 'reply',
      message: 'Second',
      attachment: new File([PDF], 'second.pdf', { type: 'application/pdf' }),
    })
    const firstLink = await replyLink(first.email)
    const db = await getDb()
    const [secondFile] = await db
      .select({ id: conversationEvents.id })
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, second.conversation.id))
    expect(secondFile).toBeDefined()
    const secondThread = (await callRoute(
      threadLoader,
      getRequest(`/admin/conversations/${second.conversation.id}`, { cookie: support.cookie }),
      { id: second.conversation.id },
    )) as Awaited<ReturnType<typeof threadLoader>>
    const attachmentId = secondThread.thread.timeline.flatMap((entry) => entry.attachments)[0].id

    const page = (await callRoute(linkLoader, getRequest(`/conversation/${firstLink.token}`), {
      token: firstLink.token,
    })) as Awaited<ReturnType<typeof linkLoader>>
    expect(page.kind === 'ok' && page.thread.conversation.id).toBe(first.conversation.id)
    // Another conversation's file by this link: not found.
    const other = (await callRoute(
      linkFileLoader,
      getRequest(`/conversation/${firstLink.token}/files/${attachmentId}`),
      { token: firstLink.token, fileId: attachmentId },
    )) as Response
    expect(other.status).toBe(404)

    const made = `${firstLink.token.slice(0, -1)}${firstLink.token.endsWith('A') ? 'B' : 'A'}`
    const guessed = (await callRoute(linkLoader, getRequest(`/conversation/${made}`), {
      token: made,
    })) as Awaited<ReturnType<typeof linkLoader>>
    expect(guessed.kind).toBe('invalid')

    expect(
      statusOf(await staffPost(support, first.conversation.id, { intent: 'revoke-links' })),
    ).toBe(302)
    const withdrawn = (await callRoute(linkLoader, getRequest(`/conversation/${firstLink.token}`), {
      token: firstLink.token,
    })) as Awaited<ReturnType<typeof linkLoader>>
    expect(withdrawn.kind).toBe('invalid')
    const answer = await callRoute(
      linkAction,
      postForm(`/conversation/${firstLink.token}`, { message: 'still here?' }),
      { token: firstLink.token },
    )
    expect(statusOf(answer)).toBe(404)
  })

  test('a requester answers at most 10 times an hour per conversation', async () => {
    const support = await staffOf('support')
    const { conversation, email } = await visitorMessage()
    await staffPost(support, conversation.id, { intent: 'reply', message: 'Hello' })
    const { token } = await replyLink(email)
    for (let i = 0; i < 10; i++) {
      const ok = await callRoute(
        linkAction,
        postForm(`/conversation/${token}`, { message: `m${i}` }),
        {
          token,
        },
      )
      expect(statusOf(ok)).toBe(302)
    }
    const limited = await callRoute(
      linkAction,
      postForm(`/conversation/${token}`, { message: 'one too many' }),
      { token },
    )
    expect(statusOf(limited)).toBe(429)
  })
})

describe('who opens a conversation', () => {
  async function investmentConversation() {
    const investor = await createSignedInUser({ name: `Investor ${unique()}` })
    const db = await getDb()
    const [investment] = await db.select({ id: investments.id }).from(investments).limit(1)
    const saved = await submitInvestmentRequest({
      user: { id: investor.id, name: 'Investor', email: investor.email },
      investment,
      message: 'Interested',
      locale: 'en',
    })
    expect(saved.kind).toBe('saved')
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.area, 'investment'), eq(conversations.userId, investor.id)))
    return { conversation, investor }
  }

  test('a Support member cannot open an investment request’s conversation, nor answer in it', async () => {
    const support = await staffOf('support')
    const desk = await staffOf('investment_desk')
    const { conversation } = await investmentConversation()
    const path = `/admin/conversations/${conversation.id}`
    expect(
      statusOf(
        await callRoute(threadLoader, getRequest(path, { cookie: support.cookie }), {
          id: conversation.id,
        }),
      ),
    ).toBe(403)
    expect(
      statusOf(await staffPost(support, conversation.id, { intent: 'reply', message: 'x' })),
    ).toBe(403)
    expect(
      statusOf(
        await callRoute(threadLoader, getRequest(path, { cookie: desk.cookie }), {
          id: conversation.id,
        }),
      ),
    ).toBe(200)
    const db = await getDb()
    const events = await db
      .select({ kind: conversationEvents.kind })
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversation.id))
    expect(events.map((event) => event.kind)).toEqual(['submitted'])
  })

  test('an Editor opens none', async () => {
    const editor = await staffOf('editor')
    const { conversation } = await visitorMessage()
    expect(
      statusOf(
        await callRoute(
          threadLoader,
          getRequest(`/admin/conversations/${conversation.id}`, { cookie: editor.cookie }),
          { id: conversation.id },
        ),
      ),
    ).toBe(403)
  })

  test('a staff file link is refused to a role outside the area', async () => {
    const desk = await staffOf('investment_desk')
    const { conversation } = await visitorMessage()
    const response = await callRoute(
      staffFileLoader,
      getRequest(`/admin/conversations/${conversation.id}/files/att-x`, { cookie: desk.cookie }),
      { id: conversation.id, fileId: 'att-x' },
    )
    expect(statusOf(response)).toBe(403)
  })

  test('a signed-in investor answers from the dashboard; another account gets 404', async () => {
    const admin = await signInAsAdmin()
    const { conversation, investor } = await investmentConversation()
    await staffPost(admin, conversation.id, { intent: 'reply', message: 'Which amount?' })
    const path = `/dashboard/conversations/${conversation.id}`
    const own = (await callRoute(accountLoader, getRequest(path, { cookie: investor.cookie }), {
      id: conversation.id,
    })) as Awaited<ReturnType<typeof accountLoader>>
    expect(own.thread.timeline.map((entry) => entry.body)).toContain('Which amount?')
    const answered = await callRoute(
      accountAction,
      postForm(path, { message: 'About 200,000 AED' }, { cookie: investor.cookie }),
      { id: conversation.id },
    )
    expect(statusOf(answered)).toBe(302)

    const stranger = await createSignedInUser()
    expect(
      statusOf(
        await callRoute(accountLoader, getRequest(path, { cookie: stranger.cookie }), {
          id: conversation.id,
        }),
      ),
    ).toBe(404)
  })

  test('assignment goes only to staff whose role opens the area, and e-mails them', async () => {
    const admin = await signInAsAdmin()
    const support = await staffOf('support')
    const desk = await staffOf('investment_desk')
    const { conversation } = await visitorMessage()
    const refused = await staffPost(admin, conversation.id, {
      intent: 'assign',
      assigneeId: desk.id,
    })
    expect(statusOf(refused)).toBe(400)
    expect(
      statusOf(
        await staffPost(admin, conversation.id, { intent: 'assign', assigneeId: support.id }),
      ),
    ).toBe(302)
    const db = await getDb()
    const [after] = await db
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
    expect(after.assigneeId).toBe(support.id)
    const [mail] = await db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, support.email), like(emailOutbox.subject, 'Assigned%')))
    expect(mail.subject).toContain('Mona Visitor')
  })
})

describe('requests and their conversations', () => {
  test('a request screen’s link leads to its conversation, for the roles of its area', async () => {
    const support = await staffOf('support')
    const desk = await staffOf('investment_desk')
    const { conversation } = await visitorMessage()
    const path = `/admin/conversations/request/contact/${conversation.requestId}`
    const params = { area: 'contact', requestId: conversation.requestId }
    const found = (await callRoute(
      ofRequestLoader,
      getRequest(path, { cookie: support.cookie }),
      params,
    )) as Response
    expect(found.status).toBe(302)
    expect(found.headers.get('Location')).toBe(`/admin/conversations/${conversation.id}`)
    const arabic = (await callRoute(
      ofRequestLoader,
      getRequest(`/ar${path}`, { cookie: support.cookie }),
      params,
    )) as Response
    expect(arabic.headers.get('Location')).toBe(`/ar/admin/conversations/${conversation.id}`)
    expect(
      statusOf(await callRoute(ofRequestLoader, getRequest(path, { cookie: desk.cookie }), params)),
    ).toBe(403)
  })

  test('the thread’s request link shows that request on its own screen, whatever its age', async () => {
    const admin = await signInAsAdmin()
    const investor = await createSignedInUser()
    const db = await getDb()
    const [investment] = await db.select({ id: investments.id }).from(investments).limit(1)
    const email = `screen-${unique()}@example.org`
    const specific = await submitInvestmentRequest({
      user: { id: investor.id, name: 'Investor', email: investor.email },
      investment,
      message: 'Interested',
      locale: 'en',
    })
    if (specific.kind !== 'saved') throw new Error('not saved')
    const custom = await createCustomRequest({
      userId: null,
      name: 'Custom Asker',
      email,
      description: 'A custom request',
    })
    const consultation = await submitConsultationRequest({
      consultantId: 'con-001',
      name: 'Consultancy Asker',
      email,
      phone: '+971500000000',
      message: 'A consultation',
      locale: 'en',
    })
    if (consultation.kind !== 'saved') throw new Error('not saved')
    const { conversation: contact } = await visitorMessage()
    const conversationOf = async (area: string, requestId: string) => {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(eq(conversations.area, area as 'contact'), eq(conversations.requestId, requestId)),
        )
      return row
    }
    type ScreenLoader = (request: Request) => Promise<unknown>
    const screen =
      <Args extends { request: Request }>(loader: (args: Args) => unknown): ScreenLoader =>
      (request) =>
        callRoute(loader, request)
    const cases = [
      { conversation: contact, loader: screen(contactsLoader) },
      {
        conversation: await conversationOf('consultancy', consultation.id),
        loader: screen(consultancyRequestsLoader),
      },
      {
        conversation: await conversationOf('investment', specific.id),
        loader: screen(requestsLoader),
      },
      { conversation: await conversationOf('custom', custom.id), loader: screen(requestsLoader) },
    ]
    for (const { conversation, loader } of cases) {
      const href = requestScreenHref(conversation)
      const data = (await loader(getRequest(href, { cookie: admin.cookie }))) as {
        page: { rows: { id: string }[] }
      }
      expect(
        data.page.rows.map((row) => row.id),
        href,
      ).toContain(conversation.requestId)
      const opens = new URL(href, 'http://x').searchParams.get('view')
      if (conversation.area === 'contact' || conversation.area === 'consultancy')
        expect(opens, href).toBe(conversation.requestId)
    }
  })

  test('the dashboard lists the account’s conversations, a new reply marked', async () => {
    const admin = await signInAsAdmin()
    const investor = await createSignedInUser()
    const db = await getDb()
    const [investment] = await db.select({ id: investments.id }).from(investments).limit(1)
    await submitInvestmentRequest({
      user: { id: investor.id, name: 'Investor', email: investor.email },
      investment,
      message: 'Interested',
      locale: 'en',
    })
    const listed = async () =>
      (
        (await callRoute(
          dashboardLoader,
          getRequest('/dashboard', { cookie: investor.cookie }),
        )) as Awaited<ReturnType<typeof dashboardLoader>>
      ).conversations
    const [before] = await listed()
    expect(before).toMatchObject({ area: 'investment', unread: false })
    await staffPost(admin, before.id, { intent: 'reply', message: 'A question for you' })
    const [after] = await listed()
    expect(after).toMatchObject({ id: before.id, unread: true, state: 'waiting' })
    // Reading it clears the mark.
    await callRoute(
      accountLoader,
      getRequest(`/dashboard/conversations/${before.id}`, { cookie: investor.cookie }),
      { id: before.id },
    )
    expect((await listed())[0].unread).toBe(false)
  })

  test('a decision enters the timeline with its reason and closes the conversation', async () => {
    const admin = await signInAsAdmin()
    const investor = await createSignedInUser()
    const db = await getDb()
    const [investment] = await db.select({ id: investments.id }).from(investments).limit(1)
    const saved = await submitInvestmentRequest({
      user: { id: investor.id, name: 'Investor', email: investor.email },
      investment,
      message: 'Interested',
      locale: 'en',
    })
    if (saved.kind !== 'saved') throw new Error('not saved')
    const { decideRequest } = await import('~/domain/requests/requests.server')
    await decideRequest(
      { id: admin.id, email: admin.email },
      { kind: 'specific', intent: 'reject', id: saved.id, reason: 'Minimum not met' },
    )
    const [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.area, 'investment'), eq(conversations.requestId, saved.id)))
    expect(conversation.state).toBe('closed')
    const [status] = await db
      .select({ facts: conversationEvents.facts })
      .from(conversationEvents)
      .where(
        and(
          eq(conversationEvents.conversationId, conversation.id),
          eq(conversationEvents.kind, 'status'),
        ),
      )
    expect(status.facts).toMatchObject({
      from: 'Pending',
      to: 'Rejected',
      reason: 'Minimum not met',
    })
  })
})

describe('response times and turns', () => {
  /** Saves the business-hours form as an Administrator, the UAE week with these changes. */
  async function saveBusinessHours(fields: Record<string, string | string[]>) {
    const admin = await signInAsAdmin()
    const saved = await callRoute(
      settingsAction,
      postFormWithLists(
        '/admin/settings',
        {
          intent: 'business-hours',
          workingDays: ['1', '2', '3', '4', '5'],
          opensAt: '09:00',
          closesAt: '18:00',
          holidays: '',
          ...Object.fromEntries(
            ['contact', 'consultancy', 'investment', 'custom'].flatMap((area) => [
              [`targets.${area}.firstResponseHours`, '9'],
              [`targets.${area}.followUpHours`, '18'],
            ]),
          ),
          ...fields,
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(saved)).toBe(302)
  }

  async function resetBusinessHours() {
    const db = await getDb()
    await db
      .delete(settings)
      .where(
        inArray(settings.key, [
          'businessWorkingDays',
          'businessOpensAt',
          'businessClosesAt',
          'businessHolidays',
          'responseTargets',
          'conversationAutoAssign',
        ]),
      )
  }

  test('a first response is due in working hours, past a weekend and a holiday', async () => {
    await saveBusinessHours({ holidays: '2026-12-07 A holiday on Monday' })
    try {
      // Friday 4 December 2026, 17:00 in Dubai: one working hour on Friday, the weekend and
      // Monday's holiday pass, eight hours on Tuesday: due Tuesday at 17:00 in Dubai.
      const friday = new Date('2026-12-04T13:00:00Z')
      expect((await dueTimeFor('contact', 'first-response', friday)).toISOString()).toBe(
        '2026-12-08T13:00:00.000Z',
      )
      // A follow-up of 18 working hours from the same moment: Tuesday 9 h, Wednesday 8 h.
      expect((await dueTimeFor('contact', 'follow-up', friday)).toISOString()).toBe(
        '2026-12-09T13:00:00.000Z',
      )
    } finally {
      await resetBusinessHours()
    }
  })

  test('the thread says how long an answer is overdue, in working time', async () => {
    const support = await staffOf('support')
    const { conversation } = await visitorMessage()
    const db = await getDb()
    // Due a week ago: at least five working days overdue whatever today is.
    await db
      .update(conversations)
      .set({ dueAt: new Date(Date.now() - 7 * 24 * 3600_000) })
      .where(eq(conversations.id, conversation.id))
    const view = (await callRoute(
      threadLoader,
      getRequest(`/admin/conversations/${conversation.id}`, { cookie: support.cookie }),
      { id: conversation.id },
    )) as Awaited<ReturnType<typeof threadLoader>>
    expect(view.due?.isOverdue).toBe(true)
    expect(view.due!.minutes).toBeLessThanOrEqual(-5 * 9 * 60)
    expect(view.due!.minutes).toBeGreaterThan(-7 * 9 * 60)
  })

  test('in turn: new messages go to each available member in turn, never to one away', async () => {
    const db = await getDb()
    const first = await staffOf('support')
    const second = await staffOf('support')
    const away = await staffOf('support')
    // Only these three may take contact messages in this test; the others are away for it.
    const others = await db
      .update(user)
      .set({ away: true })
      .where(
        and(
          inArray(user.role, ['admin', 'support']),
          eq(user.away, false),
          ne(user.id, first.id),
          ne(user.id, second.id),
          ne(user.id, away.id),
        ),
      )
      .returning({ id: user.id })
    const marked = await callRoute(
      accountAction2,
      postForm('/admin/account', { intent: 'away', away: 'on' }, { cookie: away.cookie }),
    )
    expect(statusOf(marked)).toBe(302)
    await saveBusinessHours({ 'targets.contact.autoAssign': 'on' })
    try {
      const assigned: (string | null)[] = []
      for (let i = 0; i < 3; i++) {
        const { conversation } = await visitorMessage()
        const [row] = await db
          .select({ assigneeId: conversations.assigneeId })
          .from(conversations)
          .where(eq(conversations.id, conversation.id))
        assigned.push(row.assigneeId)
      }
      expect(new Set(assigned.slice(0, 2))).toEqual(new Set([first.id, second.id]))
      expect(assigned[2]).toBe(assigned[0])
      expect(assigned).not.toContain(away.id)
      const told = await db
        .select({ recipient: emailOutbox.recipient })
        .from(emailOutbox)
        .where(
          and(
            inArray(emailOutbox.recipient, [first.email, second.email, away.email]),
            like(emailOutbox.subject, 'Assigned to you%'),
          ),
        )
      expect(told.map((mail) => mail.recipient).sort()).toEqual(
        [first.email, first.email, second.email].sort(),
      )
    } finally {
      await resetBusinessHours()
      if (others.length > 0) {
        await db
          .update(user)
          .set({ away: false })
          .where(
            inArray(
              user.id,
              others.map((row) => row.id),
            ),
          )
      }
    }
  })
})
