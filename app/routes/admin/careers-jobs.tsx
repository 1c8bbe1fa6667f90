import { ChartNoAxesColumn, Users } from 'lucide-react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
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
  OutOfDateBadge,
  RowLink,
} from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import {
  ROW_DIALOGS,
  keepDataOnDialogToggle,
  useRowDialogs,
} from '~/components/admin/use-dialog-urls'
import {
  createJob,
  deleteJob,
  getJob,
  getJobForEdit,
  listJobs,
  saveJobDraft,
} from '~/domain/careers/careers.server'
import { JobFormDialog } from '~/domain/careers/components/job-form-dialog'
import { JobListQuerySchema, JobSchema } from '~/domain/careers/schema'
import { TranslationFilterField } from '~/domain/publishing/components/translation-marks'
import { readSchedule } from '~/domain/publishing/schedules.server'
import {
  isReviewRequired,
  publishDraft,
  readDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
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
import { maxChars } from '~/lib/max-length'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
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

/**
 * One schema for the screen's three forms, told apart by `intent`. The edit dialog's "Save as
 * draft" button sends `saveAs=draft` (decision 047).
 */
const JobActionSchema = z.discriminatedUnion(
  'intent',
  [
    JobSchema.extend({ intent: z.literal('create') }),
    JobSchema.extend({
      intent: z.literal('update'),
      jobId: JobIdSchema,
      saveAs: z.literal('draft').optional(),
    }),
    z.object({ intent: z.literal('delete'), jobId: JobIdSchema }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'jobs')
  const query = parseListQuery(request, JobListQuerySchema)
  const params = new URL(request.url).searchParams
  // The job a dialog is open for, also when it is not on this page of the list; the edit
  // dialog's holds its draft when there is one (decision 047).
  const editId = params.get('edit')
  const deleteId = editId ? null : params.get('delete')
  const [page, edit, draft, deleting, needsReview, stale, schedule] = await Promise.all([
    listJobs(query),
    editId ? getJobForEdit(editId) : null,
    editId ? readDraft('job', editId) : null,
    deleteId ? getJob(deleteId) : null,
    isReviewRequired('job'),
    // The edit dialog's texts whose twin changed after them (decision 052).
    editId ? staleTranslationsFor('job', editId) : [],
    editId ? readSchedule('job', editId) : null,
  ])
  return {
    q: query.q,
    translation: query.translation,
    stale,
    schedule,
    page,
    selected: edit?.job ?? deleting,
    draft: draft
      ? { state: draft.state, lastEditorName: draft.lastEditorName, updatedAt: draft.updatedAt }
      : null,
    needsReview,
  }
}

/**
 * Saving a job saves its draft (decision 047). "Save Changes" publishes it at once where
 * editors publish jobs (the settings' choice), keeping a revision; "Save as draft", or any
 * save where jobs need review, keeps the careers page as it is and leads to the draft's page.
 * A new job needing review is created inactive, its values waiting in its draft.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'jobs')
  const messages = messagesOf(request)
  const tm = messages.careers.admin.jobs.toasts
  const d = messages.revisions.draft
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
        if (created.isDraft) {
          return done(`/admin/publishing/job/${created.job.id}`, {
            type: 'success',
            title: d.savedToast,
            description: d.savedBody,
          })
        }
        return done(back, {
          type: 'success',
          title: tm.added,
          description: format(tm.addedDescription, { title: created.job.title }),
        })
      }
      const { intent: _intent, jobId, saveAs, ...job } = value
      const notFound = () => refused(404, { title: tm.updateFailed, description: tm.notFound })
      const saved = await saveJobDraft(admin, jobId, job)
      if (saved.kind === 'not-found') return notFound()
      const needsReview = await isReviewRequired('job')
      if (saveAs !== 'draft' && !needsReview) {
        const published = await publishDraft(admin, 'job', jobId)
        if (published.kind === 'not-found') return notFound()
        if (published.kind === 'published') {
          return done(back, {
            type: 'success',
            title: tm.updated,
            description: format(tm.updatedDescription, { title: job.title }),
          })
        }
      }
      return done(`/admin/publishing/job/${jobId}`, {
        type: 'success',
        title: d.savedToast,
        description: needsReview ? d.savedBody : d.savedBodyEditor,
      })
    },
    { failed: (value) => ({ title: failedTitle[value.intent] }) },
  )
}

const keepDataOnToggle = keepDataOnDialogToggle(ROW_DIALOGS)

/**
 * Opening or closing a dialog keeps the list already loaded, except opening the edit dialog:
 * its form holds the job's draft when there is one (decision 047), which only the loader reads.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const isOpeningEdit =
    !args.formMethod &&
    args.nextUrl.searchParams.has('edit') &&
    args.nextUrl.searchParams.get('edit') !== args.currentUrl.searchParams.get('edit')
  return isOpeningEdit ? args.defaultShouldRevalidate : keepDataOnToggle(args)
}

export default function CareersJobsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.careers.admin.jobs
  const intlLocale = useIntlLocale()
  const { page, q, translation, selected, draft, needsReview, stale, schedule } = loaderData
  const { dialogs, editing: listed, deleting } = useRowDialogs(page.rows, selected)
  // The edit dialog holds what the loader read for it: the job's draft when it has one.
  const editing = listed !== 'new' && listed && selected?.id === listed.id ? selected : listed

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.heading} description={m.subheading}>
        <AddLink to={dialogs.openHref('new', '1', JOB_DIALOG_ID)}>{m.add}</AddLink>
      </AdminPageHeader>

      <AdminSearchForm
        exportList="jobs"
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      >
        <TranslationFilterField id="jobs-translation" value={translation} />
      </AdminSearchForm>

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
              <MissingArabicBadge isMissing={job.isArabicMissing} />
              <OutOfDateBadge isOutOfDate={job.isTranslationOutdated} />
              {job.draftState ? (
                <Badge variant="secondary" className="ms-2">
                  {t.revisions.draft.states[job.draftState]}
                </Badge>
              ) : null}
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

      <JobFormDialog
        job={editing}
        closeTo={dialogs.closeTo}
        id={JOB_DIALOG_ID}
        draft={editing !== 'new' && editing?.id === selected?.id ? draft : null}
        stale={editing !== 'new' && editing?.id === selected?.id ? stale : []}
        schedule={editing !== 'new' && editing?.id === selected?.id ? schedule : null}
        saveDraftLabel={needsReview ? undefined : t.revisions.draft.saveDraft}
      />
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
