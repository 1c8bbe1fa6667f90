import crypto from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, emailOutbox, identityDocuments, user } from '#db/schema'
import { loader as fileLoader } from '~/routes/account/investor'
import { loader as ownDocumentLoader } from '~/routes/account/investor-document'
import { loader as reviewLoader } from '~/routes/admin/investor'
import { loader as listLoader } from '~/routes/admin/investors'
import { loader as staffDocumentLoader } from '~/routes/admin/investor-document'
import { remindExpiringIdentityDocuments } from '~/domain/investors/investor-file.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  dubaiDateIn,
  INVESTOR_DETAILS,
  investorFileOf,
  postInvestorFile,
  reviewInvestorFile,
  staffWithRole,
  submitInvestorFile,
  TINY_PDF,
  tinyPdf,
  uploadIdentityDocuments,
} from '../support/investor-file'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  statusOf,
} from '../support/requests'

/*
 * Decision 043: the investor keeps a due-diligence file and submits it; staff verify or
 * reject it (audited, e-mailed in the investor's language); a change after verification
 * sends it back; an expiring passport or Emirates ID is reminded once.
 */

beforeAll(prepareTestApp)

const unique = () => crypto.randomBytes(4).toString('hex')

async function investor(locale: 'en' | 'ar' = 'en') {
  const account = await createSignedInUser({ name: `Investor ${unique()}` })
  if (locale === 'ar') {
    const db = await getDb()
    await db.update(user).set({ locale }).where(eq(user.id, account.id))
  }
  return account
}

function errorsOf(outcome: unknown): string[] {
  const data = (outcome as { data?: { result?: { error?: Record<string, string[]> } } }).data
  return Object.values(data?.result?.error ?? {}).flat()
}

describe('the investor file', () => {
  test('submitting needs every part: the messages, 400, nothing saved', async () => {
    const account = await investor()
    const outcome = await postInvestorFile(account, { intent: 'submit', nationality: 'Emirati' })
    expect(statusOf(outcome)).toBe(400)
    expect(errorsOf(outcome)).toEqual(
      expect.arrayContaining([
        'Choose your classification.',
        'Enter your country of residence.',
        'Upload a passport or an Emirates ID.',
        'Upload a proof of address.',
      ]),
    )
    expect(await investorFileOf(account)).toBeUndefined()

    // With only a passport, the proof of address is still missing; the draft is unchanged.
    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'passport',
      expiresOn: dubaiDateIn(400),
      document: tinyPdf('passport.pdf'),
    })
    const again = await postInvestorFile(account, { intent: 'submit', ...INVESTOR_DETAILS })
    expect(statusOf(again)).toBe(400)
    expect(errorsOf(again)).toEqual(['Upload a proof of address.'])
    const draft = await investorFileOf(account)
    expect(draft.state).toBe('draft')
    expect(draft.nationality).toBe('')
  })

  test('submitting a complete file copies the account’s name and e-mail; it is pending', async () => {
    const account = await investor()
    await submitInvestorFile(account)
    const file = await investorFileOf(account)
    expect(file.email).toBe(account.email.toLowerCase())
    expect(file.name).toMatch(/^Investor /)
    expect(file.classification).toBe('retail')
    const page = (await callRoute(
      fileLoader,
      getRequest('/dashboard/investor', { cookie: account.cookie }),
    )) as { file: { state: string; documents: unknown[] } }
    expect(page.file.state).toBe('pending')
    expect(page.file.documents).toHaveLength(2)
  })

  test('a wrong file type, a missing or past expiry date are refused', async () => {
    const account = await investor()
    const text = new File(['just text, not a passport'], 'passport.pdf', {
      type: 'application/pdf',
    })
    const wrong = await postInvestorFile(account, {
      intent: 'upload',
      kind: 'passport',
      expiresOn: dubaiDateIn(100),
      document: text,
    })
    expect(statusOf(wrong)).toBe(400)
    expect(errorsOf(wrong)).toContain('The file must be a PDF, JPEG or PNG.')
    const noDate = await postInvestorFile(account, {
      intent: 'upload',
      kind: 'emirates-id',
      document: tinyPdf('passport.pdf'),
    })
    expect(statusOf(noDate)).toBe(400)
    expect(errorsOf(noDate)).toContain('Enter the expiry date of this document.')
    const past = await postInvestorFile(account, {
      intent: 'upload',
      kind: 'passport',
      expiresOn: dubaiDateIn(-3),
      document: tinyPdf('passport.pdf'),
    })
    expect(statusOf(past)).toBe(400)
    expect(errorsOf(past)).toContain('The expiry date must be in the future.')
    const db = await getDb()
    const file = await investorFileOf(account)
    const rows = file
      ? await db.select().from(identityDocuments).where(eq(identityDocuments.fileId, file.id))
      : []
    expect(rows).toHaveLength(0)
  })

  test('at most three documents of a kind; replacing one keeps the count', async () => {
    const account = await investor()
    for (let i = 0; i < 3; i += 1)
      await postInvestorFile(account, {
        intent: 'upload',
        kind: 'proof-of-address',
        document: tinyPdf('passport.pdf'),
      })
    const fourth = await postInvestorFile(account, {
      intent: 'upload',
      kind: 'proof-of-address',
      document: tinyPdf('passport.pdf'),
    })
    expect(statusOf(fourth)).toBe(400)
    const file = await investorFileOf(account)
    const db = await getDb()
    const [first] = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, file.id))
    const replaced = await postInvestorFile(account, {
      intent: 'upload',
      kind: 'proof-of-address',
      replaceId: first.id,
      document: tinyPdf('new-bill.pdf'),
    })
    expect(statusOf(replaced)).toBe(302)
    const rows = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, file.id))
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => row.id)).not.toContain(first.id)
    expect(rows.map((row) => row.filename)).toContain('new-bill.pdf')
  })

  test('the investor downloads their own document; another account gets 404', async () => {
    const account = await investor()
    await uploadIdentityDocuments(account)
    const file = await investorFileOf(account)
    const db = await getDb()
    const [document] = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, file.id))
    const own = (await callRoute(
      ownDocumentLoader,
      getRequest(`/dashboard/investor/documents/${document.id}`, { cookie: account.cookie }),
      { documentId: document.id },
    )) as Response
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(Buffer.from(await own.arrayBuffer()).equals(TINY_PDF)).toBe(true)

    const other = await investor()
    const theirs = await callRoute(
      ownDocumentLoader,
      getRequest(`/dashboard/investor/documents/${document.id}`, { cookie: other.cookie }),
      { documentId: document.id },
    )
    expect(statusOf(theirs)).toBe(404)
  })
})

