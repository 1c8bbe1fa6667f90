import { strToU8, zipSync } from 'fflate'
import { expect, test } from 'vitest'
import { CV_TEXT_MAX } from '~/lib/field-limits'
import { cvTextOf, documentXmlText } from './cv-text.server'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const document = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`

function docx(xml: string): Buffer {
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
      'word/document.xml': strToU8(xml),
    }),
  )
}

test('runs are joined, paragraphs become lines, tabs and breaks spaces', () => {
  const xml = document(
    '<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t>Senior </w:t></w:r><w:proofErr w:type="spellStart"/><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Analyst</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>Dubai</w:t><w:tab/><w:t>2019</w:t><w:br/><w:t>2024</w:t></w:r></w:p>' +
      '<w:p/>',
  )
  expect(documentXmlText(xml)).toBe('Senior Analyst\nDubai 2019 2024')
})

test('XML entities are decoded, named and numeric', () => {
  const xml = document(
    '<w:p><w:r><w:t>M&amp;A &lt;deals&gt; &quot;Q&apos;s&quot; &#1605;&#x62D;&#x644;&#1604;</w:t></w:r></w:p>',
  )
  expect(documentXmlText(xml)).toBe('M&A <deals> "Q\'s" محلل')
})

test('a DOCX gives its text, squeezed; a broken file or another type gives null', async () => {
  const xml = document(
    '<w:p><w:r><w:t>  Portfolio   analyst </w:t></w:r></w:p><w:p></w:p><w:p><w:r><w:t>محلل مالي</w:t></w:r></w:p>',
  )
  expect(await cvTextOf(docx(xml), DOCX)).toBe('Portfolio analyst\nمحلل مالي')
  expect(await cvTextOf(Buffer.from('not a zip'), DOCX)).toBeNull()
  expect(await cvTextOf(Buffer.from('%PDF-1.4 broken'), 'application/pdf')).toBeNull()
  expect(await cvTextOf(Buffer.from('anything'), 'application/msword')).toBeNull()
})

test('the text is capped at CV_TEXT_MAX', async () => {
  const word = 'treasury '.repeat(CV_TEXT_MAX / 4)
  const text = await cvTextOf(docx(document(`<w:p><w:r><w:t>${word}</w:t></w:r></w:p>`)), DOCX)
  expect(text).toHaveLength(CV_TEXT_MAX)
})
