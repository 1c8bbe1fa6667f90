import crypto from 'node:crypto'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { zipSync, strToU8 } from 'fflate'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { extractText } from 'unpdf'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  auditLog,
  dataRoomRevocations,
  documentAccessLog,
  investmentDocuments,
  investmentRequests,
  investorFiles,
  ndaAcceptances,
  ndaVersions,
  user,
  type DocumentVisibility,
} from '#db/schema'
import { loader as dashboardLoader } from '~/routes/account/dashboard'
import {
  action as documentsAction,
  loader as documentsLoader,
} from '~/routes/admin/investment-documents'
import { loader as investmentLoader } from '~/routes/public/investment-detail'
import { loader as copyLoader } from '~/routes/resources/investment-document'
import { getDb } from '~/server/db.server'
import { bodyLimitFor, UPLOAD_BODY_MAX_BYTES } from '../../platform/page-handler'
import { ROOM_DOCUMENT_MAX_BYTES } from '~/server/uploads.server'
import { storedFileKeys } from '~/server/storage.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  postForm,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Decision 043: the data room. Staff upload PDFs per investment with a visibility; each kind
 * of reader sees in the Resources tab, and downloads, exactly what room-access.server.ts lets
 * them; every copy is marked with the reader's e-mail on every page and logged first.
 */

beforeAll(prepareTestApp)

const INVESTMENT = 'inv-001'
const ROOM = `/admin/investments/${INVESTMENT}/documents`
const unique = () => crypto.randomBytes(4).toString('hex')

async function pdfOf(pages: number, label: string): Promise<File> {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  for (let page = 1; page <= pages; page++) {
    document.addPage([595, 842]).drawText(`${label} page ${page}`, { x: 50, y: 700, font })
  }
  return new File([new Uint8Array(await document.save())], `${label}.pdf`, {
    type: 'application/pdf',
  })
}

function docxFile(): File {
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
    'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
  })
  return new File([zip], 'terms.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  })
}

async function staffOf(role: string): Promise<TestAccount> {
  const account = await createSignedInUser({ name: `Staff ${role} ${unique()}` })
  const db = await getDb()
  await db.update(user).set({ role }).where(eq(user.id, account.id))
  return account
}

async function upload(
  account: TestAccount,
  fields: Record<string, string | File>,
): Promise<unknown> {
  return callRoute(
    documentsAction,
    postForm(ROOM, { intent: 'upload', ...fields }, { cookie: account.cookie }),
    { id: INVESTMENT },
  )
}

async function staffRoom(account: TestAccount, search = '') {
  const data = await callRoute(documentsLoader, getRequest(`${ROOM}${search}`, account), {
    id: INVESTMENT,
  })
  if (data instanceof Response) throw new Error(`room answered ${data.status}`)
  return data
}

async function copy(
  documentId: string,
  account: TestAccount | null,
  query = '',
  address = '203.0.113.7',
): Promise<Response> {
  const request = getRequest(`/investments/${INVESTMENT}/documents/${documentId}${query}`, {
    cookie: account?.cookie,
    headers: { 'x-client-ip': address },
  })
  return (await callRoute(copyLoader, request, {
    id: INVESTMENT,
    documentId,
  })) as Response
}

async function resources(account: TestAccount | null) {
  const data = await callRoute(
    investmentLoader,
    getRequest(`/investments/${INVESTMENT}`, { cookie: account?.cookie }),
    { id: INVESTMENT },
  )
  if (data instanceof Response) throw new Error(`page answered ${data.status}`)
  return data.room
}

const DAY_MS = 24 * 60 * 60_000
let admin: TestAccount
let editor: TestAccount
const documentOf = {} as Record<DocumentVisibility, string>
const titleOf: Record<DocumentVisibility, string> = {
  public: 'Brochure',
  'signed-in': 'Fact sheet',
  nda: 'Financial model',
  investors: 'Subscription agreement',
}

type ReaderKind =
  'visitor' | 'signed-in' | 'nda' | 'accepted-unverified' | 'verified' | 'revoked' | 'expired'
const readers = {} as Record<Exclude<ReaderKind, 'visitor'>, TestAccount>

