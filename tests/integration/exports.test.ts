import { and, desc, eq, like } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { beforeAll, describe, expect, test } from 'vitest'
import { auditLog, contactMessages, packages, user, userInvestmentRequests } from '#db/schema'
import { exportListNames } from '~/domain/exports/lists.server'
import { loader as exportLoader } from '~/routes/admin/export'
import { getDb } from '~/server/db.server'
import { listBatches, orderSql, type ListOrder } from '~/server/list.server'
import { prepareTestApp } from '../support/app'
import {
  callRoute,
  createSignedInUser,
  getRequest,
  signInAsAdmin,
  statusOf,
  type TestAccount,
} from '../support/requests'

/*
 * Decision 049: every admin list's filtered rows as CSV and XLSX at /admin/export/:list,
 * with the list page's permission, in the page's language, audited with the row count.
 */

let admin: TestAccount
let editor: TestAccount
/** A word only this file's rows carry, so a search finds exactly them. */
const TAG = `exp${crypto.randomUUID().slice(0, 6)}`

beforeAll(async () => {
  await prepareTestApp()
  admin = await signInAsAdmin()
  editor = await createSignedInUser({ name: 'Export Editor' })
  const db = await getDb()
  await db.update(user).set({ role: 'editor' }).where(eq(user.id, editor.id))
})

async function exportFile(path: string, account: TestAccount | null = admin) {
  const outcome = await callRoute(
    exportLoader,
    getRequest(path, account ? { cookie: account.cookie } : {}),
    { list: path.replace(/^(\/ar)?\/admin\/export\//, '').split('?')[0] },
  )
  return outcome
}

async function readCsv(response: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await response.arrayBuffer())
  // UTF-8 with a byte-order mark (Response.text() would drop it), CRLF line ends.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3))
  expect(text.endsWith('\r\n')).toBe(true)
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','))
}

async function readXlsx(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(await response.arrayBuffer())
  return workbook.worksheets[0]
}

function sheetRows(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = []
  sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)))
  return rows
}

async function lastExportAudit(entity: string) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, entity)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1)
  return row
}

describe('contacts', () => {
  beforeAll(async () => {
    const db = await getDb()
    const base = Date.UTC(2026, 10, 20, 8, 30)
    await db.insert(contactMessages).values([
      {
        id: `msg-${TAG}-1`,
        name: `Plain ${TAG}`,
        email: `plain-${TAG}@example.org`,
        subject: 'Hello',
        message: 'First',
        isRead: true,
        submittedAt: new Date(base),
      },
      {
        id: `msg-${TAG}-2`,
        name: `محمد العلي ${TAG}`,
        email: `arabic-${TAG}@example.org`,
        phone: '+971 50 123 4567',
        subject: '=HYPERLINK("http://evil.example")',
        message: '@SUM(A1)',
        isRead: false,
        submittedAt: new Date(base + 60_000),
      },
      {
        id: `msg-${TAG}-3`,
        name: `Unread ${TAG}`,
        email: `unread-${TAG}@example.org`,
        subject: '+cmd',
        message: 'Third',
        isRead: false,
        submittedAt: new Date(base + 120_000),
      },
    ])
  })

  test('CSV: exactly the searched and filtered rows, newest first, escaped, audited', async () => {
    const response = (await exportFile(
      `/admin/export/contacts?format=csv&q=${TAG}&status=unread&page=3`,
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"/,
    )
    const lines = await readCsv(response)
    expect(lines[0]).toEqual(['Name', 'Email', 'Phone', 'Subject', 'Message', 'Date'])
    expect(lines.slice(1)).toEqual([
      [`Unread ${TAG}`, `unread-${TAG}@example.org`, '', "'+cmd", 'Third', '2026-11-20 12:32'],
      [
        `محمد العلي ${TAG}`,
        `arabic-${TAG}@example.org`,
        '+971 50 123 4567',
        `"'=HYPERLINK(""http://evil.example"")"`,
        "'@SUM(A1)",
        '2026-11-20 12:31',
      ],
    ])
    const audit = await lastExportAudit('contacts')
    expect(audit).toMatchObject({
      actorEmail: admin.email,
      after: { format: 'csv', filters: { q: TAG, status: 'unread' }, rows: 2 },
    })
  })

  test('XLSX in Arabic: right to left, Arabic headers, dates as dates, text never a formula', async () => {
    const response = (await exportFile(
      `/ar/admin/export/contacts?format=xlsx&q=${TAG}`,
    )) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(/filename="contacts-.+\.xlsx"/)
    const sheet = await readXlsx(response)
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true })
    const rows = sheetRows(sheet)
    expect(rows).toHaveLength(4)
    expect(sheet.getRow(1).font?.bold).toBe(true)
    expect(rows[0][0]).not.toBe('Name')
    expect(rows[2][0]).toBe(`محمد العلي ${TAG}`)
    expect(rows[2][3]).toBe('=HYPERLINK("http://evil.example")')
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.String)
    const date = rows[2][5]
    expect(date).toBeInstanceOf(Date)
    // Dubai wall time (UTC+4), as the list shows it.
    expect((date as Date).toISOString()).toBe('2026-11-20T12:31:00.000Z')
    expect(await lastExportAudit('contacts')).toMatchObject({
      after: { format: 'xlsx', filters: { q: TAG, status: 'all' }, rows: 3 },
    })
  })
})

