import type { Route } from './+types/conversation-file'
import { readAttachment } from '~/domain/conversations/attachments.server'
import { conversationOfUser } from '~/domain/conversations/conversations.server'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { requireUser } from '~/server/session.server'

// An attachment of the account's own conversation that the requester may read; a download.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const conversationId = await conversationOfUser(user.id, params.id)
  if (!conversationId) throw new Response('Not Found', { status: 404 })
  const file = await readAttachment(conversationId, params.fileId, { forRequester: true })
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: attachmentHeaders(file.filename, file.contentType),
  })
}
