import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  auditLog,
  consentRecords,
  consultancyRequests,
  contactMessages,
  dataRequests,
  investmentRequests,
  jobApplicants,
  scheduledJobs,
  user,
  userInvestmentRequests,
  type ConsentForm,
} from '#db/schema'
import { applyRetention, expireDataRequests } from '~/domain/privacy/retention.server'
import { monthsBefore } from '~/domain/privacy/retention-cutoff'
import { RETENTION_DEFAULTS, type RetentionSettings } from '~/domain/settings/schema'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { action as settingsAction, loader as settingsLoader } from '~/routes/admin/settings'
import { SCHEDULED_JOBS } from '~/scheduled-jobs.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createJobRunner, type JobRunner, type ScheduledJob } from '~/server/jobs.server'
import { logger } from '~/server/logger.server'
import { newFileKey, putFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import { shareDatabaseWithOtherProcesses } from '../support/database'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'
import { startRetentionProcess, type RetentionProcess } from '../support/retention'
import { toastOf } from '../support/toast'

// Issue 16, retention (docs/decisions/029-retention.md): personal data submitted through the
// public forms is deleted once its period (settings screen) has passed, by a daily job that
// runs once across processes. A run with the clock moved forward deletes what has expired
// and nothing else; two runs at once, in one process or two, delete each row once.

// Another process reaches this file's database: PGlite served on a port, or PostgreSQL.
const databaseUrl = shareDatabaseWithOtherProcesses(54381)

const DAY_MS = 24 * 60 * 60 * 1000
const TODAY = new Date()
/** The clock moved forward two months: what was submitted k months ago is then k + 2 old. */
const LATER = monthsBefore(TODAY, -2)

let admin: TestAccount
const started: { stop: () => Promise<void> }[] = []

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
})

beforeEach(async () => {
  // Each test counts what its own rows become: start from empty lists (demo content included).
  const db = await getDb()
  await db.delete(jobApplicants)
  await db.delete(contactMessages)
  await db.delete(consultancyRequests)
  await db.delete(consentRecords)
})

afterEach(async () => {
  for (const item of started.splice(0).reverse()) await item.stop()
  vi.restoreAllMocks()
})

const unique = () => crypto.randomBytes(4).toString('hex')

/** A stored CV's place on disk (local storage keeps files under UPLOAD_DIR). */
function cvPath(key: string): string {
  return path.resolve(env().UPLOAD_DIR, ...key.split('/'))
}

/** A consent record and an audit entry that copied the record's personal data. */
async function addTraces(form: ConsentForm, entity: string, id: string, email: string) {
  const db = await getDb()
  await db.insert(consentRecords).values({
    id: `consent-${unique()}`,
    email,
    form,
    recordId: id,
    policyVersion: '2026-11-25',
    purposes: [],
  })
  await db.insert(auditLog).values({
    actorId: admin.id,
    actorEmail: admin.email,
    action: 'update',
    entity,
    entityId: id,
    before: { name: 'Layla Haddad', email },
    after: { name: 'Layla Haddad', email, status: 'Rejected' },
  })
}

type ApplicantSpec = {
  monthsAgo: number
  status?: 'Pending' | 'Rejected' | 'Hired' | 'Shortlisted'
  talentPool?: boolean
}

/** An application submitted `monthsAgo` months before today, with its CV on disk. */
async function addApplicant(spec: ApplicantSpec) {
  const db = await getDb()
  const id = `app-${unique()}`
  const email = `applicant-${unique()}@example.org`
  const cvKey = newFileKey('cv', 'pdf')
  await putFile(cvKey, Buffer.from(`%PDF-1.4 CV of ${id}`), 'application/pdf')
  await db.insert(jobApplicants).values({
    id,
    name: 'Layla Haddad',
    email,
    phone: '+971 50 000 0000',
    coverLetter: 'I would like to join.',
    cvKey,
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 20,
    status: spec.status ?? 'Pending',
    talentPool: spec.talentPool ?? false,
    submittedAt: monthsBefore(TODAY, spec.monthsAgo),
  })
  await addTraces('application', 'job_applicant', id, email)
  return { id, cvKey }
}

