import crypto from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  contactMessages,
  dataRequests,
  emailOutbox,
  jobApplicants,
  user,
} from '#db/schema'
import { emailHash } from '~/domain/privacy/personal-data.server'
import { newId } from '~/lib/ids'
import { action as adminAction, loader as adminLoader } from '~/routes/admin/data-requests'
import { action as confirmAction, loader as confirmLoader } from '~/routes/public/my-data-confirm'
import { action as requestAction } from '~/routes/public/my-data'
import { action as downloadAction } from '~/routes/resources/my-data-download'
import { getDb } from '~/server/db.server'
import { getFile, newFileKey, putFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
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

/*
 * A person's requests about their own data (decision 028): the visitor's single-use link,
 * and the Administrators' screen. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

let admin: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

const unique = () => crypto.randomBytes(4).toString('hex')
const newAddress = (label: string) => `${label}-${unique()}@example.org`

/** A job applicant as the careers form leaves one: the row, the CV in storage, a message too. */
async function seedApplicant(email: string) {
  const db = await getDb()
  const cvKey = newFileKey('cv', 'pdf')
  await putFile(cvKey, Buffer.from(`%PDF-1.4\n% ${email}\n%%EOF\n`), 'application/pdf')
  const applicationId = newId('app')
  await db.insert(jobApplicants).values({
    id: applicationId,
    jobId: null,
    name: 'Layla Haddad',
    email,
    phone: '050 123 4567',
    coverLetter: 'I would like to join.',
    cvKey,
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 30,
  })
  const messageId = newId('msg')
  await db.insert(contactMessages).values({
    id: messageId,
    name: 'Layla Haddad',
    email,
    message: 'Hello',
  })
  return { applicationId, messageId, cvKey }
}

async function askForLink(email: string, path = '/my-data') {
  return callRoute(requestAction, postForm(path, { email }))
}

async function requestsFor(email: string) {
  const db = await getDb()
  return db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.emailHash, emailHash(email)))
    .orderBy(desc(dataRequests.requestedAt))
}

async function mailsTo(email: string) {
  const db = await getDb()
  return db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))
}

