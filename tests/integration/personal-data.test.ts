import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray, sql } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  consentRecords,
  consultancyRequests,
  contactMessages,
  dataRequests,
  emailOutbox,
  investmentRequests,
  jobApplicants,
  session,
  user,
  userInvestmentRequests,
} from '#db/schema'
import {
  buildPersonalDataZip,
  collectPersonalData,
  emailHash,
  erasePersonalData,
  isLastAdministrator,
  LastAdministratorError,
} from '~/domain/privacy/personal-data.server'
import { newId } from '~/lib/ids'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { getFile, newFileKey, putFile } from '~/server/storage.server'
import { action as deleteAccountAction } from '~/routes/account/delete-account'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import { action as myDataAction } from '~/routes/account/my-data'
import { loader as cvLoader } from '~/routes/admin/careers-applicant-cv'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  proveAddress,
  signInAs,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

const unique = () => crypto.randomBytes(4).toString('hex')

/** A PDF whose bytes name the applicant, so a ZIP's copy can be told from another's. */
function pdfOf(label: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`)
}

/**
 * One person's footprint across the site, written as the forms and the admin screens write
 * it: an application with its CV in storage, a contact message, a consultancy request, a
 * consent record, and (with an account) a pending and an accepted request of each kind, plus
 * audit entries about them made by staff.
 */
async function seedPerson(input: { name: string; email: string; userId?: string }) {
  const db = await getDb()
  const cvKey = newFileKey('cv', 'pdf')
  const cvBytes = pdfOf(`${input.name} ${input.email}`)
  await putFile(cvKey, cvBytes, 'application/pdf')
  const applicationId = newId('app')
  await db.insert(jobApplicants).values({
    id: applicationId,
    jobId: null,
    name: input.name,
    email: input.email,
    phone: '050 123 4567',
    coverLetter: `I am ${input.name}.`,
    cvKey,
    cvFilename: 'My CV.pdf',
    cvMime: 'application/pdf',
    cvSize: cvBytes.length,
  })
  const messageId = newId('msg')
  await db.insert(contactMessages).values({
    id: messageId,
    name: input.name,
    email: input.email.toUpperCase(),
    subject: 'Hello',
    message: `A message from ${input.name}`,
  })
  const consultationId = newId('creq')
  await db.insert(consultancyRequests).values({
    id: consultationId,
    name: input.name,
    email: input.email,
    phone: '050 765 4321',
    message: 'Please call me',
  })
  const consentId = newId('cons')
  await db.insert(consentRecords).values({
    id: consentId,
    email: input.email.toLowerCase(),
    userId: input.userId ?? null,
    form: 'application',
    recordId: applicationId,
    policyVersion: '2026-11-25',
    purposes: ['talent-pool'],
  })
  const outboxId = newId('mail')
  await db.insert(emailOutbox).values({
    id: outboxId,
    recipient: input.email,
    subject: `Thank you, ${input.name}`,
    text: `Dear ${input.name}`,
  })
  // The company inbox's notice of the submission, which could not be sent: it keeps its body.
  const noticeId = newId('mail')
  await db.insert(emailOutbox).values({
    id: noticeId,
    recipient: 'inbox@uaeinvest.example',
    subject: 'New job application',
    text: `Name: ${input.name}\nEmail: ${input.email}\nPhone: 050 123 4567`,
    state: 'failed',
  })
  // Staff worked on the records: the audit entries name the person.
  await recordAudit(db, admin, {
    action: 'update',
    entity: 'job_applicant',
    entityId: applicationId,
    before: { status: 'Pending', name: input.name },
    after: { status: 'Shortlisted', email: input.email },
  })
  await recordAudit(db, admin, {
    action: 'update',
    entity: 'contact_message',
    entityId: messageId,
    before: { isRead: false, from: input.name },
    after: { isRead: true },
  })

  const requests = { pending: '', accepted: '', customPending: '', customAccepted: '' }
  if (input.userId) {
    requests.pending = newId('ireq')
    requests.accepted = newId('ireq')
    await db.insert(investmentRequests).values([
      { id: requests.pending, userId: input.userId, investmentId: 'inv-001', message: 'Maybe' },
      {
        id: requests.accepted,
        userId: input.userId,
        investmentId: 'inv-002',
        message: `Call ${input.name} on 050 999 0000`,
        status: 'Accepted',
      },
    ])
    requests.customPending = newId('ucreq')
    requests.customAccepted = newId('ucreq')
    await db.insert(userInvestmentRequests).values([
      {
        id: requests.customPending,
        userId: input.userId,
        name: input.name,
        email: input.email,
        description: 'A villa',
      },
      {
        id: requests.customAccepted,
        userId: null,
        name: input.name,
        email: input.email,
        phone: '050 222 3333',
        investmentType: 'real-estate',
        budget: '1m-5m',
        timeframe: 'long',
        description: `${input.name} wants land`,
        status: 'Accepted',
      },
    ])
    await recordAudit(db, admin, {
      action: 'update',
      entity: 'custom_investment_request',
      entityId: requests.customAccepted,
      before: { status: 'Pending', name: input.name },
      after: { status: 'Accepted' },
    })
  }
  return {
    applicationId,
    cvKey,
    cvBytes,
    messageId,
    consultationId,
    consentId,
    outboxId,
    noticeId,
    requests,
  }
}

async function newDataRequest(email: string, kind: 'export' | 'erasure', userId?: string) {
  const db = await getDb()
  const id = newId('dreq')
  await db.insert(dataRequests).values({
    id,
    email,
    emailHash: emailHash(email),
    userId: userId ?? null,
    kind,
    state: 'confirmed',
    source: 'staff',
    dueAt: new Date(Date.now() + 30 * 86_400_000),
  })
  return id
}

/** The whole audit log as one lower-cased text: what a search for a name or address sees. */
async function auditText(): Promise<string> {
  const db = await getDb()
  const rows = await db.select().from(auditLog)
  return JSON.stringify(rows).toLowerCase()
}

/** Where a stored file would be: the disk under UPLOAD_DIR (or the bucket, through storage). */
async function isStored(key: string): Promise<boolean> {
  if (env().S3_BUCKET) return (await getFile(key)) !== null
  const file = path.resolve(env().UPLOAD_DIR, ...key.split('/'))
  return fs
    .access(file)
    .then(() => true)
    .catch(() => false)
}

describe('export', () => {
  test('the ZIP holds exactly the person’s records and their CV bytes', async () => {
    const account = await createSignedInUser({ name: 'Layla Export' })
    // Their address is proven (decision 034): what it alone links is theirs too.
    await proveAddress(account)
    const email = account.email
    const mine = await seedPerson({ name: 'Layla Export', email, userId: account.id })
    // A second application from the same address, with another file.
    const second = await seedPerson({ name: 'Layla Export', email: email.toUpperCase() })
    // Someone else with the same name: none of theirs belongs in the export.
    const other = await seedPerson({
      name: 'Layla Export',
      email: `other-${unique()}@example.org`,
      userId: (await createSignedInUser({ name: 'Layla Export' })).id,
    })
    const requestId = await newDataRequest(email, 'export', account.id)

    const { zip, counts } = await buildPersonalDataZip(
      { email, userId: account.id },
      { actor: { id: account.id, email }, dataRequestId: requestId },
    )
    const entries = unzipSync(zip)
    const data = JSON.parse(strFromU8(entries['data.json'])) as Record<
      string,
      { id: string; email?: string }[] & { email?: string }
    >
    const ids = (kind: string) => data[kind].map((row) => row.id).sort()

    expect((data.profile as unknown as { email: string }).email).toBe(email)
    expect(ids('jobApplications')).toEqual([mine.applicationId, second.applicationId].sort())
    expect(ids('contactMessages')).toEqual([mine.messageId, second.messageId].sort())
    expect(ids('consultancyRequests')).toEqual([mine.consultationId, second.consultationId].sort())
    expect(ids('consentRecords')).toEqual([mine.consentId, second.consentId].sort())
    expect(ids('investmentRequests')).toEqual(
      [mine.requests.pending, mine.requests.accepted].sort(),
    )
    // The accepted custom request carries no account link: it is found by its address.
    expect(ids('customRequests')).toEqual(
      [mine.requests.customPending, mine.requests.customAccepted].sort(),
    )
    expect(ids('dataRequests')).toEqual([requestId])
    expect(counts).toMatchObject({ jobApplications: 2, cvFiles: 2, contactMessages: 2 })

    const files = Object.keys(entries)
      .filter((name) => name.startsWith('files/'))
      .sort()
    expect(files).toEqual(
      [`files/${mine.applicationId}-My CV.pdf`, `files/${second.applicationId}-My CV.pdf`].sort(),
    )
    expect(Buffer.from(entries[`files/${mine.applicationId}-My CV.pdf`])).toEqual(mine.cvBytes)
    expect(Buffer.from(entries[`files/${second.applicationId}-My CV.pdf`])).toEqual(second.cvBytes)
    // The other Layla's records are nowhere in it.
    const text = strFromU8(entries['data.json'])
    for (const id of [other.applicationId, other.messageId, other.requests.pending])
      expect(text).not.toContain(id)

    const db = await getDb()
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, requestId))
    expect(entry).toMatchObject({
      action: 'export',
      entity: 'personal-data',
      actorId: account.id,
      after: counts,
    })
  })

  test('a visitor’s export has no profile and nothing from accounts', async () => {
    const email = `visitor-${unique()}@example.org`
    const seeded = await seedPerson({ name: 'Visitor Person', email })
    const { data, files, counts } = await collectPersonalData({ email: email.toUpperCase() })
    expect(data.profile).toBeNull()
    expect(counts.investmentRequests).toBe(0)
    expect(files).toEqual([
      {
        key: seeded.cvKey,
        path: `files/${seeded.applicationId}-My CV.pdf`,
        contentType: 'application/pdf',
      },
    ])
  })
})

describe('erasure', () => {
  test('removes the person’s rows and CV files, keeps accepted requests anonymised, scrubs the audit log, and leaves a namesake untouched', async () => {
    const db = await getDb()
    const name = `Noura Erase ${unique()}`
    const account = await createSignedInUser({ name })
    // Their address is proven (decision 034): what it alone links is theirs too.
    await proveAddress(account)
    const email = account.email
    const mine = await seedPerson({ name, email, userId: account.id })
    const namesakeEmail = `namesake-${unique()}@example.org`
    const namesake = await seedPerson({ name, email: namesakeEmail })
    // The person acted themselves once (an account change): their address is on the entry.
    await recordAudit(
      db,
      { id: account.id, email },
      {
        action: 'update',
        entity: 'user',
        entityId: account.id,
        after: { passwordChanged: true },
      },
    )
    const requestId = await newDataRequest(email, 'erasure', account.id)

    const counts = await erasePersonalData(
      { email, userId: account.id },
      { actor: { id: admin.id, email: admin.email }, dataRequestId: requestId },
    )
    expect(counts).toMatchObject({
      account: 1,
      jobApplications: 1,
      cvFiles: 1,
      contactMessages: 1,
      consultancyRequests: 1,
      consentRecords: 1,
      investmentRequests: 1,
      investmentRequestsAnonymised: 1,
      customRequests: 1,
      customRequestsAnonymised: 1,
      // The thank-you, the company's notice about them, and the address confirmation link.
      emails: 3,
    })

    // Rows: gone, checked in the tables themselves.
    expect(await db.select().from(user).where(eq(user.id, account.id))).toEqual([])
    expect(await db.select().from(session).where(eq(session.userId, account.id))).toEqual([])
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, mine.applicationId)),
    ).toEqual([])
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.id, mine.messageId)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(consultancyRequests)
        .where(eq(consultancyRequests.id, mine.consultationId)),
    ).toEqual([])
    expect(
      await db.select().from(consentRecords).where(eq(consentRecords.id, mine.consentId)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [mine.outboxId, mine.noticeId])),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(investmentRequests)
        .where(eq(investmentRequests.id, mine.requests.pending)),
    ).toEqual([])
    // The file: gone from the disk (or bucket), not only unlinked.
    expect(await isStored(mine.cvKey)).toBe(false)

    // Accepted requests stay as business records, naming no one.
    const [accepted] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.id, mine.requests.accepted))
    expect(accepted).toMatchObject({
      userId: null,
      message: '',
      status: 'Accepted',
      investmentId: 'inv-002',
    })
    const [custom] = await db
      .select()
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.id, mine.requests.customAccepted))
    expect(custom).toMatchObject({
      userId: null,
      name: 'Erased',
      email: '',
      phone: null,
      description: '',
      status: 'Accepted',
      investmentType: 'real-estate',
      budget: '1m-5m',
      timeframe: 'long',
    })

    // The audit log: entries about them remain (who did what, when) without their data.
    const entries = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [mine.applicationId, mine.messageId, account.id]))
    expect(entries.length).toBeGreaterThanOrEqual(3)
    for (const entry of entries) expect(entry).toMatchObject({ before: null, after: null })
    const [self] = entries.filter((entry) => entry.actorId === account.id)
    expect(self.actorEmail).toBeNull()
    const [erase] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'erase' and ${auditLog.entityId} = ${requestId}`)
    expect(erase).toMatchObject({ entity: 'personal-data', actorId: admin.id, after: counts })
    const text = await auditText()
    expect(text).not.toContain(email.toLowerCase())
    // The namesake's own entries name them; none of the erased person's do.
    const namesakeEntries = await db
      .select()
      .from(auditLog)
      .where(
        inArray(auditLog.entityId, [
          namesake.applicationId,
          namesake.messageId,
          namesake.requests.customAccepted,
        ]),
      )
    const withoutNamesake = JSON.stringify(
      (await db.select().from(auditLog)).filter(
        (row) => !namesakeEntries.some((entry) => entry.id === row.id),
      ),
    ).toLowerCase()
    expect(withoutNamesake).not.toContain(name.toLowerCase())

    // The data request: answered, with only a masked address and its hash.
    const [request] = await db.select().from(dataRequests).where(eq(dataRequests.id, requestId))
    expect(request).toMatchObject({
      state: 'completed',
      userId: null,
      emailHash: emailHash(email),
      summary: counts,
      completedBy: admin.id,
    })
    expect(request.email).toMatch(/^u•••@example\.org$/)

    // The namesake (same name, another address) keeps everything.
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, namesake.applicationId)),
    ).toHaveLength(1)
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.id, namesake.messageId)),
    ).toHaveLength(1)
    expect(
      await db
        .select()
        .from(consultancyRequests)
        .where(eq(consultancyRequests.id, namesake.consultationId)),
    ).toHaveLength(1)
    expect(
      await db.select().from(consentRecords).where(eq(consentRecords.id, namesake.consentId)),
    ).toHaveLength(1)
    expect(await isStored(namesake.cvKey)).toBe(true)
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [namesake.outboxId, namesake.noticeId])),
    ).toHaveLength(2)
    const [namesakeAudit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, namesake.applicationId))
    expect(namesakeAudit.after).toEqual({ status: 'Shortlisted', email: namesakeEmail })
  })

  test('a visitor’s address is erased without an account, matched case aside', async () => {
    const db = await getDb()
    const email = `Visitor.${unique()}@Example.org`
    const seeded = await seedPerson({ name: 'Hamad Visitor', email })
    const requestId = await newDataRequest(email, 'erasure')
    const counts = await erasePersonalData(
      { email: email.toLowerCase() },
      { actor: { id: null, email: null }, dataRequestId: requestId },
    )
    expect(counts).toMatchObject({ account: 0, jobApplications: 1, contactMessages: 1 })
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, seeded.applicationId)),
    ).toEqual([])
    expect(await isStored(seeded.cvKey)).toBe(false)
    expect(await auditText()).not.toContain(email.toLowerCase())
  })

  test('the last Administrator cannot be erased; nothing changes', async () => {
    const db = await getDb()
    expect(await isLastAdministrator({ email: admin.email })).toBe(true)
    const requestId = await newDataRequest(admin.email, 'erasure')
    await expect(
      erasePersonalData(
        { email: admin.email },
        { actor: { id: admin.id, email: admin.email }, dataRequestId: requestId },
      ),
    ).rejects.toBeInstanceOf(LastAdministratorError)
    expect(await db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1)
  })
})

