import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startRedisServer, type RedisServer } from '../support/redis-server'
import { s3Settings, startS3Server, type S3Server } from '../support/s3-server'

// Issue 15: two app processes behind a load balancer share PostgreSQL, Redis and an
// S3-compatible bucket; nothing lives in one process only. In the PGlite pass, B reaches
// A's embedded database over the PostgreSQL protocol. The configuration is set before any
// module reads it: this process (A) and the other (B) get the same.
const REDIS_PORT = 6394
const S3_PORT = 4599
const BUCKET = 'uploads'
const shared = {
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
  ...s3Settings(S3_PORT, BUCKET),
}
Object.assign(process.env, shared)
const { shareDatabaseWithOtherProcesses } = await import('../support/database')
const databaseUrl = shareDatabaseWithOtherProcesses(54342)

const { jobApplicants } = await import('#db/schema')
const { getDb } = await import('~/server/db.server')
const { startSiteServer } = await import('../support/site-server')
const { startSiteProcess } = await import('../support/site-processes')
const { signInAsAdmin } = await import('../support/requests')
type SiteServer = Awaited<ReturnType<typeof startSiteServer>>
type SiteProcess = Awaited<ReturnType<typeof startSiteProcess>>

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n% two processes\n',
)

describe('two app processes on one database, Redis and S3', () => {
  let s3: S3Server
  let redis: RedisServer
  let a: SiteServer
  let b: SiteProcess

  beforeAll(async () => {
    s3 = await startS3Server(S3_PORT, BUCKET)
    redis = await startRedisServer(REDIS_PORT)
    a = await startSiteServer()
    b = await startSiteProcess({ DATABASE_URL: databaseUrl, ...shared })
  }, 120_000)

  afterAll(async () => {
    await b?.stop()
    await a?.close()
    await redis?.stop()
    await s3?.close()
  })

  function post(baseUrl: string, pathname: string, body: FormData, cookie?: string) {
    return fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      body,
      redirect: 'manual',
      headers: cookie ? { Cookie: cookie } : {},
    })
  }

  function loginForm(email: string, password: string) {
    const form = new FormData()
    form.set('email', email)
    form.set('password', password)
    return form
  }

  test('a session signed in on A opens the admin area on B', async () => {
    const admin = await signInAsAdmin()
    const onB = await fetch(`${b.baseUrl}/admin`, { headers: { Cookie: admin.cookie } })
    expect(onB.status).toBe(200)
    expect(await onB.text()).toContain(admin.email)
  })

  test('a CV uploaded through A is in the bucket and downloads through B, byte for byte', async () => {
    const form = new FormData()
    form.set('jobId', 'job-001')
    form.set('fullName', 'Two Process Applicant')
    form.set('email', 'two-process@example.org')
    form.set('phone', '050 123 4567')
    form.set('coverLetter', 'Sent to one server, read from the other.')
    form.set('resume', new File([new Uint8Array(PDF_BYTES)], 'cv.pdf', { type: 'application/pdf' }))
    form.set('processingConsent', 'on')
    const sent = await post(a.baseUrl, '/careers', form)
    expect(sent.status).toBe(302)

    const db = await getDb()
    const [applicant] = await db
      .select()
      .from(jobApplicants)
      .where(eq(jobApplicants.name, 'Two Process Applicant'))
    expect(applicant.cvKey).toMatch(/^cv\//)
    // Stored in the bucket, not on this machine's disk.
    const inBucket = fs.readdirSync(s3.directory, { recursive: true }).map(String)
    expect(inBucket.some((file) => file.includes(path.basename(applicant.cvKey)))).toBe(true)

    const admin = await signInAsAdmin()
    const download = await fetch(`${b.baseUrl}/admin/careers/applicants/${applicant.id}/cv`, {
      headers: { Cookie: admin.cookie },
    })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF_BYTES)).toBe(true)
  })

  test('failed logins for one account spread over A and B trip its limit on both', async () => {
    const admin = await signInAsAdmin()
    const answers: number[] = []
    for (let attempt = 0; attempt < 8; attempt++) {
      const server = attempt % 2 === 0 ? a.baseUrl : b.baseUrl
      const answer = await post(server, '/login', loginForm(admin.email, `wrong-${attempt}`))
      answers.push(answer.status)
    }
    // Five wrong passwords from one address are checked, counted in Redis by both; then
    // both refuse before checking (429), which each process alone would not yet do.
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(answers.slice(5)).toEqual([429, 429, 429])
    const rightOnB = await post(b.baseUrl, '/login', loginForm(admin.email, admin.password))
    expect(rightOnB.status).toBe(429)
  })
})