describe('custom requests (the Requests screen, custom tab)', () => {
  test('the status filter and the search export exactly their rows, translated in Arabic', async () => {
    const db = await getDb()
    await db.insert(userInvestmentRequests).values([
      {
        id: `ureq-${TAG}-1`,
        name: `Pending ${TAG}`,
        email: `p-${TAG}@example.org`,
        investmentType: 'real-estate',
        description: 'Looking for a villa',
        status: 'Pending',
      },
      {
        id: `ureq-${TAG}-2`,
        name: `Accepted ${TAG}`,
        email: `a-${TAG}@example.org`,
        description: 'Looking for an office',
        status: 'Accepted',
      },
    ])
    const english = (await exportFile(
      `/admin/export/custom-requests?format=csv&tab=custom&status=Accepted&q=${TAG}`,
    )) as Response
    const lines = await readCsv(english)
    expect(lines.map((line) => line[0])).toEqual(['Requester', `Accepted ${TAG}`])
    expect(lines[1]).toContain('Accepted')

    const arabic = (await exportFile(
      `/ar/admin/export/custom-requests?format=xlsx&status=Pending&q=${TAG}`,
    )) as Response
    const rows = sheetRows(await readXlsx(arabic))
    expect(rows).toHaveLength(2)
    expect(rows[1][0]).toBe(`Pending ${TAG}`)
    expect(rows[1]).toContain('قيد المراجعة')
    expect(await lastExportAudit('custom-requests')).toMatchObject({
      after: { format: 'xlsx', filters: { q: TAG, status: 'Pending', tab: 'specific' }, rows: 1 },
    })
  })
})

describe('packages', () => {
  test('a price is an AED number in the sheet and a plain amount in the CSV', async () => {
    const db = await getDb()
    await db.insert(packages).values({
      id: `pkg-${TAG}`,
      name: `Package ${TAG}`,
      description: 'Everything',
      price: '1234567.50',
      services: ['Setup', 'Support'],
    })
    const sheet = await readXlsx(
      (await exportFile(`/admin/export/packages?format=xlsx&q=${TAG}`)) as Response,
    )
    const row = sheet.getRow(2)
    expect(row.getCell(1).value).toBe(`Package ${TAG}`)
    expect(row.getCell(3).value).toBe(1234567.5)
    expect(row.getCell(3).numFmt).toContain('AED')
    expect(row.getCell(4).value).toBe('Setup; Support')
    expect(row.getCell(5).value).toBe(0)
    const lines = await readCsv(
      (await exportFile(`/admin/export/packages?format=csv&q=${TAG}`)) as Response,
    )
    expect(lines[1]).toEqual([`Package ${TAG}`, 'Everything', '1234567.50', 'Setup; Support', '0'])
  })
})

