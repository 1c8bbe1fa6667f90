import crypto from 'node:crypto'
import net, { type AddressInfo } from 'node:net'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contactMessages, emailOutbox, scheduledJobs, session, user } from '#db/schema'
import { createContactMessage } from '~/domain/contact/contact.server'
import { action as emailsAction, loader as emailsLoader } from '~/routes/admin/emails'
import { loader as dashboardLoader } from '~/routes/admin/dashboard'
import { action as contactAction } from '~/routes/public/contact'
import { getDb } from '~/server/db.server'
import { createJobRunner, type JobRunner, type ScheduledJob } from '~/server/jobs.server'
import { queueEmails } from '~/server/outbox.server'
import { SCHEDULED_JOBS } from '~/scheduled-jobs.server'
import { prepareTestApp } from '../support/app'
import { startMailCapture, type CapturedMail, type MailCapture } from '../support/mail-capture'
import { startJobRunnerProcess, type JobRunnerProcess } from '../support/outbox'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { toastOf } from '../support/toast'

// Issue 15, "E-mail outbox" (docs/decisions/024-outbox-and-jobs.md): every e-mail is written
// to the outbox in the transaction of the record it is about and sent by background workers,
// with retries; one that keeps failing is shown to Administrators, who may send it again.
// The same runner runs the scheduled jobs, once across processes.

const COMPANY_INBOX = 'info@uaeinvest.example'

/** The port the app sends to. Nothing listens there until a test starts the SMTP server. */
let smtpPort = 0
let mail: (MailCapture & { url: string }) | undefined
/** Recipients the SMTP server answers with '451 try again later'. */
const refused = new Set<string>()
/** How long the SMTP server waits before it accepts a message, and who waits now. */
let acceptDelayMs = 0
let onAccepting: () => void = () => {}
/** Runners and processes started by a test, stopped after it (so none answers a later nudge). */
const started: { stop: () => Promise<void> }[] = []

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startSmtpServer(): Promise<MailCapture> {
  mail ??= await startMailCapture(
    smtpPort,
    async () => {
      onAccepting()
      if (acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, acceptDelayMs))
    },
    { refuseRecipient: (address) => refused.has(address) },
  )
  return mail
}

function runner(options: Parameters<typeof createJobRunner>[0] = {}): JobRunner {
  const created = createJobRunner({ pollMs: 60_000, ...options })
  started.push(created)
  return created
}

beforeAll(async () => {
  smtpPort = await freePort()
  // Before the app first reads its environment: e-mails go over SMTP to a server that is down.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  await prepareTestApp()
})

afterEach(async () => {
  for (const item of started.splice(0).reverse()) await item.stop()
})

afterAll(() => mail?.close())

const unique = () => crypto.randomBytes(4).toString('hex')

async function outboxRowsTo(...recipients: string[]) {
  const db = await getDb()
  return db.select().from(emailOutbox).where(inArray(emailOutbox.recipient, recipients))
}

function sentTo(address: string, subject?: string): CapturedMail[] {
  return (mail?.messages ?? []).filter(
    (message) => message.to.includes(address) && (!subject || message.subject === subject),
  )
}

