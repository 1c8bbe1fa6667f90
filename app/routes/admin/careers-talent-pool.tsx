import { Eye, UserPlus } from 'lucide-react'
import { Form, useLocation } from 'react-router'
import type { Route } from './+types/careers-talent-pool'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowLink } from '~/components/admin/admin-table'
import { ActionRefusal } from '~/components/forms/fields'
import { Pagination } from '~/components/pagination'
import { listJobOptions } from '~/domain/careers/careers.server'
import { ApplicantStatusBadge } from '~/domain/careers/components/applicant-status-badge'
import { APPLICANT_STATUSES, OPEN_APPLICATIONS } from '~/domain/careers/schema'
import {
  addApplicantToJob,
  inviteApplicantToJob,
  listActiveJobOptions,
  listTalentPool,
  type TalentPoolRefusal,
} from '~/domain/careers/talent-pool.server'
import {
  TALENT_CONSENT_FILTERS,
  TalentPoolActionSchema,
  TalentPoolQuerySchema,
} from '~/domain/careers/talent-pool-schema'
import {
  format,
  formatCount,
  messagesAt,
  messagesOf,
  useIntlLocale,
  useLocale,
  useT,
  type Messages,
} from '~/i18n'
import { formatDate } from '~/lib/format-date'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.talent.pool.metaTitle, m) },
    { name: 'description', content: m.talent.pool.description },
  ]
}

/**
 * Decision 045's talent pool: every job's applicants, searched by name, e-mail or the words
 * of their cover letter and CV. Who may be listed (consent) is decided by talentPoolWhere.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'applicants')
  const query = parseListQuery(request, TalentPoolQuerySchema)
  const [page, jobs, activeJobs] = await Promise.all([
    listTalentPool(query),
    listJobOptions(),
    listActiveJobOptions(),
  ])
  return { query, page, jobs, activeJobs }
}

/** A refusal's status and words: 404 gone, 403 no consent, 409 a conflict with the job. */
function refusalOf(outcome: TalentPoolRefusal, m: Messages['talent']['pool']['toasts']) {
  switch (outcome.kind) {
    case 'not-found':
      return refused(404, { title: m.failed, description: m.notFound })
    case 'no-consent':
      return refused(403, { title: m.failed, description: m.noConsent })
    case 'job-not-found':
      return refused(404, { title: m.failed, description: m.jobNotFound })
    case 'job-closed':
      return refused(409, { title: m.failed, description: m.jobClosed })
    case 'already-in-job':
      return refused(409, {
        title: m.failed,
        description: format(m.alreadyInJob, { job: outcome.jobTitle }),
      })
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'applicants')
  const m = messagesOf(request).talent.pool.toasts
  // Back to the list as it was (its search and filters).
  const url = new URL(request.url)
  const here = `${url.pathname}${url.search}`
  return handleForm(
    { request, context },
    TalentPoolActionSchema,
    async ({ intent, applicantId, jobId }) => {
      if (intent === 'add-to-job') {
        const outcome = await addApplicantToJob(admin, applicantId, jobId)
        if (outcome.kind !== 'added') return refusalOf(outcome, m)
        return done(here, {
          type: 'success',
          title: m.added,
          description: format(m.addedDescription, {
            name: outcome.name,
            job: outcome.jobTitle,
          }),
        })
      }
      const outcome = await inviteApplicantToJob(admin, applicantId, jobId)
      if (outcome.kind !== 'invited') return refusalOf(outcome, m)
      return done(here, {
        type: 'success',
        title: m.invited,
        description: format(m.invitedDescription, { name: outcome.name, job: outcome.jobTitle }),
      })
    },
    { failed: { title: m.failed } },
  )
}

