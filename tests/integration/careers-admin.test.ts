import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, jobApplicants, jobListings } from '#db/schema'
import { loader as cvLoader } from '~/routes/admin/careers-applicant-cv'
import {
  action as applicantsAction,
  loader as applicantsLoader,
} from '~/routes/admin/careers-applicants'
import { loader as exportLoader } from '~/routes/admin/careers-applicants-export'
import { action as jobsAction, loader as jobsLoader } from '~/routes/admin/careers-jobs'
import { action as applyAction, loader as careersLoader } from '~/routes/public/careers'
import type { ActionData } from '~/lib/action-result'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { extractPdfText } from '../support/pdf-text'
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

let admin: TestAccount
let member: TestAccount

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  member = await createSignedInUser()
})

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n',
)

const jobFields = (overrides: Record<string, string | undefined> = {}) => ({
  intent: 'create',
  title: 'Treasury Analyst',
  department: 'Finance',
  location: 'Abu Dhabi, UAE',
  type: 'Contract',
  experience: '2+ years',
  description: 'Manage daily cash positions.',
  responsibilities: 'Forecast cash\n\n  Reconcile accounts  \n',
  requirements: 'Degree in finance\nExcel',
  isActive: 'on',
  ...overrides,
})

async function jobTitled(title: string) {
  const db = await getDb()
  const [job] = await db.select().from(jobListings).where(eq(jobListings.title, title))
  return job
}

async function lastAudit(entity: string, entityId: string) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1)
  return row
}

/** A visitor applies through the public form, as on the site. */
async function apply(jobId: string, fields: Record<string, string> = {}) {
  const outcome = await callRoute(
    applyAction,
    postForm('/careers', {
      jobId,
      fullName: 'Default Applicant',
      email: 'applicant@example.org',
      phone: '050 111 2222',
      coverLetter: 'Please consider me.',
      resume: new File([new Uint8Array(PDF_BYTES)], 'cv.pdf', { type: 'application/pdf' }),
      processingConsent: 'on',
      ...fields,
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db
    .select()
    .from(jobApplicants)
    .where(eq(jobApplicants.name, fields.fullName ?? 'Default Applicant'))
  return row
}

describe('who may use the careers admin', () => {
  test('a visitor is sent to login and a user to the dashboard; their posts get 403', async () => {
    const visitor = await callRoute(jobsLoader, getRequest('/admin/careers/jobs'))
    expect(statusOf(visitor)).toBe(302)
    expect((visitor as Response).headers.get('Location')).toMatch(/^\/login\?redirectTo=/)
    const user = await callRoute(
      applicantsLoader,
      getRequest('/admin/careers/applicants', { cookie: member.cookie }),
    )
    expect((user as Response).headers.get('Location')).toBe('/dashboard')
    const post = await callRoute(
      jobsAction,
      postForm('/admin/careers/jobs', jobFields({ title: 'Sneaky Job' }), {
        cookie: member.cookie,
      }),
    )
    expect(statusOf(post)).toBe(403)
    expect(await jobTitled('Sneaky Job')).toBeUndefined()
    const status = await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'status', applicantId: 'x', status: 'Hired' },
        { cookie: member.cookie },
      ),
    )
    expect(statusOf(status)).toBe(403)
  })
})

