import { messagesFor, type Locale } from '~/i18n'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import {
  EXPORT_CONTENT_TYPES,
  exportStream,
  type ExportColumn,
  type ExportFormat,
} from '~/server/export.server'
import type { SessionUser } from '~/server/session.server'
import { DUBAI_OFFSET_MINUTES } from '~/lib/dubai-time'
import type { ListExport } from './lists.server'

export type ListExportFile = {
  filename: string
  contentType: string
  body: ReadableStream<Uint8Array>
}

/**
 * A list's rows for its URL query, as a file in `format` and the page's language (decision
 * 049). The audit entry (action 'export', entity the list, after: format, filters, rows) is
 * written when the last row has been written and before the file ends, so it holds the true
 * row count without counting the list twice; a download abandoned half way is recorded too,
 * with the rows written and `isComplete: false`.
 */
export function openListExport(input: {
  actor: Pick<SessionUser, 'id' | 'email'>
  name: string
  list: ListExport<unknown, unknown>
  params: URLSearchParams
  format: ExportFormat
  locale: Locale
  now?: Date
}): ListExportFile {
  const { actor, name, list, format, locale } = input
  // The list's own filters, parsed as its page parses them; the page number means nothing here.
  const { page: _page, ...filters } = list.query.parse(Object.fromEntries(input.params)) as {
    page?: number
  } & Record<string, unknown>
  const m = messagesFor(locale)
  const columns: ExportColumn<unknown>[] = list.columns.map((column) => ({
    label: column.label(m),
    type: column.type,
    value: (row) => column.value(row, m),
  }))
  const body = exportStream({
    format,
    columns,
    batches: list.rows(filters),
    isRightToLeft: locale === 'ar',
    sheetName: list.file,
    onEnd: async (rows, isComplete) => {
      await recordAudit(await getDb(), actor, {
        action: 'export',
        entity: name,
        entityId: name,
        after: isComplete ? { format, filters, rows } : { format, filters, rows, isComplete },
      })
    },
  })
  return {
    filename: `${list.file}-${dubaiDate(input.now ?? new Date())}.${format}`,
    contentType: EXPORT_CONTENT_TYPES[format],
    body,
  }
}

/** Today in Dubai, 'YYYY-MM-DD', for the file's name. */
function dubaiDate(now: Date): string {
  return new Date(now.getTime() + DUBAI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}
