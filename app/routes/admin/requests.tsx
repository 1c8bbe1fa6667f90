import { Search } from 'lucide-react'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { Form, useSearchParams, useSubmit } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/requests'
import { AdminExportLinks } from '~/components/admin/admin-export-links'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import {
  CustomRequestsTable,
  InvestmentRequestsTable,
} from '~/domain/requests/components/admin-request-tables'
import { DecisionDialog, type Decision } from '~/domain/requests/components/decision-buttons'
import {
  decideRequest,
  getRequestForAdmin,
  listCustomRequestsForAdmin,
  listInvestmentRequestsForAdmin,
} from '~/domain/requests/requests.server'
import {
  AdminRequestsQuerySchema,
  REQUEST_STATUSES,
  RequestDecisionSchema,
  type RequestKind,
} from '~/domain/requests/schema'
import { formatCount, messagesAt, messagesOf, useIntlLocale, useLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { closedDialogHref } from '~/lib/dialog-url'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent } from '~/ui/card'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.requests.admin.metaTitle, m) },
    { name: 'description', content: m.requests.admin.subtitle },
  ]
}

/** The accept and reject confirmations are URLs (decision 012): ?accept=<id>, ?reject=<id>. */
const DIALOGS = ['accept', 'reject'] as const
const DECISION_DIALOG_ID = 'request-decision'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'requests')
  const query = parseListQuery(request, AdminRequestsQuerySchema)
  const params = new URL(request.url).searchParams
  // The request a dialog is open for, also when it is not on this page of the list.
  const selectedId = params.get('accept') ?? params.get('reject')
  if (query.tab === 'custom') {
    const [page, selected] = await Promise.all([
      listCustomRequestsForAdmin(query),
      selectedId ? getRequestForAdmin('custom', selectedId) : null,
    ])
    return { query, tab: 'custom' as const, page, selected }
  }
  const [page, selected] = await Promise.all([
    listInvestmentRequestsForAdmin(query),
    selectedId ? getRequestForAdmin('specific', selectedId) : null,
  ])
  return { query, tab: 'specific' as const, page, selected }
}

// One action for both decisions, switched on `intent` (accept | reject).
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'requests')
  const tr = messagesOf(request).requests.admin
  return handleForm(
    { request, context },
    RequestDecisionSchema,
    async (decision) => {
      const failed = {
        title: tr.errorTitle,
        description: decision.intent === 'accept' ? tr.acceptFailed : tr.rejectFailed,
      }
      const result = await decideRequest(admin, decision)
      if (result.kind === 'not-found') return refused(404, failed)
      // A request that is no longer Pending keeps its decision.
      if (result.kind === 'not-pending') return refused(409, failed)
      const isAccepted = result.status === 'Accepted'
      return done(closedDialogHref(request.url, DIALOGS), {
        type: 'success',
        title: isAccepted ? tr.acceptedTitle : tr.rejectedTitle,
        description: isAccepted ? tr.acceptedDescription : tr.rejectedDescription,
      })
    },
    {
      failed: ({ intent }) => ({
        title: tr.errorTitle,
        description: intent === 'accept' ? tr.acceptFailed : tr.rejectFailed,
      }),
    },
  )
}

export const shouldRevalidate = keepDataOnDialogToggle(DIALOGS)

