import { ArrowLeft, Columns3 } from 'lucide-react'
import { z } from 'zod'
import { Form, useSubmit } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/careers-applicants'
import { AdminExportLinks } from '~/components/admin/admin-export-links'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions, RowLink } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import { getApplicant, getJob, listJobOptions } from '~/domain/careers/careers.server'
import { listPipeline, moveApplicant, saveRejectionReason } from '~/domain/careers/pipeline.server'
import { RatingText } from '~/domain/careers/components/rating-text'
import { SortHeader } from '~/domain/careers/components/sort-header'
import { ApplicantBulkBar, ApplicantBulkBox } from '~/domain/careers/components/applicant-bulk-bar'
import { ApplicantDetailsDialog } from '~/domain/careers/components/applicant-details-dialog'
import { ApplicantStatusBadge } from '~/domain/careers/components/applicant-status-badge'
import { ExportButtons } from '~/domain/careers/components/export-buttons'
import {
  APPLICANT_STATUSES,
  ApplicantListQuerySchema,
  ApplicantStatusSchema,
  OPEN_APPLICATIONS,
  RejectionReasonSchema,
} from '~/domain/careers/schema'
import {
  format,
  formatCount,
  messageKeys,
  messagesAt,
  messagesOf,
  useIntlLocale,
  useLocale,
  useT,
} from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { closedDialogHref } from '~/lib/dialog-url'
import { formatDate } from '~/lib/format-date'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Button, buttonVariants } from '~/ui/button'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.careers.admin.applicants.metaTitle, m) },
    { name: 'description', content: m.careers.admin.applicants.heading },
  ]
}

/** The details dialog is a URL (decision 012): ?view=<applicant id>. */
const DIALOGS = ['view'] as const
const DETAILS_DIALOG_ID = 'applicant-details'

