import type { Route } from './+types/investment-document'
import { openDocumentCopy } from '~/domain/investors/documents.server'
import { clientAddress } from '~/server/request-facts.server'
import { redirectTo } from '~/server/redirect.server'
import { getSessionUser } from '~/server/session.server'

/*
 * A data-room document for whoever asks (decision 043): the current version, marked on every
 * page with the reader's name, e-mail and the time, and logged before the bytes go. Shown in
 * the browser, or saved with ?download=1. Staff opening it from the admin screen come here too.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const isDownload = url.searchParams.get('download') === '1'
  const reader = await getSessionUser(request)
  const copy = await openDocumentCopy(reader, params.id, params.documentId, {
    action: isDownload ? 'download' : 'open',
    ip: clientAddress(context),
  })
  if (copy.kind === 'not-found') throw new Response('Not Found', { status: 404 })
  if (copy.kind === 'sign-in') {
    const back = `${url.pathname}${url.search}`
    throw redirectTo(request, `/login?redirectTo=${encodeURIComponent(back)}`)
  }
  if (copy.kind === 'forbidden') throw new Response('Forbidden', { status: 403 })
  const ascii = copy.filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')
  const disposition = isDownload ? 'attachment' : 'inline'
  return new Response(new Uint8Array(copy.body), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(copy.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
