import { readForm } from '~/server/form.server'
import { Search } from 'lucide-react'
import { data, Form, isRouteErrorResponse, Link, useSearchParams, useSubmit } from 'react-router'
import type { Route } from './+types/requests'
import { Pagination } from '~/components/admin/pagination'
import {
  CustomRequestsTable,
  InvestmentRequestsTable,
} from '~/domain/requests/components/admin-request-tables'
import {
  decideRequest,
  listCustomRequestsForAdmin,
  listInvestmentRequestsForAdmin,
} from '~/domain/requests/requests.server'
import {
  AdminRequestsQuerySchema,
  REQUEST_STATUSES,
  RequestDecisionSchema,
  type RequestKind,
} from '~/domain/requests/schema'
import { DEFAULT_LOCALE, format, t, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { formatTotal, parseListQuery } from '~/lib/list-query'
import type { ActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent } from '~/ui/card'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'

export const meta: Route.MetaFunction = () => [
  { title: `${t.requests.admin.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.requests.admin.subtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, AdminRequestsQuerySchema)
  if (query.tab === 'custom') {
    return { query, tab: 'custom' as const, page: await listCustomRequestsForAdmin(query) }
  }
  return { query, tab: 'specific' as const, page: await listInvestmentRequestsForAdmin(query) }
}

function failure(intent: 'accept' | 'reject', status: number) {
  const m = t.requests.admin
  const toast: ActionToast = {
    type: 'error',
    title: m.errorTitle,
    description: intent === 'accept' ? m.acceptFailed : m.rejectFailed,
  }
  return data({ ok: false, toast }, { status })
}

// One action for both decisions, switched on `intent` (accept | reject).
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const formData = await readForm(request)
  const parsed = RequestDecisionSchema.safeParse(Object.fromEntries(formData))
  const intent = formData.get('intent') === 'reject' ? 'reject' : 'accept'
  if (!parsed.success) return failure(intent, 400)

  let result
  try {
    result = await decideRequest(admin, parsed.data)
  } catch (error) {
    logger.error({ err: error, id: parsed.data.id }, 'request decision failed')
    return failure(intent, 503)
  }
  if (result.kind === 'not-found') return failure(intent, 404)
  // A request that is no longer Pending keeps its decision.
  if (result.kind === 'not-pending') return failure(intent, 409)

  const m = t.requests.admin
  const url = new URL(request.url)
  url.searchParams.delete('index')
  const isAccepted = result.status === 'Accepted'
  return redirectWithToast(`${url.pathname}${url.search}`, {
    type: 'success',
    title: isAccepted ? m.acceptedTitle : m.rejectedTitle,
    description: isAccepted ? m.acceptedDescription : m.rejectedDescription,
  })
}

export default function RequestsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().requests.admin
  const { query, page } = loaderData
  const countText =
    page.total === 1 && !page.more
      ? m.resultCountOne
      : format(m.resultCount, { n: formatTotal(page, DEFAULT_LOCALE) })

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{m.subtitle}</p>
      </header>

      <RequestTabs current={loaderData.tab} />

      <Card>
        <CardContent className="space-y-4 pt-6">
          <RequestFilters tab={loaderData.tab} q={query.q} status={query.status ?? ''} />
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {countText}
          </p>
          {loaderData.tab === 'custom' ? (
            <CustomRequestsTable rows={loaderData.page.rows} />
          ) : (
            <InvestmentRequestsTable rows={loaderData.page.rows} />
          )}
          <Pagination page={page} label={m.paginationLabel} />
        </CardContent>
      </Card>
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
  const isForbidden = isRouteErrorResponse(error) && error.status === 403
  const title = isForbidden
    ? t.errors.forbidden
    : searchParams.get('tab') === 'custom'
      ? m.loadCustomFailed
      : m.loadSpecificFailed
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
      <Alert variant="destructive">
        <AlertTitle>{title}</AlertTitle>
        {isForbidden ? null : <AlertDescription>{m.loadFailedHint}</AlertDescription>}
      </Alert>
    </div>
  )
}
