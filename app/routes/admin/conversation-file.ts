import type { Route } from './+types/conversation-file'
import { CONVERSATION_PERMISSIONS } from '~/domain/conversations/areas'
import { readAttachment } from '~/domain/conversations/attachments.server'
import { getThreadForStaff } from '~/domain/conversations/conversations.server'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { requirePermission } from '~/server/session.server'

// A message's attachment, for staff whose role opens the conversation; always a download.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reader = await requirePermission({ request, context }, CONVERSATION_PERMISSIONS)
  const found = await getThreadForStaff(reader, params.id)
  if (found.kind === 'forbidden') throw new Response('Forbidden', { status: 403 })
  if (found.kind === 'not-found') throw new Response('Not Found', { status: 404 })
  const file = await readAttachment(params.id, params.fileId, { forRequester: false })
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: attachmentHeaders(file.filename, file.contentType),
  })
}