describe('job postings', () => {
  test('the applicants screen opens on the first job by title', async () => {
    const data = (await callRoute(
      applicantsLoader,
      getRequest('/admin/careers/applicants', { cookie: admin.cookie }),
    )) as { selected: { jobId: string; title: string }; jobs: { title: string }[] }
    expect(data.selected.title).toBe('Client Relationship Manager')
    expect(data.jobs.map((job) => job.title)).toEqual([...data.jobs.map((j) => j.title)].sort())
  })

  test('an admin adds a job: it is saved, audited and shown on /careers', async () => {
    const outcome = await callRoute(
      jobsAction,
      postForm('/admin/careers/jobs?q=treasury', jobFields(), { cookie: admin.cookie }),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/careers/jobs?q=treasury')
    expect(await toastOf(outcome as Response)).toEqual({
      type: 'success',
      title: 'Job Added',
      description: 'Treasury Analyst has been added to the careers page',
    })
    const job = await jobTitled('Treasury Analyst')
    expect(job).toMatchObject({
      department: 'Finance',
      type: 'Contract',
      isActive: true,
      responsibilities: 'Forecast cash\nReconcile accounts',
      requirements: 'Degree in finance\nExcel',
    })
    const audit = await lastAudit('job', job.id)
    expect(audit).toMatchObject({ action: 'create', actorEmail: admin.email, actorId: admin.id })
    expect(audit.after).toMatchObject({ title: 'Treasury Analyst' })

    const page = (await callRoute(careersLoader, getRequest('/careers?department=finance'))) as {
      jobs: { title: string; type: string }[]
    }
    expect(page.jobs.map((item) => item.title)).toContain('Treasury Analyst')
  })

  test('the type defaults to Full-time and a missing title is refused with 400', async () => {
    const invalid = await callRoute(
      jobsAction,
      postForm('/admin/careers/jobs', jobFields({ title: '', location: 'Dubai' }), {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(invalid)).toBe(400)
    expect(JSON.stringify(invalid)).toContain('Job title is required')
    expect(JSON.stringify(invalid)).toContain('Manage daily cash positions.')

    const created = await callRoute(
      jobsAction,
      postForm('/admin/careers/jobs', jobFields({ title: 'Default Type Job', type: undefined }), {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(created)).toBe(302)
    expect((await jobTitled('Default Type Job')).type).toBe('Full-time')
  })

  test('the list is searched on title, department and location and paginated by 25', async () => {
    const db = await getDb()
    await db.insert(jobListings).values(
      Array.from({ length: 27 }, (_, index) => ({
        id: `job-page-${index}`,
        title: `Paginated Role ${index}`,
        department: 'Marketing',
        location: 'Sharjah, UAE',
        description: 'For paging.',
        createdAt: new Date(Date.UTC(2024, 0, 1 + index)),
      })),
    )
    const first = (await callRoute(
      jobsLoader,
      getRequest('/admin/careers/jobs?q=sharjah', { cookie: admin.cookie }),
    )) as { page: { rows: { id: string }[]; total: number; pageCount: number } }
    expect(first.page.total).toBe(27)
    expect(first.page.pageCount).toBe(2)
    expect(first.page.rows).toHaveLength(25)
    expect(first.page.rows[0].id).toBe('job-page-26')
    const second = (await callRoute(
      jobsLoader,
      getRequest('/admin/careers/jobs?q=sharjah&page=2', { cookie: admin.cookie }),
    )) as { page: { rows: { id: string }[] } }
    expect(second.page.rows.map((row) => row.id)).toEqual(['job-page-1', 'job-page-0'])

    const legal = (await callRoute(
      jobsLoader,
      getRequest('/admin/careers/jobs?q=LEGAL', { cookie: admin.cookie }),
    )) as { page: { rows: { title: string }[] } }
    expect(legal.page.rows.map((row) => row.title)).toEqual(['Corporate Legal Counsel'])
  })

  test('the edit and delete dialogs open from their URL, also for a job on another page', async () => {
    const job = await jobTitled('Treasury Analyst')
    for (const dialog of ['edit', 'delete']) {
      const data = (await callRoute(
        jobsLoader,
        getRequest(`/admin/careers/jobs?q=nothing-matches&${dialog}=${job.id}`, {
          cookie: admin.cookie,
        }),
      )) as { page: { rows: unknown[] }; selected: { id: string; title: string } | null }
      expect(data.page.rows).toHaveLength(0)
      expect(data.selected).toMatchObject({ id: job.id, title: 'Treasury Analyst' })
    }
  })

  test('every error of the job form comes back at once, with the typed values', async () => {
    const outcome = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs?new=1',
        jobFields({ title: '', department: '', location: '', description: '' }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const { result } = (outcome as unknown as { data: ActionData }).data
    expect(result?.error).toMatchObject({
      title: ['Job title is required'],
      department: ['Please choose a department'],
      location: ['Location is required'],
      description: ['Description is required'],
    })
    expect(result?.initialValue).toMatchObject({ experience: '2+ years', type: 'Contract' })
  })

  test('an admin edits a job and deactivates it: it leaves /careers', async () => {
    const job = await jobTitled('Treasury Analyst')
    const outcome = await callRoute(
      jobsAction,
      postForm(
        `/admin/careers/jobs?page=1&edit=${job.id}`,
        jobFields({
          intent: 'update',
          jobId: job.id,
          title: 'Senior Treasury Analyst',
          isActive: undefined,
        }),
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe('/admin/careers/jobs?page=1')
    expect(await toastOf(outcome as Response)).toMatchObject({
      title: 'Job Updated',
      description: 'Senior Treasury Analyst has been updated',
    })
    const db = await getDb()
    const [after] = await db.select().from(jobListings).where(eq(jobListings.id, job.id))
    expect(after).toMatchObject({ title: 'Senior Treasury Analyst', isActive: false })
    // Editors publish jobs unless the settings ask for review (decision 047): the save is a
    // draft published at once, the publish audited with before and after.
    const audit = await lastAudit('job', job.id)
    expect(audit.action).toBe('publish')
    expect(audit.before).toMatchObject({ title: 'Treasury Analyst', isActive: true })
    expect(audit.after).toMatchObject({ title: 'Senior Treasury Analyst', isActive: false })

    const page = (await callRoute(careersLoader, getRequest('/careers'))) as {
      jobs: { id: string }[]
    }
    expect(page.jobs.map((item) => item.id)).not.toContain(job.id)
  })

  test('updating or deleting an unknown job fails with the spec message and 404', async () => {
    const update = await callRoute(
      jobsAction,
      postForm('/admin/careers/jobs', jobFields({ intent: 'update', jobId: 'job-missing' }), {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(update)).toBe(404)
    expect(JSON.stringify(update)).toContain('Failed to update job listing')
    const remove = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs',
        { intent: 'delete', jobId: 'job-missing' },
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(statusOf(remove)).toBe(404)
    expect(JSON.stringify(remove)).toContain('Failed to delete job listing')
    expect(JSON.stringify(remove)).toContain('The job listing no longer exists.')
  })

  test('a job without applicants is deleted and audited', async () => {
    const job = await jobTitled('Default Type Job')
    const outcome = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs',
        { intent: 'delete', jobId: job.id },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(302)
    expect(await toastOf(outcome as Response)).toMatchObject({
      title: 'Job Deleted',
      description: 'Default Type Job has been removed from the careers page',
    })
    expect(await jobTitled('Default Type Job')).toBeUndefined()
    const audit = await lastAudit('job', job.id)
    expect(audit.action).toBe('delete')
    expect(audit.before).toMatchObject({ title: 'Default Type Job' })
  })

  test('a job with applicants is not deleted, so no application loses its position', async () => {
    await apply('job-004', { fullName: 'Keeps The Job' })
    const outcome = await callRoute(
      jobsAction,
      postForm(
        '/admin/careers/jobs',
        { intent: 'delete', jobId: 'job-004' },
        {
          cookie: admin.cookie,
        },
      ),
    )
    expect(statusOf(outcome)).toBe(409)
    const body = JSON.stringify(outcome)
    expect(body).toContain('Failed to delete job listing')
    // The reason is the open confirmation's own message (shown without JavaScript) and a toast.
    const answer = (outcome as unknown as { data: ActionData }).data
    expect(answer.result?.error?.['']?.[0]).toMatch(
      /^This job has 1 applicant\(s\)\. Mark it inactive/,
    )
    expect(answer.toast).toMatchObject({ type: 'error', title: 'Failed to delete job listing' })
    expect(await jobTitled('Corporate Legal Counsel')).toBeDefined()
    const list = (await callRoute(
      jobsLoader,
      getRequest('/admin/careers/jobs?q=Corporate', { cookie: admin.cookie }),
    )) as { page: { rows: { id: string; applicantCount: number }[] } }
    expect(list.page.rows).toEqual([expect.objectContaining({ id: 'job-004', applicantCount: 1 })])
  })
})

describe('applicants', () => {
  test('the selected job lists its applicants newest first; open applications apart', async () => {
    const older = await apply('job-003', { fullName: 'Older Marketer' })
    const newer = await apply('job-003', { fullName: 'Newer Marketer' })
    const open = await apply('', { fullName: 'Open Door' })
    const data = (await callRoute(
      applicantsLoader,
      getRequest('/admin/careers/applicants?job=job-003', { cookie: admin.cookie }),
    )) as {
      selected: { title: string }
      page: { rows: { id: string; status: string }[]; total: number }
    }
    expect(data.selected.title).toBe('Digital Marketing Specialist')
    expect(data.page.rows.map((row) => row.id)).toEqual([newer.id, older.id])
    expect(data.page.rows[0].status).toBe('Pending')

    const openList = (await callRoute(
      applicantsLoader,
      getRequest('/admin/careers/applicants?job=open', { cookie: admin.cookie }),
    )) as { page: { rows: { id: string }[] } }
    expect(openList.page.rows.map((row) => row.id)).toEqual([open.id])

    const unknown = await callRoute(
      applicantsLoader,
      getRequest('/admin/careers/applicants?job=job-nope', { cookie: admin.cookie }),
    )
    expect(statusOf(unknown)).toBe(404)
  })

  test('changing the status saves it, audits it and answers with the spec toast', async () => {
    const applicant = await apply('job-002', { fullName: 'Status Changer' })
    const outcome = await callRoute(
      applicantsAction,
      postForm(
        `/admin/careers/applicants?job=job-002&view=${applicant.id}`,
        { intent: 'status', applicantId: applicant.id, status: 'Shortlisted' },
        { cookie: admin.cookie },
      ),
    )
    // Back to the page it was posted from, the details dialog still open, with the flash message.
    expect(statusOf(outcome)).toBe(302)
    expect((outcome as Response).headers.get('Location')).toBe(
      `/admin/careers/applicants?job=job-002&view=${applicant.id}`,
    )
    expect(await toastOf(outcome as Response)).toEqual({
      type: 'success',
      title: 'Status Updated',
      description: 'Applicant status has been updated to Shortlisted',
    })
    const db = await getDb()
    const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicant.id))
    expect(row.status).toBe('Shortlisted')
    const audit = await lastAudit('job_applicant', applicant.id)
    expect(audit.before).toMatchObject({ status: 'Pending' })
    expect(audit.after).toMatchObject({ status: 'Shortlisted' })

    await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'status', applicantId: applicant.id, status: 'Rejected' },
        { cookie: admin.cookie },
      ),
    )
    const reason = await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'reason', applicantId: applicant.id, rejectionReason: 'Not enough experience' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(reason)).toBe(302)
    expect(await toastOf(reason as Response)).toMatchObject({ title: 'Rejection reason saved' })
    const [rejected] = await db
      .select()
      .from(jobApplicants)
      .where(eq(jobApplicants.id, applicant.id))
    expect(rejected).toMatchObject({ status: 'Rejected', rejectionReason: 'Not enough experience' })
  })

  test('an unknown status or applicant fails with the spec message', async () => {
    const applicant = await apply('job-002', { fullName: 'Bad Status' })
    const bad = await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'status', applicantId: applicant.id, status: 'Promoted' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(bad)).toBe(400)
    expect(JSON.stringify(bad)).toContain('Failed to update applicant status')
    const missing = await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'status', applicantId: 'app-missing', status: 'Hired' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(missing)).toBe(404)
    expect(JSON.stringify(missing)).toContain('The applicant no longer exists.')
  })

  test('the details dialog opens from its URL, also for an applicant on another page', async () => {
    const applicant = await apply('job-002', { fullName: 'Linked Applicant' })
    const open = (await callRoute(
      applicantsLoader,
      getRequest(`/admin/careers/applicants?job=job-002&q=nobody-matches&view=${applicant.id}`, {
        cookie: admin.cookie,
      }),
    )) as { page: { rows: unknown[] }; viewing: { id: string; name: string } | null }
    expect(open.page.rows).toHaveLength(0)
    expect(open.viewing).toMatchObject({ id: applicant.id, name: 'Linked Applicant' })
    // The dialog names the job on screen: another job's applicant does not open under it.
    const otherJob = (await callRoute(
      applicantsLoader,
      getRequest(`/admin/careers/applicants?job=job-001&view=${applicant.id}`, {
        cookie: admin.cookie,
      }),
    )) as { viewing: unknown }
    expect(otherJob.viewing).toBeNull()
  })

  test('an unknown intent is refused with 400 and changes nothing', async () => {
    const applicant = await apply('job-002', { fullName: 'Unknown Intent' })
    const outcome = await callRoute(
      applicantsAction,
      postForm(
        '/admin/careers/applicants',
        { intent: 'promote', applicantId: applicant.id, status: 'Hired' },
        { cookie: admin.cookie },
      ),
    )
    expect(statusOf(outcome)).toBe(400)
    const db = await getDb()
    const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.id, applicant.id))
    expect(row.status).toBe('Pending')
  })
})

