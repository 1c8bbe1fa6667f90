import { formatDate } from '~/lib/format-date'
import { readForm } from '~/server/form.server'
import { useState } from 'react'
import { ArrowLeft, Search } from 'lucide-react'
import { data, Form, Link, useSubmit } from 'react-router'
import type { Route } from './+types/careers-applicants'
import { Pagination } from '~/components/admin/pagination'
import {
  getJob,
  listApplicants,
  listJobOptions,
  updateApplicant,
} from '~/domain/careers/careers.server'
import { ApplicantDetailsDialog } from '~/domain/careers/components/applicant-details-dialog'
import { ApplicantStatusBadge } from '~/domain/careers/components/applicant-status-badge'
import { ExportButtons } from '~/domain/careers/components/export-buttons'
import {
  ApplicantListQuerySchema,
  ApplicantStatusSchema,
  OPEN_APPLICATIONS,
  RejectionReasonSchema,
} from '~/domain/careers/schema'
import { DEFAULT_LOCALE, format, t, useT } from '~/i18n'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { Button } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '~/ui/table'

export const meta: Route.MetaFunction = () => [
  { title: `${t.careers.admin.applicants.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.careers.admin.applicants.heading },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ApplicantListQuerySchema)
  const jobs = await listJobOptions()
  // SPEC 2: the job passed in the URL, else the first job by title.
  let selected: { value: string; jobId: string | null; title: string }
  if (query.job === OPEN_APPLICATIONS || (!query.job && jobs.length === 0)) {
    selected = {
      value: OPEN_APPLICATIONS,
      jobId: null,
      title: t.careers.admin.applicants.openApplications,
    }
  } else if (query.job) {
    const job = jobs.find((option) => option.id === query.job) ?? (await getJob(query.job))
    if (!job) throw new Response('Not Found', { status: 404 })
    selected = { value: job.id, jobId: job.id, title: job.title }
  } else {
    selected = { value: jobs[0].id, jobId: jobs[0].id, title: jobs[0].title }
  }
  if (selected.jobId && !jobs.some((option) => option.id === selected.jobId)) {
    jobs.unshift({ id: selected.jobId, title: selected.title, isActive: false })
  }
  const page = await listApplicants({ jobId: selected.jobId, q: query.q, page: query.page })
  return { jobs, selected, q: query.q, page }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const m = t.careers.admin.applicants.toasts
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const failed = (status: number, description?: string) =>
    data({ toast: { type: 'error' as const, title: m.statusFailed, description } }, { status })

  const parsed =
    intent === 'status'
      ? ApplicantStatusSchema.safeParse(Object.fromEntries(formData))
      : intent === 'reason'
        ? RejectionReasonSchema.safeParse(Object.fromEntries(formData))
        : null
  if (!parsed?.success) return failed(400)
  const input = parsed.data
  const change =
    'status' in input
      ? { status: input.status }
      : { rejectionReason: input.rejectionReason.trim() || null }
  try {
    const outcome = await updateApplicant(admin, input.applicantId, change)
    if (outcome.kind === 'not-found') return failed(404, m.notFound)
    return data({
      toast:
        'status' in change
          ? {
              type: 'success' as const,
              title: m.statusUpdated,
              description: format(m.statusUpdatedDescription, { status: outcome.status }),
            }
          : { type: 'success' as const, title: m.reasonSaved },
    })
  } catch (error) {
    logger.error({ err: error, applicantId: input.applicantId }, 'updating applicant failed')
    return failed(500)
  }
}

export default function CareersApplicantsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().careers.admin.applicants
  const { jobs, selected, q, page } = loaderData
  const submit = useSubmit()
  const [openId, setOpenId] = useState<string | null>(null)
  // Read from the list each render, so the dialog shows the saved status after reloading.
  const openApplicant = page.rows.find((row) => row.id === openId) ?? null

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <Button asChild variant="ghost" className="-ms-3">
          <Link to="/admin/careers/jobs">
            <ArrowLeft aria-hidden className="rtl:rotate-180" /> {m.back}
          </Link>
        </Button>
        <h1 className="text-navy mt-2 text-3xl font-bold tracking-tight">{m.heading}</h1>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div className="grid gap-2">
            <Label htmlFor="applicants-job">{m.jobLabel}</Label>
            <NativeSelect
              id="applicants-job"
              name="job"
              defaultValue={selected.value}
              key={selected.value}
              wrapperClassName="min-w-64"
              onChange={(event) => submit(event.currentTarget.form)}
            >
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.isActive ? job.title : `${job.title} ${m.inactiveSuffix}`}
                </option>
              ))}
              <option value={OPEN_APPLICATIONS}>{m.openApplications}</option>
            </NativeSelect>
          </div>
          <noscript>
            <Button type="submit" variant="secondary">
              {m.show}
            </Button>
          </noscript>
        </Form>
        <ExportButtons job={selected.value} />
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="job" value={selected.value} />
        <div className="grid flex-1 gap-2 sm:max-w-md">
          <Label htmlFor="applicants-search">{m.searchLabel}</Label>
          <Input
            id="applicants-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={m.searchPlaceholder}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden /> {m.search}
        </Button>
      </Form>

      <div className="bg-card rounded-lg border">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 className="font-semibold">{selected.title}</h2>
          <p className="text-muted-foreground text-sm">
            {format(m.count, { n: formatTotal(page, DEFAULT_LOCALE) })}
          </p>
        </div>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.columns.name}</TableHead>
              <TableHead>{m.columns.email}</TableHead>
              <TableHead>{m.columns.phone}</TableHead>
              <TableHead>{m.columns.applied}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={6}>
                {jobs.length === 0 && selected.jobId === null && !q ? m.noJobs : m.empty}
              </TableEmptyRow>
            ) : (
              page.rows.map((applicant) => (
                <TableRow key={applicant.id}>
                  <TableCell className="font-medium">{applicant.name}</TableCell>
                  <TableCell>{applicant.email}</TableCell>
                  <TableCell className="whitespace-nowrap">{applicant.phone}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatDate(applicant.submittedAt)}
                  </TableCell>
                  <TableCell>
                    <ApplicantStatusBadge status={applicant.status} />
                  </TableCell>
                  <TableCell className="text-end">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={format(m.viewFor, { name: applicant.name })}
                      onClick={() => setOpenId(applicant.id)}
                    >
                      {m.view}
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} />

      <ApplicantDetailsDialog
        applicant={openApplicant}
        positionTitle={selected.title}
        onClose={() => setOpenId(null)}
      />
    </div>
  )
}
