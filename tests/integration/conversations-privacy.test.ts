import crypto from 'node:crypto'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  contactMessages,
  conversationAttachments,
  conversationEvents,
  conversationLinks,
  conversations,
  dataRequests,
  fileDeletions,
  investmentRequests,
  user,
  type ConversationAreaName,
} from '#db/schema'
import { createContactMessage } from '~/domain/contact/contact.server'
import {
  addNote,
  replyAsRequester,
  replyAsStaff,
  type StoredAttachment,
} from '~/domain/conversations/conversations.server'
import {
  buildPersonalDataZip,
  emailHash,
  erasePersonalData,
} from '~/domain/privacy/personal-data.server'
import { applyRetention } from '~/domain/privacy/retention.server'
import { monthsBefore } from '~/domain/privacy/retention-cutoff'
import { newId } from '~/lib/ids'
import { action as deleteAccountAction } from '~/routes/account/delete-account'
import { getDb } from '~/server/db.server'
import { deleteQueuedFiles } from '~/server/file-deletions.server'
import { getFile, newFileKey, putFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  postForm,
  proveAddress,
  signInAsAdmin,
  type TestAccount,
} from '../support/requests'

// Conversations hold personal data (decision 040): the requester's name and address copied on
// the conversation, their messages, the files both sides sent, and the staff's replies to
// them. A person's export holds the thread as the requester reads it (never an internal
// note), and every path that deletes the person's data deletes their conversations with it:
// an erasure, the retention job, an account deleted with an accepted investment request.

type Staff = { id: string; email: string; name: string; role: string }

let admin: Staff

beforeAll(async () => {
  await prepareTestApp()
  admin = await staffOf(await signInAsAdmin())
})

const unique = () => crypto.randomBytes(4).toString('hex')

async function staffOf(account: Pick<TestAccount, 'id'>): Promise<Staff> {
  const db = await getDb()
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, account.id))
  return { ...row, role: row.role ?? 'user' }
}