describe('CV download', () => {
  test('the admin gets the stored file as an attachment, never inline', async () => {
    const applicant = await apply('job-001', { fullName: 'Cv Owner' })
    const outcome = (await callRoute(
      cvLoader,
      getRequest(`/admin/careers/applicants/${applicant.id}/cv`, { cookie: admin.cookie }),
      { id: applicant.id },
    )) as Response
    expect(outcome.status).toBe(200)
    expect(outcome.headers.get('Content-Type')).toBe('application/pdf')
    expect(outcome.headers.get('Content-Disposition')).toMatch(/^attachment; filename="cv.pdf"/)
    expect(outcome.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await outcome.arrayBuffer()).equals(PDF_BYTES)).toBe(true)
  })

  test('a visitor and a signed-in user cannot download a CV', async () => {
    const applicant = await apply('job-001', { fullName: 'Private Cv' })
    const path = `/admin/careers/applicants/${applicant.id}/cv`
    const visitor = (await callRoute(cvLoader, getRequest(path), { id: applicant.id })) as Response
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/login/)
    const user = (await callRoute(cvLoader, getRequest(path, { cookie: member.cookie }), {
      id: applicant.id,
    })) as Response
    expect(user.status).toBe(302)
    expect(user.headers.get('Location')).toBe('/dashboard')
    expect(user.headers.get('Content-Disposition')).toBeNull()
  })

  test('an unknown applicant gives 404', async () => {
    const outcome = await callRoute(
      cvLoader,
      getRequest('/admin/careers/applicants/app-none/cv', { cookie: admin.cookie }),
      { id: 'app-none' },
    )
    expect(statusOf(outcome)).toBe(404)
  })
})

