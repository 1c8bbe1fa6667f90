import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// Decision 032: a CV whose record is erased, or deleted by retention, is deleted from the
// bucket even when the bucket is down at that moment: its key waits in `file_deletions`, and
// the job runner deletes the file once the bucket answers again. The bucket is a real
// S3-compatible server (s3rver), stopped and started by the test. The configuration is set
// before any module reads it.
const S3_PORT = 4598
const BUCKET = 'uploads'
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
})

const { eq, inArray } = await import('drizzle-orm')
const { fileDeletions, jobApplicants } = await import('#db/schema')
const { erasePersonalData } = await import('~/domain/privacy/personal-data.server')
const { applyRetention } = await import('~/domain/privacy/retention.server')
const { monthsBefore } = await import('~/domain/privacy/retention-cutoff')
const { SCHEDULED_JOBS } = await import('~/scheduled-jobs.server')
const { getDb } = await import('~/server/db.server')
const { countQueuedFileDeletions, deleteQueuedFiles } =
  await import('~/server/file-deletions.server')
const { createJobRunner } = await import('~/server/jobs.server')
const { getFile, newFileKey, putFile } = await import('~/server/storage.server')
const { newId } = await import('~/lib/ids')
const { prepareTestApp } = await import('../support/app')
const { signInAsAdmin } = await import('../support/requests')
const { startSiteServer } = await import('../support/site-server')

const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-deletions-'))
let bucket: S3rver | null = null
let site: Awaited<ReturnType<typeof startSiteServer>>
let adminCookie = ''

