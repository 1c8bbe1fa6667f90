import crypto from 'node:crypto'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  documentAccessLog,
  emailOutbox,
  fileDeletions,
  identityDocuments,
  investmentDocuments,
  investmentDocumentVersions,
  investmentRequests,
  investorFiles,
  ndaAcceptances,
  ndaVersions,
  user,
} from '#db/schema'
import { action as deleteAccountAction } from '~/routes/account/delete-account'
import {
  buildPersonalDataZip,
  collectPersonalData,
  keptRecordsNotice,
} from '~/domain/privacy/personal-data.server'
import { deleteKeptInvestorRecords } from '~/domain/privacy/retention.server'
import { newId } from '~/lib/ids'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import {
  INVESTOR_DETAILS,
  postInvestorFile,
  reviewInvestorFile,
  submitInvestorFile,
  TINY_PDF,
  tinyPdf,
} from '../support/investor-file'
import {
  callRoute,
  createSignedInUser,
  postForm,
  signInAsAdmin,
  statusOf,
} from '../support/requests'

/*
 * Decision 043, "Records kept": an erasure keeps the investor file (with its identity
 * documents, name and address) and the accepted investment requests until
 * investorRecordsYears after it, tells the person so, and the retention job deletes them
 * after. The export holds the file, its documents, NDA acceptances and data-room reads.
 */

beforeAll(prepareTestApp)

const unique = () => crypto.randomBytes(4).toString('hex')
const DAY_MS = 24 * 60 * 60_000
const INVESTMENT = 'inv-001'

/** An investor whose file was submitted and verified, with an accepted and a pending request. */
async function verifiedInvestor() {
  const account = await createSignedInUser({ name: `Investor ${unique()}` })
  const fileId = await submitInvestorFile(account, {
    ...INVESTOR_DETAILS,
    classification: 'professional',
  })
  const admin = await signInAsAdmin()
  await reviewInvestorFile(admin, fileId, { intent: 'verify' })
  const db = await getDb()
  const accepted = newId('ireq')
  const pending = newId('ireq')
  await db.insert(investmentRequests).values([
    {
      id: accepted,
      userId: account.id,
      investmentId: INVESTMENT,
      message: 'I would like to invest AED 500,000.',
      status: 'Accepted',
      riskAcknowledgedAt: new Date(),
      riskWarningShown: 'Capital at risk.',
      decidedAt: new Date(),
    },
    {
      id: pending,
      userId: account.id,
      investmentId: INVESTMENT,
      message: 'Later',
      status: 'Pending',
    },
  ])
  return { account, fileId, accepted, pending }
}

/** An NDA acceptance and a data-room read of the account, written directly (others' screens). */
async function roomRecords(userId: string) {
  const db = await getDb()
  const documentId = newId('idoc-room')
  const versionId = newId('dver')
  const ndaId = newId('nda')
  await db.insert(investmentDocuments).values({
    id: documentId,
    investmentId: INVESTMENT,
    title: 'Information memorandum',
    visibility: 'nda',
  })
  await db.insert(investmentDocumentVersions).values({
    id: versionId,
    documentId,
    version: 1,
    fileKey: `room/${unique()}.pdf`,
    filename: 'memorandum.pdf',
    mime: 'application/pdf',
    size: 100,
  })
  await db.insert(ndaVersions).values({
    id: ndaId,
    investmentId: INVESTMENT,
    version: 1000 + crypto.randomInt(100_000),
    body: 'Keep it secret.',
  })
  await db.insert(ndaAcceptances).values({
    id: newId('ndaa'),
    ndaVersionId: ndaId,
    userId,
    investmentId: INVESTMENT,
    typedName: 'Investor Name',
    ip: '10.0.0.1',
  })
  await db.insert(documentAccessLog).values({
    documentId,
    versionId,
    investmentId: INVESTMENT,
    userId,
    readerName: 'Investor Name',
    readerEmail: 'investor@example.org',
    action: 'download',
    ip: '10.0.0.2',
  })
}

describe('the export', () => {
  test('holds the investor file, its documents, NDA acceptances, data-room reads and risk acknowledgements', async () => {
    const { account } = await verifiedInvestor()
    await roomRecords(account.id)
    const { data, counts } = await collectPersonalData({ email: account.email, userId: account.id })
    expect(counts).toMatchObject({
      investorFiles: 1,
      identityDocuments: 2,
      ndaAcceptances: 1,
      dataRoomAccessLog: 1,
    })
    const files = data.investorFiles as {
      state: string
      classification: string
      identityDocuments: { kind: string; file: string }[]
    }[]
    expect(files[0]).toMatchObject({ state: 'verified', classification: 'professional' })
    expect(files[0].identityDocuments.map((document) => document.kind).sort()).toEqual([
      'passport',
      'proof-of-address',
    ])
    expect(data.ndaAcceptances).toEqual([
      expect.objectContaining({ typedName: 'Investor Name', ip: '10.0.0.1' }),
    ])
    expect(data.dataRoomAccessLog).toEqual([
      expect.objectContaining({
        document: 'Information memorandum',
        version: 1,
        action: 'download',
      }),
    ])
    expect(data.investmentRequests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'Accepted', riskWarningShown: 'Capital at risk.' }),
      ]),
    )

    const { zip } = await buildPersonalDataZip({ email: account.email, userId: account.id })
    const entries = unzipSync(zip)
    const paths = Object.keys(entries)
    for (const document of files[0].identityDocuments) {
      expect(paths).toContain(document.file)
      expect(Buffer.from(entries[document.file]).equals(TINY_PDF)).toBe(true)
    }
    expect(strFromU8(entries['data.json'])).toContain('Information memorandum')
  })
})