async function makeReader(
  kind: Exclude<ReaderKind, 'visitor'>,
  ndaVersionId: string,
): Promise<TestAccount> {
  const account = await createSignedInUser({
    name: kind === 'verified' ? 'سارة المنصوري' : `Reader ${kind}`,
  })
  const db = await getDb()
  if (kind === 'signed-in') return account
  await db.insert(ndaAcceptances).values({
    id: `nda-acc-${unique()}`,
    ndaVersionId,
    userId: account.id,
    investmentId: INVESTMENT,
    typedName: `Reader ${kind}`,
  })
  if (kind === 'nda') return account
  const decidedAt = kind === 'expired' ? new Date(Date.now() - 200 * DAY_MS) : new Date()
  await db.insert(investmentRequests).values({
    id: `req-${unique()}`,
    userId: account.id,
    investmentId: INVESTMENT,
    status: 'Accepted',
    decidedAt,
  })
  if (kind !== 'accepted-unverified') {
    await db.insert(investorFiles).values({
      id: `file-${unique()}`,
      userId: account.id,
      name: `Reader ${kind}`,
      email: account.email,
      state: 'verified',
    })
  }
  if (kind === 'revoked') {
    await db.insert(dataRoomRevocations).values({ investmentId: INVESTMENT, userId: account.id })
  }
  return account
}

beforeAll(async () => {
  admin = await signInAsAdmin()
  editor = await staffOf('editor')
  const db = await getDb()
  // The readers accept the company NDA's newest version: one of the test's own, after the
  // demo data's.
  const [newest] = await db
    .select({ version: ndaVersions.version })
    .from(ndaVersions)
    .where(isNull(ndaVersions.investmentId))
    .orderBy(desc(ndaVersions.version))
    .limit(1)
  const ndaVersionId = `nda-${unique()}`
  await db.insert(ndaVersions).values({
    id: ndaVersionId,
    investmentId: null,
    version: (newest?.version ?? 0) + 1,
    body: 'Keep it secret.',
  })
  for (const kind of [
    'signed-in',
    'nda',
    'accepted-unverified',
    'verified',
    'revoked',
    'expired',
  ] as const) {
    readers[kind] = await makeReader(kind, ndaVersionId)
  }
  for (const visibility of ['public', 'signed-in', 'nda', 'investors'] as const) {
    const answer = await upload(editor, {
      title: titleOf[visibility],
      titleAr: `مستند ${visibility}`,
      visibility,
      file: await pdfOf(3, titleOf[visibility]),
    })
    expect(statusOf(answer)).toBe(302)
    const [row] = await db
      .select({ id: investmentDocuments.id })
      .from(investmentDocuments)
      .where(eq(investmentDocuments.title, titleOf[visibility]))
    documentOf[visibility] = row.id
  }
})