async function addContactMessage(monthsAgo: number) {
  const db = await getDb()
  const id = `msg-${unique()}`
  const email = `sender-${unique()}@example.org`
  await db.insert(contactMessages).values({
    id,
    name: 'Omar Khalil',
    email,
    message: 'Please call me back.',
    submittedAt: monthsBefore(TODAY, monthsAgo),
  })
  await addTraces('contact', 'contact_message', id, email)
  return id
}

async function addConsultancyRequest(monthsAgo: number) {
  const db = await getDb()
  const id = `cons-req-${unique()}`
  const email = `client-${unique()}@example.org`
  await db.insert(consultancyRequests).values({
    id,
    name: 'Sara Nasser',
    email,
    phone: '+971 50 111 1111',
    message: 'A consultation, please.',
    submittedAt: monthsBefore(TODAY, monthsAgo),
  })
  await addTraces('consultation', 'consultancy_request', id, email)
  return id
}

/** Accepted investment requests five years old: kept while the account exists. */
async function addAcceptedInvestmentRequests() {
  const db = await getDb()
  const investor = await createSignedInUser()
  const longAgo = monthsBefore(TODAY, 60)
  const specific = `req-${unique()}`
  const custom = `custom-${unique()}`
  await db.insert(investmentRequests).values({
    id: specific,
    userId: investor.id,
    message: 'Interested.',
    status: 'Accepted',
    createdAt: longAgo,
    updatedAt: longAgo,
  })
  await db.insert(userInvestmentRequests).values({
    id: custom,
    userId: investor.id,
    name: 'Investor',
    email: investor.email,
    description: 'A warehouse in Dubai South.',
    status: 'Accepted',
    createdAt: longAgo,
    updatedAt: longAgo,
  })
  return { specific, custom }
}

async function remainingIds() {
  const db = await getDb()
  const ids = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id).sort()
  return {
    applications: await ids(db.select({ id: jobApplicants.id }).from(jobApplicants)),
    contactMessages: await ids(db.select({ id: contactMessages.id }).from(contactMessages)),
    consultancyRequests: await ids(
      db.select({ id: consultancyRequests.id }).from(consultancyRequests),
    ),
  }
}

async function consentRecordsOf(ids: string[]) {
  const db = await getDb()
  return db.select().from(consentRecords).where(inArray(consentRecords.recordId, ids))
}

async function auditEntriesOf(ids: string[]) {
  const db = await getDb()
  return db.select().from(auditLog).where(inArray(auditLog.entityId, ids))
}

const sorted = (ids: string[]) => [...ids].sort()

