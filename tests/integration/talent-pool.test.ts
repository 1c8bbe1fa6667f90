import { and, eq, inArray } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { beforeAll, describe, expect, test } from 'vitest'
import { applicantEvents, auditLog, emailOutbox, jobApplicants } from '#db/schema'
import { fillMissingCvTexts } from '~/domain/careers/talent-pool.server'
import { action as applyAction } from '~/routes/public/careers'
import { action as poolAction, loader as poolLoader } from '~/routes/admin/careers-talent-pool'
import { getDb } from '~/server/db.server'
import { getFile } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import { staffWithRole } from '../support/investor-file'
import { callRoute, getRequest, postForm, statusOf, type TestAccount } from '../support/requests'
import { toastOf } from '../support/toast'

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

let recruiter: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  recruiter = await staffWithRole('recruiter', 'Rania Recruiter')
})

/** A one-page PDF whose only text is `words`, drawn as a real CV's would be. */
async function pdfCv(words: string): Promise<File> {
  const pdf = await PDFDocument.create()
  const page = pdf.addPage([595, 842])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  page.drawText(words, { x: 50, y: 780, size: 12, font })
  return new File([new Uint8Array(await pdf.save())], 'cv.pdf', { type: 'application/pdf' })
}

/** A minimal DOCX: the three parts Word needs, the text in word/document.xml. */
function docxCv(paragraphs: string[]): File {
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('')
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  })
  return new File([zip], 'cv.docx', { type: DOCX_MIME })
}

let applicantCount = 0

/** Applies through the public careers form, as a visitor does; returns the stored row. */
async function apply(options: {
  resume: File
  jobId?: string
  talentPool?: boolean
  source?: string
  path?: string
  name?: string
}) {
  applicantCount += 1
  const email = `candidate${applicantCount}-${Date.now()}@example.org`
  const path = options.path ?? '/careers'
  const outcome = await callRoute(
    applyAction,
    postForm(path, {
      jobId: options.jobId ?? 'job-001',
      fullName: options.name ?? `Candidate ${applicantCount}`,
      email,
      phone: '+971 50 555 0101',
      coverLetter: 'I would like to join the team and grow with it.',
      resume: options.resume,
      processingConsent: 'on',
      talentPool: options.talentPool ? 'on' : undefined,
      source: options.source,
    }),
  )
  expect(statusOf(outcome), 'the application is accepted').toBe(302)
  const db = await getDb()
  const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, email))
  return row
}

async function search(account: TestAccount, query: Record<string, string>) {
  const outcome = await callRoute(
    poolLoader,
    getRequest(`/admin/careers/talent-pool?${new URLSearchParams(query)}`, account),
  )
  if (outcome instanceof Response) throw new Error(`the pool answered ${outcome.status}`)
  return outcome as Exclude<typeof outcome, Response>
}

const idsOf = (page: { page: { rows: { id: string }[] } }) => page.page.rows.map((row) => row.id)

function postPool(account: TestAccount, fields: Record<string, string>, query = '') {
  return callRoute(
    poolAction,
    postForm(`/admin/careers/talent-pool${query}`, fields, { cookie: account.cookie }),
  )
}

/** The words a refused action shows the staff member (its form errors). */
function refusalOf(outcome: unknown): string {
  const answer = outcome as { data: { result: { error: Record<string, string[]> } } }
  return Object.values(answer.data.result.error).flat().join(' ')
}

