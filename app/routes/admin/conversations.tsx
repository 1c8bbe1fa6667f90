import { useRouteLoaderData } from 'react-router'
import type { Route } from './+types/conversations'
import type { loader as layoutLoader } from './layout'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { CONVERSATION_PERMISSIONS } from '~/domain/conversations/areas'
import { ResponseDue } from '~/domain/conversations/components/response-due'
import { listInbox, type InboxRow } from '~/domain/conversations/inbox.server'
import {
  INBOX_ASSIGNEES,
  INBOX_LANGUAGES,
  INBOX_STATUSES,
  InboxQuerySchema,
} from '~/domain/conversations/inbox-schema'
import { format, formatCount, messagesAt, useIntlLocale, useLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { formatDateTime } from '~/lib/format-date'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { Badge, type BadgeVariant } from '~/ui/badge'
import { Checkbox } from '~/ui/checkbox'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.conversations.inbox.metaTitle, m) },
    { name: 'description', content: m.conversations.inbox.subtitle },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Any permission that opens requests opens the inbox; it lists only the areas of the role.
  const reader = await requirePermission({ request, context }, CONVERSATION_PERMISSIONS)
  const query = parseListQuery(request, InboxQuerySchema)
  const inbox = await listInbox(reader, query)
  return { query: { ...query, area: inbox.area }, inbox }
}

const stateBadge: Record<InboxRow['state'], BadgeVariant> = {
  open: 'info',
  waiting: 'warning',
  closed: 'secondary',
}

export default function AdminConversationsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.conversations.inbox
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { inbox, query } = loaderData
  // The layout counts them for the sidebar already: the header shows the same count.
  const unread =
    useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')?.unreadConversations ?? 0

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <Badge variant={unread > 0 ? 'info' : 'secondary'} className="text-sm">
          {formatCount(m.unreadCount, unread, locale)}
        </Badge>
      </AdminPageHeader>

      <AdminSearchForm
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="conversations-area">{m.filters.area}</Label>
          <NativeSelect id="conversations-area" name="area" defaultValue={query.area}>
            <option value="any">{m.filters.anyArea}</option>
            {inbox.areas.map((area) => (
              <option key={area} value={area}>
                {t.conversations.areas[area]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="conversations-status">{m.filters.state}</Label>
          <NativeSelect id="conversations-status" name="status" defaultValue={query.status}>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status === 'active'
                  ? m.filters.activeStates
                  : status === 'any'
                    ? m.filters.anyState
                    : t.conversations.states[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="conversations-assignee">{m.filters.assignee}</Label>
          <NativeSelect id="conversations-assignee" name="assignee" defaultValue={query.assignee}>
            {INBOX_ASSIGNEES.map((assignee) => (
              <option key={assignee} value={assignee}>
                {m.filters[assignee]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="conversations-language">{m.filters.language}</Label>
          <NativeSelect id="conversations-language" name="language" defaultValue={query.language}>
            {INBOX_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language === 'any' ? m.filters.anyLanguage : m.filters[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex h-10 items-center gap-2">
          <Checkbox
            id="conversations-overdue"
            name="overdue"
            value="1"
            defaultChecked={query.overdue}
          />
          <Label htmlFor="conversations-overdue">{m.filters.overdue}</Label>
        </div>
      </AdminSearchForm>

      <AdminTable
        heading={
          <p className="text-muted-foreground border-b px-4 py-3 text-sm">
            {formatCount(m.resultCount, inbox.total, locale, {
              n: formatTotal(inbox, intlLocale),
            })}
          </p>
        }
        columns={[
          { label: m.columns.requester },
          { label: m.columns.area },
          { label: m.columns.status },
          { label: m.columns.assignee },
          { label: m.columns.due },
          { label: m.columns.lastActivity },
        ]}
        isEmpty={inbox.rows.length === 0}
        empty={m.empty}
      >
        {inbox.rows.map((row) => (
          <InboxTableRow key={row.id} row={row} workdayMinutes={inbox.workdayMinutes} />
        ))}
      </AdminTable>
      <Pagination page={inbox} />
    </div>
  )
}

function InboxTableRow({ row, workdayMinutes }: { row: InboxRow; workdayMinutes: number }) {
  const t = useT()
  const m = t.conversations.inbox
  const intlLocale = useIntlLocale()
  return (
    <TableRow
      data-unread={row.unreadForStaff ? 'true' : undefined}
      className={cn(row.unreadForStaff && 'bg-secondary/40')}
    >
      <TableCell>
        <span className="inline-flex items-center gap-2">
          <Link
            to={`/admin/conversations/${encodeURIComponent(row.id)}`}
            aria-label={format(m.open, { name: row.name })}
            className={cn(
              'text-primary underline-offset-4 hover:underline',
              row.unreadForStaff && 'font-semibold',
            )}
          >
            {row.name}
          </Link>
          {row.unreadForStaff ? <Badge variant="info">{m.newBadge}</Badge> : null}
        </span>
        <span className="text-muted-foreground block text-xs">
          <span dir="ltr">{row.email}</span>
        </span>
      </TableCell>
      <TableCell>
        <span className="block">{t.conversations.areas[row.area]}</span>
        {row.topic ? (
          <span className="text-muted-foreground block max-w-64 truncate text-xs">{row.topic}</span>
        ) : null}
      </TableCell>
      <TableCell>
        <Badge variant={stateBadge[row.state]}>{t.conversations.states[row.state]}</Badge>
      </TableCell>
      <TableCell>
        {row.assigneeName ?? <span className="text-muted-foreground">{m.nobody}</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <ResponseDue due={row.due} dueKind={row.dueKind} workdayMinutes={workdayMinutes} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <time dateTime={new Date(row.lastEventAt).toISOString()}>
          {formatDateTime(row.lastEventAt, intlLocale)}
        </time>
      </TableCell>
    </TableRow>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().conversations.inbox
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