describe('who sees and opens what', () => {
  // What each reader's Resources tab lists as opening, and the route's answer per visibility.
  const EXPECTED: Record<
    ReaderKind,
    { opens: DocumentVisibility[]; locked: string[]; status: Record<DocumentVisibility, number> }
  > = {
    visitor: {
      opens: ['public'],
      locked: ['sign-in'],
      status: { public: 200, 'signed-in': 302, nda: 302, investors: 302 },
    },
    'signed-in': {
      opens: ['public', 'signed-in'],
      locked: ['accept-nda'],
      status: { public: 200, 'signed-in': 200, nda: 403, investors: 403 },
    },
    nda: {
      opens: ['public', 'signed-in', 'nda'],
      locked: ['request-accepted'],
      status: { public: 200, 'signed-in': 200, nda: 200, investors: 403 },
    },
    'accepted-unverified': {
      opens: ['public', 'signed-in', 'nda'],
      locked: ['verification'],
      status: { public: 200, 'signed-in': 200, nda: 200, investors: 403 },
    },
    verified: {
      opens: ['public', 'signed-in', 'nda', 'investors'],
      locked: [],
      status: { public: 200, 'signed-in': 200, nda: 200, investors: 200 },
    },
    revoked: {
      opens: ['public', 'signed-in'],
      locked: ['revoked'],
      status: { public: 200, 'signed-in': 200, nda: 403, investors: 403 },
    },
    expired: {
      opens: ['public', 'signed-in'],
      locked: ['expired'],
      status: { public: 200, 'signed-in': 200, nda: 403, investors: 403 },
    },
  }

  for (const [kind, expected] of Object.entries(EXPECTED) as [
    ReaderKind,
    (typeof EXPECTED)['visitor'],
  ][]) {
    test(`${kind}: the Resources tab and the download route agree`, async () => {
      const account = kind === 'visitor' ? null : readers[kind]
      const room = await resources(account)
      expect(room.filter((each) => each.unlock === null).map((each) => each.title)).toEqual(
        expected.opens.map((visibility) => titleOf[visibility]),
      )
      expect([...new Set(room.flatMap((each) => (each.unlock ? [each.unlock] : [])))]).toEqual(
        expected.locked,
      )
      for (const visibility of ['public', 'signed-in', 'nda', 'investors'] as const) {
        const answer = await copy(documentOf[visibility], account, '?download=1')
        expect(answer.status, `${kind} downloading ${visibility}`).toBe(expected.status[visibility])
        if (answer.status === 302) {
          expect(answer.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
        }
      }
    })
  }

  test('the Arabic page lists the Arabic titles', async () => {
    const data = await callRoute(investmentLoader, getRequest(`/ar/investments/${INVESTMENT}`), {
      id: INVESTMENT,
    })
    if (data instanceof Response) throw new Error('page failed')
    expect(data.room.map((each) => each.title)).toContain('مستند public')
  })
})

describe('the copy a reader gets', () => {
  test('every page carries the reader e-mail; the log row is written with version, action and address', async () => {
    const reader = readers.verified
    const answer = await copy(documentOf.investors, reader, '?download=1', '198.51.100.23')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Subscription-agreement-v1\.pdf"/,
    )
    const { text, totalPages } = await extractText(new Uint8Array(await answer.arrayBuffer()), {
      mergePages: false,
    })
    expect(totalPages).toBe(3)
    for (const page of text) {
      expect(page).toContain(reader.email)
      expect(page).toContain('سارة المنصوري')
      expect(page).toContain('(Dubai)')
    }
    const db = await getDb()
    const [row] = await db
      .select()
      .from(documentAccessLog)
      .where(
        and(eq(documentAccessLog.userId, reader.id), eq(documentAccessLog.ip, '198.51.100.23')),
      )
    expect(row).toMatchObject({
      documentId: documentOf.investors,
      action: 'download',
      readerEmail: reader.email,
      readerName: 'سارة المنصوري',
    })
    // Opened inline without ?download=1, logged as an open.
    const opened = await copy(documentOf.investors, reader, '', '198.51.100.24')
    expect(opened.headers.get('content-disposition')).toMatch(/^inline;/)
    const [openRow] = await db
      .select()
      .from(documentAccessLog)
      .where(eq(documentAccessLog.ip, '198.51.100.24'))
    expect(openRow.action).toBe('open')

    // Staff see it in the document's log, and the reader on their dashboard.
    const room = await staffRoom(admin, `?log=${documentOf.investors}`)
    expect(room.log?.rows[0]).toMatchObject({
      readerEmail: reader.email,
      action: 'open',
      version: 1,
      ip: '198.51.100.24',
    })
    const byReader = await staffRoom(admin, `?reader=${reader.id}`)
    expect(byReader.log?.rows.every((each) => each.userId === reader.id)).toBe(true)
    const dashboard = await callRoute(dashboardLoader, getRequest('/dashboard', reader))
    if (dashboard instanceof Response) throw new Error('dashboard failed')
    expect(dashboard.documentLog.map((each) => each.documentTitle)).toContain(titleOf.investors)
  })

  test('a visitor opening a public document gets a copy marked with the time only', async () => {
    const answer = await copy(documentOf.public, null)
    expect(answer.status).toBe(200)
    const { text } = await extractText(new Uint8Array(await answer.arrayBuffer()), {
      mergePages: true,
    })
    expect(text).toContain('Copy opened')
    expect(text).not.toContain('@')
  })

  test('an unknown document is not found', async () => {
    expect((await copy('doc-missing', readers.verified)).status).toBe(404)
  })
})

