import { Trash2, TriangleAlert } from 'lucide-react'
import { Form, useLocation } from 'react-router'
import type { Route } from './+types/data-requests'
import { keptRecordsNotice } from '~/domain/privacy/personal-data.server'
import { localeOfRequest } from '~/i18n/locale'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable } from '~/components/admin/admin-table'
import { CheckboxField, FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Pagination } from '~/components/pagination'
import {
  DATA_REQUEST_FILTERS,
  DataRequestListQuerySchema,
  StaffErasureSchema,
} from '~/domain/privacy/data-request-schema'
import {
  eraseForAddress,
  listDataRequests,
  type DataRequestRow,
} from '~/domain/privacy/data-requests.server'
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
import type { ActionData } from '~/lib/action-result'
import { formatDate } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { countQueuedFileDeletions } from '~/server/file-deletions.server'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Badge, type BadgeVariant } from '~/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.privacy.admin.metaTitle, m) },
    { name: 'description', content: m.privacy.admin.subtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'data-requests')
  const query = parseListQuery(request, DataRequestListQuerySchema)
  return {
    query,
    page: await listDataRequests(query),
    filesWaiting: await countQueuedFileDeletions(),
  }
}

/** 'Job applications: 1 · CV files: 1': what an erasure removed, in counts (never names). */
function describeCounts(messages: Messages, counts: Record<string, number>): string {
  const kinds = messages.privacy.kinds as Record<string, string | undefined>
  return Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kinds[kind] ?? kind}: ${n}`)
    .join(' · ')
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'data-requests')
  const messages = messagesOf(request)
  const m = messages.privacy.admin
  return handleForm(
    { request, context },
    StaffErasureSchema,
    async ({ email }) => {
      const outcome = await eraseForAddress(actor, email)
      if (outcome.kind === 'own-account') {
        return refused(409, { title: m.failed, description: m.ownAccount })
      }
      if (outcome.kind === 'last-administrator') {
        return refused(409, { title: m.failed, description: m.lastAdministrator })
      }
      const kept = await keptRecordsNotice(outcome.counts, localeOfRequest(request))
      const summary = [describeCounts(messages, outcome.counts), kept].filter(Boolean).join(' ')
      const back = new URL(request.url)
      return done(
        `${back.pathname}${back.search}`,
        summary
          ? { type: 'success', title: format(m.erased, { email }), description: summary }
          : { type: 'success', title: format(m.nothingErased, { email }) },
      )
    },
    { failed: { title: m.failed, description: m.failedDescription } },
  )
}

const stateBadge: Record<DataRequestRow['state'], BadgeVariant> = {
  'awaiting-confirmation': 'info',
  confirmed: 'warning',
  completed: 'success',
  expired: 'secondary',
}

export default function AdminDataRequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().privacy.admin
  const intlLocale = useIntlLocale()
  const locale = useLocale()
  const { page, query, filesWaiting } = loaderData
  const date = (value: Date) => (
    <time dateTime={new Date(value).toISOString()}>{formatDate(value, intlLocale)}</time>
  )

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle} />

      {filesWaiting > 0 ? (
        <Alert role="status" data-files-waiting={filesWaiting}>
          <TriangleAlert aria-hidden className="text-amber-600" />
          <AlertTitle>{formatCount(m.filesWaiting, filesWaiting, locale)}</AlertTitle>
          <AlertDescription>{m.filesWaitingDescription}</AlertDescription>
        </Alert>
      ) : null}

      <AdminSearchForm
        exportList="data-requests"
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="data-requests-state">{m.filterLabel}</Label>
          <NativeSelect id="data-requests-state" name="state" defaultValue={query.state}>
            {DATA_REQUEST_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {m.filters[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </AdminSearchForm>

      <AdminTable
        caption={m.title}
        columns={[
          { label: m.columns.email },
          { label: m.columns.kind },
          { label: m.columns.source },
          { label: m.columns.state },
          { label: m.columns.requested },
          { label: m.columns.deadline },
          { label: m.columns.completed },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id} data-state={row.state} data-overdue={row.isOverdue || undefined}>
            <TableCell>
              <span dir="ltr">{row.email}</span>
            </TableCell>
            <TableCell>{m.kinds[row.kind]}</TableCell>
            <TableCell>{m.sources[row.source]}</TableCell>
            <TableCell>
              <Badge variant={stateBadge[row.state]}>{m.states[row.state]}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{date(row.requestedAt)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {date(row.dueAt)}
              {row.isOverdue ? (
                <Badge variant="destructive" className="ms-2">
                  {m.overdue}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {row.completedAt ? date(row.completedAt) : '—'}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.pagination} />

      <StaffErasureForm actionData={actionData} />
    </div>
  )
}

/** A plain form: works without JavaScript; the box must be ticked (the server checks it too). */
function StaffErasureForm({ actionData }: { actionData: ActionData | undefined }) {
  const m = useT().privacy.admin
  const location = useLocation()
  const isErasing = useIsPending({ intent: 'erase' })
  const [form, fields] = useKitForm({
    id: 'staff-erasure',
    lastResult: actionData?.result,
    schema: StaffErasureSchema,
  })
  useActionToast(actionData?.toast)
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle as="h2">{m.eraseTitle}</CardTitle>
        <CardDescription>{m.eraseDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Each erasure done (a new location) starts an empty form. */}
        <Form key={location.key} method="post" className="space-y-5" {...kitFormProps(form)}>
          <FormErrors id={form.errorId} errors={form.errors} />
          <input type="hidden" name="intent" value="erase" />
          <TextField field={fields.email} label={m.email} type="email" isRequired />
          <CheckboxField field={fields.confirm} label={m.confirm} />
          <StatusButton
            variant="destructive"
            status={isErasing ? 'pending' : 'idle'}
            pendingLabel={m.erasing}
          >
            <Trash2 aria-hidden /> {m.erase}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().privacy.admin
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