describe('staff review', () => {
  test('roles: Support and Editor 403; the Investment Desk verifies, audited and e-mailed', async () => {
    const account = await investor()
    const id = await submitInvestorFile(account)
    for (const role of ['support', 'editor']) {
      const staff = await staffWithRole(role)
      const list = await callRoute(
        listLoader,
        getRequest('/admin/investors', { cookie: staff.cookie }),
      )
      expect(statusOf(list)).toBe(403)
      expect(statusOf(await reviewInvestorFile(staff, id, { intent: 'verify' }))).toBe(403)
    }
    const desk = await staffWithRole('investment_desk')
    const list = (await callRoute(
      listLoader,
      getRequest(`/admin/investors?q=${encodeURIComponent(account.email)}`, {
        cookie: desk.cookie,
      }),
    )) as { page: { rows: { id: string }[] } }
    expect(list.page.rows.map((row) => row.id)).toEqual([id])

    expect(statusOf(await reviewInvestorFile(desk, id, { intent: 'verify' }))).toBe(302)
    const file = await investorFileOf(account)
    expect(file.state).toBe('verified')
    expect(file.reviewedBy).toBe(desk.id)
    expect(file.reviewedAt).toBeInstanceOf(Date)

    const db = await getDb()
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'investor_file'), eq(auditLog.entityId, id)))
    expect(audit.actorId).toBe(desk.id)
    expect(audit.after).toMatchObject({ state: 'verified' })

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, account.email.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
    expect(mail.subject).toBe('Your investor profile is verified')
    expect(mail.text).toContain('/dashboard/investor')

    const screen = (await callRoute(
      reviewLoader,
      getRequest(`/admin/investors/${id}`, { cookie: desk.cookie }),
      { id },
    )) as { history: { state: string; who: string }[] }
    expect(screen.history[0]).toMatchObject({ state: 'verified', who: desk.email.toLowerCase() })

    // A verified file is no longer pending: a second decision is refused.
    expect(statusOf(await reviewInvestorFile(desk, id, { intent: 'reject', reason: 'late' }))).toBe(
      409,
    )
  })

  test('a rejection needs a reason, which the investor reads (e-mailed in Arabic)', async () => {
    const account = await investor('ar')
    const id = await submitInvestorFile(account)
    const admin = await signInAsAdmin()
    const empty = await reviewInvestorFile(admin, id, { intent: 'reject', reason: '  ' })
    expect(statusOf(empty)).toBe(400)
    expect((await investorFileOf(account)).state).toBe('pending')

    const reason = 'The proof of address is older than three months.'
    expect(statusOf(await reviewInvestorFile(admin, id, { intent: 'reject', reason }))).toBe(302)
    const page = (await callRoute(
      fileLoader,
      getRequest('/dashboard/investor', { cookie: account.cookie }),
    )) as { file: { state: string; rejectionReason: string } }
    expect(page.file).toMatchObject({ state: 'rejected', rejectionReason: reason })

    const db = await getDb()
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, account.email.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
    expect(mail.subject).toBe('ملفك الاستثماري يحتاج إلى تصحيح')
    expect(mail.text).toContain(reason)
    expect(mail.text).toContain('/ar/dashboard/investor')

    // Corrected and submitted again: pending review.
    expect(
      statusOf(
        await postInvestorFile(account, {
          intent: 'submit',
          ...INVESTOR_DETAILS,
          nationality: 'Omani',
        }),
      ),
    ).toBe(302)
    expect((await investorFileOf(account)).state).toBe('pending')
  })

  test('a change after verification sends the file back to pending review', async () => {
    const account = await investor()
    const id = await submitInvestorFile(account)
    const admin = await signInAsAdmin()
    await reviewInvestorFile(admin, id, { intent: 'verify' })
    expect((await investorFileOf(account)).state).toBe('verified')

    // Saving the same details is no change.
    await postInvestorFile(account, { intent: 'save', ...INVESTOR_DETAILS })
    expect((await investorFileOf(account)).state).toBe('verified')

    await postInvestorFile(account, { intent: 'save', ...INVESTOR_DETAILS, residence: 'Oman' })
    expect((await investorFileOf(account)).state).toBe('pending')
    await reviewInvestorFile(admin, id, { intent: 'verify' })

    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'emirates-id',
      expiresOn: dubaiDateIn(300),
      document: tinyPdf('eid.pdf'),
    })
    expect((await investorFileOf(account)).state).toBe('pending')
  })

  test('staff open a document through the checked route, only of that file', async () => {
    const account = await investor()
    const id = await submitInvestorFile(account)
    const db = await getDb()
    const [document] = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, id))
    const desk = await staffWithRole('investment_desk')
    const opened = (await callRoute(
      staffDocumentLoader,
      getRequest(`/admin/investors/${id}/documents/${document.id}`, { cookie: desk.cookie }),
      { id, documentId: document.id },
    )) as Response
    expect(opened.status).toBe(200)
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment/)

    const other = await investor()
    const otherId = await submitInvestorFile(other)
    const wrongFile = await callRoute(
      staffDocumentLoader,
      getRequest(`/admin/investors/${otherId}/documents/${document.id}`, { cookie: desk.cookie }),
      { id: otherId, documentId: document.id },
    )
    expect(statusOf(wrongFile)).toBe(404)
    const support = await staffWithRole('support')
    const refused = await callRoute(
      staffDocumentLoader,
      getRequest(`/admin/investors/${id}/documents/${document.id}`, { cookie: support.cookie }),
      { id, documentId: document.id },
    )
    expect(statusOf(refused)).toBe(403)
  })
})

