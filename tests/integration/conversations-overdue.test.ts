import crypto from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { and, eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { conversations, emailOutbox, user } from '#db/schema'
import { createContactMessage } from '~/domain/contact/contact.server'
import { replyAsRequester, replyAsStaff } from '~/domain/conversations/conversations.server'
import { notifyOverdueConversations } from '~/domain/conversations/overdue.server'
import { readLetterhead } from '~/domain/notifications/notifications.server'
import { SCHEDULED_JOBS } from '~/scheduled-jobs.server'
import { getDb } from '~/server/db.server'
import { createJobRunner, type JobRunner } from '~/server/jobs.server'
import { prepareTestApp } from '../support/app'
import { createSignedInUser } from '../support/requests'

// Decision 040: an open conversation whose answer fell due e-mails its assignee once (the
// company's notification inbox when nobody is on it), through the outbox, marked in the same
// transaction; a new due time after the requester answers may be told again.

type Staff = { id: string; email: string; name: string; role: string }

let assignee: Staff
const runners: JobRunner[] = []

beforeAll(async () => {
  await prepareTestApp()
  const account = await createSignedInUser({ name: 'Sara Support' })
  const db = await getDb()
  await db.update(user).set({ role: 'support' }).where(eq(user.id, account.id))
  assignee = { id: account.id, email: account.email, name: 'Sara Support', role: 'support' }
})

afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop()
})

const MINUTE_MS = 60_000
const unique = () => crypto.randomBytes(4).toString('hex')

/** A visitor's contact message (its conversation opened with it), then as the test sets it. */
async function conversationWith(
  name: string,
  set: Partial<typeof conversations.$inferInsert>,
): Promise<string> {
  const { id: messageId } = await createContactMessage({
    name,
    email: `${unique()}@example.org`,
    phone: null,
    subject: 'A question',
    message: 'Please call me back.',
    locale: 'en',
  })
  const db = await getDb()
  const [row] = await db
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.area, 'contact'), eq(conversations.requestId, messageId)))
    .returning({ id: conversations.id })
  return row.id
}

/** The reminders queued about the conversation with `name`: to whom, and what they say. */
async function remindersAbout(name: string) {
  const db = await getDb()
  return db
    .select({ to: emailOutbox.recipient, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `Overdue: the conversation with ${name}`))
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS)

