import { formatDate } from '~/lib/format-date'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { format, t } from '~/i18n'
import type { ApplicantRow } from './careers.server'
import { toCsv } from './csv'
import { formatExportDateTime } from './format'

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

// IBM Plex Sans Arabic (OFL) has Latin and Arabic glyphs, so Arabic names print; the
// PDF's built-in fonts cover Latin-1 only.
const fontFile = (path: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/ibm-plex-sans-arabic/${path}`)
const FONT = 'Body'
const BOLD = 'Bold'

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/
const LEFT_TO_RIGHT = /[A-Za-z0-9\u00C0-\u024F]/

/**
 * pdfkit shapes Arabic and draws it right to left word by word, but drops the space
 * before a line's last word. A short, purely Arabic text (a name, a title) is kept as one
 * word by joining its words with no-break spaces, which it draws. Mixed Arabic and Latin
 * text is left as it is (pdfkit has no bidirectional layout).
 */
function forPdf(text: string): string {
  if (text.length > 80 || !ARABIC.test(text) || LEFT_TO_RIGHT.test(text)) return text
  return text.replace(/ /g, '\u00A0')
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
    info: { Title: `${m.heading}: ${jobTitle}`, Author: companyName },
  })
  doc.registerFont(FONT, fontFile('400Regular/IBMPlexSansArabic_400Regular.ttf'))
  doc.registerFont(BOLD, fontFile('700Bold/IBMPlexSansArabic_700Bold.ttf'))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  doc.font(BOLD).fontSize(18).fillColor('#0b2545').text(forPdf(companyName))
  doc.moveDown(0.3)
  doc.font(BOLD).fontSize(13).fillColor('#0f172a').text(m.heading)
  doc
    .font(FONT)
    .fontSize(10)
    .fillColor('#475569')
    .text(format(m.job, { title: forPdf(jobTitle) }))
    .text(format(m.generated, { date: formatDate(now) }))
    .text(format(m.total, { n: rows.length }))
  doc.moveDown()

  if (rows.length === 0) {
    doc.font(FONT).fontSize(11).fillColor('#0f172a').text(m.empty)
  } else {
    const c = m.columns
    const headerCell = (text: string) => ({
      text,
      type: 'TH' as const,
      font: { src: BOLD },
      backgroundColor: '#e6ecf5',
    })
    doc.font(FONT).fontSize(9).fillColor('#0f172a')
    doc.table({
      columnStyles: [130, 170, 100, 85, 75, '*'],
      defaultStyle: { border: 0.5, borderColor: '#cbd5e1', padding: 4 },
      data: [
        [c.name, c.email, c.phone, c.applied, c.status, c.rejectionReason].map(headerCell),
        ...rows.map((row) => [
          forPdf(row.name),
          forPdf(row.email),
          forPdf(row.phone),
          formatExportDateTime(row.submittedAt),
          row.status,
          row.status === 'Rejected' ? forPdf(row.rejectionReason ?? '') : '',
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
      .font(FONT)
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