describe('staff manage the room', () => {
  test('replacing adds a version: readers get v2, staff keep v1', async () => {
    const answer = await callRoute(
      documentsAction,
      postForm(
        ROOM,
        { intent: 'replace', documentId: documentOf.nda, file: await pdfOf(2, 'Model v2') },
        { cookie: editor.cookie },
      ),
      { id: INVESTMENT },
    )
    expect(statusOf(answer)).toBe(302)
    const room = await staffRoom(admin)
    const document = room.documents.find((each) => each.id === documentOf.nda)
    expect(document?.versions.map((each) => each.version)).toEqual([2, 1])
    const got = await copy(documentOf.nda, readers.nda, '?download=1', '192.0.2.55')
    expect(got.headers.get('content-disposition')).toContain('Financial-model-v2.pdf')
    const { text } = await extractText(new Uint8Array(await got.arrayBuffer()), {
      mergePages: true,
    })
    expect(text).toContain('Model v2 page 2')
    const db = await getDb()
    const [row] = await db
      .select({ versionId: documentAccessLog.versionId })
      .from(documentAccessLog)
      .where(eq(documentAccessLog.ip, '192.0.2.55'))
    expect(row.versionId).toBe(document?.versions[0].id)
  })

  test('removing hides the document from readers (404); staff keep it; restoring brings it back', async () => {
    const post = (intent: string) =>
      callRoute(
        documentsAction,
        postForm(ROOM, { intent, documentId: documentOf['signed-in'] }, { cookie: editor.cookie }),
        { id: INVESTMENT },
      )
    expect(statusOf(await post('remove'))).toBe(302)
    expect((await copy(documentOf['signed-in'], readers.verified)).status).toBe(404)
    expect((await resources(readers.verified)).map((each) => each.id)).not.toContain(
      documentOf['signed-in'],
    )
    const room = await staffRoom(admin)
    const removed = room.documents.find((each) => each.id === documentOf['signed-in'])
    expect(removed?.removedAt).not.toBeNull()
    expect(removed?.versions).toHaveLength(1)
    expect(statusOf(await post('restore'))).toBe(302)
    expect((await copy(documentOf['signed-in'], readers.verified)).status).toBe(200)
  })

  test('an Office file is refused with the message and a 400, and nothing is stored', async () => {
    const db = await getDb()
    const keysBefore = await dataRoomKeys()
    const [{ n: before }] = await db
      .select({ n: investmentDocuments.id })
      .from(investmentDocuments)
      .then((rows) => [{ n: rows.length }])
    const answer = await upload(editor, {
      title: 'Terms',
      titleAr: 'الشروط',
      visibility: 'nda',
      file: docxFile(),
    })
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('save the file as PDF first')
    const after = (await db.select({ id: investmentDocuments.id }).from(investmentDocuments)).length
    expect(after).toBe(before)
    expect(await dataRoomKeys()).toEqual(keysBefore)
  })

  test('a file that is not a PDF nor Office is refused as a wrong type', async () => {
    const answer = await upload(editor, {
      title: 'Notes',
      titleAr: 'ملاحظات',
      visibility: 'nda',
      file: new File(['just text'], 'notes.pdf', { type: 'application/pdf' }),
    })
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('Only PDF files can be uploaded')
  })

  test('revoking a reader closes the room to them; restoring opens it again', async () => {
    const reader = readers.nda
    const post = (intent: string) =>
      callRoute(
        documentsAction,
        postForm(ROOM, { intent, userId: reader.id }, { cookie: editor.cookie }),
        { id: INVESTMENT },
      )
    const room = await staffRoom(admin)
    expect(room.readers.find((each) => each.userId === reader.id)).toMatchObject({
      hasAcceptedNda: true,
      isRevoked: false,
    })
    expect(statusOf(await post('revoke'))).toBe(302)
    expect((await copy(documentOf.nda, reader)).status).toBe(403)
    expect(
      (await staffRoom(admin)).readers.find((each) => each.userId === reader.id)?.isRevoked,
    ).toBe(true)
    expect(statusOf(await post('unrevoke'))).toBe(302)
    expect((await copy(documentOf.nda, reader)).status).toBe(200)
  })

  test('every write is audited, with sizes and types, never file names', async () => {
    const db = await getDb()
    const rows = await db.select().from(auditLog).where(eq(auditLog.entity, 'investment-document'))
    expect(rows.length).toBeGreaterThanOrEqual(7)
    expect(JSON.stringify(rows.map((row) => row.after))).not.toContain('.pdf')
    const created = rows.find((row) => row.action === 'create')
    expect(created?.after).toMatchObject({ mime: 'application/pdf' })
    const revocations = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'data-room-revocation'))
    expect(revocations.map((row) => row.action)).toEqual(
      expect.arrayContaining(['create', 'delete']),
    )
  })
})

