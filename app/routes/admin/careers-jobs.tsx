import { ChartNoAxesColumn, Users } from 'lucide-react'
import { z } from 'zod'
import type { Route } from './+types/careers-jobs'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AddLink, AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import {
  ActiveBadge,
  AdminTable,
  EditDeleteActions,
  MissingArabicBadge,
  RowLink,
} from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import {
  ROW_DIALOGS,
  keepDataOnDialogToggle,
  useRowDialogs,
} from '~/components/admin/use-dialog-urls'
import { createJob, deleteJob, getJob, listJobs, updateJob } from '~/domain/careers/careers.server'
import { JobFormDialog } from '~/domain/careers/components/job-form-dialog'
import { JOB_TEXTS, JobListQuerySchema, JobSchema } from '~/domain/careers/schema'
import {
  format,
  formatCount,
  messageKeys,
  messagesAt,
  messagesOf,
  useIntlLocale,
  useT,
} from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { choiceLabel } from '~/lib/choice-label'
import { closedDialogHref } from '~/lib/dialog-url'
import { ID_MAX } from '~/lib/field-limits'
import { formatDate } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { isArabicMissing } from '~/lib/localized'
import { maxChars } from '~/lib/max-length'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { TableCell, TableRow } from '~/ui/table'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.careers.admin.jobs.metaTitle, m) },
    { name: 'description', content: m.careers.admin.jobs.subheading },
  ]
}

/** The add/edit dialog and the delete confirmation are URLs (decision 012). */
const JOB_DIALOG_ID = 'job-posting'
const DELETE_DIALOG_ID = 'delete-job-posting'

const JobIdSchema = z.string().trim().min(1).check(maxChars(ID_MAX))

/** One schema for the screen's three forms, told apart by `intent`. */
const JobActionSchema = z.discriminatedUnion(
  'intent',
  [
    JobSchema.extend({ intent: z.literal('create') }),
    JobSchema.extend({ intent: z.literal('update'), jobId: JobIdSchema }),
    z.object({ intent: z.literal('delete'), jobId: JobIdSchema }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'jobs')
  const query = parseListQuery(request, JobListQuerySchema)
  const params = new URL(request.url).searchParams
  // The job a dialog is open for, also when it is not on this page of the list.
  const selectedId = params.get('edit') ?? params.get('delete')
  const [page, selected] = await Promise.all([
    listJobs(query),
    selectedId ? getJob(selectedId) : null,
  ])
  return { q: query.q, page, selected }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'jobs')
  const tm = messagesOf(request).careers.admin.jobs.toasts
  const failedTitle = { create: tm.addFailed, update: tm.updateFailed, delete: tm.deleteFailed }
  const back = closedDialogHref(request.url, ROW_DIALOGS)
  return handleForm(
    { request, context },
    JobActionSchema,
    async (value) => {
      if (value.intent === 'delete') {
        const outcome = await deleteJob(admin, value.jobId)
        if (outcome.kind === 'not-found') {
          return refused(404, { title: tm.deleteFailed, description: tm.notFound })
        }
        if (outcome.kind === 'has-applicants') {
          return refused(409, {
            title: tm.deleteFailed,
            description: formatCount(tm.hasApplicants, outcome.count, localeOfRequest(request), {
              count: outcome.count,
            }),
          })
        }
        return done(back, {
          type: 'success',
          title: tm.deleted,
          description: format(tm.deletedDescription, { title: outcome.title }),
        })
      }
      if (value.intent === 'create') {
        const { intent: _intent, ...job } = value
        const created = await createJob(admin, job)
        return done(back, {
          type: 'success',
          title: tm.added,
          description: format(tm.addedDescription, { title: created.title }),
        })
      }
      const { intent: _intent, jobId, ...job } = value
      const outcome = await updateJob(admin, jobId, job)
      if (outcome.kind === 'not-found') {
        return refused(404, { title: tm.updateFailed, description: tm.notFound })
      }
      return done(back, {
        type: 'success',
        title: tm.updated,
        description: format(tm.updatedDescription, { title: outcome.job.title }),
      })
    },
    { failed: (value) => ({ title: failedTitle[value.intent] }) },
  )
}

export const shouldRevalidate = keepDataOnDialogToggle(ROW_DIALOGS)

export default function CareersJobsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.careers.admin.jobs
  const intlLocale = useIntlLocale()
  const { page, q, selected } = loaderData
  const { dialogs, editing, deleting } = useRowDialogs(page.rows, selected)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.heading} description={m.subheading}>
        <AddLink to={dialogs.openHref('new', '1', JOB_DIALOG_ID)}>{m.add}</AddLink>
      </AdminPageHeader>

      <AdminSearchForm
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      />

      <AdminTable
        columns={[
          { label: m.columns.title },
          { label: m.columns.department },
          { label: m.columns.location },
          { label: m.columns.type },
          { label: m.columns.status },
          { label: m.columns.posted },
          { label: m.columns.applicants, className: 'text-end' },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((job) => (
          <TableRow key={job.id}>
            <TableCell className="font-medium">
              {/* The English texts, marked so on Arabic pages too. */}
              <span lang="en" dir="ltr">
                {job.title}
              </span>
              <MissingArabicBadge isMissing={isArabicMissing(job, JOB_TEXTS)} />
            </TableCell>
            <TableCell>{choiceLabel(t.careers.departments, job.department)}</TableCell>
            <TableCell>
              <span lang="en" dir="ltr">
                {job.location}
              </span>
            </TableCell>
            <TableCell>{choiceLabel(t.careers.jobTypes, job.type)}</TableCell>
            <TableCell>
              <ActiveBadge isActive={job.isActive} labels={m} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(job.createdAt, intlLocale)}
            </TableCell>
            <TableCell className="text-end tabular-nums">
              {job.applicantCount.toLocaleString(intlLocale)}
            </TableCell>
            <TableCell>
              <EditDeleteActions
                editTo={dialogs.openHref('edit', job.id, JOB_DIALOG_ID)}
                editLabel={format(m.editFor, { title: job.title })}
                deleteTo={dialogs.openHref('delete', job.id, DELETE_DIALOG_ID)}
                deleteLabel={format(m.deleteFor, { title: job.title })}
              >
                <RowLink
                  to={`/admin/careers/applicants?job=${encodeURIComponent(job.id)}`}
                  isDialog={false}
                  icon={Users}
                  label={format(m.viewApplicantsFor, { title: job.title })}
                />
                <RowLink
                  to={`/admin/careers/jobs/${encodeURIComponent(job.id)}/report`}
                  isDialog={false}
                  icon={ChartNoAxesColumn}
                  label={format(t.talent.report.linkFor, { title: job.title })}
                />
              </EditDeleteActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />

      <JobFormDialog job={editing} closeTo={dialogs.closeTo} id={JOB_DIALOG_ID} />
      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ title: deleting?.title ?? '' }}
        idField="jobId"
      />
    </div>
  )
}
