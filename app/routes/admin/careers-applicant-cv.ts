import type { Route } from './+types/careers-applicant-cv'
import { downloadApplicantCv } from '~/domain/careers/careers.server'
import { attachmentHeaders } from '~/domain/careers/download.server'
import { requirePermission } from '~/server/session.server'

// An applicant's CV, for the admin only, always as a download; each download is audited.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requirePermission({ request, context }, 'applicants')
  const cv = await downloadApplicantCv(admin, params.id)
  if (!cv) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(cv.body), {
    headers: attachmentHeaders(cv.filename, cv.contentType),
  })
}
