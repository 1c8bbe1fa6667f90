import { Eye } from 'lucide-react'
import type { Route } from './+types/investors'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions, RowLink } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { InvestorStateBadge } from '~/domain/investors/components/state-badge'
import { listInvestorFiles } from '~/domain/investors/investor-file.server'
import { INVESTOR_FILTERS, InvestorListQuerySchema } from '~/domain/investors/investor-file-schema'
import { format, messagesAt, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { parseListQuery } from '~/lib/list-query'
import { pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.investorFile.admin.title, m) },
    { name: 'description', content: m.investorFile.admin.subtitle },
  ]
}

/** Investor files to review (decision 043): pending first, searched by name or e-mail. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'requests')
  const query = parseListQuery(request, InvestorListQuerySchema)
  return { query, page: await listInvestorFiles(query) }
}

export default function AdminInvestorsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investorFile.admin
  const intlLocale = useIntlLocale()
  const { page, query } = loaderData
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle} />
      <AdminSearchForm
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="investors-state">{m.filterLabel}</Label>
          <NativeSelect id="investors-state" name="state" defaultValue={query.state}>
            {INVESTOR_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {m.filters[filter]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </AdminSearchForm>
      <AdminTable
        columns={[
          { label: m.columns.name },
          { label: m.columns.classification, className: 'hidden md:table-cell' },
          { label: m.columns.state },
          { label: m.columns.submitted },
          { label: <span className="sr-only">{m.open}</span>, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>
              <span className="block font-medium">{row.name}</span>
              <span className="text-muted-foreground block text-sm" dir="ltr">
                {row.email}
              </span>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {row.classification ? t.investorFile.classifications[row.classification] : '—'}
            </TableCell>
            <TableCell>
              <InvestorStateBadge state={row.state} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {row.submittedAt ? (
                <time dateTime={new Date(row.submittedAt).toISOString()}>
                  {formatDateTime(row.submittedAt, intlLocale)}
                </time>
              ) : (
                <span className="text-muted-foreground">{m.notSubmitted}</span>
              )}
            </TableCell>
            <TableCell>
              <RowActions>
                <RowLink
                  to={`/admin/investors/${row.id}`}
                  icon={Eye}
                  text={m.open}
                  label={format(m.metaTitle, { name: row.name })}
                  isDialog={false}
                />
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />
    </div>
  )
}