describe('the CV text search', () => {
  test('finds a word that appears only inside an uploaded PDF', async () => {
    const row = await apply({
      resume: await pdfCv('Certified in Zorblax treasury modelling since 2019'),
      talentPool: true,
    })
    expect(row.cvText).toContain('Zorblax')
    const found = await search(recruiter, { q: 'zorblax' })
    expect(idsOf(found)).toEqual([row.id])
    expect(found.page.rows[0]).toMatchObject({
      name: row.name,
      jobTitle: 'Senior Financial Analyst',
      status: 'Pending',
      talentPool: true,
    })
  })

  test('finds a word that appears only inside an uploaded DOCX, Arabic too', async () => {
    const row = await apply({
      resume: docxCv(['Languages: Quenyatic &amp; Arabic', 'خبرة في التدقيق الداخلي']),
      talentPool: true,
    })
    expect(row.cvMime).toBe(DOCX_MIME)
    expect(row.cvText).toBe('Languages: Quenyatic & Arabic\nخبرة في التدقيق الداخلي')
    expect(idsOf(await search(recruiter, { q: 'quenyatic' }))).toEqual([row.id])
    expect(idsOf(await search(recruiter, { q: 'التدقيق' }))).toEqual([row.id])
    // A phrase in quotes is matched as such (websearch syntax); nothing matches a stray word.
    expect(idsOf(await search(recruiter, { q: '"التدقيق الداخلي"' }))).toEqual([row.id])
    expect(idsOf(await search(recruiter, { q: 'nonexistentwordxyz' }))).toEqual([])
  })

  test('finds by name and e-mail as every admin list does, filtered by stage and dates', async () => {
    const row = await apply({
      resume: await pdfCv('Plain CV'),
      talentPool: true,
      name: 'Yasmin Habtoorfield',
    })
    expect(idsOf(await search(recruiter, { q: 'habtoorfield' }))).toEqual([row.id])
    expect(idsOf(await search(recruiter, { q: 'habtoorfield', stage: 'Pending' }))).toEqual([
      row.id,
    ])
    expect(idsOf(await search(recruiter, { q: 'habtoorfield', stage: 'Hired' }))).toEqual([])
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date())
    expect(idsOf(await search(recruiter, { q: 'habtoorfield', from: today, to: today }))).toEqual([
      row.id,
    ])
    expect(idsOf(await search(recruiter, { q: 'habtoorfield', to: '2020-01-01' }))).toEqual([])
    // A malformed filter is dropped, not a failure.
    expect(idsOf(await search(recruiter, { q: 'habtoorfield', from: 'yesterday' }))).toEqual([
      row.id,
    ])
  })

  test('a CV with no readable text is saved all the same, its text empty', async () => {
    const broken = new File(
      [new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n')],
      'broken.pdf',
      { type: 'application/pdf' },
    )
    const row = await apply({ resume: broken, talentPool: true })
    expect(row.cvText === null || row.cvText === '').toBe(true)
  })
})

describe('consent decides where an applicant appears', () => {
  test('an applicant without consent is shown only in the pipeline of their own job', async () => {
    const row = await apply({
      resume: await pdfCv('Expert in Vantablack ledger audits'),
      jobId: 'job-002',
      talentPool: false,
    })
    // Across jobs, or under another job: never.
    expect(idsOf(await search(recruiter, { q: 'vantablack' }))).toEqual([])
    expect(idsOf(await search(recruiter, { q: 'vantablack', consent: 'all' }))).toEqual([])
    expect(
      idsOf(await search(recruiter, { q: 'vantablack', job: 'job-001', consent: 'all' })),
    ).toEqual([])
    // Their own job, when asked for everyone who applied to it.
    expect(
      idsOf(await search(recruiter, { q: 'vantablack', job: 'job-002', consent: 'consented' })),
    ).toEqual([])
    const own = await search(recruiter, { q: 'vantablack', job: 'job-002', consent: 'all' })
    expect(idsOf(own)).toEqual([row.id])
    expect(own.page.rows[0].talentPool).toBe(false)
  })
})

