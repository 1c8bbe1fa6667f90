import { eq } from 'drizzle-orm'
import { readdir, readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { jobApplicants, jobListings } from '#db/schema'
import { formatPostedDate } from '~/domain/careers/format'
import { action, loader, meta } from '~/routes/public/careers'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { getFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest, postForm, statusOf } from '../support/requests'
import { deliverQueuedEmails } from '../support/outbox'
import { toastOf } from '../support/toast'

// A real SMTP server catches the company notifications (SMTP_URL is read on first use).
const inbox: { to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
      callback()
    })
  },
})

async function createdAtOf(jobId: string): Promise<Date> {
  const db = await getDb()
  const [job] = await db
    .select({ createdAt: jobListings.createdAt })
    .from(jobListings)
    .where(eq(jobListings.id, jobId))
  return job.createdAt
}

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  await prepareTestApp()
})

afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
)

function pdfFile(name = 'my-cv.pdf', bytes: Buffer = PDF_BYTES): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' })
}

function applicationFields(overrides: Record<string, string | File | undefined> = {}) {
  return {
    jobId: 'job-001',
    fullName: 'Mariam Al Suwaidi',
    email: 'mariam@example.org',
    phone: '+971 50 555 0101',
    coverLetter: 'I have seven years of experience in investment analysis.',
    resume: pdfFile(),
    processingConsent: 'on',
    ...overrides,
  }
}