/** The token of the newest link e-mailed to `email`, read from the queued e-mail. */
async function tokenSentTo(email: string): Promise<string> {
  const mails = await mailsTo(email)
  const tokens = mails
    .map((mail) => /\/my-data\/confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .filter((token): token is string => Boolean(token))
  expect(tokens.length).toBeGreaterThan(0)
  return tokens[tokens.length - 1]
}

/** What the confirmation page's loader gives for a valid link. */
type OpenedLinkPage = {
  kind: 'open'
  email: string
  token: string
  counts: Record<string, number>
  isLastAdministrator: boolean
}

async function openLink(token: string) {
  return callRoute(confirmLoader, getRequest(`/my-data/confirm?token=${token}`))
}

async function eraseWithLink(token: string) {
  return callRoute(
    confirmAction,
    postForm(`/my-data/confirm?token=${token}&erase=1`, { intent: 'erase', token }),
  )
}

async function download(token: string) {
  return callRoute(downloadAction, postForm('/my-data/download', { token }))
}

describe('a visitor asks for their data by e-mail address', () => {
  test('the answer is the same for an address with data and one without; each gets a link, stored only as its hash', async () => {
    const known = newAddress('known')
    await seedApplicant(known)
    const unknown = newAddress('nobody')

    for (const email of [known, unknown]) {
      const outcome = await askForLink(email.toUpperCase())
      expect(statusOf(outcome)).toBe(302)
      expect((outcome as Response).headers.get('Location')).toBe('/my-data?sent=1')
      expect(await toastOf(outcome)).toBeNull()
    }

    // Decision 028: a link goes to every address (one with no data learns so from it), so the
    // answer and the work behind it, and so its timing, say nothing about who is known.
    for (const email of [known, unknown]) {
      const [request] = await requestsFor(email)
      expect(request).toMatchObject({
        email,
        kind: 'export',
        state: 'awaiting-confirmation',
        source: 'visitor',
        locale: 'en',
        userId: null,
      })
      const lifetime = request.tokenExpiresAt!.getTime() - request.requestedAt.getTime()
      expect(lifetime).toBe(24 * 60 * 60 * 1000)
      expect(request.dueAt.getTime() - request.requestedAt.getTime()).toBe(30 * 24 * 3600 * 1000)

      const [mail] = await mailsTo(email)
      expect(mail.subject).toBe('Your personal data at UAE Invest Group')
      expect(mail.text).toContain('The link works once, for 24 hours.')
      const token = await tokenSentTo(email)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
      expect(request.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'))
      expect(JSON.stringify(request)).not.toContain(token)
    }

    // The link to the address with no data says so, and offers nothing to erase.
    const opened = (await openLink(await tokenSentTo(unknown))) as OpenedLinkPage
    expect(opened.kind).toBe('open')
    expect(
      Object.entries(opened.counts).filter(([kind, n]) => n > 0 && kind !== 'dataRequests'),
    ).toEqual([])
  })

  test('an Arabic page sends the link in Arabic, to the Arabic page', async () => {
    const email = newAddress('arabic')
    const outcome = await askForLink(email, '/ar/my-data')
    expect((outcome as Response).headers.get('Location')).toBe('/ar/my-data?sent=1')
    const [mail] = await mailsTo(email)
    expect(mail.subject).toContain('بياناتكم الشخصية')
    expect(mail.text).toMatch(/\/ar\/my-data\/confirm\?token=/)
    const [request] = await requestsFor(email)
    expect(request.locale).toBe('ar')
  })

  test('an address gets at most 3 links in 24 hours; a fourth request is answered alike and sends nothing', async () => {
    const email = newAddress('often')
    for (let i = 0; i < 4; i += 1) {
      const outcome = await askForLink(email)
      expect(statusOf(outcome)).toBe(302)
      expect((outcome as Response).headers.get('Location')).toBe('/my-data?sent=1')
    }
    expect(await requestsFor(email)).toHaveLength(3)
    expect(await mailsTo(email)).toHaveLength(3)
  })

  test('a bad address is refused with a field message and nothing is written', async () => {
    const outcome = await callRoute(requestAction, postForm('/my-data', { email: 'not-an-email' }))
    expect(statusOf(outcome)).toBe(400)
    const result = (outcome as { data: { result: { error: Record<string, string[]> } } }).data
      .result
    expect(result.error.email).toEqual(['Invalid email address'])
  })
})

describe('the confirmation link', () => {
  test('shows what is held, in counts, and opening it uses nothing', async () => {
    const email = newAddress('counts')
    await seedApplicant(email)
    await askForLink(email)
    const token = await tokenSentTo(email)
    for (let i = 0; i < 2; i += 1) {
      const opened = (await openLink(token)) as OpenedLinkPage
      expect(opened).toMatchObject({
        kind: 'open',
        email,
        isLastAdministrator: false,
        counts: expect.objectContaining({ jobApplications: 1, cvFiles: 1, contactMessages: 1 }),
      })
    }
    const [request] = await requestsFor(email)
    expect(request.state).toBe('confirmed')
    expect(request.confirmedAt).not.toBeNull()
    expect(request.tokenHash).not.toBeNull()
  })

  test('the download uses the link: a ZIP of the person’s data, audited; a second use is refused', async () => {
    const email = newAddress('download')
    const { applicationId } = await seedApplicant(email)
    const other = newAddress('bystander')
    await seedApplicant(other)
    await askForLink(email)
    const token = await tokenSentTo(email)

    const outcome = await download(token)
    expect(statusOf(outcome)).toBe(200)
    const response = outcome as Response
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="my-data-/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const json = strFromU8(files['data.json'])
    const data = JSON.parse(json) as { jobApplications: { id: string }[] }
    expect(data.jobApplications.map((application) => application.id)).toEqual([applicationId])
    expect(json).not.toContain(other)
    expect(Object.keys(files).some((name) => name.startsWith('files/'))).toBe(true)

    const [request] = await requestsFor(email)
    expect(request).toMatchObject({ kind: 'export', state: 'completed', tokenHash: null })
    expect(request.summary).toMatchObject({ jobApplications: 1, cvFiles: 1 })
    const db = await getDb()
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'personal-data'), eq(auditLog.entityId, request.id)))
    expect(entries).toEqual([
      expect.objectContaining({ action: 'export', actorId: null, actorEmail: null }),
    ])

    // Used: the page says so (410), and the buttons do nothing.
    expect(statusOf(await openLink(token))).toBe(410)
    const again = await download(token)
    expect(statusOf(again)).toBe(302)
    expect((again as Response).headers.get('Location')).toBe(`/my-data/confirm?token=${token}`)
    expect(statusOf(await eraseWithLink(token))).toBe(410)
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.email, email)),
    ).toHaveLength(1)
  })

  test('the erasure removes the data at once and completes the request with the address masked; the link cannot be used again', async () => {
    const email = newAddress('erase')
    const { applicationId, messageId, cvKey } = await seedApplicant(email)
    const other = newAddress('bystander')
    const kept = await seedApplicant(other)
    await askForLink(email)
    const token = await tokenSentTo(email)

    const outcome = await eraseWithLink(token)
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/my-data')
    expect(await toastOf(outcome)).toMatchObject({
      type: 'success',
      title: 'Your data has been erased',
    })

    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicationId)),
    ).toEqual([])
    expect(
      await db.select().from(contactMessages).where(eq(contactMessages.id, messageId)),
    ).toEqual([])
    expect(await getFile(cvKey)).toBeNull()
    // Someone else's data is untouched.
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, kept.applicationId)),
    ).toHaveLength(1)
    expect(await getFile(kept.cvKey)).not.toBeNull()

    const [request] = await requestsFor(email)
    expect(request).toMatchObject({
      kind: 'erasure',
      state: 'completed',
      source: 'visitor',
      tokenHash: null,
      completedBy: null,
      emailHash: emailHash(email),
    })
    expect(request.email).toMatch(/^e•••@example\.org$/)
    expect(request.summary).toMatchObject({ jobApplications: 1, contactMessages: 1 })
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'personal-data'), eq(auditLog.entityId, request.id)))
    expect(entry).toMatchObject({ action: 'erase', actorId: null, actorEmail: null })
    expect(JSON.stringify(entry)).not.toContain(email)

    expect(statusOf(await eraseWithLink(token))).toBe(410)
    expect(statusOf(await openLink(token))).toBe(410)
  })

  test('two clicks at the same moment erase once; the other is told the link is used', async () => {
    const email = newAddress('twice')
    await seedApplicant(email)
    await askForLink(email)
    const token = await tokenSentTo(email)
    const outcomes = await Promise.all([eraseWithLink(token), eraseWithLink(token)])
    expect(outcomes.map(statusOf).sort()).toEqual([302, 410])
    const db = await getDb()
    const entries = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'erase'), eq(auditLog.entityId, (await requestsFor(email))[0].id)),
      )
    expect(entries).toHaveLength(1)
  })

  test('a link expires after 24 hours: 410, the request turns expired, nothing is erased', async () => {
    const email = newAddress('late')
    const { applicationId } = await seedApplicant(email)
    await askForLink(email)
    const token = await tokenSentTo(email)
    const db = await getDb()
    const [request] = await requestsFor(email)
    // The clock moved on: the link's 24 hours are over.
    await db
      .update(dataRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.id, request.id))

    expect(statusOf(await openLink(token))).toBe(410)
    expect(statusOf(await eraseWithLink(token))).toBe(410)
    expect(statusOf(await download(token))).toBe(302)
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicationId)),
    ).toHaveLength(1)
    const [after] = await requestsFor(email)
    expect(after).toMatchObject({ state: 'expired', tokenHash: null })
  })

  test('an unknown or empty token is the same 410 page', async () => {
    expect(statusOf(await openLink('not-a-token'))).toBe(410)
    expect(statusOf(await callRoute(confirmLoader, getRequest('/my-data/confirm')))).toBe(410)
  })
})