describe('adding an applicant to another job', () => {
  test('copies the application into that pipeline with its own CV file and events', async () => {
    const original = await apply({
      resume: docxCv(['Kestrelwing portfolio analytics']),
      talentPool: true,
      source: 'linkedin',
      path: '/ar/careers?source=linkedin',
    })
    const outcome = await postPool(
      recruiter,
      { intent: 'add-to-job', applicantId: original.id, jobId: 'job-003' },
      '?q=kestrelwing',
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      '/admin/careers/talent-pool?q=kestrelwing',
    )
    expect(await toastOf(outcome)).toMatchObject({ type: 'success', title: 'Added to the job' })

    const db = await getDb()
    const [copy] = await db
      .select()
      .from(jobApplicants)
      .where(eq(jobApplicants.copiedFromId, original.id))
    expect(copy).toMatchObject({
      jobId: 'job-003',
      status: 'Pending',
      name: original.name,
      email: original.email,
      phone: original.phone,
      coverLetter: original.coverLetter,
      cvText: original.cvText,
      cvMime: original.cvMime,
      talentPool: true,
      locale: 'ar',
      source: 'talent-pool',
    })
    expect(copy.cvKey).not.toBe(original.cvKey)
    const [copied, kept] = await Promise.all([getFile(copy.cvKey), getFile(original.cvKey)])
    expect(copied?.body.equals(kept!.body)).toBe(true)

    const events = await db
      .select()
      .from(applicantEvents)
      .where(
        and(
          inArray(applicantEvents.applicantId, [original.id, copy.id]),
          eq(applicantEvents.kind, 'added-to-job'),
        ),
      )
    expect(events).toHaveLength(2)
    expect(events.find((event) => event.applicantId === copy.id)).toMatchObject({
      toStage: 'Pending',
      actorId: recruiter.id,
      actorName: 'Rania Recruiter',
    })
    expect(events.find((event) => event.applicantId === original.id)?.facts).toMatchObject({
      jobId: 'job-003',
      copyId: copy.id,
    })
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, copy.id))
    expect(audit).toMatchObject([{ action: 'create', actorId: recruiter.id }])

    // Both applications now show in the pool, each under its job.
    const rows = (await search(recruiter, { q: 'kestrelwing' })).page.rows
    expect(rows.map((row) => row.jobTitle).sort()).toEqual([
      'Digital Marketing Specialist',
      'Senior Financial Analyst',
    ])

    // Once in that pipeline, not twice.
    const again = await postPool(recruiter, {
      intent: 'add-to-job',
      applicantId: original.id,
      jobId: 'job-003',
    })
    expect(statusOf(again)).toBe(409)
    expect(refusalOf(again)).toBe(
      'This person is already in the pipeline of Digital Marketing Specialist.',
    )
  })

  test('refuses an applicant without consent, and writes nothing', async () => {
    const row = await apply({ resume: await pdfCv('No consent here'), talentPool: false })
    const outcome = await postPool(recruiter, {
      intent: 'add-to-job',
      applicantId: row.id,
      jobId: 'job-003',
    })
    expect(statusOf(outcome)).toBe(403)
    expect(refusalOf(outcome)).toContain('did not agree to the talent pool')
    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.copiedFromId, row.id)),
    ).toEqual([])
    const invite = await postPool(recruiter, {
      intent: 'invite',
      applicantId: row.id,
      jobId: 'job-003',
    })
    expect(statusOf(invite)).toBe(403)
  })

  test('refuses an unknown applicant or job with 404 and a missing job with a message', async () => {
    const row = await apply({ resume: await pdfCv('Consent given'), talentPool: true })
    const noJob = await postPool(recruiter, {
      intent: 'add-to-job',
      applicantId: row.id,
      jobId: 'job-nope',
    })
    expect(statusOf(noJob)).toBe(404)
    expect(refusalOf(noJob)).toBe('That job no longer exists.')
    const noOne = await postPool(recruiter, {
      intent: 'add-to-job',
      applicantId: 'app-nope',
      jobId: 'job-003',
    })
    expect(statusOf(noOne)).toBe(404)
    const noChoice = await postPool(recruiter, { intent: 'invite', applicantId: row.id })
    expect(statusOf(noChoice)).toBe(400)
    expect(refusalOf(noChoice)).toContain('Choose a job.')
  })
})