describe('every list of the registry', () => {
  test.each(exportListNames())(
    '%s exports as CSV and XLSX, audited with its row count',
    async (name) => {
      const csv = (await exportFile(`/admin/export/${name}?format=csv`)) as Response
      expect(csv.status).toBe(200)
      const lines = await readCsv(csv)
      expect(lines[0].length).toBeGreaterThan(1)
      const csvAudit = await lastExportAudit(name)
      expect(csvAudit.after).toMatchObject({ format: 'csv' })
      const xlsx = (await exportFile(`/ar/admin/export/${name}?format=xlsx`)) as Response
      expect(xlsx.status).toBe(200)
      const sheet = await readXlsx(xlsx)
      expect(sheet.views[0]).toMatchObject({ rightToLeft: true })
      const rows = (await lastExportAudit(name)).after as { rows: number }
      expect(sheet.actualRowCount).toBe(rows.rows + 1)
    },
  )
})

describe('reading in batches', () => {
  test('every row once, in the order, across ties and NULLs, whatever the batch size', async () => {
    const db = await getDb()
    const moment = new Date(Date.UTC(2026, 10, 1, 6, 0, 0, 123))
    await db.insert(contactMessages).values(
      Array.from({ length: 7 }, (_, i) => ({
        id: `msg-${TAG}-batch-${i}`,
        name: `Batch ${i}`,
        email: `batch-${TAG}@example.org`,
        subject: i % 3 === 0 ? null : `Subject ${i % 2}`,
        message: 'Batch',
        submittedAt: moment,
      })),
    )
    const where = like(contactMessages.id, `msg-${TAG}-batch-%`)
    const orders: ListOrder[] = [
      [
        { column: contactMessages.submittedAt, direction: 'desc' },
        { column: contactMessages.id, direction: 'desc' },
      ],
      [
        { column: contactMessages.subject, direction: 'asc' },
        { column: contactMessages.id, direction: 'asc' },
      ],
      [
        { column: contactMessages.subject, direction: 'desc', nulls: 'last' },
        { column: contactMessages.id, direction: 'desc' },
      ],
    ]
    for (const order of orders) {
      const expected = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(where)
        .orderBy(...orderSql(order))
      const read: string[] = []
      for await (const batch of listBatches(
        db,
        order,
        where,
        (inBatch) =>
          db
            .select({ id: contactMessages.id })
            .from(contactMessages)
            .where(inBatch)
            .orderBy(...orderSql(order)),
        2,
      )) {
        expect(batch.length).toBeLessThanOrEqual(2)
        read.push(...batch.map((row) => row.id))
      }
      expect(read).toEqual(expected.map((row) => row.id))
    }
  })
})

describe('refusals', () => {
  test('an Editor may not export contacts or applicants; a visitor is sent to sign in', async () => {
    expect(statusOf(await exportFile('/admin/export/contacts?format=csv', editor))).toBe(403)
    expect(statusOf(await exportFile('/admin/export/applicants?format=xlsx', editor))).toBe(403)
    // What the Editor's own lists show, they may export.
    expect(statusOf(await exportFile('/admin/export/packages?format=csv', editor))).toBe(200)
    const visitor = await exportFile('/admin/export/contacts?format=csv', null)
    expect(statusOf(visitor)).toBe(302)
    expect((visitor as Response).headers.get('Location')).toMatch(/\/login/)
  })

  test('an unknown list is 404, a bad format 400', async () => {
    expect(statusOf(await exportFile('/admin/export/nothing?format=csv'))).toBe(404)
    const visitor = await exportFile('/admin/export/nothing?format=csv', null)
    expect((visitor as Response).headers.get('Location')).toMatch(/\/login/)
    expect(statusOf(await exportFile('/admin/export/contacts?format=pdf'))).toBe(400)
    expect(statusOf(await exportFile('/admin/export/contacts'))).toBe(400)
  })
})