describe('the overdue reminder', () => {
  test('is a scheduled job, every five minutes', () => {
    const job = SCHEDULED_JOBS.find(
      (scheduled) => scheduled.name === 'notify-overdue-conversations',
    )
    expect(job?.everyMs).toBe(5 * MINUTE_MS)
  })

  test('an assigned conversation past its due time e-mails its assignee once, however many runs', async () => {
    const name = `Overdue Assigned ${unique()}`
    const id = await conversationWith(name, {
      assigneeId: assignee.id,
      dueAt: minutesAgo(30),
    })

    const job = SCHEDULED_JOBS.find(
      (scheduled) => scheduled.name === 'notify-overdue-conversations',
    )!
    const runner = createJobRunner({ pollMs: 60_000, jobs: [job] })
    runners.push(runner)
    await runner.runOnce()
    // Two more at the same moment, as two processes would.
    await Promise.all([notifyOverdueConversations(), notifyOverdueConversations()])

    const reminders = await remindersAbout(name)
    expect(reminders).toHaveLength(1)
    expect(reminders[0].to).toBe(assignee.email)
    expect(reminders[0].text).toMatch(/^Dear Sara Support,/)
    expect(reminders[0].text).toMatch(
      new RegExp(`The answer owed to ${name} \\(Contact message\\) was due at .+ \\(Dubai time\\)`),
    )
    expect(reminders[0].text).toContain(`/admin/conversations/${id}`)
    const db = await getDb()
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id))
    expect(row.overdueNotifiedAt).not.toBeNull()
  })

  test('one not yet due and one closed e-mail nobody; one due weeks before the job ran does', async () => {
    const notYet = `Not Yet Due ${unique()}`
    const closed = `Closed ${unique()}`
    const late = `Long Overdue ${unique()}`
    await conversationWith(notYet, { assigneeId: assignee.id, dueAt: minutesAgo(-30) })
    await conversationWith(closed, {
      assigneeId: assignee.id,
      state: 'closed',
      dueAt: minutesAgo(30),
    })
    // Due three weeks ago, the job down since: it is told at its first run, not forgotten.
    await conversationWith(late, { assigneeId: assignee.id, dueAt: minutesAgo(21 * 24 * 60) })

    await notifyOverdueConversations()
    expect(await remindersAbout(notYet)).toEqual([])
    expect(await remindersAbout(closed)).toEqual([])
    expect((await remindersAbout(late)).map((reminder) => reminder.to)).toEqual([assignee.email])
  })

  test('the requests on file when conversations began count as told, and e-mail nobody', async () => {
    // Migration 0018 opened a conversation for each request on file, overdue from the start;
    // migration 0021 marks those told. Run here on one such conversation.
    const backfilled = `On File ${unique()}`
    const id = await conversationWith(backfilled, { dueAt: minutesAgo(2 * 365 * 24 * 60) })
    const migration = await readFile(
      new URL('../../db/migrations/0021_overdue_backfill_told.sql', import.meta.url),
      'utf8',
    )
    const db = await getDb()
    await db.execute(sql.raw(migration))
    const [row] = await db.select().from(conversations).where(eq(conversations.id, id))
    expect(row.overdueNotifiedAt).not.toBeNull()

    await notifyOverdueConversations()
    expect(await remindersAbout(backfilled)).toEqual([])
  })

  test('an unassigned one e-mails the company’s notification inbox, once', async () => {
    const name = `Overdue Unassigned ${unique()}`
    await conversationWith(name, { assigneeId: null, dueAt: minutesAgo(5) })

    await notifyOverdueConversations()
    await notifyOverdueConversations()

    const reminders = await remindersAbout(name)
    expect(reminders.map((reminder) => reminder.to)).toEqual([(await readLetterhead()).inbox])
    expect(reminders[0].text).not.toContain('Dear')
  })

  test('after the requester answers a reply, the new due time is told again once it passes', async () => {
    const name = `Overdue Again ${unique()}`
    const id = await conversationWith(name, { assigneeId: assignee.id, dueAt: minutesAgo(10) })
    await notifyOverdueConversations()
    expect(await remindersAbout(name)).toHaveLength(1)

    // Staff reply (nothing owed), then the requester answers: a follow-up falls due.
    expect(
      await replyAsStaff(assignee, id, { body: 'Here is our answer.', attachment: null }),
    ).toEqual({ kind: 'ok' })
    expect(
      await replyAsRequester(id, {
        body: 'One more question.',
        attachment: null,
        authorId: null,
      }),
    ).toEqual({ kind: 'ok' })
    const db = await getDb()
    const [answered] = await db.select().from(conversations).where(eq(conversations.id, id))
    expect(answered).toMatchObject({ state: 'open', overdueNotifiedAt: null })
    expect(answered.dueAt!.getTime()).toBeGreaterThan(Date.now())

    // Not before the new due time …
    await notifyOverdueConversations()
    expect(await remindersAbout(name)).toHaveLength(1)
    // … and once after it, however many runs.
    const later = new Date(answered.dueAt!.getTime() + MINUTE_MS)
    await notifyOverdueConversations(later)
    await notifyOverdueConversations(later)
    const reminders = await remindersAbout(name)
    expect(reminders).toHaveLength(2)
    expect(reminders.map((reminder) => reminder.to)).toEqual([assignee.email, assignee.email])
  })

  test('an assignee whose role no longer opens the area, or who is away, is not told; the inbox is', async () => {
    const former = await createSignedInUser({ name: 'Former Staff' })
    const formerName = `Overdue Former ${unique()}`
    await conversationWith(formerName, { assigneeId: former.id, dueAt: minutesAgo(5) })
    const away = await createSignedInUser({ name: 'Away Staff' })
    const db = await getDb()
    await db.update(user).set({ role: 'support', away: true }).where(eq(user.id, away.id))
    const awayName = `Overdue Away ${unique()}`
    await conversationWith(awayName, { assigneeId: away.id, dueAt: minutesAgo(5) })

    await notifyOverdueConversations()

    const { inbox } = await readLetterhead()
    for (const name of [formerName, awayName]) {
      const reminders = await remindersAbout(name)
      expect(reminders.map((reminder) => reminder.to)).toEqual([inbox])
    }
  })
})