describe('an erasure', () => {
  test('keeps the file and accepted requests until erasure + investorRecordsYears, and says so', async () => {
    const { account, fileId, accepted, pending } = await verifiedInvestor()
    await roomRecords(account.id)
    const before = new Date()
    const erased = await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: account.password },
        { cookie: account.cookie },
      ),
    )
    expect(statusOf(erased)).toBe(302)

    const db = await getDb()
    expect(await db.select().from(user).where(eq(user.id, account.id))).toHaveLength(0)
    const [file] = await db.select().from(investorFiles).where(eq(investorFiles.id, fileId))
    expect(file.userId).toBeNull()
    expect(file.email).toBe(account.email.toLowerCase())
    expect(file.name).toMatch(/^Investor /)
    expect(file.state).toBe('verified')
    const fiveYears = new Date(before)
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5)
    expect(Math.abs(file.keepUntil!.getTime() - fiveYears.getTime())).toBeLessThan(60_000)
    expect(
      await db.select().from(identityDocuments).where(eq(identityDocuments.fileId, fileId)),
    ).toHaveLength(2)

    const requests = await db
      .select()
      .from(investmentRequests)
      .where(inArray(investmentRequests.id, [accepted, pending]))
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({ id: accepted, userId: null, message: '' })
    expect(Math.abs(requests[0].keepUntil!.getTime() - fiveYears.getTime())).toBeLessThan(60_000)
    // The rest is erased as before: NDA acceptances and data-room reads went with the account.
    expect(
      await db.select().from(ndaAcceptances).where(eq(ndaAcceptances.userId, account.id)),
    ).toHaveLength(0)
    expect(
      await db.select().from(documentAccessLog).where(eq(documentAccessLog.userId, account.id)),
    ).toHaveLength(0)

    // Told what is kept, why and until when, in an e-mail and on the page.
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, account.email.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
    expect(mail.subject).toBe('What we keep')
    expect(mail.text).toContain('anti-money-laundering law')
    expect(mail.text).toContain(String(fiveYears.getUTCFullYear()))
    const notice = await keptRecordsNotice({ investorFilesKept: 1 }, 'ar')
    expect(notice).toContain('غسل الأموال')
    expect(await keptRecordsNotice({ contactMessages: 2 }, 'en')).toBeNull()
  })

  test('a draft never submitted is erased with its documents', async () => {
    const account = await createSignedInUser({ name: `Drafter ${unique()}` })
    await postInvestorFile(account, {
      intent: 'upload',
      kind: 'proof-of-address',
      document: tinyPdf('bill.pdf'),
    })
    const db = await getDb()
    const [file] = await db.select().from(investorFiles).where(eq(investorFiles.userId, account.id))
    const [document] = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, file.id))
    await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: account.password },
        { cookie: account.cookie },
      ),
    )
    expect(await db.select().from(investorFiles).where(eq(investorFiles.id, file.id))).toHaveLength(
      0,
    )
    expect(
      await db.select().from(identityDocuments).where(eq(identityDocuments.id, document.id)),
    ).toHaveLength(0)
  })
})

describe('the retention job', () => {
  test('deletes kept files and requests after keep_until and queues the identity files', async () => {
    const { account, fileId, accepted } = await verifiedInvestor()
    await callRoute(
      deleteAccountAction,
      postForm(
        '/dashboard/delete-account',
        { password: account.password },
        { cookie: account.cookie },
      ),
    )
    const db = await getDb()
    const documents = await db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.fileId, fileId))
    expect(documents).toHaveLength(2)

    // Before keep_until nothing goes.
    await deleteKeptInvestorRecords()
    expect(await db.select().from(investorFiles).where(eq(investorFiles.id, fileId))).toHaveLength(
      1,
    )

    // Five years and a day later (the clock moved), both go.
    const later = new Date(Date.now() + (5 * 366 + 1) * DAY_MS)
    const counts = await deleteKeptInvestorRecords(later)
    expect(counts.investorFiles).toBeGreaterThanOrEqual(1)
    expect(counts.investmentRequests).toBeGreaterThanOrEqual(1)
    expect(await db.select().from(investorFiles).where(eq(investorFiles.id, fileId))).toHaveLength(
      0,
    )
    expect(
      await db.select().from(investmentRequests).where(eq(investmentRequests.id, accepted)),
    ).toHaveLength(0)
    const queued = await db
      .select()
      .from(fileDeletions)
      .where(
        inArray(
          fileDeletions.key,
          documents.map((document) => document.fileKey),
        ),
      )
    expect(queued).toHaveLength(2)
  })

  test('leaves files of existing accounts alone', async () => {
    const { fileId } = await verifiedInvestor()
    const db = await getDb()
    await deleteKeptInvestorRecords(new Date(Date.now() + 50 * 366 * DAY_MS))
    const [file] = await db
      .select()
      .from(investorFiles)
      .where(and(eq(investorFiles.id, fileId)))
    expect(file.keepUntil).toBeNull()
  })
})
