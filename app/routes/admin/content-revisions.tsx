import { Form, isRouteErrorResponse } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/content-revisions'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { AdminTable } from '~/components/admin/admin-table'
import { NotFound } from '~/components/not-found'
import { ActionRefusal } from '~/components/forms/fields'
import { Pagination } from '~/components/pagination'
import { FieldComparisonTable } from '~/domain/publishing/components/field-comparison'
import { requireContentItem } from '~/domain/publishing/items.server'
import {
  compareRevisions,
  isReviewRequired,
  listRevisions,
  restoreRevision,
} from '~/domain/publishing/publishing.server'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import type { DraftedType } from '~/domain/publishing/types'
import { can } from '~/lib/permissions'
import { done, handleForm, refused } from '~/server/action.server'
import { Button } from '~/ui/button'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'

/*
 * An item's revisions (decision 047): every publish, newest first, a page at a time; two of
 * them compared field by field, each English text beside its Arabic twin; and a revision
 * restored as the item's draft, to be reviewed and published like any other.
 */

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const m = messagesAt(location.pathname)
  const title = loaderData?.item.title ?? ''
  return [{ title: `${format(m.revisions.metaTitle, { title })} | ${m.brand.shortName}` }]
}

const revisionNumber = z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined)
const QuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  a: revisionNumber,
  b: revisionNumber,
})

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, type, spec, item } = await requireContentItem({ request, context }, params, 'read')
  const query = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const page = await listRevisions(type, item.id, query.page)
  // By default the newest revision against the one before it.
  const newest = page.page === 1 ? page.rows[0]?.number : undefined
  const b = query.b ?? newest
  const a = query.a ?? (b && b > 1 ? b - 1 : undefined)
  const compared = a && b ? await compareRevisions(type, item.id, a, b) : null
  return {
    type: type as DraftedType,
    item: { id: item.id, title: item.title },
    editPath: spec.paths.edit(item.id),
    page,
    a: a ?? null,
    b: b ?? null,
    fields: Array.isArray(compared) ? compared : null,
    isMissing: compared !== null && !Array.isArray(compared),
    canWrite: can(staff.role, spec.permissions.write),
  }
}

const RestoreSchema = z.object({ revision: z.coerce.number().int().min(1).max(1_000_000) })

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, type, item } = await requireContentItem({ request, context }, params, 'write')
  const m = messagesOf(request).revisions
  const needsReview = await isReviewRequired(type)
  return handleForm(
    { request, context },
    RestoreSchema,
    async ({ revision }) => {
      const outcome = await restoreRevision(staff, type, item.id, revision)
      if (outcome.kind !== 'restored') return refused(404, { title: m.notFound })
      return done(`/admin/publishing/${type}/${item.id}`, {
        type: 'success',
        title: format(m.restoredToast, { n: revision }),
        description: needsReview ? m.restoredBody : m.restoredBodyEditor,
      })
    },
    { failed: { title: m.notFound } },
  )
}

export default function ContentRevisionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.revisions
  const intlLocale = useIntlLocale()
  const { type, item, editPath, page, a, b, fields, isMissing, canWrite } = loaderData
  const fieldLabel = (name: string) => m.fields[name as keyof typeof m.fields] ?? name
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <AdminFormPageHeader
        backTo={editPath}
        backLabel={m.types[type].back}
        title={m.title}
        description={item.title}
      />
      <p className="text-muted-foreground text-sm">{m.types[type].description}</p>
      <ActionRefusal actionData={actionData} />

      <AdminTable
        caption={m.caption}
        columns={[
          { label: m.columns.number },
          { label: m.columns.publishedAt },
          { label: m.columns.publishedBy },
          { label: m.columns.changed },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.number}>
            <TableCell className="font-medium whitespace-nowrap">
              {format(m.revision, { n: row.number })}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDateTime(row.publishedAt, intlLocale)}
            </TableCell>
            <TableCell>
              {row.publishedByName}
              {row.editedByName ? (
                <span className="text-muted-foreground block text-xs">
                  {format(m.editedBy, { name: row.editedByName })}
                </span>
              ) : null}
              {row.restoredFrom ? (
                <span className="text-muted-foreground block text-xs">
                  {format(m.restored, { n: row.restoredFrom })}
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              {row.number === 1
                ? m.allFields
                : row.changed.map((name) => fieldLabel(name.replace(/Ar$/, ''))).join(', ')}
            </TableCell>
            <TableCell className="text-end">
              {canWrite ? (
                <Form method="post">
                  <input type="hidden" name="revision" value={row.number} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={format(m.restoreLabel, { n: row.number })}
                  >
                    {m.restore}
                  </Button>
                </Form>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.pagination} />

      {page.rows.length > 1 ? (
        <section aria-labelledby="compare-heading" className="grid gap-4">
          <h2 id="compare-heading" className="text-lg font-semibold">
            {m.compareHeading}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="page" value={page.page} />
            {(['a', 'b'] as const).map((side) => (
              <div key={side} className="grid gap-2">
                <Label htmlFor={`revision-${side}`}>
                  {side === 'a' ? m.revisionA : m.revisionB}
                </Label>
                <NativeSelect
                  id={`revision-${side}`}
                  name={side}
                  defaultValue={String((side === 'a' ? a : b) ?? '')}
                >
                  {page.rows.map((row) => (
                    <option key={row.number} value={row.number}>
                      {format(m.revision, { n: row.number })}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
            <Button type="submit" variant="secondary">
              {m.compare}
            </Button>
          </Form>
          {isMissing ? <p role="alert">{m.notFound}</p> : null}
          {fields && a && b ? (
            <FieldComparisonTable
              fields={fields}
              caption={format(m.compareCaption, { a, b })}
              left={format(m.revision, { n: a })}
              right={format(m.revision, { n: b })}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