describe('the outbox', () => {
  test('with the SMTP server down, a contact message is saved; its e-mails go out once the server is back, exactly once, with two workers running', async () => {
    const [first, second] = [runner(), runner()]
    first.start()
    second.start()
    const name = `Outbox Visitor ${unique()}`
    const email = `visitor-${unique()}@example.org`
    const outcome = await callRoute(
      contactAction,
      postForm('/contact', { name, email, subject: 'Down', message: 'Is the mail server down?' }),
    )
    // The visitor is told it was sent, and the message is saved.
    expect(statusOf(outcome)).toBe(302)
    expect(await toastOf(outcome)).toMatchObject({ title: 'Message sent successfully' })
    const db = await getDb()
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(1)

    // Both workers tried (the nudge woke them); the e-mails wait with the reason.
    await Promise.all([first.runOnce(), second.runOnce()])
    const subject = `New contact message from ${name}`
    const waiting = (await outboxRowsTo(COMPANY_INBOX, email)).filter(
      (row) => row.recipient === email || row.subject === subject,
    )
    expect(waiting).toHaveLength(2)
    for (const row of waiting) {
      expect(row).toMatchObject({ state: 'pending', attempts: 1, claimedBy: null })
      expect(row.lastError).toMatch(/ECONNREFUSED/)
      // The first retry is a minute later.
      const wait = row.nextAttemptAt.getTime() - Date.now()
      expect(wait).toBeGreaterThan(40_000)
      expect(wait).toBeLessThanOrEqual(60_000)
    }

    // The server comes back, and a minute passes.
    await startSmtpServer()
    const ids = waiting.map((row) => row.id)
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(emailOutbox.id, ids))
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])

    expect(sentTo(COMPANY_INBOX, subject)).toHaveLength(1)
    expect(sentTo(email)).toHaveLength(1)
    expect(sentTo(email)[0].subject).toBe('We have received your message')
    for (const row of await outboxRowsTo(COMPANY_INBOX, email)) {
      if (!ids.includes(row.id)) continue
      expect(row).toMatchObject({ state: 'sent', attempts: 2, claimedBy: null, text: '' })
      expect(row.sentAt).toBeInstanceOf(Date)
    }
    // Later passes send nothing again.
    await Promise.all([first.runOnce(), second.runOnce()])
    expect(sentTo(COMPANY_INBOX, subject)).toHaveLength(1)
    expect(sentTo(email)).toHaveLength(1)
  })

  test('workers racing for forty queued e-mails send each exactly once (on PostgreSQL a third in another process)', async () => {
    await startSmtpServer()
    const db = await getDb()
    const tag = unique()
    const recipients = Array.from({ length: 40 }, (_, index) => `race-${tag}-${index}@example.org`)
    const workers: JobRunner[] = [runner(), runner()]
    let other: JobRunnerProcess | undefined
    // Another process can share the database only on a PostgreSQL server.
    if (process.env.DATABASE_URL) {
      other = await startJobRunnerProcess({
        DATABASE_URL: process.env.DATABASE_URL,
        SMTP_URL: process.env.SMTP_URL ?? '',
        JOB_POLL_MS: '20',
      })
      started.push(other)
    }
    await queueEmails(
      db,
      recipients.map((to) => ({ to, subject: `Race ${tag}`, text: `For ${to}` })),
    )
    for (const worker of workers) worker.start()
    await Promise.all(workers.flatMap((worker) => [worker.runOnce(), worker.runOnce()]))
    // The other process polls: wait until every message is sent.
    await expect
      .poll(
        async () =>
          (await outboxRowsTo(...recipients)).filter((row) => row.state === 'sent').length,
        { timeout: 30_000 },
      )
      .toBe(recipients.length)
    await other?.stop()
    for (const to of recipients) expect(sentTo(to)).toHaveLength(1)
    const rows = await outboxRowsTo(...recipients)
    expect(rows.every((row) => row.attempts === 1)).toBe(true)
  })

  test('a message whose worker died while sending is sent again once its claim is old', async () => {
    await startSmtpServer()
    const db = await getDb()
    const [stale, live] = [`stale-${unique()}@example.org`, `live-${unique()}@example.org`]
    await queueEmails(db, [
      { to: stale, subject: 'Stale claim', text: 'x' },
      { to: live, subject: 'Live claim', text: 'x' },
    ])
    await db
      .update(emailOutbox)
      .set({ claimedBy: 'dead-worker', claimedAt: sql`now() - interval '11 minutes'`, attempts: 1 })
      .where(eq(emailOutbox.recipient, stale))
    await db
      .update(emailOutbox)
      .set({ claimedBy: 'busy-worker', claimedAt: sql`now()`, attempts: 1 })
      .where(eq(emailOutbox.recipient, live))
    await runner().runOnce()
    expect(sentTo(stale)).toHaveLength(1)
    expect(sentTo(live)).toHaveLength(0)
    const [row] = await outboxRowsTo(stale)
    expect(row).toMatchObject({ state: 'sent', attempts: 2 })
  })

  test('an attachment (a calendar invitation) is sent with its message, then emptied with the text', async () => {
    await startSmtpServer()
    const to = `invitee-${unique()}@example.org`
    const invitation = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n'
    const db = await getDb()
    await queueEmails(db, [
      {
        to,
        subject: 'Your interview',
        text: 'See the invitation attached.',
        attachments: [
          { filename: 'interview.ics', contentType: 'text/calendar', content: invitation },
        ],
      },
    ])
    const [queued] = await outboxRowsTo(to)
    expect(queued.attachments).toEqual([
      { filename: 'interview.ics', contentType: 'text/calendar', content: invitation },
    ])
    await runner().runOnce()
    const [sent] = sentTo(to, 'Your interview')
    expect(sent.text.trim()).toBe('See the invitation attached.')
    expect(sent.attachments).toEqual([
      { filename: 'interview.ics', contentType: 'text/calendar', content: invitation },
    ])
    const [row] = await outboxRowsTo(to)
    expect(row).toMatchObject({ state: 'sent', text: '', attachments: null })
  })

  test('a record and its e-mails are saved together or not at all', async () => {
    const db = await getDb()
    const email = `atomic-${unique()}@example.org`
    // The outbox refuses every row for a moment: the contact message is not saved either.
    await db.execute(sql`
      create function refuse_outbox_row() returns trigger language plpgsql
      as $$ begin raise exception 'outbox refused'; end $$
    `)
    await db.execute(sql`
      create trigger refuse_outbox_row before insert on email_outbox
      for each row execute function refuse_outbox_row()
    `)
    try {
      await expect(
        createContactMessage({
          name: 'Atomic Visitor',
          email,
          phone: null,
          subject: null,
          message: 'All or nothing',
          locale: 'en',
        }),
      ).rejects.toThrow()
    } finally {
      await db.execute(sql`drop trigger refuse_outbox_row on email_outbox`)
      await db.execute(sql`drop function refuse_outbox_row()`)
    }
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(0)
    expect(await outboxRowsTo(email)).toHaveLength(0)
  })

  test('stopping the runner waits for the e-mail being sent', async () => {
    await startSmtpServer()
    const db = await getDb()
    const to = `slow-${unique()}@example.org`
    await queueEmails(db, [{ to, subject: 'Slow', text: 'x' }])
    const worker = runner()
    // The server takes its time to accept; the runner is stopped while it waits.
    acceptDelayMs = 500
    const accepting = new Promise<void>((resolve) => (onAccepting = resolve))
    try {
      const pass = worker.runOnce()
      await accepting
      await worker.stop()
      // Stopped only once the message was accepted and marked sent.
      expect(sentTo(to)).toHaveLength(1)
      await pass
    } finally {
      acceptDelayMs = 0
      onAccepting = () => {}
    }
    const [row] = await outboxRowsTo(to)
    expect(row.state).toBe('sent')
    expect(sentTo(to)).toHaveLength(1)
  })
})