describe('roles', () => {
  test('an Investment Desk member reads the room and its log but cannot upload', async () => {
    const desk = await staffOf('investment_desk')
    const room = await staffRoom(desk, `?log=${documentOf.investors}`)
    expect(room.canWrite).toBe(false)
    expect(room.log?.rows.length).toBeGreaterThan(0)
    const answer = await upload(desk, {
      title: 'Desk',
      titleAr: 'مكتب',
      visibility: 'public',
      file: await pdfOf(1, 'Desk'),
    })
    expect(statusOf(answer)).toBe(403)
    // Staff who read investments open every document (marked and logged too).
    expect((await copy(documentOf.investors, desk)).status).toBe(200)
  })

  test('Support gets 403 on the screen and its forms', async () => {
    const support = await staffOf('support')
    const loaded = await callRoute(documentsLoader, getRequest(ROOM, support), { id: INVESTMENT })
    expect(statusOf(loaded)).toBe(403)
    const posted = await upload(support, {
      title: 'Support',
      titleAr: 'دعم',
      visibility: 'public',
      file: await pdfOf(1, 'Support'),
    })
    expect(statusOf(posted)).toBe(403)
    // Support is not an investments reader: an investors-only document stays closed.
    expect((await copy(documentOf.investors, support)).status).toBe(403)
  })

  test('a signed-in user (not staff) is sent away from the staff screen', async () => {
    const loaded = await callRoute(documentsLoader, getRequest(ROOM, readers.verified), {
      id: INVESTMENT,
    })
    expect(statusOf(loaded)).toBe(302)
  })
})

describe('limits', () => {
  test('past 100 documents an upload is refused with a message', async () => {
    const db = await getDb()
    const existing = (
      await db
        .select({ id: investmentDocuments.id })
        .from(investmentDocuments)
        .where(eq(investmentDocuments.investmentId, INVESTMENT))
    ).length
    await db.insert(investmentDocuments).values(
      Array.from({ length: 100 - existing }, (_, index) => ({
        id: `doc-filler-${index}`,
        investmentId: INVESTMENT,
        title: `Filler ${index}`,
        visibility: 'public' as const,
        removedAt: new Date(),
      })),
    )
    const keysBefore = await dataRoomKeys()
    const answer = await upload(editor, {
      title: 'One too many',
      titleAr: 'واحد زائد',
      visibility: 'public',
      file: await pdfOf(1, 'Extra'),
    })
    expect(statusOf(answer)).toBe(400)
    expect(JSON.stringify(answer)).toContain('already has 100 documents')
    expect(await dataRoomKeys()).toEqual(keysBefore)
    await db.delete(investmentDocuments).where(eq(investmentDocuments.visibility, 'public'))
  })
})

describe('limits and personal data', () => {
  test('only the documents screen takes a 20 MB body; other forms keep their limit', () => {
    const multipart = 'multipart/form-data; boundary=x'
    expect(bodyLimitFor(multipart, ROOM)).toBeGreaterThan(ROOM_DOCUMENT_MAX_BYTES)
    expect(bodyLimitFor(multipart, `/ar${ROOM}`)).toBeGreaterThan(ROOM_DOCUMENT_MAX_BYTES)
    expect(bodyLimitFor(multipart, '/admin/team')).toBe(UPLOAD_BODY_MAX_BYTES)
    expect(bodyLimitFor(multipart, `${ROOM}/other`)).toBe(UPLOAD_BODY_MAX_BYTES)
  })

  test("an account's access log rows are deleted with it", async () => {
    const reader = await createSignedInUser({ name: 'Leaving Reader' })
    expect((await copy(documentOf['signed-in'], reader, '', '192.0.2.99')).status).toBe(200)
    const db = await getDb()
    const logged = () =>
      db.select().from(documentAccessLog).where(eq(documentAccessLog.ip, '192.0.2.99'))
    expect(await logged()).toHaveLength(1)
    await db.delete(user).where(eq(user.id, reader.id))
    expect(await logged()).toHaveLength(0)
  })
})

async function dataRoomKeys(): Promise<string[]> {
  const keys: string[] = []
  for await (const key of storedFileKeys()) if (key.startsWith('data-room/')) keys.push(key)
  return keys.sort()
}
