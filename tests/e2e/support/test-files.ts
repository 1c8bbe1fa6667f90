import crypto from 'node:crypto'
import sharp from 'sharp'

/** A short random tag that keeps a test's records apart from other runs' (names, e-mails). */
export const unique = (): string => crypto.randomBytes(4).toString('hex')

/** A minimal but valid one-page PDF, built in the test (a CV). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body)
}

/** A real 200×200 PNG for a photo field, as setInputFiles takes it. */
export async function portrait(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 30, g: 58, b: 95 } },
  })
    .png()
    .toBuffer()
  return { name: 'portrait.png', mimeType: 'image/png', buffer }
}