describe('a retention run with the clock moved forward', () => {
  test('deletes the expired applications with their CV files, messages and requests, and nothing else', async () => {
    // Ages at LATER (two months on): default periods 6 months, talent pool and messages 24.
    const expired = {
      pendingSevenMonths: await addApplicant({ monthsAgo: 5 }),
      rejectedOneYear: await addApplicant({ monthsAgo: 10, status: 'Rejected' }),
      shortlistedLongAgo: await addApplicant({ monthsAgo: 30, status: 'Shortlisted' }),
      talentPoolTwentyFive: await addApplicant({ monthsAgo: 23, talentPool: true }),
    }
    const kept = {
      recent: await addApplicant({ monthsAgo: 3 }),
      hired: await addApplicant({ monthsAgo: 40, status: 'Hired' }),
      hiredTalentPool: await addApplicant({ monthsAgo: 40, status: 'Hired', talentPool: true }),
      talentPoolTwentyTwo: await addApplicant({ monthsAgo: 20, talentPool: true }),
    }
    const expiredMessages = [await addContactMessage(23), await addContactMessage(36)]
    const keptMessages = [await addContactMessage(21), await addContactMessage(0)]
    const expiredRequests = [await addConsultancyRequest(23)]
    const keptRequests = [await addConsultancyRequest(21), await addConsultancyRequest(1)]
    const investment = await addAcceptedInvestmentRequests()

    const logged = vi.spyOn(logger, 'info')
    const counts = await applyRetention(LATER)

    expect(counts).toEqual({
      applications: 4,
      cvFiles: 4,
      contactMessages: 2,
      consultancyRequests: 1,
    })
    const remaining = await remainingIds()
    expect(remaining.applications).toEqual(sorted(Object.values(kept).map((row) => row.id)))
    expect(remaining.contactMessages).toEqual(sorted(keptMessages))
    expect(remaining.consultancyRequests).toEqual(sorted(keptRequests))

    // The files are gone from the upload directory; the kept ones are still there.
    for (const row of Object.values(expired)) expect(fs.existsSync(cvPath(row.cvKey))).toBe(false)
    for (const row of Object.values(kept)) expect(fs.existsSync(cvPath(row.cvKey))).toBe(true)

    // Consent records go with their records; audit entries keep who and when, not the data.
    const deletedIds = [
      ...Object.values(expired).map((row) => row.id),
      ...expiredMessages,
      ...expiredRequests,
    ]
    const keptIds = [...Object.values(kept).map((row) => row.id), ...keptMessages, ...keptRequests]
    expect(await consentRecordsOf(deletedIds)).toEqual([])
    expect(await consentRecordsOf(keptIds)).toHaveLength(keptIds.length)
    const scrubbed = await auditEntriesOf(deletedIds)
    expect(scrubbed).toHaveLength(deletedIds.length)
    for (const entry of scrubbed) {
      expect(entry).toMatchObject({
        before: null,
        after: null,
        actorId: admin.id,
        action: 'update',
      })
      expect(entry.createdAt).toBeInstanceOf(Date)
    }
    for (const entry of await auditEntriesOf(keptIds))
      expect(entry.before).toMatchObject({ name: 'Layla Haddad' })

    // Accepted investment requests stay, however old.
    const db = await getDb()
    const specific = await db
      .select()
      .from(investmentRequests)
      .where(eq(investmentRequests.id, investment.specific))
    const custom = await db
      .select()
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.id, investment.custom))
    expect(specific).toHaveLength(1)
    expect(custom).toHaveLength(1)

    // One log line with the counts, and no name or address in it.
    const line = logged.mock.calls.find((call) => call[1] === 'retention applied')
    expect(line?.[0]).toEqual({ ...counts, cvFilesWaiting: 0 })
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/@example\.org|Layla|Omar|Sara/)

    // A second run finds nothing more.
    expect(await applyRetention(LATER)).toEqual({
      applications: 0,
      cvFiles: 0,
      contactMessages: 0,
      consultancyRequests: 0,
    })
  })

  test('without the clock moved, the same ages are not yet expired', async () => {
    const pending = await addApplicant({ monthsAgo: 5 })
    const talentPool = await addApplicant({ monthsAgo: 23, talentPool: true })
    const message = await addContactMessage(23)
    expect(await applyRetention(TODAY)).toEqual({
      applications: 0,
      cvFiles: 0,
      contactMessages: 0,
      consultancyRequests: 0,
    })
    expect((await remainingIds()).applications).toEqual(sorted([pending.id, talentPool.id]))
    expect((await remainingIds()).contactMessages).toEqual([message])
    expect(fs.existsSync(cvPath(pending.cvKey))).toBe(true)
  })

  test('the period ends at the same time of day, a calendar month count back', async () => {
    const db = await getDb()
    const cutoff = monthsBefore(LATER, RETENTION_DEFAULTS.retentionContactMonths)
    const [justExpired, justKept] = [await addContactMessage(0), await addContactMessage(0)]
    await db
      .update(contactMessages)
      .set({ submittedAt: new Date(cutoff.getTime() - 60_000) })
      .where(eq(contactMessages.id, justExpired))
    await db
      .update(contactMessages)
      .set({ submittedAt: new Date(cutoff.getTime() + 60_000) })
      .where(eq(contactMessages.id, justKept))
    expect((await applyRetention(LATER)).contactMessages).toBe(1)
    expect((await remainingIds()).contactMessages).toEqual([justKept])
  })
})