/** A file as an upload stores it (uploads.server.ts), its bytes naming whose it is. */
async function storedFile(label: string, originalName: string): Promise<StoredAttachment> {
  const key = newFileKey('conversations', 'pdf')
  const body = Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`)
  await putFile(key, body, 'application/pdf')
  return {
    kind: 'stored',
    key,
    url: `/files/${key}`,
    mime: 'application/pdf',
    size: body.length,
    originalName,
  }
}

async function conversationOf(area: ConversationAreaName, requestId: string) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.area, area), eq(conversations.requestId, requestId)))
  return row
}

/**
 * A visitor's contact message answered by staff with a file, answered back with another, and
 * an internal note about it: what a thread holds after a few days.
 */
async function visitorThread(input: { name: string; email: string; userId?: string }) {
  const { id: messageId } = await createContactMessage({
    name: input.name,
    email: input.email,
    phone: null,
    subject: 'Office space in Dubai',
    message: `Hello, this is ${input.name}.`,
    locale: 'en',
    userId: input.userId ?? null,
  })
  const conversation = await conversationOf('contact', messageId)
  const staffFile = await storedFile(`brochure for ${input.name}`, 'Brochure.pdf')
  const requesterFile = await storedFile(`passport of ${input.name}`, 'Passport.pdf')
  const note = `Internal: ${input.name} sounded unsure about the budget ${unique()}`
  const reply = `Dear ${input.name}, our brochure is attached ${unique()}`
  const answer = `Thank you, here is my passport ${unique()}`
  expect(
    await replyAsStaff(admin, conversation.id, { body: reply, attachment: staffFile }),
  ).toEqual({ kind: 'ok' })
  expect(await addNote(admin, conversation.id, note)).toEqual({ kind: 'ok' })
  expect(
    await replyAsRequester(conversation.id, {
      body: answer,
      attachment: requesterFile,
      authorId: input.userId ?? null,
    }),
  ).toEqual({ kind: 'ok' })
  return {
    messageId,
    conversationId: conversation.id,
    staffFile,
    requesterFile,
    note,
    reply,
    answer,
  }
}

async function newDataRequest(email: string, kind: 'export' | 'erasure') {
  const db = await getDb()
  const id = newId('dreq')
  await db.insert(dataRequests).values({
    id,
    email,
    emailHash: emailHash(email),
    kind,
    state: 'confirmed',
    source: 'staff',
    dueAt: new Date(Date.now() + 30 * 86_400_000),
  })
  return id
}

type ExportedConversation = {
  id: string
  requestId: string
  email: string
  timeline: {
    kind: string
    body: string
    attachments: { filename: string; file: string }[]
  }[]
}

async function exportOf(selector: { email: string; userId?: string }) {
  const { zip, counts } = await buildPersonalDataZip(selector)
  const entries = unzipSync(zip)
  const text = strFromU8(entries['data.json'])
  const data = JSON.parse(text) as { conversations: ExportedConversation[] }
  return { entries, text, data, counts }
}

describe('export', () => {
  test('a visitor’s export holds their thread as they read it and both files, never the note', async () => {
    const email = `thread-${unique()}@example.org`
    const thread = await visitorThread({ name: 'Aisha Thread', email })
    // Someone else's thread, with the same name: not in the export.
    const other = await visitorThread({
      name: 'Aisha Thread',
      email: `other-${unique()}@example.org`,
    })

    // The visitor's own route proves the address by its e-mailed link (decision 028).
    const { entries, text, data, counts } = await exportOf({ email: email.toUpperCase() })

    expect(data.conversations.map((row) => row.id)).toEqual([thread.conversationId])
    const [exported] = data.conversations
    expect(exported).toMatchObject({ requestId: thread.messageId, email })
    expect(exported.timeline.map((event) => event.kind)).toEqual([
      'submitted',
      'message_out',
      'message_in',
    ])
    expect(exported.timeline.map((event) => event.body)).toEqual([
      'Hello, this is Aisha Thread.',
      thread.reply,
      thread.answer,
    ])
    // Never the note, nor the staff side's bookkeeping (who it was assigned to, what was sent).
    expect(text).not.toContain(thread.note)
    expect(text).not.toContain('Internal:')
    expect(text).not.toMatch(/"kind": "(note|assignment|email)"/)
    expect(text).not.toContain(thread.staffFile.key)
    expect(text).not.toContain(other.conversationId)

    // The files, as stored, beside the JSON that names them.
    const files = exported.timeline.flatMap((event) => event.attachments)
    expect(files.map((file) => file.filename)).toEqual(['Brochure.pdf', 'Passport.pdf'])
    for (const [file, stored] of [
      [files[0], thread.staffFile],
      [files[1], thread.requesterFile],
    ] as const) {
      expect(file.file).toMatch(/^files\/att-[\w-]+-(Brochure|Passport)\.pdf$/)
      expect(Buffer.from(entries[file.file])).toEqual((await getFile(stored.key))?.body)
    }
    expect(counts).toMatchObject({ contactMessages: 1, conversations: 1, conversationFiles: 2 })
  })

  test('an account’s export holds what it sent signed in; what its address alone links, once proven', async () => {
    const account = await createSignedInUser({ name: 'Omar Account' })
    const signedIn = await visitorThread({
      name: 'Omar Account',
      email: `typed-${unique()}@example.org`,
      userId: account.id,
    })
    // Sent with the account's address without signing in (before registering, say).
    const byAddress = await visitorThread({ name: 'Omar Account', email: account.email })

    const before = await exportOf({ email: account.email, userId: account.id })
    expect(before.data.conversations.map((row) => row.id)).toEqual([signedIn.conversationId])

    await proveAddress(account)
    const after = await exportOf({ email: account.email, userId: account.id })
    expect(after.data.conversations.map((row) => row.id).sort()).toEqual(
      [signedIn.conversationId, byAddress.conversationId].sort(),
    )
    expect(after.counts).toMatchObject({ conversations: 2, conversationFiles: 4 })
  })
})

describe('erasure', () => {
  test('deletes the conversation with every event, link and attachment, and the files', async () => {
    const db = await getDb()
    const email = `erase-${unique()}@example.org`
    const thread = await visitorThread({ name: 'Hessa Erase', email })
    const kept = await visitorThread({ name: 'Hessa Erase', email: `kept-${unique()}@example.org` })
    const requestId = await newDataRequest(email, 'erasure')

    const counts = await erasePersonalData(
      { email },
      { actor: { id: admin.id, email: admin.email }, dataRequestId: requestId },
    )
    expect(counts).toMatchObject({ contactMessages: 1, conversations: 1, conversationFiles: 2 })

    const id = thread.conversationId
    expect(await db.select().from(conversations).where(eq(conversations.id, id))).toEqual([])
    // The staff's reply and note go with it: they were part of this person's conversation.
    expect(
      await db.select().from(conversationEvents).where(eq(conversationEvents.conversationId, id)),
    ).toEqual([])
    expect(
      await db.select().from(conversationLinks).where(eq(conversationLinks.conversationId, id)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(conversationAttachments)
        .where(eq(conversationAttachments.conversationId, id)),
    ).toEqual([])
    // The files: deleted from the storage after the commit, nothing left in the queue.
    const keys = [thread.staffFile.key, thread.requesterFile.key]
    for (const key of keys) expect(await getFile(key)).toBeNull()
    expect(await db.select().from(fileDeletions).where(inArray(fileDeletions.key, keys))).toEqual(
      [],
    )
    // The audit entries of the staff's work on it keep who and when, not what.
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(
          inArray(auditLog.entity, ['conversation_reply', 'conversation_note']),
          eq(auditLog.entityId, id),
        ),
      )
    expect(entries).toHaveLength(2)
    for (const entry of entries) expect(entry).toMatchObject({ before: null, after: null })
    const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId))
    expect(request.summary).toMatchObject({ conversations: 1, conversationFiles: 2 })

    // Another person's thread is untouched, files and all.
    expect(await conversationOf('contact', kept.messageId)).toBeDefined()
    expect(await getFile(kept.staffFile.key)).not.toBeNull()
    expect(
      await db
        .select()
        .from(conversationEvents)
        .where(eq(conversationEvents.conversationId, kept.conversationId)),
    ).toHaveLength(6)
  })

  test('an account deleted with an investment request leaves no conversation naming it', async () => {
    const db = await getDb()
    const name = `Khalid Investor ${unique()}`
    const account = await createSignedInUser({ name })
    const pending = newId('ireq')
    const accepted = newId('ireq')
    await db.insert(investmentRequests).values([
      { id: pending, userId: account.id, investmentId: 'inv-001', message: 'Maybe' },
      {
        id: accepted,
        userId: account.id,
        investmentId: 'inv-002',
        message: 'Call me',
        status: 'Accepted',
      },
    ])
    const acceptedConversation = await conversationOf('investment', accepted)
    expect(acceptedConversation).toMatchObject({ userId: account.id, name, email: account.email })
    const file = await storedFile(`contract for ${name}`, 'Contract.pdf')
    await replyAsStaff(admin, acceptedConversation.id, {
      body: `Dear ${name}, the contract is attached.`,
      attachment: file,
    })

    // "Delete my account" (an unproven address: the account's own records only, decision 034).
    const outcome = (await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: account.password },
        { cookie: account.cookie },
      ),
    )) as Response
    expect(outcome.status).toBe(302)

    // The accepted request stays, a business record naming no one (decision 027) …
    const [kept] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.id, accepted))
    expect(kept).toMatchObject({ userId: null, status: 'Accepted' })
    // … and no conversation names the person: not by account, address or name.
    expect(
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          or(
            eq(conversations.userId, account.id),
            sql`lower(${conversations.email}) = ${account.email.toLowerCase()}`,
            eq(conversations.name, name),
            inArray(conversations.requestId, [pending, accepted]),
          ),
        ),
    ).toEqual([])
    expect(
      await db
        .select({ id: conversationEvents.id })
        .from(conversationEvents)
        .where(eq(conversationEvents.conversationId, acceptedConversation.id)),
    ).toEqual([])
    expect(await getFile(file.key)).toBeNull()
    const [request] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.emailHash, emailHash(account.email)))
    expect(request.summary).toMatchObject({
      investmentRequests: 1,
      investmentRequestsAnonymised: 1,
      conversations: 2,
      conversationFiles: 1,
    })
  })

  test('an erased staff member’s replies in others’ conversations stay, without their name', async () => {
    const db = await getDb()
    const staffName = `Support Member ${unique()}`
    const account = await createSignedInUser({ name: staffName })
    await db.update(user).set({ role: 'support' }).where(eq(user.id, account.id))
    const member = await staffOf(account)
    const { id: messageId } = await createContactMessage({
      name: 'Mona Customer',
      email: `customer-${unique()}@example.org`,
      phone: null,
      subject: 'Question',
      message: 'A question',
      locale: 'en',
    })
    const conversation = await conversationOf('contact', messageId)
    await replyAsStaff(member, conversation.id, { body: 'Here is the answer.', attachment: null })

    const requestId = await newDataRequest(member.email, 'erasure')
    await erasePersonalData(
      { email: member.email },
      { actor: { id: admin.id, email: admin.email }, dataRequestId: requestId },
    )

    const events = await db
      .select()
      .from(conversationEvents)
      .where(eq(conversationEvents.conversationId, conversation.id))
    const reply = events.find((event) => event.kind === 'message_out')
    expect(reply).toMatchObject({
      body: 'Here is the answer.',
      authorId: null,
      authorName: 'Erased',
    })
    const assignment = events.find((event) => event.kind === 'assignment')
    expect(assignment?.facts).toMatchObject({ toName: 'Erased' })
    expect(JSON.stringify(events)).not.toContain(staffName)
  })
})

describe('retention', () => {
  test('a contact message past its period takes its conversation and queues its files', async () => {
    const db = await getDb()
    const thread = await visitorThread({
      name: 'Old Thread',
      email: `old-${unique()}@example.org`,
    })
    // Sent three years ago: past the default 24 months.
    await db
      .update(contactMessages)
      .set({ submittedAt: monthsBefore(new Date(), 36) })
      .where(eq(contactMessages.id, thread.messageId))

    const counts = await applyRetention()
    expect(counts.contactMessages).toBeGreaterThanOrEqual(1)
    expect(
      await db.select().from(conversations).where(eq(conversations.id, thread.conversationId)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(conversationEvents)
        .where(eq(conversationEvents.conversationId, thread.conversationId)),
    ).toEqual([])
    // The files are queued in the batch's transaction; the job runner's pass deletes them.
    const keys = [thread.staffFile.key, thread.requesterFile.key]
    const queued = await db.select().from(fileDeletions).where(inArray(fileDeletions.key, keys))
    expect(queued.map((row) => row.key).sort()).toEqual([...keys].sort())
    await deleteQueuedFiles()
    for (const key of keys) expect(await getFile(key)).toBeNull()
    expect(await db.select().from(fileDeletions).where(inArray(fileDeletions.key, keys))).toEqual(
      [],
    )
  })
})
