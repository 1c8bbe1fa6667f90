import type { Route } from './+types/my-data-download'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { DownloadSchema } from '~/domain/privacy/data-request-schema'
import { downloadWithLink } from '~/domain/privacy/data-requests.server'
import { messagesOf } from '~/i18n'
import { readForm } from '~/server/form.server'
import { redirectTo } from '~/server/redirect.server'

/*
 * A visitor's download from their single-use link (decision 028): the confirmation page posts
 * the link's token here and gets the ZIP as an attachment. The link is used by it; a link that
 * is used, expired or unknown goes back to the confirmation page, which says so (410).
 */

export function loader({ request }: Route.LoaderArgs) {
  return redirectTo(request, '/my-data')
}

export async function action({ request }: Route.ActionArgs) {
  // A field sent twice is refused, not read as its last value.
  const tokens = (await readForm(request)).getAll('token')
  const parsed = DownloadSchema.safeParse({ token: tokens.length === 1 ? tokens[0] : tokens })
  if (!parsed.success) {
    return new Response(messagesOf(request).privacy.gone.invalidLink, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const { token } = parsed.data
  const exported = await downloadWithLink(token)
  if (!exported) {
    return redirectTo(request, `/my-data/confirm?${new URLSearchParams({ token })}`)
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(new Uint8Array(exported.zip), {
    headers: attachmentHeaders(`my-data-${day}.zip`, 'application/zip'),
  })
}
