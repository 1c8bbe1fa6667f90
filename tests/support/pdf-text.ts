import zlib from 'node:zlib'

/**
 * The text of a PDF written by pdfkit with its built-in fonts: inflates each content
 * stream and decodes the hex strings of its TJ operators (one line per operator).
 * Enough to check what an export says; not a general PDF parser.
 */
export function extractPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const lines: string[] = []
  const streamPattern = /stream\r?\n([\s\S]*?)\r?\nendstream/g
  for (const match of source.matchAll(streamPattern)) {
    let content: string
    try {
      content = zlib.inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1')
    } catch {
      content = match[1]
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const text = [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1], 'hex').toString('latin1'))
        .join('')
      if (text) lines.push(text)
    }
  }
  return lines.join('\n')
}