export default function CareersTalentPoolRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().talent.pool
  const statusLabels = useT().careers.admin.applicants.statusLabels
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { query, page, jobs, activeJobs } = loaderData
  useActionToast(actionData?.toast)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.heading} description={m.description} />
      <ActionRefusal actionData={actionData} />
      <AdminSearchForm
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="pool-job">{m.jobLabel}</Label>
          <NativeSelect id="pool-job" name="job" defaultValue={query.job ?? ''}>
            <option value="">{m.anyJob}</option>
            {jobs.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
            <option value={OPEN_APPLICATIONS}>{m.openApplications}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pool-consent">{m.consentLabel}</Label>
          <NativeSelect
            id="pool-consent"
            name="consent"
            defaultValue={query.consent}
            aria-describedby="pool-consent-hint"
          >
            {TALENT_CONSENT_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {m.consent[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pool-stage">{m.stageLabel}</Label>
          <NativeSelect id="pool-stage" name="stage" defaultValue={query.stage ?? ''}>
            <option value="">{m.anyStage}</option>
            {APPLICANT_STATUSES.map((stage) => (
              <option key={stage} value={stage}>
                {statusLabels[stage]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pool-from">{m.fromLabel}</Label>
          <Input id="pool-from" name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="pool-to">{m.toLabel}</Label>
          <Input id="pool-to" name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
      </AdminSearchForm>
      <p id="pool-consent-hint" className="text-muted-foreground text-sm">
        {m.consentHint}
      </p>

      <AdminTable
        heading={
          <div className="flex items-center justify-between border-b px-4 py-3">
            <h2 className="font-semibold">{m.heading}</h2>
            <p className="text-muted-foreground text-sm">
              {formatCount(m.count, page.total, locale, { n: formatTotal(page, intlLocale) })}
            </p>
          </div>
        }
        columns={[
          { label: m.columns.name },
          { label: m.columns.job },
          { label: m.columns.stage },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="min-w-44">
              <span className="block font-medium">{row.name}</span>
              <span className="text-muted-foreground block text-sm break-all" dir="ltr">
                {row.email}
              </span>
            </TableCell>
            <TableCell>
              <span className="block">{row.jobTitle ?? m.openApplications}</span>
              <span className="text-muted-foreground block text-sm whitespace-nowrap">
                {m.columns.applied}{' '}
                <time dateTime={new Date(row.submittedAt).toISOString()}>
                  {formatDate(row.submittedAt, intlLocale)}
                </time>
              </span>
            </TableCell>
            <TableCell>
              {/* The stage, then whether the person agreed to the talent pool (decision 045). */}
              <div className="flex flex-col items-start gap-1">
                <ApplicantStatusBadge status={row.status} />
                {row.withdrawnAt ? <Badge variant="outline">{m.withdrawn}</Badge> : null}
                {row.talentPool ? (
                  <Badge variant="success">{m.consentYes}</Badge>
                ) : (
                  <Badge variant="outline">{m.consentNo}</Badge>
                )}
              </div>
            </TableCell>
            <TableCell>
              {/* Stacked, so the table fits beside the sidebar; the form opens in the row. */}
              <div className="flex flex-col items-end gap-2">
                <RowLink
                  to={`/admin/careers/applicants/${encodeURIComponent(row.id)}`}
                  icon={Eye}
                  text={m.open}
                  label={format(m.openFor, { name: row.name })}
                  isDialog={false}
                />
                {row.talentPool ? (
                  <RowForms
                    applicantId={row.id}
                    name={row.name}
                    jobs={activeJobs.filter((job) => job.id !== row.jobId)}
                  />
                ) : (
                  <p className="text-muted-foreground max-w-40 text-end text-xs">
                    {m.noConsentNote}
                  </p>
                )}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />
    </div>
  )
}

/**
 * "Add to job…" and "Invite to apply" for one consenting applicant: a disclosure (<details>,
 * no script) holding one plain form whose two buttons post their intent.
 */
function RowForms({
  applicantId,
  name,
  jobs,
}: {
  applicantId: string
  name: string
  jobs: { id: string; title: string }[]
}) {
  const m = useT().talent.pool
  const location = useLocation()
  const selectId = `pool-add-${applicantId}`
  return (
    // Closed again after each page the list shows (a done action is a new location): with
    // JavaScript the row's element stays in place and would keep the disclosure open.
    <details key={location.key} className="flex flex-col items-end">
      <summary className="hover:bg-muted inline-flex h-8 cursor-pointer list-none items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap [&::-webkit-details-marker]:hidden">
        <UserPlus aria-hidden className="size-4" /> {m.actions}
        {/* The visible words first (WCAG 2.5.3), then whose row it is. */}
        <span className="sr-only">: {name}</span>
      </summary>
      <div className="bg-popover mt-2 w-60 rounded-md border p-3 text-start shadow-sm">
        {jobs.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.noActiveJobs}</p>
        ) : (
          <Form method="post" className="grid gap-2">
            <input type="hidden" name="applicantId" value={applicantId} />
            <Label htmlFor={selectId}>{m.jobSelect}</Label>
            <NativeSelect id={selectId} name="jobId" required>
              {jobs.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </NativeSelect>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" name="intent" value="add-to-job">
                {m.addToJob}
              </Button>
              <Button type="submit" size="sm" variant="outline" name="intent" value="invite">
                {m.invite}
              </Button>
            </div>
          </Form>
        )}
      </div>
    </details>
  )
}
