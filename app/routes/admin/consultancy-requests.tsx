import { readForm } from '~/server/form.server'
import { data } from 'react-router'
import type { Route } from './+types/consultancy-requests'
import { Pagination } from '~/components/admin/pagination'
import {
  deleteConsultancyRequest,
  listConsultancyRequests,
  updateConsultancyRequest,
} from '~/domain/consultancy/consultancy.server'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { ConsultancyRequestDialog } from '~/domain/consultancy/components/consultancy-request-dialog'
import { ConsultancyStatusBadge } from '~/domain/consultancy/components/consultancy-status-badge'
import { formatSubmittedDay } from '~/domain/consultancy/format-date'
import { ConsultancyRequestUpdateSchema, IdSchema } from '~/domain/consultancy/schema'
import { format, t, useT } from '~/i18n'
import { ListQuerySchema, parseListQuery } from '~/lib/list-query'
import type { ActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin, type SessionUser } from '~/server/session.server'
import { toastHeaders } from '~/server/toast.server'
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '~/ui/table'

const m = t.consultancy.admin.requests

export const meta: Route.MetaFunction = () => [
  { title: `${m.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: m.subtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, ListQuerySchema)
  return { q: query.q, page: await listConsultancyRequests(query) }
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request)
  const formData = await readForm(request)
  switch (formData.get('intent')) {
    case 'update':
      return updateAction(actor, formData)
    case 'delete':
      return deleteAction(actor, formData)
    default:
      throw new Response('Unknown intent', { status: 400 })
  }
}

function failure(description: string, status: number) {
  const toast: ActionToast = { type: 'error', title: m.errorTitle, description }
  return data({ ok: false, toast }, { status })
}

async function updateAction(actor: SessionUser, formData: FormData) {
  const parsed = ConsultancyRequestUpdateSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return failure(m.updateFailed, 400)
  try {
    const outcome = await updateConsultancyRequest(actor, parsed.data)
    if (outcome.kind === 'not-found') return failure(m.updateFailed, 404)
    // Notes are confirmed next to the box; a status change gets the spec's toast.
    if (formData.get('field') === 'notes') return data({ ok: true })
    return data(
      { ok: true },
      {
        headers: await toastHeaders({
          type: 'success',
          title: m.statusUpdatedTitle,
          description: format(m.statusUpdated, { status: outcome.status }),
        }),
      },
    )
  } catch (error) {
    logger.error({ err: error, id: parsed.data.id }, 'updating a consultancy request failed')
    return failure(m.updateFailed, 500)
  }
}

async function deleteAction(actor: SessionUser, formData: FormData) {
  const parsed = IdSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) return failure(m.deleteFailed, 400)
  try {
    const outcome = await deleteConsultancyRequest(actor, parsed.data.id)
    if (outcome.kind === 'not-found') return failure(m.deleteFailed, 404)
    return data(
      { ok: true },
      {
        headers: await toastHeaders({
          type: 'success',
          title: m.deletedTitle,
          description: m.deleted,
        }),
      },
    )
  } catch (error) {
    logger.error({ err: error, id: parsed.data.id }, 'deleting a consultancy request failed')
    return failure(m.deleteFailed, 500)
  }
}

export default function ConsultancyRequestsRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().consultancy.admin.requests
  const { q, page } = loaderData
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{m.subtitle}</p>
      </div>

      <AdminSearchForm
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      />

      <div className="bg-card rounded-lg border">
        <Table>
          <caption className="sr-only">{m.tableCaption}</caption>
          <TableHeader>
            <TableRow>
              <TableHead>{m.columns.name}</TableHead>
              <TableHead>{m.columns.company}</TableHead>
              <TableHead>{m.columns.email}</TableHead>
              <TableHead>{m.columns.submitted}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead>{m.columns.consultant}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={7}>{m.empty}</TableEmptyRow>
            ) : (
              page.rows.map((request) => (
                <TableRow key={request.id}>
                  <TableCell className="font-medium">{request.name}</TableCell>
                  <TableCell>{request.company || m.none}</TableCell>
                  <TableCell className="break-all">{request.email}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={new Date(request.submittedAt).toISOString()}>
                      {formatSubmittedDay(request.submittedAt)}
                    </time>
                  </TableCell>
                  <TableCell>
                    <ConsultancyStatusBadge status={request.status} />
                  </TableCell>
                  <TableCell>{request.consultantName ?? m.unknownConsultant}</TableCell>
                  <TableCell className="text-end">
                    <ConsultancyRequestDialog request={request} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} label={m.tableCaption} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().consultancy.admin.requests
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
