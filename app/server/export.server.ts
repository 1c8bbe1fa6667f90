import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { escapeCsvCell } from '~/lib/csv'
import { DUBAI_OFFSET_MINUTES } from '~/lib/dubai-time'
import { logger } from './logger.server'

/*
 * The file formats of every admin list's export (decision 049). Both read the list's rows
 * batch by batch from an async generator and write as they go, so an export of 100,000 rows
 * holds one batch in memory, never the list.
 */

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** text as typed; date a moment (Dubai wall time); aed an amount in dirhams; number a count. */
export type ExportColumnType = 'text' | 'date' | 'aed' | 'number'

export type ExportCell = string | number | Date | null | undefined

export type ExportColumn<Row> = {
  label: string
  type: ExportColumnType
  value: (row: Row) => ExportCell
}

export type ExportSource<Row> = {
  format: ExportFormat
  columns: ReadonlyArray<ExportColumn<Row>>
  batches: AsyncGenerator<Row[]>
  /** The sheet reads right to left (an Arabic page's export). */
  isRightToLeft: boolean
  sheetName: string
  /**
   * Called once when the file is written (`isComplete`) or abandoned (the download was
   * cancelled, or a read failed), with the rows written; the file ends only after it resolves.
   */
  onEnd: (rows: number, isComplete: boolean) => Promise<void>
}

/** The file as a stream of bytes, produced as the reader takes it. */
export function exportStream<Row>(source: ExportSource<Row>): ReadableStream<Uint8Array> {
  return source.format === 'csv' ? csvStream(source) : xlsxStream(source)
}

const CSV_BOM = '\uFEFF'

/**
 * CSV as Excel opens it in any language: UTF-8 with a byte-order mark, CRLF line ends, and
 * every text cell through the same formula-injection escaping as the applicants' export.
 */
function csvStream<Row>({
  columns,
  batches,
  onEnd,
}: ExportSource<Row>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let rows = 0
  let hasEnded = false
  const end = async (isComplete: boolean) => {
    if (hasEnded) return
    hasEnded = true
    await onEnd(rows, isComplete)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const header = columns.map((column) => escapeCsvCell(column.label)).join(',')
      controller.enqueue(encoder.encode(`${CSV_BOM}${header}\r\n`))
    },
    async pull(controller) {
      try {
        const next = await batches.next()
        if (next.done) {
          await end(true)
          controller.close()
          return
        }
        let text = ''
        for (const row of next.value) {
          text += columns.map((column) => csvCell(column, row)).join(',') + '\r\n'
        }
        rows += next.value.length
        controller.enqueue(encoder.encode(text))
      } catch (error) {
        logger.error({ err: error }, 'export failed')
        await end(false).catch(() => {})
        controller.error(error)
      }
    },
    async cancel() {
      await batches.return(undefined)
      await end(false)
    },
  })
}

function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row)
  if (value === null || value === undefined || value === '') return ''
  if (column.type === 'date') return value instanceof Date ? dubaiText(value) : ''
  if (column.type === 'aed' || column.type === 'number') {
    // An amount or count is written as a number (a minus sign is not a formula here).
    const n = Number(value)
    if (Number.isFinite(n)) return column.type === 'aed' ? n.toFixed(2) : String(n)
  }
  return escapeCsvCell(value instanceof Date ? dubaiText(value) : value)
}

/** Dubai wall time, 'YYYY-MM-DD HH:MM': what staff read on the list (SPEC 9). */
function dubaiText(moment: Date): string {
  return dubaiWallTime(moment).toISOString().slice(0, 16).replace('T', ' ')
}

/**
 * The Dubai wall time of a moment, as a Date whose UTC fields read that time: a spreadsheet
 * date has no time zone, so the cell shows what the list shows (Asia/Dubai is UTC+4 all year).
 */
function dubaiWallTime(moment: Date): Date {
  return new Date(moment.getTime() + DUBAI_OFFSET_MINUTES * 60_000)
}

const XLSX_FORMATS: Record<Exclude<ExportColumnType, 'text'>, string> = {
  date: 'yyyy-mm-dd hh:mm',
  aed: '"AED" #,##0.00',
  number: '#,##0',
}

/**
 * XLSX written by exceljs's streaming writer: inline strings (no shared-strings table to hold
 * in memory), each row committed as it is added, the header bold and frozen. Text is stored as
 * text, never as a formula, so a cell starting with '=' is shown and not run.
 */
function xlsxStream<Row>(source: ExportSource<Row>): ReadableStream<Uint8Array> {
  const { columns, batches, onEnd } = source
  const out = new PassThrough()
  // The writer ends its own stream when the zip is finished; `out` ends after the audit.
  const zipped = new PassThrough()
  zipped.pipe(out, { end: false })
  let rows = 0
  let isCancelled = false

  async function write() {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: zipped,
      useSharedStrings: false,
      useStyles: true,
    })
    const sheet = workbook.addWorksheet(source.sheetName.slice(0, 31), {
      views: [{ rightToLeft: source.isRightToLeft, state: 'frozen', ySplit: 1 }],
    })
    sheet.columns = columns.map((column) => ({
      width: column.type === 'text' ? 28 : 20,
    }))
    const header = sheet.addRow(columns.map((column) => column.label))
    header.font = { bold: true }
    header.commit()
    for await (const batch of batches) {
      if (isCancelled) break
      for (const row of batch) {
        const added = sheet.addRow(columns.map((column) => xlsxCell(column, row)))
        columns.forEach((column, i) => {
          if (column.type !== 'text') added.getCell(i + 1).numFmt = XLSX_FORMATS[column.type]
        })
        added.commit()
      }
      rows += batch.length
      // Wait while the reader is behind, so a slow download does not buffer the file here.
      if (out.writableNeedDrain) await drainedOrClosed(out)
    }
    sheet.commit()
    const ended = once(zipped, 'end')
    await workbook.commit()
    await ended
  }

  write().then(
    async () => {
      await onEnd(rows, !isCancelled)
      out.end()
    },
    async (error: unknown) => {
      logger.error({ err: error }, 'export failed')
      await onEnd(rows, false).catch(() => {})
      out.destroy(error instanceof Error ? error : new Error(String(error)))
    },
  )
  const stream = Readable.toWeb(out) as ReadableStream<Uint8Array>
  const reader = stream.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    async cancel(reason) {
      isCancelled = true
      // The writer stops after its batch and finishes the zip into nowhere, so it never
      // waits on a reader that has gone; then the audit records the rows written.
      zipped.unpipe(out)
      zipped.resume()
      await reader.cancel(reason)
    },
  })
}

function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done)
      stream.off('close', done)
      resolve()
    }
    stream.on('drain', done)
    stream.on('close', done)
  })
}

function xlsxCell<Row>(column: ExportColumn<Row>, row: Row): ExcelJS.CellValue {
  const value = column.value(row)
  if (value === null || value === undefined || value === '') return null
  if (column.type === 'date') return value instanceof Date ? dubaiWallTime(value) : null
  if (column.type === 'aed' || column.type === 'number') {
    const n = Number(value)
    if (Number.isFinite(n)) return n
  }
  return value instanceof Date ? dubaiText(value) : String(value)
}
