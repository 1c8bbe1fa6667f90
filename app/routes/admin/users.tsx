import { Eye } from 'lucide-react'
import { Form } from 'react-router'
import type { Route } from './+types/users'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions, RowLink } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, useDialogUrls } from '~/components/admin/use-dialog-urls'
import { FormErrors } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import type { InvestmentRequestStatus } from '#db/schema'
import { RequestStatusBadge } from '~/domain/requests/components/status-badge'
import { UserActionSchema, UserListQuerySchema } from '~/domain/staff/schema'
import { endSessionsOf, setAccountDisabled } from '~/domain/staff/staff.server'
import { getUserDetail, listUsers } from '~/domain/staff/users.server'
import { format, formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { formatDate } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused, type FormOutcome } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { TableCell, TableRow } from '~/ui/table'
import { UrlDialog } from '~/ui/url-dialog'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.staff.users.metaTitle, m) },
    { name: 'description', content: m.staff.users.subheading },
  ]
}

/* A user's details are a URL dialog (decision 012): ?view=<id>. */
const DIALOGS = ['view'] as const
export const shouldRevalidate = keepDataOnDialogToggle(DIALOGS)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'users')
  const query = parseListQuery(request, UserListQuerySchema)
  const viewId = new URL(request.url).searchParams.get('view')
  const [page, selected] = await Promise.all([
    listUsers(query),
    viewId ? getUserDetail(viewId) : null,
  ])
  return { q: query.q, page, selected }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'users')
  const m = messagesOf(request).staff
  return handleForm(
    { request, context },
    UserActionSchema,
    async ({ intent, userId }): Promise<FormOutcome> => {
      const outcome =
        intent === 'end-sessions'
          ? await endSessionsOf(actor, userId)
          : await setAccountDisabled(actor, userId, intent === 'disable')
      if (outcome.kind !== 'done')
        return refused(404, { title: m.changes.failed, description: m.changes.notFound })
      // Back to the user's details, where the change shows.
      const back = new URL(request.url)
      const title =
        intent === 'end-sessions'
          ? m.users.sessionsEnded
          : intent === 'disable'
            ? m.changes.disabled
            : m.changes.enabled
      const description =
        intent === 'end-sessions'
          ? m.users.sessionsEndedDescription
          : intent === 'disable'
            ? m.changes.disabledDescription
            : m.changes.enabledDescription
      return done(`${back.pathname}${back.search}`, {
        type: 'success',
        title,
        description: format(description, { name: outcome.name }),
      })
    },
    { failed: { title: m.changes.failed } },
  )
}

export default function UsersRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.staff
  const intlLocale = useIntlLocale()
  const { page, q, selected } = loaderData
  const dialogs = useDialogUrls(DIALOGS)
  useActionToast(actionData?.toast)
  const viewing = selected && selected.user.id === dialogs.valueOf('view') ? selected : null

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.users.heading} description={m.users.subheading} />
      <AdminSearchForm
        exportList="users"
        defaultValue={q}
        label={m.users.searchLabel}
        placeholder={m.users.searchPlaceholder}
        searchLabel={m.users.search}
        clearLabel={m.users.clear}
      />
      <FormErrors errors={actionData?.result?.error?.['']} />
      <AdminTable
        caption={m.users.heading}
        isEmpty={page.rows.length === 0}
        empty={m.users.noUsers}
        columns={[
          { label: m.users.name },
          { label: m.users.company },
          { label: m.users.registered },
          { label: m.users.status },
          { label: m.users.actions, className: 'text-end' },
        ]}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <p className="font-medium">{row.name}</p>
              <p className="text-muted-foreground text-sm">{row.email}</p>
            </TableCell>
            <TableCell>{row.company ?? '—'}</TableCell>
            <TableCell>{formatDate(row.createdAt, intlLocale)}</TableCell>
            <TableCell>
              <Badge variant={row.isDisabled ? 'destructive' : 'success'}>
                {row.isDisabled ? m.screen.disabled : m.screen.active}
              </Badge>
            </TableCell>
            <TableCell>
              <RowActions>
                <RowLink
                  to={dialogs.openHref('view', row.id, 'user-details')}
                  label={format('{label}: {name}', { label: m.users.view, name: row.name })}
                  icon={Eye}
                  text={m.users.view}
                />
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.users.heading} />

      <UrlDialog
        isOpen={viewing !== null}
        closeTo={dialogs.closeTo}
        id="user-details"
        closeLabel={t.dialog.close}
        title={m.users.detailsTitle}
        description={viewing ? `${viewing.user.name} · ${viewing.user.email}` : undefined}
        className="max-w-2xl"
      >
        {viewing ? <UserDetails detail={viewing} /> : null}
      </UrlDialog>
    </div>
  )
}

type Detail = NonNullable<Route.ComponentProps['loaderData']['selected']>

function UserDetails({ detail }: { detail: Detail }) {
  const m = useT().staff
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const isDisabling = useIsPending({ intent: detail.user.isDisabled ? 'enable' : 'disable' })
  const isEnding = useIsPending({ intent: 'end-sessions' })
  return (
    <div className="max-h-[70vh] space-y-5 overflow-y-auto">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{m.users.company}</dt>
          <dd>{detail.user.company ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{m.users.registered}</dt>
          <dd>{formatDate(detail.user.createdAt, intlLocale)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{m.users.status}</dt>
          <dd>{detail.user.isDisabled ? m.screen.disabled : m.screen.active}</dd>
        </div>
        <div>
          <dt className="sr-only">{m.users.endSessions}</dt>
          <dd>{formatCount(m.users.sessions, detail.sessions, locale)}</dd>
        </div>
      </dl>
      <RequestSection
        title={m.users.requestsTitle}
        rows={detail.investmentRequests.map((row) => ({
          id: row.id,
          label: row.investmentTitle ?? row.investmentId ?? '—',
          status: row.status,
          createdAt: row.createdAt,
        }))}
      />
      <RequestSection
        title={m.users.customRequestsTitle}
        rows={detail.customRequests.map((row) => ({
          id: row.id,
          label: row.investmentType ?? row.description.slice(0, 80),
          status: row.status,
          createdAt: row.createdAt,
        }))}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="end-sessions" />
          <input type="hidden" name="userId" value={detail.user.id} />
          <StatusButton variant="outline" status={isEnding ? 'pending' : 'idle'}>
            {m.users.endSessions}
          </StatusButton>
        </Form>
        <Form method="post">
          <input
            type="hidden"
            name="intent"
            value={detail.user.isDisabled ? 'enable' : 'disable'}
          />
          <input type="hidden" name="userId" value={detail.user.id} />
          <StatusButton
            variant={detail.user.isDisabled ? 'outline' : 'destructive'}
            status={isDisabling ? 'pending' : 'idle'}
          >
            {detail.user.isDisabled ? m.users.enable : m.users.disable}
          </StatusButton>
        </Form>
      </div>
    </div>
  )
}

function RequestSection({
  title,
  rows,
}: {
  title: string
  rows: {
    id: string
    label: string
    status: InvestmentRequestStatus
    createdAt: Date | string
  }[]
}) {
  const m = useT().staff
  const intlLocale = useIntlLocale()
  return (
    <section>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.users.noRequests}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {rows.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <span>
                <span className="font-medium">{row.label}</span>{' '}
                <span className="text-muted-foreground">
                  {formatDate(row.createdAt, intlLocale)}
                </span>
              </span>
              <RequestStatusBadge status={row.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