describe('reminders', () => {
  test('a document expiring within the period is reminded once; a later one is not', async () => {
    const account = await investor()
    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'passport',
      expiresOn: dubaiDateIn(10),
      document: tinyPdf('passport.pdf'),
    })
    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'emirates-id',
      expiresOn: dubaiDateIn(200),
      document: tinyPdf('eid.pdf'),
    })
    const db = await getDb()
    const mails = () =>
      db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.recipient, account.email.toLowerCase()),
            eq(emailOutbox.subject, 'Your identity document expires soon'),
          ),
        )
    await remindExpiringIdentityDocuments()
    const first = await mails()
    expect(first).toHaveLength(1)
    expect(first[0].text).toContain('Passport')
    expect(first[0].text).toContain('/dashboard/investor')

    await remindExpiringIdentityDocuments()
    expect(await mails()).toHaveLength(1)

    // Replacing the passport clears the reminder: the new one is reminded when it is due.
    const file = await investorFileOf(account)
    const [passport] = await db
      .select()
      .from(identityDocuments)
      .where(and(eq(identityDocuments.fileId, file.id), eq(identityDocuments.kind, 'passport')))
    expect(passport.remindedAt).not.toBeNull()
    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'passport',
      replaceId: passport.id,
      expiresOn: dubaiDateIn(20),
      document: tinyPdf('passport.pdf'),
    })
    await remindExpiringIdentityDocuments()
    expect(await mails()).toHaveLength(2)
  })
})
