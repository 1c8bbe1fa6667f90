import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import ExcelJS from 'exceljs'
import { expect, test, type Download } from './support/test'
import { adminPageWith, loginAsAdmin } from './support/auth'
import { queryDb } from './support/db'

/*
 * Decision 049: each admin list's Export CSV and Export Excel links download the rows its
 * search and filters show, as plain links (no JavaScript needed), in the page's language.
 */

const unique = () => crypto.randomBytes(4).toString('hex')

async function readDownload(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path())
}

async function insertMessage(name: string, subject: string, minutesAgo: number) {
  await queryDb(
    `insert into contact_messages (id, name, email, subject, message, is_read, submitted_at)
     values ($1, $2, $3, $4, 'Sent from the export test', false, now() - make_interval(mins => $5))`,
    [`msg-e2e-${unique()}`, name, `export-${unique()}@example.org`, subject, minutesAgo],
  )
}

test('without JavaScript, Export CSV after a search downloads exactly the rows found', async ({
  browser,
}) => {
  const tag = `exportcsv${unique()}`
  await insertMessage(`Layla ${tag}`, '=1+1', 2)
  await insertMessage(`Omar ${tag}`, 'Office visit', 1)
  await insertMessage(`Someone else ${unique()}`, 'Not searched', 0)

  const page = await adminPageWith(browser, { javaScriptEnabled: false })
  await page.goto('/admin/contacts')
  await page.getByLabel('Search messages').fill(tag)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${tag}`))
  // Both messages are listed (each row also names its sender in the View link).
  await expect(page.getByRole('row').filter({ hasText: `Layla ${tag}` })).toHaveCount(1)
  await expect(page.getByRole('row').filter({ hasText: `Omar ${tag}` })).toHaveCount(1)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readDownload(file)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...lines] = bytes.subarray(3).toString('utf8').trim().split('\r\n')
  expect(header).toBe('Name,Email,Phone,Subject,Message,Date')
  expect(lines).toHaveLength(2)
  expect(lines[0]).toMatch(new RegExp(`^Omar ${tag},`))
  expect(lines[1]).toMatch(new RegExp(`^Layla ${tag},`))
  // A cell a spreadsheet would run as a formula is written as text.
  expect(lines[1]).toContain(",'=1+1,")

  const [audit] = await queryDb<{ after: { format: string; rows: number; filters: unknown } }>(
    `select after from audit_log where action = 'export' and entity = 'contacts'
     order by id desc limit 1`,
  )
  expect(audit.after).toMatchObject({ format: 'csv', rows: 2, filters: { q: tag } })
  await page.context().close()
})

test('in Arabic, Export Excel downloads a right-to-left sheet with Arabic headers', async ({
  page,
}) => {
  const tag = `exportxlsx${unique()}`
  await insertMessage(`فاطمة ${tag}`, 'استفسار', 1)
  await loginAsAdmin(page)
  await page.goto(`/ar/admin/contacts?q=${tag}`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'تصدير Excel' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.xlsx$/)

  const workbook = new ExcelJS.Workbook()
  const bytes = await readDownload(file)
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  )
  const sheet = workbook.worksheets[0]
  expect(sheet.views[0]).toMatchObject({ rightToLeft: true })
  expect(sheet.getRow(1).getCell(1).value).toBe('الاسم')
  expect(sheet.getRow(1).font?.bold).toBe(true)
  expect(sheet.actualRowCount).toBe(2)
  expect(sheet.getRow(2).getCell(1).value).toBe(`فاطمة ${tag}`)
  expect(sheet.getRow(2).getCell(6).value).toBeInstanceOf(Date)
})
