/**
 * CSV per RFC 4180 (comma separated, CRLF line ends, fields with commas, quotes or
 * line breaks quoted, quotes doubled) with formula-injection escaping: a cell a
 * spreadsheet would run as a formula (starting with = + - @ tab or CR) is prefixed
 * with a single quote, as OWASP recommends.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function escapeCsvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`
  return text
}

export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
): string {
  return rows.map((row) => row.map(escapeCsvCell).join(',')).join('\r\n') + '\r\n'
}
