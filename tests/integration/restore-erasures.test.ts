import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  contactMessages,
  conversations,
  dataRequests,
  jobApplicants,
  user,
} from '#db/schema'
import { processWide } from '~/server/process-wide.server'

// Issue 16 with issue 15's backups (decision 033): a person erased after a backup was taken is
// not brought back by restoring it; everyone else's data is. Both drivers: the embedded
// database on a data directory of this file's own (a restore replaces it), PostgreSQL on the
// pass's scratch database. Files go to a folder of this file's own.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-erasures-'))
process.env.UPLOAD_DIR = path.join(scratch, 'uploads')
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = path.join(scratch, 'db')

const { backUp } = await import('~/server/backup.server')
const { closeDatabase, getDb } = await import('~/server/db.server')
const { env } = await import('~/server/env.server')
const { getFile, newFileKey, putFile } = await import('~/server/storage.server')
const { newId } = await import('~/lib/ids')
const { eraseForAddress } = await import('~/domain/privacy/data-requests.server')
const { emailHash } = await import('~/domain/privacy/personal-data.server')
const { restoreKeepingErasures } = await import('~/domain/privacy/restore.server')
const { replyAsStaff } = await import('~/domain/conversations/conversations.server')
const { prepareTestApp } = await import('../support/app')
const { callRoute, createSignedInUser, postForm } = await import('../support/requests')
const { action: deleteAccountAction } = await import('~/routes/account/delete-account')

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const unique = () => crypto.randomBytes(4).toString('hex')

/** A contact message and a job application with its CV in storage, as the forms write them. */
async function submitAs(name: string, email: string) {
  const db = await getDb()
  const cvKey = newFileKey('cv', 'pdf')
  await putFile(cvKey, Buffer.from(`%PDF-1.4 ${name}`), 'application/pdf')
  await db.insert(jobApplicants).values({
    id: newId('app'),
    jobId: null,
    name,
    email,
    phone: '050 123 4567',
    coverLetter: `I am ${name}.`,
    cvKey,
    cvFilename: 'CV.pdf',
    cvMime: 'application/pdf',
    cvSize: 20,
  })
  await db.insert(contactMessages).values({
    id: newId('msg'),
    name,
    // As typed: the erasure matches the address case aside.
    email: email.toUpperCase(),
    subject: 'Hello',
    message: `A message from ${name}`,
  })
  return { cvKey }
}

