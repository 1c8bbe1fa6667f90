import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import fontkit from '@pdf-lib/fontkit'
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'

/*
 * Every copy of a data-room document is marked on the server (decision 043): the reader's
 * name, e-mail and the time (Dubai) drawn diagonally and lightly across every page, and a
 * footer line. The font is IBM Plex Sans Arabic, which the site already ships (the PDF export
 * and the link-preview cards use it): a name may be written in Arabic.
 *
 * pdf-lib lays text out with fontkit, which shapes Arabic and orders a right-to-left run, but
 * one run has one direction: the name, which may be Arabic, is always drawn as its own run,
 * apart from the Latin e-mail and time. The marks are in English, like the documents' own
 * confidentiality lines: the copy is the same whichever language the reader browses in.
 */

const fontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
)
let fontBytes: Promise<Buffer> | null = null

const DUBAI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  dateStyle: 'medium',
  timeStyle: 'short',
})

const INK = rgb(0.45, 0.45, 0.5)

/** Whether `bytes` is a PDF pdf-lib can open and mark (not encrypted, not broken). */
export async function isMarkablePdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false })
    return document.getPageCount() > 0
  } catch {
    return false
  }
}

/**
 * `pdf` with the marks drawn on every page: for a reader their name, e-mail and `at`; for a
 * visitor (a public document) the time only.
 */
export async function watermarkPdf(
  pdf: Uint8Array,
  { reader, at }: { reader: { name: string; email: string } | null; at: Date },
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  document.registerFontkit(fontkit)
  fontBytes ??= readFile(fontPath)
  const font = await document.embedFont(await fontBytes, { subset: true })
  const time = `${DUBAI_TIME.format(at)} (Dubai)`
  const name = reader?.name.trim() ?? ''
  for (const page of document.getPages()) {
    drawDiagonal(page, font, reader ? [name, reader.email, time] : [time])
    drawFooter(page, font, reader ? { name, email: reader.email, time } : { time })
  }
  return document.save()
}

/** The lines across the page's middle, rising at 35°, light. */
function drawDiagonal(page: PDFPage, font: PDFFont, lines: string[]) {
  const { width, height } = page.getSize()
  const size = Math.max(12, Math.min(28, width / 22))
  const angle = 35
  const radians = (angle * Math.PI) / 180
  const lineGap = size * 1.6
  lines
    .filter((line) => line.length > 0)
    .forEach((line, index, all) => {
      const textWidth = font.widthOfTextAtSize(line, size)
      // Centre each line on the page's centre, shifted across the slope by its row.
      const offset = (index - (all.length - 1) / 2) * lineGap
      const cx = width / 2 + offset * Math.sin(radians)
      const cy = height / 2 - offset * Math.cos(radians)
      page.drawText(line, {
        x: cx - (textWidth / 2) * Math.cos(radians),
        y: cy - (textWidth / 2) * Math.sin(radians),
        size,
        font,
        color: INK,
        opacity: 0.18,
        rotate: degrees(angle),
      })
    })
}

/** One small line at the foot of the page; the name as its own run (it may be Arabic). */
function drawFooter(
  page: PDFPage,
  font: PDFFont,
  mark: { name?: string; email?: string; time: string },
) {
  const size = 7
  const runs =
    mark.email !== undefined
      ? [
          'Confidential copy for ',
          mark.name ?? '',
          ` · ${mark.email} · ${mark.time} · Do not share`,
        ]
      : [`Copy opened ${mark.time}`]
  let x = 24
  for (const run of runs) {
    if (!run) continue
    page.drawText(run, { x, y: 12, size, font, color: INK, opacity: 0.8 })
    x += font.widthOfTextAtSize(run, size)
  }
}