describe('a message that keeps failing', () => {
  let admin: TestAccount
  let failedId = ''
  const address = `refused-${unique()}@example.org`

  beforeAll(async () => {
    await startSmtpServer()
    admin = await signInAsAdmin()
  })

  test('is retried with backoff and marked failed after the last attempt, with the server’s answer', async () => {
    refused.add(address)
    const db = await getDb()
    await queueEmails(db, [{ to: address, subject: 'Keeps failing', text: 'x' }])
    // The schedule shortened: each retry is due at once.
    const worker = runner({ delivery: { retryDelaysMs: [0, 0, 0, 0, 0] } })
    await worker.runOnce()
    const [row] = await outboxRowsTo(address)
    failedId = row.id
    expect(row).toMatchObject({ state: 'failed', attempts: 6, claimedBy: null })
    expect(row.lastError).toContain('451')
    expect(row.lastError).toContain('Mailbox busy')
    expect(sentTo(address)).toHaveLength(0)
  })

  test('shows on the admin list (filtered and searched on the server) and the dashboard counter', async () => {
    const list = (await callRoute(
      emailsLoader,
      getRequest(`/admin/emails?state=failed&q=${encodeURIComponent(address)}`, {
        cookie: admin.cookie,
      }),
    )) as Awaited<ReturnType<typeof emailsLoader>>
    expect(list.page.rows).toEqual([
      expect.objectContaining({
        id: failedId,
        recipient: address,
        subject: 'Keeps failing',
        state: 'failed',
        attempts: 6,
        lastError: expect.stringContaining('451'),
      }),
    ])
    expect(list.page.failedTotal).toBeGreaterThanOrEqual(1)
    const sentOnly = (await callRoute(
      emailsLoader,
      getRequest(`/admin/emails?state=sent&q=${encodeURIComponent(address)}`, {
        cookie: admin.cookie,
      }),
    )) as Awaited<ReturnType<typeof emailsLoader>>
    expect(sentOnly.page.rows).toHaveLength(0)

    const dashboard = (await callRoute(
      dashboardLoader,
      getRequest('/admin', { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof dashboardLoader>>
    expect(dashboard.shows.emails).toBe(true)
    expect(dashboard.failedEmails).toBe(list.page.failedTotal)
  })

  test('Retry (a plain form POST) sends it again, and is in the audit log', async () => {
    refused.delete(address)
    const outcome = await callRoute(
      emailsAction,
      postForm(
        '/admin/emails?state=failed',
        { intent: 'retry', id: failedId },
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/emails?state=failed')
    expect(await toastOf(outcome)).toMatchObject({
      type: 'success',
      title: 'E-mail queued again',
    })
    const db = await getDb()
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'email_outbox'), eq(auditLog.entityId, failedId)))
    expect(entry).toMatchObject({ action: 'update', actorEmail: admin.email })

    await runner().runOnce()
    expect(sentTo(address)).toHaveLength(1)
    const [row] = await outboxRowsTo(address)
    expect(row).toMatchObject({ state: 'sent', attempts: 7 })

    // A message that is not failed cannot be retried (sent twice).
    const again = await callRoute(
      emailsAction,
      postForm('/admin/emails', { intent: 'retry', id: failedId }, { cookie: admin.cookie }),
    )
    expect(statusOf(again)).toBe(409)
  })

  test('only Administrators open the list or retry: other staff get 403, users go to their dashboard', async () => {
    const db = await getDb()
    for (const role of ['editor', 'support', 'recruiter', 'investment_desk'] as const) {
      const staff = await createSignedInUser({ name: `Staff ${role}` })
      await db.update(user).set({ role }).where(eq(user.id, staff.id))
      const list = await callRoute(
        emailsLoader,
        getRequest('/admin/emails', { cookie: staff.cookie }),
      )
      expect(statusOf(list)).toBe(403)
      const retry = await callRoute(
        emailsAction,
        postForm('/admin/emails', { intent: 'retry', id: failedId }, { cookie: staff.cookie }),
      )
      expect(statusOf(retry)).toBe(403)
      const dashboard = (await callRoute(
        dashboardLoader,
        getRequest('/admin', { cookie: staff.cookie }),
      )) as Awaited<ReturnType<typeof dashboardLoader>>
      expect(dashboard.shows.emails).toBe(false)
      expect(dashboard.failedEmails).toBeNull()
    }
    const member = await createSignedInUser()
    const asUser = await callRoute(
      emailsLoader,
      getRequest('/admin/emails', { cookie: member.cookie }),
    )
    expect(statusOf(asUser)).toBe(302)
    expect((asUser as Response).headers.get('Location')).toBe('/dashboard')
  })
})

describe('scheduled jobs', () => {
  test('the purge of expired sessions runs once across two runners, and its next run survives a restart', async () => {
    const db = await getDb()
    const account = await createSignedInUser()
    await db.insert(session).values({
      id: `expired-${unique()}`,
      token: `expired-${unique()}`,
      userId: account.id,
      expiresAt: new Date(Date.now() - 60_000),
    })
    const purge = SCHEDULED_JOBS.find((job) => job.name === 'purge-expired-auth')!
    let runs = 0
    const counted: ScheduledJob = { ...purge, run: () => ((runs += 1), purge.run()) }
    const [first, second] = [runner({ jobs: [counted] }), runner({ jobs: [counted] })]
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])
    expect(runs).toBe(1)
    const expired = await db
      .select()
      .from(session)
      .where(sql`${session.expiresAt} < now()`)
    expect(expired).toHaveLength(0)
    const [job] = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'purge-expired-auth'))
    expect(job.claimedBy).toBeNull()
    expect(job.lastFinishedAt).toBeInstanceOf(Date)
    expect(job.nextRunAt.getTime() - Date.now()).toBeGreaterThan(55 * 60_000)

    // A restarted process (a new runner) keeps the stored schedule: nothing runs now.
    await runner({ jobs: [counted] }).runOnce()
    expect(runs).toBe(1)
    // Once the hour has passed, one of them runs it again.
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now()` })
      .where(eq(scheduledJobs.name, 'purge-expired-auth'))
    await Promise.all([first.runOnce(), second.runOnce()])
    expect(runs).toBe(2)
  })
})