export default function RequestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().requests.admin
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const { query, page, tab } = loaderData
  const dialogs = useDialogUrls(DIALOGS)
  const countText = formatCount(m.resultCount, page.total, locale, {
    n: formatTotal(page, intlLocale),
  })
  const decisionHref = (intent: 'accept' | 'reject', id: string) =>
    dialogs.openHref(intent, id, DECISION_DIALOG_ID)

  // The decision a dialog is open for: a Pending request (a decided one keeps its decision),
  // or one whose decision was just refused, so the dialog says why.
  const intent = dialogs.valueOf('accept') !== null ? 'accept' : 'reject'
  const isOpenFor = (row: { status: string } | null) =>
    row !== null && (row.status === 'Pending' || actionData?.result !== undefined)
  let decision: Decision | null = null
  if (loaderData.tab === 'custom') {
    const row = rowFor(loaderData.page.rows, dialogs.valueOf(intent), loaderData.selected)
    if (row && isOpenFor(row)) {
      decision = { intent, kind: 'custom', id: row.id, requesterName: row.name || m.unknownUser }
    }
  } else {
    const row = rowFor(loaderData.page.rows, dialogs.valueOf(intent), loaderData.selected)
    if (row && isOpenFor(row)) {
      decision = {
        intent,
        kind: 'specific',
        id: row.id,
        requesterName: row.userName ?? m.unknownUser,
      }
    }
  }

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle} />

      <RequestTabs current={tab} />

      <Card>
        <CardContent className="space-y-4 pt-6">
          <RequestFilters tab={tab} q={query.q} status={query.status ?? ''} />
          <AdminExportLinks list={tab === 'custom' ? 'custom-requests' : 'investment-requests'} />
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countText}
          </p>
          {loaderData.tab === 'custom' ? (
            <CustomRequestsTable rows={loaderData.page.rows} decisionHref={decisionHref} />
          ) : (
            <InvestmentRequestsTable rows={loaderData.page.rows} decisionHref={decisionHref} />
          )}
          <Pagination page={page} label={m.paginationLabel} />
        </CardContent>
      </Card>

      <DecisionDialog decision={decision} closeTo={dialogs.closeTo} id={DECISION_DIALOG_ID} />
    </div>
  )
}

/** The two lists as links, so the tab lives in the URL (?tab=custom) and works without JavaScript. */
function RequestTabs({ current }: { current: RequestKind }) {
  const m = useT().requests.admin
  const tabs = [
    { kind: 'specific', label: m.tabSpecific, to: '/admin/requests' },
    { kind: 'custom', label: m.tabCustom, to: '/admin/requests?tab=custom' },
  ] as const
  return (
    <nav aria-label={m.tabsLabel}>
      <ul className="bg-muted text-muted-foreground inline-flex flex-wrap gap-1 rounded-md p-1">
        {tabs.map((tab) => {
          const isCurrent = tab.kind === current
          return (
            <li key={tab.kind}>
              <Link
                to={tab.to}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'focus-visible:ring-ring inline-flex rounded-sm px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-hidden',
                  isCurrent ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
                )}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** Search and status filter: a GET form, so the query is in the URL and a new search starts at page 1. */
function RequestFilters({ tab, q, status }: { tab: RequestKind; q: string; status: string }) {
  const m = useT().requests.admin
  const submit = useSubmit()
  const hasFilters = q !== '' || status !== ''
  return (
    <Form
      method="get"
      role="search"
      className="flex flex-col gap-3 md:flex-row md:items-end"
      key={`${tab}-${q}-${status}`}
    >
      {tab === 'custom' ? <input type="hidden" name="tab" value="custom" /> : null}
      <div className="grid flex-1 gap-2">
        <Label htmlFor="requests-q">{m.searchLabel}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
          />
          <Input
            id="requests-q"
            name="q"
            type="search"
            defaultValue={q}
            className="ps-9"
            placeholder={tab === 'custom' ? m.searchPlaceholderCustom : m.searchPlaceholderSpecific}
          />
        </div>
      </div>
      <div className="grid gap-2 md:w-48">
        <Label htmlFor="requests-status">{m.statusLabel}</Label>
        <NativeSelect
          id="requests-status"
          name="status"
          defaultValue={status}
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          <option value="">{m.statusAll}</option>
          {REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {m.statuses[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex gap-2">
        <Button type="submit">{m.apply}</Button>
        {hasFilters ? (
          <Button asChild variant="outline">
            <Link to={tab === 'custom' ? '/admin/requests?tab=custom' : '/admin/requests'}>
              {m.clear}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  )
}

/** SPEC 8: a list that cannot be loaded says which one, inside the admin layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT()
  const m = t.requests.admin
  const [searchParams] = useSearchParams()
  if (isForbidden(error)) return <AdminForbidden />
  const title = searchParams.get('tab') === 'custom' ? m.loadCustomFailed : m.loadSpecificFailed
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{m.loadFailedHint}</AlertDescription>
      </Alert>
    </div>
  )
}
