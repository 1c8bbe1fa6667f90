import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { consultancyRequests, contactMessages } from '#db/schema'
import type { ActionData } from '~/lib/action-result'
import { newId } from '~/lib/ids'
import * as contactsRoute from '~/routes/admin/contacts'
import * as requestsRoute from '~/routes/admin/consultancy-requests'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

/*
 * The admin's contact messages and consultancy requests on the form kit (issue 11): their
 * dialogs are URLs (?view=, ?delete=), every answer is a redirect with the flash message or
 * the open dialog again with the reason, never a 500.
 */

let admin: TestAccount
beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

const CONTACTS = '/admin/contacts'
const REQUESTS = '/admin/consultancy/requests'
const tag = () => crypto.randomUUID().slice(0, 8)

function adminPost(path: string, fields: Record<string, string>) {
  return postForm(path, fields, { cookie: admin.cookie })
}

function answerOf(outcome: unknown): ActionData {
  return (outcome as { data: ActionData }).data
}

async function insertMessage(name: string) {
  const db = await getDb()
  const id = `msg-h3-${tag()}`
  await db.insert(contactMessages).values({
    id,
    name,
    email: `${id}@example.org`,
    message: `Message from ${name}`,
  })
  return id
}

async function insertConsultancyRequest(name: string) {
  const db = await getDb()
  const id = newId('creq')
  await db.insert(consultancyRequests).values({
    id,
    consultantId: null,
    name,
    email: `${id}@example.org`,
    phone: '+971 50 000 0000',
    message: 'Please call.',
  })
  return id
}

describe('contact messages', () => {
  test('an opened message stays in its dialog when the Unread filter no longer lists it', async () => {
    const name = `Filtered ${tag()}`
    const id = await insertMessage(name)
    const opened = await callRoute(
      contactsRoute.action,
      adminPost(`${CONTACTS}?status=unread&q=${encodeURIComponent(name)}`, {
        intent: 'mark-read',
        id,
      }),
    )
    const location = (opened as Response).headers.get('Location') ?? ''
    expect(location).toMatch(new RegExp(`view=${id}#contact-message$`))
    const page = (await callRoute(
      contactsRoute.loader,
      getRequest(location.split('#')[0], { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof contactsRoute.loader>>
    expect(page.page.rows).toHaveLength(0)
    expect(page.selected).toMatchObject({ id, name, isRead: true })
  })

  test('a refused delete keeps the dialog open with the reason; an unknown intent is a 400', async () => {
    const missing = await callRoute(
      contactsRoute.action,
      adminPost(`${CONTACTS}?delete=msg-gone`, { intent: 'delete', id: 'msg-gone' }),
    )
    expect(statusOf(missing)).toBe(404)
    expect(answerOf(missing).result?.error?.['']).toEqual(['This message no longer exists.'])
    expect(answerOf(missing).toast).toMatchObject({ title: 'Failed to delete message' })

    const id = await insertMessage(`Kept ${tag()}`)
    const unknown = await callRoute(
      contactsRoute.action,
      adminPost(CONTACTS, { intent: 'archive', id }),
    )
    expect(statusOf(unknown)).toBe(400)
    const db = await getDb()
    expect(await db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(
      1,
    )
  })
})

describe('consultancy requests', () => {
  test('notes saved on their own stay in the open dialog with their own flash message', async () => {
    const id = await insertConsultancyRequest(`Noted ${tag()}`)
    const outcome = await callRoute(
      requestsRoute.action,
      adminPost(`${REQUESTS}?q=noted&view=${id}`, {
        intent: 'update',
        field: 'notes',
        id,
        status: 'Pending',
        notes: '  Call back on Sunday  ',
      }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(`${REQUESTS}?q=noted&view=${id}`)
    expect(await toastOf(outcome)).toEqual({ type: 'success', title: 'Notes saved' })
    const db = await getDb()
    const [row] = await db.select().from(consultancyRequests).where(eq(consultancyRequests.id, id))
    expect(row).toMatchObject({ status: 'Pending', notes: 'Call back on Sunday' })
  })

  test('a refused delete keeps the dialog open with the spec message; nothing else changes', async () => {
    const missing = await callRoute(
      requestsRoute.action,
      adminPost(`${REQUESTS}?delete=creq-gone`, { intent: 'delete', id: 'creq-gone' }),
    )
    expect(statusOf(missing)).toBe(404)
    expect(answerOf(missing).result?.error?.['']).toEqual(['Failed to delete consultancy request'])

    const id = await insertConsultancyRequest(`Kept ${tag()}`)
    const unknown = await callRoute(
      requestsRoute.action,
      adminPost(REQUESTS, { intent: 'archive', id }),
    )
    expect(statusOf(unknown)).toBe(400)
    const db = await getDb()
    expect(
      await db.select().from(consultancyRequests).where(eq(consultancyRequests.id, id)),
    ).toHaveLength(1)
  })
})
