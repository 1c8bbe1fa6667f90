import { RotateCw } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/emails'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions } from '~/components/admin/admin-table'
import { FormErrors } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { Pagination } from '~/components/pagination'
import { listEmails, retryEmail, type OutboxEmail } from '~/domain/outbox/outbox.server'
import { EMAIL_FILTERS, EmailActionSchema, EmailListQuerySchema } from '~/domain/outbox/schema'
import { format, formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge, type BadgeVariant } from '~/ui/badge'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.admin.emails.metaTitle, m) },
    { name: 'description', content: m.admin.emails.subtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'emails')
  const query = parseListQuery(request, EmailListQuerySchema)
  return { query, page: await listEmails(query) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'emails')
  const m = messagesOf(request).admin.emails
  return handleForm(
    { request, context },
    EmailActionSchema,
    async ({ id }) => {
      const outcome = await retryEmail(actor, id)
      if (outcome.kind === 'not-failed') {
        return refused(409, { title: m.retryFailed, description: m.notFailed })
      }
      const back = new URL(request.url)
      return done(`${back.pathname}${back.search}`, {
        type: 'success',
        title: m.retried,
        description: format(m.retriedDescription, { recipient: outcome.recipient }),
      })
    },
    { failed: { title: m.retryFailed, description: m.failedDescription } },
  )
}

const stateBadge: Record<OutboxEmail['state'], BadgeVariant> = {
  pending: 'info',
  sent: 'success',
  failed: 'destructive',
}

export default function AdminEmailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().admin.emails
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { page, query } = loaderData
  useActionToast(actionData?.toast)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <Badge variant={page.failedTotal > 0 ? 'destructive' : 'secondary'} className="text-sm">
          {formatCount(m.failedCount, page.failedTotal, locale)}
        </Badge>
      </AdminPageHeader>

      <AdminSearchForm
        exportList="emails"
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="emails-state">{m.filterLabel}</Label>
          <NativeSelect id="emails-state" name="state" defaultValue={query.state}>
            {EMAIL_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {m.filters[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </AdminSearchForm>

      <FormErrors errors={actionData?.result?.error?.['']} />
      <AdminTable
        caption={m.title}
        columns={[
          { label: m.columns.state },
          { label: m.columns.recipient },
          { label: m.columns.subject },
          { label: m.columns.attempts, className: 'text-end' },
          { label: m.columns.lastError },
          { label: m.columns.times },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((email) => (
          <TableRow key={email.id} data-state={email.state}>
            <TableCell>
              <Badge variant={stateBadge[email.state]}>{m.states[email.state]}</Badge>
            </TableCell>
            <TableCell>
              <span dir="ltr">{email.recipient}</span>
            </TableCell>
            <TableCell className="max-w-64 truncate" title={email.subject}>
              {email.subject}
            </TableCell>
            <TableCell className="text-end tabular-nums">
              {email.attempts.toLocaleString(intlLocale)}
            </TableCell>
            <TableCell className="text-muted-foreground max-w-72 text-xs break-words">
              {email.lastError ? <span dir="ltr">{email.lastError}</span> : '—'}
            </TableCell>
            <TableCell className="text-xs whitespace-nowrap">
              <Time text={m.queuedAt} date={email.createdAt} />
              {email.sentAt ? <Time text={m.sentAt} date={email.sentAt} /> : null}
              {email.state === 'pending' ? (
                <Time text={m.nextAttemptAt} date={email.nextAttemptAt} />
              ) : null}
            </TableCell>
            <TableCell>
              <RowActions>
                {email.state === 'failed' ? <RetryButton email={email} /> : null}
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.pagination} />
    </div>
  )
}

function Time({ text, date }: { text: string; date: Date }) {
  const intlLocale = useIntlLocale()
  const parts = text.split('{date}')
  return (
    <span className="block">
      {parts[0]}
      <time dateTime={new Date(date).toISOString()}>{formatDateTime(date, intlLocale)}</time>
      {parts[1]}
    </span>
  )
}

/** A plain form: Retry works without JavaScript, and the page comes back with the new state. */
function RetryButton({ email }: { email: OutboxEmail }) {
  const m = useT().admin.emails
  const navigation = useNavigation()
  const isRetrying =
    useIsPending({ intent: 'retry' }) && navigation.formData?.get('id') === email.id
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={email.id} />
      <StatusButton
        status={isRetrying ? 'pending' : 'idle'}
        variant="outline"
        size="sm"
        aria-label={format(m.retryLabel, { recipient: email.recipient })}
      >
        {isRetrying ? null : <RotateCw aria-hidden />}
        {m.retry}
      </StatusButton>
    </Form>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().admin.emails
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
