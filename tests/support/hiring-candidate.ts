import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { applicantEvents, emailOutbox, jobApplicants, jobListings } from '#db/schema'
import { newId } from '~/lib/ids'
import { action as applyAction } from '~/routes/public/careers'
import { getDb } from '~/server/db.server'
import { callRoute, postForm, statusOf } from './requests'

/*
 * Hiring tests' shared steps (decision 045): a job, an application sent through the public
 * form as a visitor sends it, and the e-mails queued to an address.
 */

const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n',
)

/** An active job with an English and an Arabic title. */
export async function createHiringJob(title: string, titleAr = 'محلل مالي') {
  const db = await getDb()
  const [job] = await db
    .insert(jobListings)
    .values({
      id: newId('job'),
      title,
      titleAr,
      department: 'Finance',
      location: 'Dubai',
      description: 'A role.',
    })
    .returning()
  return job
}

/** Applies on /careers (or /ar/careers) and returns the stored application. */
export async function applyAs(
  jobId: string | null,
  person: { name: string; email: string; locale?: 'en' | 'ar' },
) {
  const path = person.locale === 'ar' ? '/ar/careers' : '/careers'
  const outcome = await callRoute(
    applyAction,
    postForm(path, {
      ...(jobId ? { jobId } : {}),
      fullName: person.name,
      email: person.email,
      phone: '050 111 2222',
      coverLetter: 'Please consider me.',
      resume: new File([new Uint8Array(PDF_BYTES)], 'cv.pdf', { type: 'application/pdf' }),
      processingConsent: 'on',
    }),
  )
  expect(statusOf(outcome)).toBe(302)
  const db = await getDb()
  const [row] = await db.select().from(jobApplicants).where(eq(jobApplicants.email, person.email))
  return row
}

/** The e-mails queued to `email`, oldest first. */
export async function mailTo(email: string) {
  const db = await getDb()
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.recipient, email))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
}

/** The candidate's token in an e-mail's status link. */
export function statusTokenIn(text: string): string {
  const match = /\/careers\/applications\/([A-Za-z0-9_-]{43})/.exec(text)
  if (!match) throw new Error(`no status link in: ${text}`)
  return match[1]
}

/** The applicant's history events of one kind, oldest first. */
export async function eventsOf(applicantId: string, kind: string) {
  const db = await getDb()
  return db
    .select()
    .from(applicantEvents)
    .where(
      and(eq(applicantEvents.applicantId, applicantId), eq(applicantEvents.kind, kind as 'email')),
    )
    .orderBy(asc(applicantEvents.id))
}