describe('two retention runs at the same time', () => {
  async function addExpiredRows(applications: number, messages: number, requests: number) {
    const files: string[] = []
    for (let index = 0; index < applications; index += 1)
      files.push((await addApplicant({ monthsAgo: 12, status: 'Rejected' })).cvKey)
    // Over one batch (500 rows), so each run takes several turns.
    const db = await getDb()
    const longAgo = monthsBefore(TODAY, 30)
    await db.insert(contactMessages).values(
      Array.from({ length: messages }, (_, index) => ({
        id: `msg-bulk-${unique()}-${index}`,
        name: 'Bulk Sender',
        email: `bulk-${index}@example.org`,
        message: 'Hello.',
        submittedAt: longAgo,
      })),
    )
    await db.insert(consultancyRequests).values(
      Array.from({ length: requests }, (_, index) => ({
        id: `cons-bulk-${unique()}-${index}`,
        name: 'Bulk Client',
        email: `bulk-client-${index}@example.org`,
        phone: '+971 50 222 2222',
        message: 'Hello.',
        submittedAt: longAgo,
      })),
    )
    return files
  }

  function sum(...all: Awaited<ReturnType<typeof applyRetention>>[]) {
    return {
      applications: all.reduce((total, counts) => total + counts.applications, 0),
      cvFiles: all.reduce((total, counts) => total + counts.cvFiles, 0),
      contactMessages: all.reduce((total, counts) => total + counts.contactMessages, 0),
      consultancyRequests: all.reduce((total, counts) => total + counts.consultancyRequests, 0),
    }
  }

  test('in one process (Promise.all) delete each row once between them', async () => {
    const files = await addExpiredRows(30, 1_100, 40)
    const kept = await addApplicant({ monthsAgo: 1 })
    const runs = await Promise.all([applyRetention(TODAY), applyRetention(TODAY)])
    expect(sum(...runs)).toEqual({
      applications: 30,
      cvFiles: 30,
      contactMessages: 1_100,
      consultancyRequests: 40,
    })
    for (const key of files) expect(fs.existsSync(cvPath(key))).toBe(false)
    expect((await remainingIds()).applications).toEqual([kept.id])
    expect(fs.existsSync(cvPath(kept.cvKey))).toBe(true)
  })

  test('in two processes delete each row once between them', async () => {
    const other: RetentionProcess = await startRetentionProcess(databaseUrl, TODAY)
    started.push(other)
    const files = await addExpiredRows(30, 1_100, 40)
    const kept = await addApplicant({ monthsAgo: 1 })
    const runs = await Promise.all([other.run(), applyRetention(TODAY)])
    expect(sum(...runs)).toEqual({
      applications: 30,
      cvFiles: 30,
      contactMessages: 1_100,
      consultancyRequests: 40,
    })
    for (const key of files) expect(fs.existsSync(cvPath(key))).toBe(false)
    const remaining = await remainingIds()
    expect(remaining).toEqual({
      applications: [kept.id],
      contactMessages: [],
      consultancyRequests: [],
    })
  })
})

