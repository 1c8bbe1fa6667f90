import { useEffect, useRef } from 'react'
import { Form, useNavigation, useSubmit } from 'react-router'
import { Link } from '~/ui/link'
import { Search } from 'lucide-react'
import type { Route } from './+types/investments'
import { Pagination } from '~/components/pagination'
import { InvestmentCard } from '~/domain/investments/components/investment-card'
import { listPublicInvestments } from '~/domain/investments/investments.server'
import { investmentTypes } from '~/domain/investments/choices'
import { PublicInvestmentQuerySchema } from '~/domain/investments/schema'
import { formatCount, messagesAt, useLocale, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { island } from '~/islands/names'
import { parseListQuery } from '~/lib/list-query'
import { pageMeta, pageTitle } from '~/lib/seo'
import { Button } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { PageHero } from '~/ui/page-hero'
import { NativeSelect } from '~/ui/select'
import { withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.investments.list.metaTitle, m),
    description: m.investments.list.metaDescription,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseListQuery(request, PublicInvestmentQuerySchema)
  const result = await listPublicInvestments(query, localeOfRequest(request))
  return { query, ...result }
}

const SEARCH_DEBOUNCE_MS = 350

export default function InvestmentsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().investments
  const locale = useLocale()
  const { query, cards, total, page, pageCount, pageSize } = loaderData
  const submit = useSubmit()
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const searchRef = useRef<HTMLInputElement>(null)
  const typeRef = useRef<HTMLSelectElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The inputs stay uncontrolled (they work before hydration) and keep focus while the
  // results update; only a change from elsewhere (Clear Filters, back button) rewrites them.
  useEffect(() => {
    const input = searchRef.current
    if (input && document.activeElement !== input && input.value !== query.q) input.value = query.q
    const select = typeRef.current
    if (select && select.value !== query.type) select.value = query.type
  }, [query.q, query.type])
  const isFiltered = query.q !== '' || query.type !== 'all'
  const isLoading =
    navigation.state === 'loading' && navigation.location.pathname === '/investments'

  // With JavaScript the results follow the inputs; without it the Search button submits. On
  // the page as loaded (not hydrated) the live-filter island does it (~/islands/live-filter);
  // this is the same for the page rendered by React after a client-side navigation, where
  // the island may not replace what React renders.
  const submitFilters = (delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true })
    }, delay)
  }

  return (
    <>
      <PageHero title={m.list.heroTitle} subtitle={m.list.heroSubtitle} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <Form
          ref={formRef}
          method="get"
          role="search"
          aria-label={m.list.filtersLabel}
          {...island('live-filter')}
          className="bg-card grid gap-4 rounded-lg border p-4 shadow-sm md:grid-cols-[1fr_16rem_auto] md:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor="investment-search">{m.list.searchLabel}</Label>
            <div className="relative">
              <Search
                aria-hidden
                className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
              />
              <Input
                id="investment-search"
                type="search"
                name="q"
                ref={searchRef}
                defaultValue={query.q}
                placeholder={m.list.searchPlaceholder}
                className="ps-9"
                maxLength={200}
                onChange={() => submitFilters(SEARCH_DEBOUNCE_MS)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="investment-type">{m.list.typeLabel}</Label>
            <NativeSelect
              id="investment-type"
              name="type"
              ref={typeRef}
              defaultValue={query.type}
              onChange={() => submitFilters(0)}
            >
              <option value="all">{m.list.allTypes}</option>
              {investmentTypes.map((type) => (
                <option key={type} value={type}>
                  {m.types[type]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex gap-2">
            <Button type="submit">{m.list.apply}</Button>
            <Button asChild variant="outline">
              <Link
                to="/investments"
                preventScrollReset
                aria-disabled={!isFiltered || undefined}
                data-live-region="clear-filters"
              >
                {m.list.clearFilters}
              </Link>
            </Button>
          </div>
        </Form>

        <section
          aria-label={m.list.resultsLabel}
          className="mt-8"
          aria-busy={isLoading}
          data-live-busy
        >
          <p
            className="text-muted-foreground mb-6 text-sm font-medium"
            role="status"
            data-live-region="count"
          >
            {formatCount(m.list.count, total, locale)}
          </p>
          <div data-live-region="results">
            {cards.length === 0 ? (
              <p className="bg-muted/50 text-muted-foreground rounded-lg border border-dashed px-6 py-16 text-center">
                {m.list.empty}
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((investment) => (
                  <li key={investment.id}>
                    <InvestmentCard investment={investment} headingLevel="h2" />
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              page={{ rows: [], total, more: false, page, pageCount, pageSize }}
              label={m.list.pagination}
            />
          </div>
        </section>
      </div>
    </>
  )
}
