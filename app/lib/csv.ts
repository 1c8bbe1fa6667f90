/**
 * CSV per RFC 4180 (comma separated, CRLF line ends, fields with commas, quotes or
 * line breaks quoted, quotes doubled) with formula-injection escaping: a cell a
 * spreadsheet would run as a formula (starting with = + - @ tab or CR) is prefixed
 * with a single quote, as OWASP recommends, unless it is a plain phone number.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * '+971 50 123 4567': digits, spaces, brackets and hyphens after an optional leading +, with
 * at least six digits. Nothing in it can call a function or reach outside the sheet, so it
 * is written as typed, without the apostrophe that would show in the applicant's number.
 */
const PLAIN_PHONE = /^\+?[0-9 ()-]{6,}$/

function isPlainPhone(text: string): boolean {
  return PLAIN_PHONE.test(text) && (text.match(/[0-9]/g)?.length ?? 0) >= 6
}

export function escapeCsvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text) && !isPlainPhone(text)) text = `'${text}`
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`
  return text
}

export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n'
}
