import { formatDate } from '~/lib/format-date'
import { readForm } from '~/server/form.server'
import { useEffect, useState } from 'react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Pencil, Plus, Search, Trash2, Users } from 'lucide-react'
import { data, Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/careers-jobs'
import { Pagination } from '~/components/admin/pagination'
import { createJob, deleteJob, listJobs, updateJob } from '~/domain/careers/careers.server'
import { DeleteJobDialog } from '~/domain/careers/components/delete-job-dialog'
import { JobFormDialog, type EditableJob } from '~/domain/careers/components/job-form-dialog'
import { JobListQuerySchema, JobSchema } from '~/domain/careers/schema'
import { format, t, useT } from '~/i18n'
import { parseListQuery } from '~/lib/list-query'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
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
  { title: `${t.careers.admin.jobs.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.careers.admin.jobs.subheading },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, JobListQuerySchema)
  return { q: query.q, page: await listJobs(query) }
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const m = t.careers.admin.jobs.toasts
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  const jobId = String(formData.get('jobId') ?? '')
  const failed = (status: number, title: string, description?: string) =>
    data({ result: undefined, toast: { type: 'error' as const, title, description } }, { status })

  if (intent === 'delete') {
    const outcome = await deleteJob(admin, jobId).catch((error: unknown) => {
      logger.error({ err: error, jobId }, 'delete job failed')
      return null
    })
    if (!outcome) return failed(500, m.deleteFailed)
    if (outcome.kind === 'not-found') return failed(404, m.deleteFailed, m.notFound)
    if (outcome.kind === 'has-applicants')
      return failed(409, m.deleteFailed, format(m.hasApplicants, { count: outcome.count }))
    return redirectWithToast(back, {
      type: 'success',
      title: m.deleted,
      description: format(m.deletedDescription, { title: outcome.title }),
    })
  }

  if (intent !== 'create' && intent !== 'update')
    return data({ result: undefined, toast: undefined }, { status: 400 })
  const isCreate = intent === 'create'
  const failure = isCreate ? m.addFailed : m.updateFailed
  const submission = parseWithZod(formData, { schema: JobSchema })
  if (submission.status !== 'success')
    return data({ result: submission.reply(), toast: undefined }, { status: 400 })
  try {
    if (isCreate) {
      const job = await createJob(admin, submission.value)
      return redirectWithToast(back, {
        type: 'success',
        title: m.added,
        description: format(m.addedDescription, { title: job.title }),
      })
    }
    const outcome = await updateJob(admin, jobId, submission.value)
    if (outcome.kind === 'not-found')
      return data(
        {
          result: submission.reply({ formErrors: [m.notFound] }),
          toast: { type: 'error' as const, title: failure, description: m.notFound },
        },
        { status: 404 },
      )
    return redirectWithToast(back, {
      type: 'success',
      title: m.updated,
      description: format(m.updatedDescription, { title: outcome.job.title }),
    })
  } catch (error) {
    logger.error({ err: error, intent, jobId }, 'saving job failed')
    return data(
      {
        result: submission.reply({ formErrors: [failure] }),
        toast: { type: 'error' as const, title: failure },
      },
      { status: 500 },
    )
  }
}

export default function CareersJobsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().careers.admin.jobs
  const { page, q } = loaderData
  const location = useLocation()
  const [editing, setEditing] = useState<EditableJob | 'new' | null>(null)
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null)
  // Saving redirects back to this list (a new location): the dialogs close.
  useEffect(() => {
    setEditing(null)
    setDeleting(null)
  }, [location.key])

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-navy text-3xl font-bold tracking-tight">{m.heading}</h1>
          <p className="text-muted-foreground mt-1">{m.subheading}</p>
        </div>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden /> {m.add}
        </Button>
      </div>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="grid flex-1 gap-2 sm:max-w-md">
          <Label htmlFor="job-search">{m.searchLabel}</Label>
          <Input
            id="job-search"
            name="q"
            type="search"
            defaultValue={q}
            placeholder={m.searchPlaceholder}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden /> {m.search}
        </Button>
        {q ? (
          <Button asChild variant="ghost">
            <Link to="/admin/careers/jobs">{m.clear}</Link>
          </Button>
        ) : null}
      </Form>

      <div className="bg-card rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.columns.title}</TableHead>
              <TableHead>{m.columns.department}</TableHead>
              <TableHead>{m.columns.location}</TableHead>
              <TableHead>{m.columns.type}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead>{m.columns.posted}</TableHead>
              <TableHead className="text-end">{m.columns.applicants}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={8}>{m.empty}</TableEmptyRow>
            ) : (
              page.rows.map((job) => (
                <TableRow key={job.id}>
                  <TableCell className="font-medium">{job.title}</TableCell>
                  <TableCell>{job.department}</TableCell>
                  <TableCell>{job.location}</TableCell>
                  <TableCell>{job.type}</TableCell>
                  <TableCell>
                    <Badge variant={job.isActive ? 'success' : 'secondary'}>
                      {job.isActive ? m.active : m.inactive}
                    </Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDate(job.createdAt)}</TableCell>
                  <TableCell className="text-end tabular-nums">{job.applicantCount}</TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="icon">
                        <Link
                          to={`/admin/careers/applicants?job=${encodeURIComponent(job.id)}`}
                          aria-label={format(m.viewApplicantsFor, { title: job.title })}
                          title={m.viewApplicants}
                        >
                          <Users aria-hidden />
                        </Link>
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={format(m.editFor, { title: job.title })}
                        title={m.edit}
                        onClick={() => setEditing(toEditable(job))}
                      >
                        <Pencil aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="text-destructive hover:text-destructive"
                        aria-label={format(m.deleteFor, { title: job.title })}
                        title={m.delete}
                        onClick={() => setDeleting({ id: job.id, title: job.title })}
                      >
                        <Trash2 aria-hidden />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} />

      <JobFormDialog
        open={editing !== null}
        job={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <DeleteJobDialog job={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}

function toEditable(job: EditableJob): EditableJob {
  return {
    id: job.id,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    experience: job.experience,
    description: job.description,
    responsibilities: job.responsibilities,
    requirements: job.requirements,
    isActive: job.isActive,
  }
}