describe('the Administrators’ data-requests screen', () => {
  test('lists requests with kind, source, state and deadline; overdue ones are marked; a whole address finds an erased one', async () => {
    const db = await getDb()
    const late = newAddress('overdue')
    const lateId = newId('dreq')
    await db.insert(dataRequests).values({
      id: lateId,
      email: late,
      emailHash: emailHash(late),
      kind: 'erasure',
      state: 'confirmed',
      source: 'account',
      requestedAt: new Date(Date.now() - 40 * 24 * 3600 * 1000),
      dueAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
    })
    const list = (await callRoute(
      adminLoader,
      getRequest(`/admin/data-requests?state=open&q=${encodeURIComponent(late)}`, {
        cookie: admin.cookie,
      }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(list.page.rows).toEqual([
      expect.objectContaining({
        id: lateId,
        email: late,
        kind: 'erasure',
        source: 'account',
        state: 'confirmed',
        isOverdue: true,
        completedAt: null,
      }),
    ])

    // An erased person's request keeps only a masked address; the whole address still finds it.
    const erased = newAddress('found')
    await seedApplicant(erased)
    await askForLink(erased)
    await eraseWithLink(await tokenSentTo(erased))
    const found = (await callRoute(
      adminLoader,
      getRequest(`/admin/data-requests?q=${encodeURIComponent(erased)}`, { cookie: admin.cookie }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(found.page.rows).toEqual([
      expect.objectContaining({
        email: 'f•••@example.org',
        kind: 'erasure',
        state: 'completed',
        isOverdue: false,
      }),
    ])
  })

  test('links past their 24 hours show as expired on the list', async () => {
    const email = newAddress('stale')
    await askForLink(email)
    const db = await getDb()
    await db
      .update(dataRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataRequests.emailHash, emailHash(email)))
    const list = (await callRoute(
      adminLoader,
      getRequest(`/admin/data-requests?state=expired&q=${encodeURIComponent(email)}`, {
        cookie: admin.cookie,
      }),
    )) as Awaited<ReturnType<typeof adminLoader>>
    expect(list.page.rows).toEqual([expect.objectContaining({ email, state: 'expired' })])
  })

  test('an Administrator erases the data for an address: recorded as a staff request, the counts in the toast, audited with them as the actor', async () => {
    const email = newAddress('by-phone')
    const { applicationId, cvKey } = await seedApplicant(email)
    const outcome = await callRoute(
      adminAction,
      postForm(
        '/admin/data-requests?state=all',
        { intent: 'erase', email: email.toUpperCase(), confirm: 'on' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/data-requests?state=all')
    const toast = await toastOf(outcome)
    expect(toast).toMatchObject({ type: 'success', title: `Data erased for ${email}` })
    expect(toast?.description).toContain('Job applications: 1')
    expect(toast?.description).toContain('CV files: 1')
    expect(toast?.description).toContain('Contact messages: 1')

    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicationId)),
    ).toEqual([])
    expect(await getFile(cvKey)).toBeNull()
    const [request] = await requestsFor(email)
    expect(request).toMatchObject({
      kind: 'erasure',
      source: 'staff',
      state: 'completed',
      completedBy: admin.id,
      tokenHash: null,
    })
    expect(request.email).toBe('b•••@example.org')
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'personal-data'), eq(auditLog.entityId, request.id)))
    expect(entry).toMatchObject({ action: 'erase', actorId: admin.id, actorEmail: admin.email })
  })

  test('the erasure needs its confirmation box; nothing is erased without it', async () => {
    const email = newAddress('unchecked')
    const { applicationId } = await seedApplicant(email)
    const outcome = await callRoute(
      adminAction,
      postForm('/admin/data-requests', { intent: 'erase', email }, { cookie: admin.cookie }),
    )
    expect(statusOf(outcome)).toBe(400)
    const result = (outcome as { data: { result: { error: Record<string, string[]> } } }).data
      .result
    expect(result.error.confirm).toEqual(['Please confirm the erasure'])
    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicationId)),
    ).toHaveLength(1)
    expect(await requestsFor(email)).toEqual([])
  })

  test('an Administrator cannot erase their own account here', async () => {
    const outcome = await callRoute(
      adminAction,
      postForm(
        '/admin/data-requests',
        { intent: 'erase', email: admin.email, confirm: 'on' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(409)
    const result = (outcome as { data: { result: { error: Record<string, string[]> } } }).data
      .result
    expect(result.error['']).toEqual([
      'You cannot erase your own account here. Ask another Administrator.',
    ])
    const db = await getDb()
    expect(await db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1)
  })

  test('other staff get 403 on the screen and its action; a user goes to their dashboard', async () => {
    const email = newAddress('protected')
    const { applicationId } = await seedApplicant(email)
    const db = await getDb()
    for (const role of ['editor', 'support', 'recruiter', 'investment_desk'] as const) {
      const staff = await createSignedInUser({ name: `Staff ${role}` })
      await db.update(user).set({ role }).where(eq(user.id, staff.id))
      const list = await callRoute(
        adminLoader,
        getRequest('/admin/data-requests', { cookie: staff.cookie }),
      )
      expect(statusOf(list)).toBe(403)
      const erase = await callRoute(
        adminAction,
        postForm(
          '/admin/data-requests',
          { intent: 'erase', email, confirm: 'on' },
          { cookie: staff.cookie },
        ),
      )
      expect(statusOf(erase)).toBe(403)
    }
    const member = await createSignedInUser()
    const asUser = await callRoute(
      adminLoader,
      getRequest('/admin/data-requests', { cookie: member.cookie }),
    )
    expect(statusOf(asUser)).toBe(302)
    expect((asUser as Response).headers.get('Location')).toBe('/dashboard')
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicationId)),
    ).toHaveLength(1)
  })
})
