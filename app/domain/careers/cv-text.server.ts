import { unzipSync, strFromU8 } from 'fflate'
import { extractText } from 'unpdf'
import { CV_TEXT_MAX } from '~/lib/field-limits'
import { logger } from '~/server/logger.server'

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/**
 * A DOCX's word/document.xml may not unzip larger than this: a small "zip bomb" upload would
 * otherwise fill the memory of the process reading it.
 */
const DOCX_XML_MAX_BYTES = 20 * 1024 * 1024

/**
 * The words of a CV for the talent pool's search (decision 045): a PDF's text (unpdf, the
 * pdf.js reader) or a DOCX's paragraphs; any other type (a legacy .doc) has none. Capped at
 * CV_TEXT_MAX. Never throws: a broken or unreadable file gives null (and a log line), so an
 * application is never refused for its CV's text.
 */
export async function cvTextOf(body: Buffer, mime: string): Promise<string | null> {
  try {
    let text: string | null = null
    if (mime === PDF) {
      const pdf = await extractText(new Uint8Array(body), { mergePages: true })
      text = pdf.text
    } else if (mime === DOCX) {
      text = docxText(body)
    }
    if (text === null) return null
    return tidy(text).slice(0, CV_TEXT_MAX)
  } catch (error) {
    logger.warn({ err: error, mime }, 'the text of a CV could not be read')
    return null
  }
}

/** The text of a DOCX (a zip), or null when it has no word/document.xml. */
function docxText(body: Buffer): string | null {
  const files = unzipSync(new Uint8Array(body), {
    filter: (file) => file.name === 'word/document.xml' && file.originalSize <= DOCX_XML_MAX_BYTES,
  })
  const xml = files['word/document.xml']
  return xml ? documentXmlText(strFromU8(xml)) : null
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** XML's five named entities and numeric references (&#1575; &#x627;). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return codePoint(parseInt(name.slice(2), 16), whole)
    if (name.startsWith('#')) return codePoint(parseInt(name.slice(1), 10), whole)
    return ENTITIES[name] ?? whole
  })
}

function codePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}

/**
 * The text of WordprocessingML: what the text runs (<w:t>) hold, a tab (<w:tab/>) and a
 * line break (<w:br/>) as spaces, and each paragraph (<w:p>) on its own line. Read with
 * regular expressions rather than an XML parser: only these few elements matter, and a
 * malformed document still yields the words it has.
 */
export function documentXmlText(xml: string): string {
  const lines: string[] = []
  // A paragraph: <w:p> or <w:p …> up to </w:p> (not <w:pPr>, <w:proofErr>…).
  for (const paragraph of xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? []) {
    let line = ''
    for (const [, tag, text] of paragraph.matchAll(
      /<(w:t|w:tab|w:br|w:cr)(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/w:t>)/g,
    )) {
      line += tag === 'w:t' ? decodeEntities(text ?? '') : ' '
    }
    lines.push(line)
  }
  return lines.join('\n')
}

/** Spaces and blank lines squeezed: the words matter, not the layout. */
function tidy(text: string): string {
  return text
    .replace(/\0/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}
