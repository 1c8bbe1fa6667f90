import zlib from 'node:zlib'

/**
 * The text of a PDF written by pdfkit, one line per TJ operator. Text in an embedded font
 * is a string of glyph ids, turned back into characters through the font's ToUnicode
 * map; text in a built-in font is Latin-1. Right-to-left runs (Arabic) come out as
 * drawn, in visual order. Enough to check what an export says; not a general PDF parser.
 */
export function extractPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const objects = new Map<string, string>()
  for (const match of source.matchAll(/(\d+) 0 obj\r?\n([\s\S]*?)\r?\nendobj/g)) {
    objects.set(match[1], match[2])
  }
  const streamOf = (body: string): string => {
    const start = /stream\r?\n/.exec(body)
    if (!start) return ''
    const from = start.index + start[0].length
    // Exactly /Length bytes: compressed data may itself end in a '\r', which a search for
    // the line break before `endstream` would take away (one stream in 256: an export's
    // text came out empty once in CI).
    // A direct length only: `/Length 12 0 R` names another object, not a byte count.
    const length = Number(/\/Length (\d+)\s*(?:\/|>>)/.exec(body.slice(0, start.index))?.[1])
    const raw = Number.isInteger(length)
      ? body.slice(from, from + length)
      : (/^([\s\S]*?)\r?\nendstream/.exec(body.slice(from))?.[1] ?? '')
    try {
      return zlib.inflateSync(Buffer.from(raw, 'latin1')).toString('latin1')
    } catch {
      return raw
    }
  }
  // Font resource name (/F1) → glyph id → characters, for fonts with a ToUnicode map.
  const glyphMaps = new Map<string, Map<number, string>>()
  for (const body of objects.values()) {
    for (const [, name, id] of body.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1]
      if (toUnicode && !glyphMaps.has(name)) {
        glyphMaps.set(name, parseToUnicode(streamOf(objects.get(toUnicode) ?? '')))
      }
    }
  }

  const lines: string[] = []
  for (const body of objects.values()) {
    if (!body.includes('stream')) continue
    let font = ''
    const content = streamOf(body)
    for (const operator of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (operator[1]) {
        font = operator[1]
        continue
      }
      const glyphs = glyphMaps.get(font)
      const text = [...operator[2].matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) =>
          glyphs
            ? (hex.match(/.{4}/g) ?? [])
                .map((code) => glyphs.get(parseInt(code, 16)) ?? '')
                .join('')
            : Buffer.from(hex, 'hex').toString('latin1'),
        )
        .join('')
      if (text) lines.push(text)
    }
  }
  return lines.join('\n')
}

/** pdfkit's ToUnicode CMap: `<first> <last> [<utf-16 units> …]` ranges. */
function parseToUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>()
  for (const [, first, entries] of cmap.matchAll(/<([0-9a-fA-F]+)> <[0-9a-fA-F]+> \[([^\]]*)\]/g)) {
    let id = parseInt(first, 16)
    for (const [, units] of entries.matchAll(/<([^>]*)>/g)) {
      const codes = units.split(' ').map((unit) => parseInt(unit, 16))
      glyphs.set(id, String.fromCharCode(...codes))
      id += 1
    }
  }
  return glyphs
}
