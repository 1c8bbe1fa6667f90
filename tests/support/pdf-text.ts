import { extractText } from 'unpdf'

/** The text of a PDF, every page in order, through pdf.js (Mozilla's PDF reader). */
export async function extractPdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true })
  return text
}
