import PDFDocument from 'pdfkit'
import { format, t } from '~/i18n'
import type { ApplicantRow } from './careers.server'
import { toCsv } from './csv'
import { formatAdminDate, formatExportDateTime } from './format'

const m = t.careers.admin.applicants.export

/** The selected job's applicants as CSV (UTF-8 with a BOM so spreadsheets read Arabic names). */
export function buildApplicantsCsv(rows: ApplicantRow[], jobTitle: string): string {
  const c = m.columns
  const header = [
    c.name,
    c.email,
    c.phone,
    c.job,
    c.applied,
    c.status,
    c.rejectionReason,
    c.coverLetter,
    c.cvFile,
  ]
  const body = rows.map((row) => [
    row.name,
    row.email,
    row.phone,
    jobTitle,
    formatExportDateTime(row.submittedAt),
    row.status,
    row.status === 'Rejected' ? (row.rejectionReason ?? '') : '',
    row.coverLetter,
    row.cvFilename,
  ])
  return `\uFEFF${toCsv([header, ...body])}`
}

// The built-in Helvetica covers Latin-1 (WinAnsi) only; other characters would print as
// nothing, so they are shown as '?' rather than silently vanishing.
function printable(text: string): string {
  return text.replace(/[^\u0020-\u007E\u00A0-\u00FF\n]/g, '?')
}

/** A readable A4 landscape table: company name, position, date, then one row per applicant. */
export function buildApplicantsPdf(
  rows: ApplicantRow[],
  {
    companyName,
    jobTitle,
    now = new Date(),
  }: { companyName: string; jobTitle: string; now?: Date },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    bufferPages: true,
    info: { Title: `${m.heading}: ${printable(jobTitle)}`, Author: printable(companyName) },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0b2545').text(printable(companyName))
  doc.moveDown(0.3)
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#0f172a').text(m.heading)
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#475569')
    .text(format(m.job, { title: printable(jobTitle) }))
    .text(format(m.generated, { date: formatAdminDate(now) }))
    .text(format(m.total, { n: rows.length }))
  doc.moveDown()

  if (rows.length === 0) {
    doc.font('Helvetica').fontSize(11).fillColor('#0f172a').text(m.empty)
  } else {
    const c = m.columns
    const headerCell = (text: string) => ({
      text,
      type: 'TH' as const,
      font: { src: 'Helvetica-Bold' },
      backgroundColor: '#e6ecf5',
    })
    doc.font('Helvetica').fontSize(9).fillColor('#0f172a')
    doc.table({
      columnStyles: [130, 170, 100, 85, 75, '*'],
      defaultStyle: { border: 0.5, borderColor: '#cbd5e1', padding: 4 },
      data: [
        [c.name, c.email, c.phone, c.applied, c.status, c.rejectionReason].map(headerCell),
        ...rows.map((row) => [
          printable(row.name),
          printable(row.email),
          printable(row.phone),
          formatExportDateTime(row.submittedAt),
          row.status,
          row.status === 'Rejected' ? printable(row.rejectionReason ?? '') : '',
        ]),
      ],
    })
  }

  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index)
    const bottom = doc.page.height - 30
    doc.page.margins.bottom = 0
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#475569')
      .text(format(m.page, { page: index + 1, pages: range.count }), 40, bottom, {
        width: doc.page.width - 80,
        align: 'right',
        lineBreak: false,
      })
  }
  doc.end()
  return done
}