/** A valid PDF carrying a marker, so its stored copy can be found among the uploads. */
function markedPdf(marker: string): File {
  const bytes = Buffer.from(
    PDF_BYTES.toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${marker}\n`),
    'latin1',
  )
  return pdfFile('marked.pdf', bytes)
}

/** How many stored CVs hold `marker` (the local storage keeps them under UPLOAD_DIR/cv). */
async function storedCvsWith(marker: string): Promise<number> {
  const root = path.resolve(env().UPLOAD_DIR, 'cv')
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[])
  let found = 0
  for (const name of names) {
    const content = await readFile(path.join(root, name)).catch(() => null)
    if (content?.includes(marker)) found += 1
  }
  return found
}

async function applicantsNamed(name: string) {
  const db = await getDb()
  return db.select().from(jobApplicants).where(eq(jobApplicants.name, name))
}

describe('the careers page link preview', () => {
  async function ogImageAt(search: string): Promise<string | undefined> {
    const loaderData = (await callRoute(loader, getRequest(`/careers${search}`))) as Awaited<
      ReturnType<typeof loader>
    >
    const match = (id: string, data: unknown) => ({
      id,
      pathname: '/careers',
      data,
      loaderData: data,
    })
    const tags = meta({
      loaderData,
      location: { pathname: '/careers', search, hash: '', state: null, key: 'default' },
      matches: [match('root', { appUrl: 'https://invest.example' }), match('careers', loaderData)],
    } as unknown as Parameters<typeof meta>[0])
    const image = tags.find((tag) => 'property' in tag && tag.property === 'og:image')
    return (image as { content?: string } | undefined)?.content
  }

  test('is the site card, and a shared application link shows the job card', async () => {
    expect(await ogImageAt('')).toBe('https://invest.example/og/home.png')
    expect(await ogImageAt('?apply=job-001')).toBe('https://invest.example/og/jobs/job-001.png')
    // An open application or an unknown job has no card of its own.
    expect(await ogImageAt('?apply=open')).toBe('https://invest.example/og/home.png')
    expect(await ogImageAt('?apply=job-nope')).toBe('https://invest.example/og/home.png')
  })
})

describe('the careers page loader', () => {
  test('lists active jobs newest first with the long US posted date', async () => {
    const data = (await callRoute(loader, getRequest('/careers'))) as Exclude<
      Awaited<ReturnType<typeof loader>>,
      Response
    >
    const titles = data.jobs.map((job) => job.title)
    expect(titles).toEqual([
      'Client Relationship Manager',
      'Corporate Legal Counsel',
      'Digital Marketing Specialist',
      'Real Estate Investment Manager',
      'Senior Financial Analyst',
    ])
    const analyst = data.jobs.find((job) => job.id === 'job-001')
    // Seed jobs are dated relative to the first start (tests/integration/seed-dates.test.ts).
    expect(analyst?.postedOn).toBe(formatPostedDate(await createdAtOf('job-001')))
    expect(analyst?.responsibilities).toContain('Produce quarterly reports for investors')
    expect(analyst?.requirements.length).toBe(5)
  })

  test('filters by department, case-insensitively', async () => {
    const data = (await callRoute(loader, getRequest('/careers?department=real%20estate'))) as {
      jobs: { title: string }[]
    }
    expect(data.jobs.map((job) => job.title)).toEqual(['Real Estate Investment Manager'])
    const none = (await callRoute(loader, getRequest('/careers?department=Astronomy'))) as {
      jobs: unknown[]
    }
    expect(none.jobs).toEqual([])
  })

  test('hides inactive jobs and gives each active job a JobPosting JSON-LD entry', async () => {
    const db = await getDb()
    await db.insert(jobListings).values({
      id: 'job-hidden',
      title: 'Hidden Internship',
      department: 'Finance',
      location: 'Dubai, UAE',
      type: 'Internship',
      description: 'Not open.',
      isActive: false,
    })
    const data = (await callRoute(loader, getRequest('/careers'))) as {
      jobs: { id: string }[]
      jobPostingsLd: Record<string, unknown>[]
    }
    expect(data.jobs.map((job) => job.id)).not.toContain('job-hidden')
    expect(data.jobPostingsLd).toHaveLength(data.jobs.length)
    const posting = data.jobPostingsLd.find((entry) => entry.title === 'Senior Financial Analyst')
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      datePosted: (await createdAtOf('job-001')).toISOString().slice(0, 10),
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'UAE Invest Group' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      },
    })
    expect(String(posting?.description)).toContain('Senior Financial Analyst')
  })
})

describe('applying for a job', () => {
  test('saves the application and stores the CV, then confirms with the spec toast', async () => {
    const name = 'Applicant Saved'
    const outcome = await callRoute(
      action,
      postForm('/careers?department=Finance', applicationFields({ fullName: name })),
    )
    expect(statusOf(outcome)).toBe(302)
    const response = outcome as Response
    expect(response.headers.get('Location')).toBe('/careers?department=Finance')

    const [row] = await applicantsNamed(name)
    expect(row).toMatchObject({
      jobId: 'job-001',
      email: 'mariam@example.org',
      phone: '+971 50 555 0101',
      status: 'Pending',
      cvMime: 'application/pdf',
      cvFilename: 'my-cv.pdf',
      cvSize: PDF_BYTES.length,
    })
    expect(row.cvKey).toMatch(/^cv\/\d{4}\/[0-9a-f-]+\.pdf$/)
    const stored = await getFile(row.cvKey)
    expect(stored?.body.equals(PDF_BYTES)).toBe(true)

    // The company inbox is told about it, once the outbox has sent what the action queued.
    // (The applicant's acknowledgement is sent alongside; which arrives first varies.)
    await deliverQueuedEmails()
    const mail = inbox.find(
      (message) =>
        message.raw.includes(name) &&
        message.raw.includes('Subject: New job application: Senior Financial Analyst'),
    )
    expect(mail).toBeDefined()
    expect(mail?.raw).toContain('mariam@example.org')
    expect(mail?.to.length).toBe(1)
  })

  test('the success toast names the position', async () => {
    const outcome = (await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: 'Toast Reader' })),
    )) as Response
    expect(await toastOf(outcome)).toEqual({
      type: 'success',
      title: 'Application Submitted',
      description:
        'Your application for the Senior Financial Analyst position has been submitted successfully.',
    })
  })

  test('an open application is saved with no job', async () => {
    const name = 'Open Applicant'
    const outcome = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: name, jobId: '' })),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((await toastOf(outcome as Response))?.description).toContain(
      'Your open application has been submitted successfully.',
    )
    const [row] = await applicantsNamed(name)
    expect(row.jobId).toBeNull()
  })

  test('a text file renamed .pdf is refused by its content; the other fields are kept', async () => {
    const name = 'Fake Pdf Sender'
    const fake = new File(['just some text, not a PDF'], 'cv.pdf', { type: 'application/pdf' })
    const outcome = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: name, resume: fake })),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Please upload a PDF or Word document (.pdf, .doc, .docx).')
    expect(body).toContain(name)
    expect(body).toContain('mariam@example.org')
    expect(await applicantsNamed(name)).toEqual([])
  })

  test('a CV over 5 MB is refused with the size message', async () => {
    const name = 'Large File Sender'
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20)
    PDF_BYTES.copy(big)
    const outcome = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: name, resume: pdfFile('big.pdf', big) })),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('The file is larger than 5 MB.')
    expect(body).toContain(name)
    expect(await applicantsNamed(name)).toEqual([])
  })

  test('a body far over the limit is refused with 413 before it is read', async () => {
    const request = postForm('/careers', applicationFields({ fullName: 'Huge Body' }), {
      headers: { 'content-length': String(50 * 1024 * 1024) },
    })
    const outcome = await callRoute(action, request)
    expect(statusOf(outcome)).toBe(413)
    expect(JSON.stringify(outcome)).toContain('The file is larger than 5 MB.')
    expect(await applicantsNamed('Huge Body')).toEqual([])
  })

  test('missing fields give 400 with messages and the typed values kept', async () => {
    const outcome = await callRoute(
      action,
      postForm('/careers', {
        jobId: 'job-001',
        fullName: 'Half Filled',
        email: 'not-an-email',
        phone: '',
        coverLetter: '',
      }),
    )
    expect(statusOf(outcome)).toBe(400)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Please enter a valid email address')
    expect(body).toContain('Phone number is required')
    expect(body).toContain('Cover letter is required')
    expect(body).toContain('Please attach your resume (.pdf, .doc, .docx)')
    expect(body).toContain('Half Filled')
    expect(body).toContain('not-an-email')
    expect(await applicantsNamed('Half Filled')).toEqual([])
  })

  test('an inactive job is refused with 400 and an unknown job with 404', async () => {
    const db = await getDb()
    await db.insert(jobListings).values({
      id: 'job-closed',
      title: 'Closed Position',
      department: 'Legal',
      location: 'Abu Dhabi, UAE',
      description: 'Closed.',
      isActive: false,
    })
    const closed = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: 'Too Late', jobId: 'job-closed' })),
    )
    expect(statusOf(closed)).toBe(400)
    expect(JSON.stringify(closed)).toContain('This position is no longer accepting applications.')
    const unknown = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: 'Too Late', jobId: 'job-nope' })),
    )
    expect(statusOf(unknown)).toBe(404)
    expect(await applicantsNamed('Too Late')).toEqual([])
  })

  test('the CV stored for a refused application is removed again; a saved one stays', async () => {
    const db = await getDb()
    await db.insert(jobListings).values({
      id: 'job-closed-cv',
      title: 'Closed Meanwhile',
      department: 'Legal',
      location: 'Abu Dhabi, UAE',
      description: 'Closed.',
      isActive: false,
    })
    const refusedMarker = `refused-${crypto.randomUUID()}`
    const closed = await callRoute(
      action,
      postForm(
        '/careers',
        applicationFields({
          fullName: 'Closed Meanwhile',
          jobId: 'job-closed-cv',
          resume: markedPdf(refusedMarker),
        }),
      ),
    )
    expect(statusOf(closed)).toBe(400)
    expect(await storedCvsWith(refusedMarker)).toBe(0)

    const savedMarker = `saved-${crypto.randomUUID()}`
    const saved = await callRoute(
      action,
      postForm('/careers', applicationFields({ resume: markedPdf(savedMarker) })),
    )
    expect(statusOf(saved)).toBe(302)
    expect(await storedCvsWith(savedMarker)).toBe(1)
  })

  test('a filled honeypot looks like success but stores nothing', async () => {
    const outcome = await callRoute(
      action,
      postForm('/careers', applicationFields({ fullName: 'Spam Bot', website_url: 'http://spam' })),
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await applicantsNamed('Spam Bot')).toEqual([])
  })

  test('one address is limited to 10 applications in 10 minutes, then gets 429', async () => {
    const headers = { 'x-client-ip': '203.0.113.77' }
    const statuses: number[] = []
    for (let index = 0; index < 11; index += 1) {
      const outcome = await callRoute(
        action,
        postForm('/careers', applicationFields({ fullName: `Rate ${index}` }), { headers }),
      )
      statuses.push(statusOf(outcome))
    }
    expect(statuses.slice(0, 10).every((status) => status === 302)).toBe(true)
    expect(statuses[10]).toBe(429)
    expect(await applicantsNamed('Rate 10')).toEqual([])
  })
})