describe('exports', () => {
  test('CSV: a header row, the applicants, and formula-like cells neutralised', async () => {
    await apply('job-005', {
      fullName: '=HYPERLINK("http://evil.example","Click")',
      phone: '+971 50 000 0000',
      coverLetter: 'Line one,\nline "two"',
    })
    await apply('job-005', { fullName: 'Plain Person' })
    const response = (await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-005&format=csv', {
        cookie: admin.cookie,
      }),
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="applicants-client-relationship-manager-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const text = (await response.text()).replace(/^\uFEFF/, '')
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      'Name,Email,Phone,Position,Applied,Status,Rejection Reason,Cover Letter,CV File',
    )
    expect(lines[1]).toMatch(/^Plain Person,applicant@example\.org,050 111 2222,/)
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    // A plain phone number is written as typed: no apostrophe in front of it.
    expect(text).toContain(',+971 50 000 0000,')
    expect(text).not.toContain("'+971")
    // Form posts send line breaks as CRLF; the quoted cell keeps them.
    expect(text).toMatch(/"Line one,\r?\nline ""two""",cv\.pdf/)
  })

  test('PDF: a real PDF with the company name, the position, the date and the applicants', async () => {
    await apply('job-005', { fullName: 'Pdf Listed Person' })
    const response = (await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-005&format=pdf', {
        cookie: admin.cookie,
      }),
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename=".+\.pdf"/)
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await extractPdfText(pdf)
    expect(text).toContain('UAE Invest Group')
    expect(text).toContain('Position: Client Relationship Manager')
    expect(text).toMatch(/Generated on \d/)
    expect(text).toContain('Pdf Listed Person')
    expect(text).toContain('Plain Person')
  })

  test('PDF: Arabic and accented names print in the embedded font, not as ?', async () => {
    await apply('job-004', { fullName: 'محمد العلي' })
    await apply('job-004', { fullName: 'Zoë Müller' })
    const response = (await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-004&format=pdf', {
        cookie: admin.cookie,
      }),
    )) as Response
    const pdf = Buffer.from(await response.arrayBuffer())
    // The Latin-and-Arabic font is embedded (pdfkit names the subset …+IBMPlexSansArabic…).
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic-Regular/)
    const text = await extractPdfText(pdf)
    expect(text).toContain('Zoë Müller')
    // pdf.js reads the right-to-left run back in reading order; the two words stay apart (a
    // no-break space pdfkit does not drop, which the reader gives as a space).
    expect(text).toContain('محمد العلي')
    expect(text).not.toContain('?')
  })

  test('each export is audited: who, which job, the format and how many rows', async () => {
    const db = await getDb()
    const rows = await db.select().from(jobApplicants).where(eq(jobApplicants.jobId, 'job-005'))
    for (const format of ['csv', 'pdf'] as const) {
      const response = (await callRoute(
        exportLoader,
        getRequest(`/admin/careers/applicants/export?job=job-005&format=${format}`, {
          cookie: admin.cookie,
        }),
      )) as Response
      expect(response.status).toBe(200)
      const audit = await lastAudit('job_applicants', 'job-005')
      expect(audit).toMatchObject({
        action: 'export',
        actorEmail: admin.email,
        after: { job: 'job-005', format, rows: rows.length },
      })
    }
    const open = (await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=open&format=csv', {
        cookie: admin.cookie,
      }),
    )) as Response
    expect(open.status).toBe(200)
    expect(await lastAudit('job_applicants', 'open')).toMatchObject({
      action: 'export',
      after: { job: 'open', format: 'csv' },
    })
  })

  test('exports need the admin and a known job', async () => {
    const visitor = await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-005&format=csv'),
    )
    expect(statusOf(visitor)).toBe(302)
    const unknown = await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-nope&format=pdf', {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(unknown)).toBe(404)
    const badFormat = await callRoute(
      exportLoader,
      getRequest('/admin/careers/applicants/export?job=job-005&format=xlsx', {
        cookie: admin.cookie,
      }),
    )
    expect(statusOf(badFormat)).toBe(400)
  })
})
