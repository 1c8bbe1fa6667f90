import type { Route } from './+types/publishing'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminTable } from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { listReviewQueue } from '~/domain/publishing/publishing.server'
import { QueueQuerySchema } from '~/domain/publishing/schema'
import { format, messagesAt, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { requirePermission } from '~/server/session.server'
import { buttonVariants } from '~/ui/button'
import { Link } from '~/ui/link'
import { TableCell, TableRow } from '~/ui/table'

/*
 * The review queue (decision 047): every draft submitted for review, the longest waiting
 * first, for the people who may publish. Each opens the draft's page, where it is compared,
 * previewed, approved or returned.
 */

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [{ title: `${m.revisions.queue.metaTitle} | ${m.brand.shortName}` }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'content:publish')
  const query = QueueQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  return { page: await listReviewQueue(query.page) }
}

export default function PublishingQueueRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().revisions.queue
  const intlLocale = useIntlLocale()
  const { page } = loaderData
  return (
    <div className="grid gap-6">
      <AdminPageHeader title={m.title} description={m.description} />
      <AdminTable
        caption={m.caption}
        columns={[
          { label: m.columns.item },
          { label: m.columns.type },
          { label: m.columns.editor },
          { label: m.columns.submittedAt },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={`${row.contentType}:${row.itemId}`}>
            {/* An item without a name of its own (the site texts) goes by its type's. */}
            <TableCell className="font-medium">{row.title || m.types[row.contentType]}</TableCell>
            <TableCell>{m.types[row.contentType]}</TableCell>
            <TableCell>{row.lastEditorName}</TableCell>
            <TableCell className="whitespace-nowrap">
              {row.submittedAt ? formatDateTime(row.submittedAt, intlLocale) : ''}
            </TableCell>
            <TableCell className="text-end">
              <Link
                to={`/admin/publishing/${row.contentType}/${row.itemId}`}
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
                aria-label={format(m.reviewLabel, { title: row.title || m.types[row.contentType] })}
              >
                {m.review}
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.pagination} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  throw error
}
