import type { Route } from './+types/investor-document'
import { readIdentityDocument } from '~/domain/investors/investor-file.server'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { requirePermission } from '~/server/session.server'

// An investor's identity document, for staff who review investor files; always a download,
// private, never cached, and the download audited (which document, never its name).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = await requirePermission({ request, context }, 'requests')
  const file = await readIdentityDocument(params.documentId, { fileId: params.id })
  if (!file) throw new Response('Not Found', { status: 404 })
  await recordAudit(await getDb(), actor, {
    action: 'download',
    entity: 'identity_document',
    entityId: params.documentId,
    after: { type: file.contentType, size: file.body.length },
  })
  return new Response(new Uint8Array(file.body), {
    headers: attachmentHeaders(file.filename, file.contentType),
  })
}