/** The dialog's two forms, told apart by `intent`. */
const ApplicantActionSchema = z.discriminatedUnion(
  'intent',
  [
    ApplicantStatusSchema.extend({
      intent: z.literal('status'),
      status: z.enum(APPLICANT_STATUSES, {
        error: messageKeys.careers.admin.applicants.toasts.statusFailed,
      }),
    }),
    RejectionReasonSchema.extend({ intent: z.literal('reason') }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  const m = messagesOf(request)
  const query = parseListQuery(request, ApplicantListQuerySchema)
  const jobs = await listJobOptions()
  // SPEC 2: the job passed in the URL, else the first job by title.
  let selected: { value: string; jobId: string | null; title: string }
  if (query.job === OPEN_APPLICATIONS || (!query.job && jobs.length === 0)) {
    selected = {
      value: OPEN_APPLICATIONS,
      jobId: null,
      title: m.careers.admin.applicants.openApplications,
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
  const viewId = new URL(request.url).searchParams.get('view')
  const [page, viewed] = await Promise.all([
    // Decision 045: the stage filter and the sort by applied date or by rating.
    listPipeline({ ...query, jobId: selected.jobId }),
    viewId ? getApplicant(viewId) : null,
  ])
  // The dialog names the job on screen, so it opens only for that job's applicants.
  const viewing = viewed?.jobId === selected.jobId ? viewed : null
  const { stage, sort, dir } = query
  return { jobs, selected, q: query.q, page, viewing, stage, sort, dir }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'applicants')
  const applicants = messagesOf(request).careers.admin.applicants
  const ta = applicants.toasts
  // Saving keeps the details dialog open: back to the address it was posted from.
  const here = closedDialogHref(request.url, [])
  return handleForm(
    { request, context },
    ApplicantActionSchema,
    async (value) => {
      // Decision 045: a status chosen here is a stage move, written with its history.
      const outcome =
        value.intent === 'status'
          ? await moveApplicant(admin, value.applicantId, value.status)
          : await saveRejectionReason(admin, value.applicantId, value.rejectionReason)
      if (outcome.kind === 'not-found') {
        return refused(404, { title: ta.statusFailed, description: ta.notFound })
      }
      if (outcome.kind === 'withdrawn') {
        const description = messagesOf(request).pipeline.toasts.withdrawn
        return refused(409, { title: ta.statusFailed, description })
      }
      return done(
        here,
        value.intent === 'status'
          ? {
              type: 'success',
              title: ta.statusUpdated,
              description: format(ta.statusUpdatedDescription, {
                // English names the stored status, as it always has; Arabic its label.
                status:
                  localeOfRequest(request) === 'en'
                    ? value.status
                    : applicants.statusLabels[value.status],
              }),
            }
          : { type: 'success', title: ta.reasonSaved },
      )
    },
    { failed: { title: ta.statusFailed } },
  )
}

export const shouldRevalidate = keepDataOnDialogToggle(DIALOGS)

export default function CareersApplicantsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.careers.admin.applicants
  const p = t.pipeline.table
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { jobs, selected, q, page, viewing, stage, sort, dir } = loaderData
  const submit = useSubmit()
  const dialogs = useDialogUrls(DIALOGS)
  const applicant = rowFor(page.rows, dialogs.valueOf('view'), viewing)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <Link
          to="/admin/careers/jobs"
          className={buttonVariants({ variant: 'ghost', className: '-ms-3' })}
        >
          <ArrowLeft aria-hidden className="rtl:rotate-180" /> {m.back}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{m.heading}</h1>
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
          <div className="grid gap-2">
            <Label htmlFor="applicants-stage">{p.stageLabel}</Label>
            <NativeSelect
              id="applicants-stage"
              name="stage"
              defaultValue={stage ?? ''}
              key={stage ?? ''}
              onChange={(event) => submit(event.currentTarget.form)}
            >
              <option value="">{p.allStages}</option>
              {APPLICANT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {m.statusLabels[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <input type="hidden" name="sort" value={sort} />
          <input type="hidden" name="dir" value={dir} />
          <noscript>
            <Button type="submit" variant="secondary">
              {m.show}
            </Button>
          </noscript>
        </Form>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/careers/board?job=${encodeURIComponent(selected.value)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            <Columns3 aria-hidden /> {p.board}
          </Link>
          <ExportButtons job={selected.value} />
          <AdminExportLinks list="applicants" isBesideOtherExports />
        </div>
      </div>

      <AdminSearchForm
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <input type="hidden" name="job" value={selected.value} />
        {stage ? <input type="hidden" name="stage" value={stage} /> : null}
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
      </AdminSearchForm>

      <ApplicantBulkBar job={selected.value} />

      <AdminTable
        heading={
          <div className="flex items-center justify-between border-b px-4 py-3">
            <h2 className="font-semibold">{selected.title}</h2>
            <p className="text-muted-foreground text-sm">
              {formatCount(m.count, page.total, locale, {
                n: formatTotal(page, intlLocale),
              })}
            </p>
          </div>
        }
        columns={[
          { label: <span className="sr-only">{t.hiringTemplates.bulk.select}</span> },
          { label: m.columns.name },
          { label: m.columns.email },
          { label: m.columns.phone },
          { label: <SortHeader by="applied" label={m.columns.applied} sort={sort} dir={dir} /> },
          { label: <SortHeader by="rating" label={p.rating} sort={sort} dir={dir} /> },
          { label: m.columns.status },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={jobs.length === 0 && selected.jobId === null && !q ? m.noJobs : m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <ApplicantBulkBox id={row.id} name={row.name} />
            </TableCell>
            <TableCell className="font-medium">
              <Link to={`/admin/careers/applicants/${row.id}`} className="hover:underline">
                {row.name}
              </Link>
            </TableCell>
            <TableCell>{row.email}</TableCell>
            <TableCell className="whitespace-nowrap">
              <span dir="ltr">{row.phone}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(row.submittedAt, intlLocale)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <RatingText rating={row.rating} count={row.ratingCount} />
            </TableCell>
            <TableCell>
              <ApplicantStatusBadge status={row.status} />
            </TableCell>
            <TableCell>
              <RowActions>
                <RowLink
                  to={dialogs.openHref('view', row.id, DETAILS_DIALOG_ID)}
                  text={m.view}
                  label={format(m.viewFor, { name: row.name })}
                />
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />

      <ApplicantDetailsDialog
        applicant={applicant}
        positionTitle={selected.title}
        closeTo={dialogs.closeTo}
        id={DETAILS_DIALOG_ID}
      />
    </div>
  )
}