async function heldFor(email: string) {
  const db = await getDb()
  const [applications, messages] = await Promise.all([
    db
      .select({ id: jobApplicants.id })
      .from(jobApplicants)
      .where(sql`lower(${jobApplicants.email}) = ${email}`),
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`),
  ])
  return { applications: applications.length, messages: messages.length }
}

/** The conversations naming the address (decision 040: one per request, the address copied). */
async function conversationsFor(email: string) {
  const db = await getDb()
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(sql`lower(${conversations.email}) = ${email}`)
  return rows.length
}

/**
 * better-auth keeps the connection pool it was made with; a backup or restore closes it, so a
 * test that signs in after one starts better-auth afresh.
 */
function forgetAuth() {
  processWide('auth').clear()
}

/** A backup needs the embedded database's directory to itself, as with the site stopped. */
async function backUpStopped(folder: string) {
  await closeDatabase()
  return backUp(env(), folder)
}

describe('a restore keeps the erasures made since its backup', () => {
  let staff: { id: string; email: string; name: string; role: string }

  beforeAll(async () => {
    await prepareTestApp()
    const db = await getDb()
    const [admin] = await db
      .select({ id: user.id, email: user.email, name: user.name, role: user.role })
      .from(user)
      .where(eq(user.email, env().ADMIN_EMAIL))
    staff = { ...admin, role: admin.role ?? 'admin' }
  })

  test(
    'erased after the backup: erased again, files deleted, the request kept; the others restored',
    { timeout: 240_000 },
    async () => {
      const erased = `laila-${unique()}@example.org`
      const kept = `omar-${unique()}@example.org`
      const { cvKey } = await submitAs('Laila', erased)
      const other = await submitAs('Omar', kept)
      // Staff answered her message with a file: her conversation and its attachment.
      const [thread] = await (
        await getDb()
      )
        .select({ id: conversations.id })
        .from(conversations)
        .where(sql`lower(${conversations.email}) = ${erased}`)
      const attachmentKey = newFileKey('conversations', 'pdf')
      await putFile(attachmentKey, Buffer.from('%PDF-1.4 for Laila'), 'application/pdf')
      await replyAsStaff(staff, thread.id, {
        body: 'Dear Laila, the brochure is attached.',
        attachment: {
          kind: 'stored',
          key: attachmentKey,
          url: `/files/${attachmentKey}`,
          mime: 'application/pdf',
          size: 18,
          originalName: 'Brochure.pdf',
        },
      })
      const folder = path.join(scratch, 'before-erasure')
      await backUpStopped(folder)

      const erasure = await eraseForAddress(staff, erased)
      expect(erasure.kind).toBe('erased')
      expect(await heldFor(erased)).toEqual({ applications: 0, messages: 0 })
      expect(await getFile(cvKey)).toBeNull()
      // Changed after the backup too, and undone by the restore as any change is.
      const db = await getDb()
      await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${kept}`)
      const [request] = await db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.emailHash, emailHash(erased)))

      const summary = await restoreKeepingErasures(env(), folder)
      expect(summary).toMatchObject({
        erasuresChecked: true,
        erasuresReapplied: 1,
        erasuresRefused: 0,
      })

      // The backup's copy of the person is gone again, with the CV it put back.
      expect(await heldFor(erased)).toEqual({ applications: 0, messages: 0 })
      expect(await getFile(cvKey)).toBeNull()
      // Her conversation too, with the file the restore put back.
      expect(await conversationsFor(erased)).toBe(0)
      expect(await getFile(attachmentKey)).toBeNull()
      // Everyone else is as the backup had them.
      expect(await heldFor(kept)).toEqual({ applications: 1, messages: 1 })
      expect((await getFile(other.cvKey))?.body.toString()).toBe('%PDF-1.4 Omar')
      expect(await conversationsFor(kept)).toBe(1)
      // The request is on the list again, answered, as proof; the audit log says it was done.
      const restored = await getDb()
      const [again] = await restored
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.id, request.id))
      expect(again).toMatchObject({
        state: 'completed',
        kind: 'erasure',
        email: request.email,
        emailHash: emailHash(erased),
      })
      expect(again.email).not.toContain(erased)
      const entries = await restored
        .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, request.id))
      expect(entries.map((entry) => entry.action)).toEqual(['erase'])
      expect(JSON.stringify(entries)).not.toContain(erased)
    },
  )

  test('an unproven account that deleted itself after the backup: only the account goes again, not what its address alone links', async () => {
    // Decision 034: someone registered the victim's address; the victim's own messages predate it.
    const victim = `victim-${unique()}@example.org`
    await submitAs('Victim', victim)
    forgetAuth()
    const squatter = await createSignedInUser({ email: victim, name: 'Squatter' })
    const folder = path.join(scratch, 'unproven-account')
    await backUpStopped(folder)
    forgetAuth()

    const deleted = await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: squatter.password },
        { cookie: squatter.cookie },
      ),
    )
    expect((deleted as Response).status).toBe(302)
    expect(await heldFor(victim)).toEqual({ applications: 1, messages: 1 })

    const summary = await restoreKeepingErasures(env(), folder)
    expect(summary).toMatchObject({ erasuresChecked: true, erasuresReapplied: 1 })
    const restored = await getDb()
    expect(
      await restored.select({ id: user.id }).from(user).where(eq(user.id, squatter.id)),
    ).toEqual([])
    expect(await heldFor(victim)).toEqual({ applications: 1, messages: 1 })
  })

  test('a backup that already has the erasure: nothing is erased again', async () => {
    const erased = `nadia-${unique()}@example.org`
    const later = `later-${unique()}@example.org`
    await submitAs('Nadia', erased)
    expect((await eraseForAddress(staff, erased)).kind).toBe('erased')
    const folder = path.join(scratch, 'after-erasure')
    await backUpStopped(folder)
    const db = await getDb()
    const [{ n: auditBefore }] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    await submitAs('Later', later)

    const summary = await restoreKeepingErasures(env(), folder)
    expect(summary).toMatchObject({ erasuresChecked: true, erasuresReapplied: 0 })
    expect(await heldFor(erased)).toEqual({ applications: 0, messages: 0 })
    // What came after the backup is gone, as with any restore; no erasure was run.
    expect(await heldFor(later)).toEqual({ applications: 0, messages: 0 })
    const restored = await getDb()
    const [{ n: auditAfter }] = await restored
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
    expect(auditAfter).toBe(auditBefore)
  })

  test('an erasure that would leave no Administrator is not done again; it is open on the list', async () => {
    // The backup knows one Administrator; a second one, added later, erased the first.
    const folder = path.join(scratch, 'one-administrator')
    await backUpStopped(folder)
    const db = await getDb()
    const second = { id: newId('user'), email: `second-admin-${unique()}@example.org` }
    await db.insert(user).values({ ...second, name: 'Second Administrator', role: 'admin' })
    expect((await eraseForAddress(second, staff.email)).kind).toBe('erased')
    const [request] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.emailHash, emailHash(staff.email)))

    const summary = await restoreKeepingErasures(env(), folder)
    expect(summary).toMatchObject({ erasuresReapplied: 0, erasuresRefused: 1 })
    const restored = await getDb()
    expect(
      await restored.select({ id: user.id }).from(user).where(eq(user.id, staff.id)),
    ).toHaveLength(1)
    const [open] = await restored.select().from(dataRequests).where(eq(dataRequests.id, request.id))
    expect(open).toMatchObject({ state: 'confirmed', completedAt: null, email: request.email })
  })
})
