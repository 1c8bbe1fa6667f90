import type { Route } from './+types/my-data'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { exportOwnData } from '~/domain/privacy/own-data.server'
import { messagesOf } from '~/i18n'
import { readForm } from '~/server/form.server'
import { redirectTo } from '~/server/redirect.server'
import { requireUser } from '~/server/session.server'

// A link (GET) never exports: only the dashboard's form (POST) does, as it is recorded.
export function loader({ request }: Route.LoaderArgs) {
  throw redirectTo(request, '/dashboard')
}

/** "Download my data": everything held about the signed-in person, one ZIP (issue 16). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  if (form.get('intent') !== 'export' || [...form.keys()].length !== 1)
    return new Response(messagesOf(request).errors.unknownIntent, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  const { zip, filename } = await exportOwnData(request, user)
  return new Response(new Uint8Array(zip), {
    headers: attachmentHeaders(filename, 'application/zip'),
  })
}
