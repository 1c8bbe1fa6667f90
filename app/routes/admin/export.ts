import type { Route } from './+types/export'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { openListExport } from '~/domain/exports/exports.server'
import { listExportOf } from '~/domain/exports/lists.server'
import { localeOfRequest } from '~/i18n/locale'
import { EXPORT_FORMATS, type ExportFormat } from '~/server/export.server'
import { requirePermission } from '~/server/session.server'

// Decision 049: /admin/export/:list?format=csv|xlsx&<the list's own filters>, for every list
// in the registry, with the list page's permission.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const list = listExportOf(params.list)
  if (!list) {
    // Signed-in staff learn the list does not exist; anyone else is refused as on any admin page.
    await requirePermission({ request, context }, 'dashboard')
    throw new Response('Not Found', { status: 404 })
  }
  const actor = await requirePermission({ request, context }, list.permission)
  const searchParams = new URL(request.url).searchParams
  const format = searchParams.get('format')
  if (!isExportFormat(format)) {
    throw new Response('Bad Request: format must be csv or xlsx', { status: 400 })
  }
  const file = openListExport({
    actor,
    name: params.list,
    list,
    params: searchParams,
    format,
    locale: localeOfRequest(request),
  })
  return new Response(file.body, { headers: attachmentHeaders(file.filename, file.contentType) })
}

function isExportFormat(value: string | null): value is ExportFormat {
  return (EXPORT_FORMATS as readonly (string | null)[]).includes(value)
}
