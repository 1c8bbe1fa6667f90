import type { Route } from './+types/careers-applicants-export'
import { buildApplicantsCsv, buildApplicantsPdf } from '~/domain/careers/applicants-export.server'
import {
  getJob,
  listApplicantsForExport,
  recordApplicantsExport,
} from '~/domain/careers/careers.server'
import { attachmentHeaders, fileSlug } from '~/domain/careers/download.server'
import { ExportQuerySchema, OPEN_APPLICATIONS } from '~/domain/careers/schema'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { t } from '~/i18n'
import { requirePermission } from '~/server/session.server'

// Export CSV / Export PDF of the selected job's applicants (?job=<id>|open&format=csv|pdf).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'applicants')
  const parsed = ExportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) throw new Response('Bad Request', { status: 400 })
  const { job, format } = parsed.data
  let jobId: string | null = null
  let jobTitle: string = t.careers.admin.applicants.openApplications
  if (job !== OPEN_APPLICATIONS) {
    const found = await getJob(job)
    if (!found) throw new Response('Not Found', { status: 404 })
    jobId = found.id
    jobTitle = found.title
  }
  const rows = await listApplicantsForExport(jobId)
  await recordApplicantsExport(staff, { job, format, rows: rows.length })
  const now = new Date()
  const filename = `applicants-${fileSlug(jobTitle)}-${now.toISOString().slice(0, 10)}.${format}`
  if (format === 'csv') {
    return new Response(buildApplicantsCsv(rows, jobTitle), {
      headers: attachmentHeaders(filename, 'text/csv; charset=utf-8'),
    })
  }
  const { companyName } = await getSiteSettings()
  const pdf = await buildApplicantsPdf(rows, { companyName, jobTitle, now })
  return new Response(new Uint8Array(pdf), {
    headers: attachmentHeaders(filename, 'application/pdf'),
  })
}