describe('the retention periods on the settings screen', () => {
  const fieldsOf = (periods: Record<keyof RetentionSettings, string>) => ({
    intent: 'retention',
    ...periods,
  })

  test('the screen shows the defaults; an admin post changes them, audited, and the next run uses them', async () => {
    const page = (await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: admin.cookie }),
    )) as { settings: RetentionSettings }
    expect(page.settings).toMatchObject(RETENTION_DEFAULTS)

    const pending = await addApplicant({ monthsAgo: 3 })
    const talentPool = await addApplicant({ monthsAgo: 13, talentPool: true })
    await addContactMessage(4)
    await addConsultancyRequest(7)
    // With the defaults nothing of this has expired.
    expect(await applyRetention(TODAY)).toMatchObject({ applications: 0, contactMessages: 0 })

    const outcome = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        fieldsOf({
          retentionApplicationMonths: '2',
          retentionTalentPoolMonths: '12',
          retentionContactMonths: '3',
          retentionConsultancyMonths: '6',
          retentionRevisionsMonths: '36',
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/settings')
    expect(await toastOf(outcome)).toMatchObject({
      type: 'success',
      title: 'Retention periods saved',
    })
    expect(await getSiteSettings()).toMatchObject({
      retentionApplicationMonths: 2,
      retentionTalentPoolMonths: 12,
      retentionContactMonths: 3,
      retentionConsultancyMonths: 6,
      retentionRevisionsMonths: 36,
    })
    const db = await getDb()
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.actorId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({
      action: 'update',
      before: {
        retentionApplicationMonths: 6,
        retentionTalentPoolMonths: 24,
        retentionContactMonths: 24,
        retentionConsultancyMonths: 24,
      },
      after: {
        retentionApplicationMonths: 2,
        retentionTalentPoolMonths: 12,
        retentionContactMonths: 3,
        retentionConsultancyMonths: 6,
      },
    })

    expect(await applyRetention(TODAY)).toEqual({
      applications: 2,
      cvFiles: 2,
      contactMessages: 1,
      consultancyRequests: 1,
    })
    expect(await remainingIds()).toEqual({
      applications: [],
      contactMessages: [],
      consultancyRequests: [],
    })
    expect(fs.existsSync(cvPath(pending.cvKey))).toBe(false)
    expect(fs.existsSync(cvPath(talentPool.cvKey))).toBe(false)

    // Saving the site settings form afterwards leaves the periods as they are.
    const site = await getSiteSettings()
    const save = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        {
          intent: 'settings',
          contactEmail: site.contactEmail,
          mapLatitude: String(site.mapLatitude),
          mapLongitude: String(site.mapLongitude),
          mapZoom: String(site.mapZoom),
          platformVideoId: site.platformVideoId,
          contactPhone: '+971 4 555 0150',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(save)).toBe(302)
    expect(await getSiteSettings()).toMatchObject({
      contactPhone: '+971 4 555 0150',
      retentionApplicationMonths: 2,
      retentionContactMonths: 3,
    })
    await updateSiteSettings(RETENTION_DEFAULTS, admin)
  })

  test('a period outside 1–120 months or not a whole number is refused with its message, in both languages, and nothing is saved', async () => {
    const before = await getSiteSettings()
    const outcome = await callRoute(
      settingsAction,
      postForm(
        '/admin/settings',
        fieldsOf({
          retentionApplicationMonths: '0',
          retentionTalentPoolMonths: '121',
          retentionContactMonths: '2.5',
          retentionConsultancyMonths: 'six',
          retentionRevisionsMonths: '0',
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const error = (outcome as { data: { result: { error: Record<string, string[]> } } }).data.result
      .error
    const message = ['Enter a whole number of months from 1 to 120']
    expect(error).toMatchObject({
      retentionApplicationMonths: message,
      retentionTalentPoolMonths: message,
      retentionContactMonths: message,
      retentionConsultancyMonths: message,
      retentionRevisionsMonths: message,
    })
    const arabic = await callRoute(
      settingsAction,
      postForm(
        '/ar/admin/settings',
        { intent: 'retention', retentionApplicationMonths: '' },
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(statusOf(arabic)).toBe(400)
    expect(
      (arabic as { data: { result: { error: Record<string, string[]> } } }).data.result.error
        .retentionApplicationMonths,
    ).toEqual(['يرجى إدخال عدد صحيح من الأشهر من 1 إلى 120'])
    expect(await getSiteSettings()).toEqual(before)
  })

  test('only an Administrator changes them: an Editor (who edits the site settings) and a user get 403, and nothing changes', async () => {
    const before = await getSiteSettings()
    const editor = await createSignedInUser({ name: 'Site Editor' })
    const db = await getDb()
    await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
    const page = (await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: editor.cookie }),
    )) as { canSetRetention: boolean }
    expect(page.canSetRetention).toBe(false)
    const adminPage = (await callRoute(
      settingsLoader,
      getRequest('/admin/settings', { cookie: admin.cookie }),
    )) as { canSetRetention: boolean }
    expect(adminPage.canSetRetention).toBe(true)

    const account = await createSignedInUser()
    for (const cookie of [editor.cookie, account.cookie]) {
      const outcome = await callRoute(
        settingsAction,
        postForm(
          '/admin/settings',
          fieldsOf({
            retentionApplicationMonths: '1',
            retentionTalentPoolMonths: '1',
            retentionContactMonths: '1',
            retentionConsultancyMonths: '1',
            retentionRevisionsMonths: '1',
          }),
          { cookie },
        ),
      )
      expect(statusOf(outcome)).toBe(403)
    }
    expect(await getSiteSettings()).toEqual(before)
  })
})

describe('the apply-retention job', () => {
  const runners: JobRunner[] = []
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop()
  })

  async function addDataRequest(state: 'awaiting-confirmation' | 'confirmed', expiresInMs: number) {
    const db = await getDb()
    const id = `dr-${unique()}`
    await db.insert(dataRequests).values({
      id,
      email: `visitor-${unique()}@example.org`,
      emailHash: crypto.randomBytes(32).toString('hex'),
      kind: 'erasure',
      state,
      source: 'visitor',
      tokenHash: crypto.randomBytes(32).toString('hex'),
      tokenExpiresAt: new Date(Date.now() + expiresInMs),
      dueAt: new Date(Date.now() + 30 * DAY_MS),
    })
    return id
  }

  async function stateOf(id: string) {
    const db = await getDb()
    const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id))
    return row.state
  }

  test('is scheduled daily, runs once across two runners, applies retention and expires unused data-request links', async () => {
    const job = SCHEDULED_JOBS.find((scheduled) => scheduled.name === 'apply-retention')
    expect(job?.everyMs).toBe(DAY_MS)

    const expired = await addApplicant({ monthsAgo: 7 })
    const recent = await addApplicant({ monthsAgo: 1 })
    const unusedLink = await addDataRequest('awaiting-confirmation', -60_000)
    const liveLink = await addDataRequest('awaiting-confirmation', 60 * 60_000)
    const confirmed = await addDataRequest('confirmed', -60_000)

    let runs = 0
    const counted: ScheduledJob = { ...job!, run: () => ((runs += 1), job!.run()) }
    const [first, second] = [
      createJobRunner({ pollMs: 60_000, jobs: [counted] }),
      createJobRunner({ pollMs: 60_000, jobs: [counted] }),
    ]
    runners.push(first, second)
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce(), second.runOnce()])
    expect(runs).toBe(1)

    expect((await remainingIds()).applications).toEqual([recent.id])
    expect(fs.existsSync(cvPath(expired.cvKey))).toBe(false)
    expect(await stateOf(unusedLink)).toBe('expired')
    expect(await stateOf(liveLink)).toBe('awaiting-confirmation')
    expect(await stateOf(confirmed)).toBe('confirmed')

    const db = await getDb()
    const [row] = await db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'apply-retention'))
    expect(row).toMatchObject({ claimedBy: null, lastError: null })
    expect(row.nextRunAt.getTime() - Date.now()).toBeGreaterThan(DAY_MS - 5 * 60_000)

    // A restarted process keeps the stored schedule: it does not run again today.
    const restarted = createJobRunner({ pollMs: 60_000, jobs: [counted] })
    runners.push(restarted)
    await restarted.runOnce()
    expect(runs).toBe(1)
  })

  test('expireDataRequests counts what it expired, once', async () => {
    await addDataRequest('awaiting-confirmation', -1_000)
    const now = new Date(Date.now() + 1_000)
    expect(await expireDataRequests(now)).toBe(1)
    expect(await expireDataRequests(now)).toBe(0)
  })
})
