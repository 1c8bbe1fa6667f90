import { and, count, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contactMessages } from '#db/schema'
import { action as contactAction, loader as contactLoader } from '~/routes/public/contact'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/contacts'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
} from '../support/requests'
import { toastOf } from '../support/toast'

beforeAll(prepareTestApp)

type Outcome = { data?: Record<string, unknown>; init?: ResponseInit | null }

function payload(outcome: unknown): Record<string, unknown> {
  return ((outcome as Outcome).data ?? outcome) as Record<string, unknown>
}

async function messagesFrom(email: string) {
  const db = await getDb()
  return db.select().from(contactMessages).where(eq(contactMessages.email, email))
}

async function totalMessages(): Promise<number> {
  const db = await getDb()
  const [{ n }] = await db.select({ n: count() }).from(contactMessages)
  return n
}

function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.org`
}

async function insertMessage(fields: { name: string; subject?: string; minutesAgo?: number }) {
  const db = await getDb()
  const id = `msg-test-${crypto.randomUUID().slice(0, 8)}`
  const email = uniqueEmail('sender')
  await db.insert(contactMessages).values({
    id,
    name: fields.name,
    email,
    subject: fields.subject ?? null,
    message: `Message from ${fields.name}`,
    submittedAt: new Date(Date.now() - (fields.minutesAgo ?? 0) * 60_000),
  })
  return { id, email }
}

describe('the public contact form', () => {
  test('the page shows the contact details and office hours from the settings', async () => {
    const outcome = (await callRoute(contactLoader, getRequest('/contact'))) as Awaited<
      ReturnType<typeof contactLoader>
    >
    expect(outcome.contact.address).toBe('Abu Dhabi, United Arab Emirates')
    expect(outcome.contact.officeHours).toEqual([
      { days: 'Monday-Thursday', hours: '9:00 AM-6:00 PM' },
      { days: 'Friday', hours: '9:00 AM-1:00 PM' },
      { days: 'Saturday-Sunday', hours: 'Closed' },
    ])
    expect(outcome.contact.map).toEqual({ latitude: 24.478, longitude: 54.357, zoom: 13 })
  })

  test('missing required fields give the spec message, field errors, 400, and store nothing', async () => {
    const before = await totalMessages()
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: '', email: '', subject: 'Kept subject', message: '' }),
    )
    expect(statusOf(outcome)).toBe(400)
    const result = payload(outcome).result as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(result.error['']).toEqual(['Please fill in all required fields'])
    expect(result.error.name).toEqual(['Full name is required'])
    expect(result.error.email).toEqual(['Email is required'])
    expect(result.error.message).toEqual(['Message is required'])
    expect(result.initialValue.subject).toBe('Kept subject')
    expect(await totalMessages()).toBe(before)
  })

  test('an invalid email address is refused and the typed values are kept', async () => {
    const before = await totalMessages()
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name: 'Layla Haddad', email: 'not-an-email', message: 'Hello' }),
    )
    expect(statusOf(outcome)).toBe(400)
    const result = payload(outcome).result as {
      error: Record<string, string[]>
      initialValue: Record<string, string>
    }
    expect(result.error.email).toEqual(['Invalid email address'])
    expect(result.initialValue).toMatchObject({ name: 'Layla Haddad', message: 'Hello' })
    expect(await totalMessages()).toBe(before)
  })

  test('a valid message is saved unread, with empty optional fields as null, and confirmed by a redirect with the flash message', async () => {
    const email = uniqueEmail('visitor')
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', {
        name: '  Omar Farouk ',
        email,
        phone: '',
        subject: '',
        message: 'I would like to discuss a real estate investment.',
      }),
    )
    // Back to an empty form; the flash message is a toast with JavaScript, a status line without.
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/contact')
    expect(await toastOf(outcome)).toMatchObject({
      type: 'success',
      title: 'Message sent successfully',
      description: "We'll get back to you as soon as possible",
    })
    const rows = await messagesFrom(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Omar Farouk',
      phone: null,
      subject: null,
      message: 'I would like to discuss a real estate investment.',
      isRead: false,
    })
  })

  test('a NUL or control character in a field is refused with 400 and nothing is saved; a body that is not a form is a 400', async () => {
    for (const name of ['Nul\u0000 Sender', 'Bell\u0007 Sender', 'Escape\u001b[31m Sender']) {
      const email = uniqueEmail('control')
      const outcome = await callRoute(
        contactAction,
        postForm('/contact', { name, email, message: 'Hello there' }),
      )
      expect(statusOf(outcome)).toBe(400)
      expect(await messagesFrom(email)).toEqual([])
    }
    // Tabs and line breaks are text people type.
    const email = uniqueEmail('lines')
    await callRoute(
      contactAction,
      postForm('/contact', { name: 'Line Breaker', email, message: 'First\r\nSecond\tcolumn' }),
    )
    expect(await messagesFrom(email)).toMatchObject([{ message: 'First\r\nSecond\tcolumn' }])

    const notAForm = await callRoute(
      contactAction,
      new Request('http://localhost/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"name":"x"}',
      }),
    )
    expect(statusOf(notAForm)).toBe(400)
  })

  test('phone and subject are stored when given', async () => {
    const email = uniqueEmail('visitor')
    await callRoute(
      contactAction,
      postForm('/contact', {
        name: 'Sara Ali',
        email,
        phone: '+971 50 123 4567',
        subject: 'Office visit',
        message: 'Can I visit next week?',
      }),
    )
    const [row] = await messagesFrom(email)
    expect(row).toMatchObject({ phone: '+971 50 123 4567', subject: 'Office visit' })
  })

  test('a submission that fills the honeypot looks successful but stores nothing', async () => {
    const email = uniqueEmail('bot')
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', {
        name: 'Bot',
        email,
        message: 'Buy now',
        website_url: 'https://spam.example',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome))?.title).toBe('Message sent successfully')
    expect(await messagesFrom(email)).toHaveLength(0)
  })

  test('too many messages from one address are refused with 429 and a clear message', async () => {
    const ip = '198.51.100.23'
    const limit = env().FORM_RATE_LIMIT
    for (let index = 0; index < limit; index += 1) {
      const outcome = await callRoute(
        contactAction,
        postForm(
          '/contact',
          { name: 'Repeat', email: uniqueEmail('repeat'), message: `Message ${index}` },
          { headers: { 'x-client-ip': ip } },
        ),
      )
      expect(statusOf(outcome)).toBe(302)
    }
    const email = uniqueEmail('limited')
    const outcome = await callRoute(
      contactAction,
      postForm(
        '/contact',
        { name: 'Repeat', email, message: 'One too many' },
        { headers: { 'x-client-ip': ip } },
      ),
    )
    expect(statusOf(outcome)).toBe(429)
    const limited = payload(outcome) as {
      result: { error: Record<string, string[]>; initialValue: Record<string, string> }
      toast: { type: string; title: string }
    }
    // The reason above the form (and as a toast), the typed message kept.
    expect(limited.result.error['']).toEqual([
      'Too many requests. Please wait a moment and try again.',
    ])
    expect(limited.result.initialValue.message).toBe('One too many')
    expect(limited.toast).toMatchObject({ type: 'error' })
    expect(new Headers((outcome as Outcome).init?.headers).get('Retry-After')).toMatch(/^\d+$/)
    expect(await messagesFrom(email)).toHaveLength(0)
  })
})

describe('the admin contact messages', () => {
  test('a visitor is sent to login and a signed-in user to the dashboard', async () => {
    const visitor = await callRoute(adminLoader, getRequest('/admin/contacts'))
    expect(statusOf(visitor)).toBe(302)
    expect((visitor as Response).headers.get('Location')).toMatch(/^\/login/)
    const user = await createSignedInUser()
    const member = await callRoute(
      adminLoader,
      getRequest('/admin/contacts', { cookie: user.cookie }),
    )
    expect((member as Response).headers.get('Location')).toBe('/dashboard')
  })

  test('messages are listed newest first, searched and filtered on the server', async () => {
    const admin = await signInAsAdmin()
    const tag = crypto.randomUUID().slice(0, 6)
    await insertMessage({ name: `Older ${tag}`, minutesAgo: 30 })
    await insertMessage({ name: `Newer ${tag}`, subject: `Budget ${tag}`, minutesAgo: 1 })
    const page = (await callRoute(
      adminLoader,
      getRequest(`/admin/contacts?q=${tag}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(page.page.rows.map((row) => row.name)).toEqual([`Newer ${tag}`, `Older ${tag}`])
    expect(page.page.total).toBe(2)

    const bySubject = (await callRoute(
      adminLoader,
      getRequest(`/admin/contacts?q=budget%20${tag}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(bySubject.page.rows.map((row) => row.name)).toEqual([`Newer ${tag}`])
  })

  test('opening a message marks it read, once, with an audit record', async () => {
    const admin = await signInAsAdmin()
    const tag = crypto.randomUUID().slice(0, 6)
    const { id } = await insertMessage({ name: `Unread ${tag}` })
    const unreadOnly = (await callRoute(
      adminLoader,
      getRequest(`/admin/contacts?status=unread&q=${tag}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(unreadOnly.page.rows.map((row) => row.id)).toEqual([id])

    const outcome = await callRoute(
      adminAction,
      postForm(
        `/admin/contacts?status=unread&q=${tag}`,
        { intent: 'mark-read', id },
        { cookie: admin.cookie },
      ),
    )
    // Then its dialog opens (?view=<id>), the list's query kept.
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      `/admin/contacts?status=unread&q=${tag}&view=${id}#contact-message`,
    )
    const db = await getDb()
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row.isRead).toBe(true)
    // Opening it again changes nothing and records nothing more.
    await callRoute(
      adminAction,
      postForm('/admin/contacts', { intent: 'mark-read', id }, { cookie: admin.cookie }),
    )
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)))
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'update',
      actorEmail: admin.email.toLowerCase(),
      before: { isRead: false },
      after: { isRead: true },
    })

    const afterwards = (await callRoute(
      adminLoader,
      getRequest(`/admin/contacts?status=unread&q=${tag}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(afterwards.page.rows).toHaveLength(0)
  })

  test('deleting a message removes it, records the audit and confirms with the spec text', async () => {
    const admin = await signInAsAdmin()
    const { id } = await insertMessage({ name: 'To delete' })
    const outcome = await callRoute(
      adminAction,
      postForm(`/admin/contacts?delete=${id}`, { intent: 'delete', id }, { cookie: admin.cookie }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/contacts')
    expect((await toastOf(outcome))?.title).toBe('Message has been deleted.')
    const db = await getDb()
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(
      0,
    )
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({ action: 'delete', before: { id, name: 'To delete' } })
  })

  test('deleting an unknown message answers 404 with the spec failure message', async () => {
    const admin = await signInAsAdmin()
    const outcome = await callRoute(
      adminAction,
      postForm(
        '/admin/contacts',
        { intent: 'delete', id: 'msg-missing' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(404)
    expect(payload(outcome).toast).toMatchObject({ title: 'Failed to delete message' })
  })

  test('a non-admin cannot mark read or delete (403, a visitor goes to /login) and nothing changes', async () => {
    const { id } = await insertMessage({ name: 'Protected' })
    const user = await createSignedInUser()
    for (const intent of ['mark-read', 'delete']) {
      const asUser = await callRoute(
        adminAction,
        postForm('/admin/contacts', { intent, id }, { cookie: user.cookie }),
      )
      expect(statusOf(asUser)).toBe(403)
      const asVisitor = await callRoute(adminAction, postForm('/admin/contacts', { intent, id }))
      expect(statusOf(asVisitor)).toBe(302)
      expect((asVisitor as Response).headers.get('Location')).toBe(
        '/login?redirectTo=%2Fadmin%2Fcontacts',
      )
    }
    const db = await getDb()
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id))
    expect(row.isRead).toBe(false)
  })
})
