import type { Route } from './+types/conversation-file'
import { readAttachment } from '~/domain/conversations/attachments.server'
import { conversationOfLink } from '~/domain/conversations/conversations.server'
import { attachmentHeaders } from '~/domain/careers/download.server'

// An attachment the requester may read, opened by their conversation's link; a download.
export async function loader({ params }: Route.LoaderArgs) {
  const conversationId = await conversationOfLink(params.token)
  if (!conversationId) throw new Response('Not Found', { status: 404 })
  const file = await readAttachment(conversationId, params.fileId, { forRequester: true })
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: attachmentHeaders(file.filename, file.contentType),
  })
}
