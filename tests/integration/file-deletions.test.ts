import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { s3Settings, startS3Server, type S3Server } from '../support/s3-server'

// Decision 032: a CV whose record is erased, or deleted by retention, is deleted from the
// bucket even when the bucket is down at that moment: its key waits in `file_deletions`, and
// the job runner deletes the file once the bucket answers again. The bucket is a real
// S3-compatible server (s3rver), stopped and started by the test. The configuration is set
// before any module reads it.
const S3_PORT = 4598
Object.assign(process.env, s3Settings(S3_PORT, 'uploads'))

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
const { removeStoredImage } = await import('~/server/uploads.server')
const { IMAGE_VARIANT_WIDTHS, imageVariantKey } = await import('~/lib/image-variants')
const { newId } = await import('~/lib/ids')
const { prepareTestApp } = await import('../support/app')
const { signInAsAdmin } = await import('../support/requests')
const { startSiteServer } = await import('../support/site-server')

let bucket: S3Server
let site: Awaited<ReturnType<typeof startSiteServer>>
let adminCookie = ''

const stopBucket = () => bucket.stop()
const startBucket = () => bucket.start()

beforeAll(async () => {
  bucket = await startS3Server(S3_PORT, 'uploads')
  await prepareTestApp()
  adminCookie = (await signInAsAdmin()).cookie
  site = await startSiteServer()
}, 120_000)

afterAll(async () => {
  await site?.close()
  await bucket?.close()
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
    expect(await countQueuedFileDeletions()).toBe(1)
    expect(await dataRequestsScreen()).toMatch(
      /data-files-waiting="1"[\s\S]*?>1 stored file of erased records is waiting to be deleted</,
    )

    // Not due yet: the job tries nothing.
    const job = SCHEDULED_JOBS.find((scheduled) => scheduled.name === 'delete-queued-files')!
    await job.run()
    expect(await getFile(application.cvKey)).not.toBeNull()
    expect(await queuedKeys([application.cvKey])).toHaveLength(1)

    // A minute later (made due now), the job deletes it from the bucket, and from the queue.
    await db
      .update(fileDeletions)
      .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
      .where(eq(fileDeletions.key, application.cvKey))
    await job.run()
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

  test('a replaced image the bucket refuses to delete is queued with its width copies', async () => {
    const key = newFileKey('images/team', 'webp')
    await putFile(key, Buffer.from('RIFF0000WEBP'), 'image/webp')
    await stopBucket()
    try {
      await removeStoredImage(`/files/${key}`)
    } finally {
      await startBucket()
    }
    const copies = IMAGE_VARIANT_WIDTHS.map((width) => imageVariantKey(key, width))
    expect((await queuedKeys([key, ...copies])).map((row) => row.key).sort()).toEqual(
      [key, ...copies].sort(),
    )
    expect(await deleteQueuedFiles({ keys: [key, ...copies] })).toEqual({
      deleted: 1 + copies.length,
      waiting: 0,
    })
    expect(await getFile(key)).toBeNull()
  })
})