async function startBucket() {
  bucket = new S3rver({
    port: S3_PORT,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await bucket.run()
}

async function stopBucket() {
  await bucket?.close()
  bucket = null
}

beforeAll(async () => {
  await startBucket()
  await prepareTestApp()
  adminCookie = (await signInAsAdmin()).cookie
  site = await startSiteServer()
}, 120_000)

afterAll(async () => {
  await site?.close()
  await stopBucket()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

/** An application with its CV in the bucket, submitted `monthsAgo` months ago. */
async function addApplication(email: string, monthsAgo = 0) {
  const cvKey = newFileKey('cv', 'pdf')
  await putFile(cvKey, Buffer.from(`%PDF-1.4\n% ${email}\n%%EOF\n`), 'application/pdf')
  const id = newId('app')
  const db = await getDb()
  await db.insert(jobApplicants).values({
    id,
    jobId: null,
    name: 'Layla Haddad',
    email,
    phone: '050 123 4567',
    coverLetter: 'Hello',
    cvKey,
    cvFilename: 'cv.pdf',
    cvMime: 'application/pdf',
    cvSize: 20,
    submittedAt: monthsBefore(new Date(), monthsAgo),
  })
  return { id, cvKey }
}

async function queuedKeys(keys: string[]) {
  const db = await getDb()
  return db.select().from(fileDeletions).where(inArray(fileDeletions.key, keys))
}

/** The Administrators' data-requests screen, as its HTML says it (with the catalog's JSON). */
async function dataRequestsScreen(): Promise<string> {
  const response = await fetch(`${site.baseUrl}/admin/data-requests`, {
    headers: { Cookie: adminCookie },
  })
  expect(response.status).toBe(200)
  return response.text()
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000)
const unique = () => crypto.randomBytes(4).toString('hex')

describe('stored files of deleted records, with the bucket down', () => {
  test('an erasure deletes the rows at once and the CV once the bucket is back, through the job', async () => {
    const email = `erase-${unique()}@example.com`
    const application = await addApplication(email)
    const other = await addApplication(`keep-${unique()}@example.com`)

    await stopBucket()
    try {
      const counts = await erasePersonalData(
        { email },
        { actor: { id: null, email: null }, dataRequestId: newId('dreq') },
      )
      expect(counts).toMatchObject({ jobApplications: 1 })
    } finally {
      await startBucket()
    }
    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.id, application.id)),
    ).toEqual([])
    // The file is still in the bucket, and its key waits, with why, for a minute.
    expect(await getFile(application.cvKey)).not.toBeNull()
    const [queued] = await queuedKeys([application.cvKey])
    expect(queued).toMatchObject({ key: application.cvKey, attempts: 1 })
    expect(queued.lastError).toBeTruthy()
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000)
    expect((await countQueuedFileDeletions()).waiting).toBe(1)
    expect(await dataRequestsScreen()).toMatch(
      /data-files-waiting="1"[\s\S]*?>1 stored file of erased records is waiting to be deleted</,
    )

    // Not due yet: nothing is tried.
    expect(await deleteQueuedFiles()).toMatchObject({ waiting: 0 })
    expect(await getFile(application.cvKey)).not.toBeNull()

    // The scheduled job, a minute later: the file is gone from the bucket, and from the queue.
    const job = SCHEDULED_JOBS.find((scheduled) => scheduled.name === 'delete-queued-files')
    expect(job).toBeDefined()
    expect(await deleteQueuedFiles({ now: inMinutes(2) })).toMatchObject({ deleted: 1 })
    expect(await getFile(application.cvKey)).toBeNull()
    expect(await queuedKeys([application.cvKey])).toEqual([])
    expect(await dataRequestsScreen()).not.toContain('data-files-waiting')
    // Someone else's CV is untouched.
    expect(await getFile(other.cvKey)).not.toBeNull()
  })

  test('retention deletes expired applications and queues their CVs, which the job runner deletes later', async () => {
    const expired = await addApplication(`old-${unique()}@example.com`, 30)
    const recent = await addApplication(`new-${unique()}@example.com`, 1)

    await stopBucket()
    try {
      const counts = await applyRetention()
      expect(counts.applications).toBeGreaterThanOrEqual(1)
    } finally {
      await startBucket()
    }
    const db = await getDb()
    const left = await db
      .select({ id: jobApplicants.id })
      .from(jobApplicants)
      .where(inArray(jobApplicants.id, [expired.id, recent.id]))
    expect(left).toEqual([{ id: recent.id }])
    expect(await getFile(expired.cvKey)).not.toBeNull()
    expect(await queuedKeys([expired.cvKey])).toHaveLength(1)

    // The runner's job, made due: it deletes the file, and runs once in two runners.
    await db.update(fileDeletions).set({ nextAttemptAt: new Date(Date.now() - 1_000) })
    const job = SCHEDULED_JOBS.find((scheduled) => scheduled.name === 'delete-queued-files')!
    const runners = [1, 2].map(() => createJobRunner({ jobs: [job], pollMs: 60_000 }))
    await Promise.all(runners.map((runner) => runner.runOnce()))
    await Promise.all(runners.map((runner) => runner.stop()))
    expect(await getFile(expired.cvKey)).toBeNull()
    expect(await getFile(recent.cvKey)).not.toBeNull()
    expect(await queuedKeys([expired.cvKey])).toEqual([])
  })

  test('a queued file the bucket keeps refusing waits longer each time, and is still queued', async () => {
    const { cvKey } = await addApplication(`refused-${unique()}@example.com`)
    const db = await getDb()
    await db.insert(fileDeletions).values({ key: cvKey })
    await stopBucket()
    try {
      expect(await deleteQueuedFiles({ keys: [cvKey] })).toEqual({ deleted: 0, waiting: 1 })
      expect(await deleteQueuedFiles({ keys: [cvKey] })).toEqual({ deleted: 0, waiting: 1 })
    } finally {
      await startBucket()
    }
    const [queued] = await queuedKeys([cvKey])
    expect(queued.attempts).toBe(2)
    // The second wait is two minutes.
    const waitMs = queued.nextAttemptAt.getTime() - Date.now()
    expect(waitMs).toBeGreaterThan(90_000)
    expect(waitMs).toBeLessThanOrEqual(120_000)
    expect(await deleteQueuedFiles({ keys: [cvKey] })).toEqual({ deleted: 1, waiting: 0 })
    expect(await getFile(cvKey)).toBeNull()
  })
})
