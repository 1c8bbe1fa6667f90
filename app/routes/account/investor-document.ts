import type { Route } from './+types/investor-document'
import { readIdentityDocument } from '~/domain/investors/investor-file.server'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { requireUser } from '~/server/session.server'

// One of the signed-in investor's own identity documents; always a download. Another
// account's document answers 404, as one that does not exist does.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const file = await readIdentityDocument(params.documentId, { ownerId: user.id })
  if (!file) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(file.body), {
    headers: attachmentHeaders(file.filename, file.contentType),
  })
}