describe('CV downloads', () => {
  test('each download is in the audit log, with the applicant’s id and no personal data', async () => {
    const db = await getDb()
    const email = `cv-${unique()}@example.org`
    const seeded = await seedPerson({ name: 'Salem Download', email })
    const response = (await callRoute(
      cvLoader,
      getRequest(`/admin/careers/applicants/${seeded.applicationId}/cv`, {
        cookie: admin.cookie,
      }),
      { id: seeded.applicationId },
    )) as Response
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer())).toEqual(seeded.cvBytes)
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'download' and ${auditLog.entityId} = ${seeded.applicationId}`,
      )
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      entity: 'job_applicants',
      actorId: admin.id,
      before: null,
      after: null,
    })
  })
})

describe('the dashboard’s "Your data"', () => {
  test('"Download my data" answers a ZIP of the person’s data, not cached, recorded and audited', async () => {
    const db = await getDb()
    const account = await createSignedInUser({ name: 'Mariam Download' })
    // Their address is proven (decision 034): what it alone links is theirs too.
    await proveAddress(account)
    const seeded = await seedPerson({
      name: 'Mariam Download',
      email: account.email,
      userId: account.id,
    })
    const response = (await callRoute(
      myDataAction,
      postForm('/dashboard/my-data', { intent: 'export' }, { cookie: account.cookie }),
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Cache-Control')).toContain('no-store')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="uae-invest-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    )
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const data = JSON.parse(strFromU8(entries['data.json'])) as {
      profile: { email: string }
      jobApplications: { id: string }[]
    }
    expect(data.profile.email).toBe(account.email)
    expect(data.jobApplications.map((row) => row.id)).toEqual([seeded.applicationId])

    const [request] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.userId, account.id))
    expect(request).toMatchObject({
      kind: 'export',
      source: 'account',
      state: 'completed',
      email: account.email,
    })
    expect(request.summary).toMatchObject({ jobApplications: 1, cvFiles: 1 })
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, request.id))
    expect(entry).toMatchObject({ action: 'export', entity: 'personal-data', actorId: account.id })
  })

  test('a visitor posting to the download is sent to sign in', async () => {
    const outcome = await callRoute(
      myDataAction,
      postForm('/dashboard/my-data', { intent: 'export' }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toMatch(/^\/login/)
  })

  test('a wrong password deletes nothing', async () => {
    const db = await getDb()
    const account = await createSignedInUser()
    const outcome = await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: 'not-my-password' },
        { cookie: account.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const { result } = (
      outcome as unknown as { data: { result: { error: Record<string, string[]> } } }
    ).data
    expect(result.error.password).toEqual(['Password is incorrect'])
    expect(await db.select().from(user).where(eq(user.id, account.id))).toHaveLength(1)
    const empty = await callRoute(
      deleteAccountAction,
      postForm('/dashboard/delete-account', {}, { cookie: account.cookie }),
    )
    expect(statusOf(empty)).toBe(400)
  })

  test('a staff member cannot delete their account here', async () => {
    const db = await getDb()
    const outcome = await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: process.env.ADMIN_PASSWORD ?? '' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(403)
    expect(await db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1)
  })

  test('"Delete my account" erases the person, ends every session and keeps an accepted request anonymised', async () => {
    const db = await getDb()
    const name = `Khalid Delete ${unique()}`
    const account = await createSignedInUser({ name })
    // Their address is proven (decision 034): what it alone links is theirs too.
    await proveAddress(account)
    // Signed in on a second device too.
    const otherDevice = await signInAs(account.email, account.password)
    const seeded = await seedPerson({ name, email: account.email, userId: account.id })

    const outcome = (await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: account.password },
        { cookie: account.cookie },
      ),
    )) as Response
    expect(outcome.status).toBe(302)
    expect(outcome.headers.get('Location')).toBe('/')
    const cookies = outcome.headers.getSetCookie().join('\n')
    expect(cookies).toMatch(/better-auth\.session_token=;.*Max-Age=0/)
    expect(cookies).toContain('toast=')

    // Neither device's old cookie opens the dashboard any more.
    for (const cookie of [account.cookie, otherDevice.cookie]) {
      const again = (await callRoute(
        dashboardLoader,
        getRequest('/dashboard', { cookie }),
      )) as Response
      expect(again.status).toBe(302)
      expect(again.headers.get('Location')).toMatch(/^\/login/)
    }
    expect(await db.select().from(session).where(eq(session.userId, account.id))).toEqual([])
    expect(await db.select().from(user).where(eq(user.id, account.id))).toEqual([])
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, seeded.applicationId)),
    ).toEqual([])
    expect(await isStored(seeded.cvKey)).toBe(false)
    const [accepted] = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.id, seeded.requests.accepted))
    expect(accepted).toMatchObject({ userId: null, message: '', status: 'Accepted' })

    const [request] = await db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.emailHash, emailHash(account.email)))
    expect(request).toMatchObject({
      kind: 'erasure',
      source: 'account',
      state: 'completed',
      userId: null,
      completedBy: null,
    })
    expect(request.email).not.toContain(account.email)
    const [erase] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'erase' and ${auditLog.entityId} = ${request.id}`)
    expect(erase).toMatchObject({ actorId: account.id, actorEmail: null })
    expect(await auditText()).not.toContain(account.email.toLowerCase())
  })
})