describe('inviting an applicant to apply', () => {
  test('e-mails them in their language a link to the job, and records it', async () => {
    const row = await apply({
      resume: await pdfCv('Invitee'),
      talentPool: true,
      path: '/ar/careers',
    })
    const outcome = await postPool(recruiter, {
      intent: 'invite',
      applicantId: row.id,
      jobId: 'job-004',
    })
    expect(statusOf(outcome)).toBe(302)
    expect(await toastOf(outcome)).toMatchObject({ type: 'success', title: 'Invitation sent' })
    const db = await getDb()
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, row.email))
    const invitation = mails.find((mail) => mail.subject.startsWith('وظيفة قد تهمك'))
    expect(invitation, 'an Arabic invitation').toBeDefined()
    expect(invitation!.text).toContain('/ar/careers?apply=job-004&source=talent-pool#apply')
    expect(invitation!.text).toMatch(/\/ar\/careers\/applications\/[A-Za-z0-9_-]{43}/)
    const [event] = await db
      .select()
      .from(applicantEvents)
      .where(and(eq(applicantEvents.applicantId, row.id), eq(applicantEvents.kind, 'email')))
    expect(event.body).toBe(invitation!.subject)
  })
})

describe('the source of an application', () => {
  test('a plain source is kept, junk is stored as empty', async () => {
    const kept = await apply({
      resume: await pdfCv('Sourced'),
      source: 'linkedin_2026-nov',
      path: '/careers?source=linkedin_2026-nov',
    })
    expect(kept.source).toBe('linkedin_2026-nov')
    const junk = await apply({ resume: await pdfCv('Junk'), source: 'bad source<script>' })
    expect(junk.source).toBe('')
    const long = await apply({ resume: await pdfCv('Long'), source: 'a'.repeat(101) })
    expect(long.source).toBe('')
    const none = await apply({ resume: await pdfCv('None') })
    expect(none.source).toBe('')
  })
})

describe('the CV texts of earlier applications', () => {
  test('the scheduled job fills them, marking an unreadable one as empty', async () => {
    const readable = await apply({ resume: docxCv(['Backfilled Quillfeather']), talentPool: true })
    const unreadable = await apply({
      resume: new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'empty.pdf', {
        type: 'application/pdf',
      }),
      talentPool: true,
    })
    const db = await getDb()
    await db
      .update(jobApplicants)
      .set({ cvText: null })
      .where(inArray(jobApplicants.id, [readable.id, unreadable.id]))
    expect(idsOf(await search(recruiter, { q: 'quillfeather' }))).toEqual([])
    // Every null row of this database is read in a few runs of CV_TEXT_BATCH.
    for (let run = 0; run < 5; run++) await fillMissingCvTexts()
    const rows = await db
      .select({ id: jobApplicants.id, cvText: jobApplicants.cvText })
      .from(jobApplicants)
      .where(inArray(jobApplicants.id, [readable.id, unreadable.id]))
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cvText]))).toEqual({
      [readable.id]: 'Backfilled Quillfeather',
      [unreadable.id]: '',
    })
    expect(idsOf(await search(recruiter, { q: 'quillfeather' }))).toEqual([readable.id])
  })
})

describe('roles', () => {
  test('an Editor may neither open the pool nor act in it', async () => {
    const editor = await staffWithRole('editor', 'Eddie Editor')
    const row = await apply({ resume: await pdfCv('Editor test'), talentPool: true })
    const page = await callRoute(poolLoader, getRequest('/admin/careers/talent-pool', editor))
    expect(statusOf(page)).toBe(403)
    const added = await postPool(editor, {
      intent: 'add-to-job',
      applicantId: row.id,
      jobId: 'job-003',
    })
    expect(statusOf(added)).toBe(403)
    const db = await getDb()
    expect(
      await db.select().from(jobApplicants).where(eq(jobApplicants.copiedFromId, row.id)),
    ).toEqual([])
  })
})
