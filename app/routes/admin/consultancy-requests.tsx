import { z } from 'zod'
import type { Route } from './+types/consultancy-requests'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { AdminTable, RowActions, RowLink } from '~/components/admin/admin-table'
import { ConversationLink } from '~/domain/conversations/components/conversation-link'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import {
  deleteConsultancyRequest,
  listConsultancyRequests,
  updateConsultancyRequest,
} from '~/domain/consultancy/consultancy.server'
import { ConsultancyRequestDialog } from '~/domain/consultancy/components/consultancy-request-dialog'
import { ConsultancyStatusBadge } from '~/domain/consultancy/components/consultancy-status-badge'
import { formatSubmittedDay } from '~/domain/consultancy/format-date'
import {
  ConsultancyRequestUpdateSchema,
  consultancyStatuses,
  IdSchema,
} from '~/domain/consultancy/schema'
import { format, messageKeys, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { closedDialogHref } from '~/lib/dialog-url'
import { ListQuerySchema, parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  const m = t.consultancy.admin.requests
  return [
    { title: `${m.metaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: m.subtitle },
  ]
}

/** The details dialog and the delete confirmation are URLs (decision 012). */
const DIALOGS = ['view', 'delete'] as const
const DETAILS_DIALOG_ID = 'consultancy-request'
const DELETE_DIALOG_ID = 'delete-consultancy-request'

/** The details form (status and notes, saved together) and the delete, told apart by `intent`. */
const RequestActionSchema = z.discriminatedUnion(
  'intent',
  [
    ConsultancyRequestUpdateSchema.extend({
      intent: z.literal('update'),
      status: z.enum(consultancyStatuses, {
        error: messageKeys.consultancy.admin.requests.updateFailed,
      }),
      // What the admin changed, for the message: the status (or both, without JavaScript) or the notes.
      field: z.enum(['status', 'notes']).optional(),
    }),
    IdSchema.extend({ intent: z.literal('delete') }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'consultancy-requests')
  const query = parseListQuery(request, ListQuerySchema)
  return { q: query.q, page: await listConsultancyRequests(query) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'consultancy-requests')
  const m = messagesOf(request).consultancy.admin.requests
  return handleForm(
    { request, context },
    RequestActionSchema,
    async (value) => {
      if (value.intent === 'delete') {
        const outcome = await deleteConsultancyRequest(actor, value.id)
        if (outcome.kind === 'not-found') {
          return refused(404, { title: m.errorTitle, description: m.deleteFailed })
        }
        return done(closedDialogHref(request.url, DIALOGS), {
          type: 'success',
          title: m.deletedTitle,
          description: m.deleted,
        })
      }
      const { id, status, notes } = value
      const outcome = await updateConsultancyRequest(actor, { id, status, notes })
      if (outcome.kind === 'not-found') {
        return refused(404, { title: m.errorTitle, description: m.updateFailed })
      }
      // Saved: back to the open dialog.
      return done(
        closedDialogHref(request.url, []),
        value.field === 'notes'
          ? { type: 'success', title: m.notesSaved }
          : {
              type: 'success',
              title: m.statusUpdatedTitle,
              description: format(m.statusUpdated, { status: m.statusLabels[outcome.status] }),
            },
      )
    },
    {
      failed: (value) => ({
        title: m.errorTitle,
        description: value.intent === 'delete' ? m.deleteFailed : m.updateFailed,
      }),
    },
  )
}

export const shouldRevalidate = keepDataOnDialogToggle(DIALOGS)

export default function ConsultancyRequestsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.consultancy.admin.requests
  const intlLocale = useIntlLocale()
  const { q, page } = loaderData
  const dialogs = useDialogUrls(DIALOGS)
  const viewing = rowFor(page.rows, dialogs.valueOf('view'))
  const deleting = rowFor(page.rows, dialogs.valueOf('delete'))

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle} />

      <AdminSearchForm
        exportList="consultancy-requests"
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      />

      <AdminTable
        caption={m.tableCaption}
        columns={[
          { label: m.columns.name },
          { label: m.columns.company },
          { label: m.columns.email },
          { label: m.columns.submitted },
          { label: m.columns.status },
          { label: m.columns.consultant },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((request) => (
          <TableRow key={request.id}>
            <TableCell className="font-medium">{request.name}</TableCell>
            <TableCell>{request.company || m.none}</TableCell>
            <TableCell className="break-all">{request.email}</TableCell>
            <TableCell className="whitespace-nowrap">
              <time dateTime={new Date(request.submittedAt).toISOString()}>
                {formatSubmittedDay(request.submittedAt, intlLocale)}
              </time>
            </TableCell>
            <TableCell>
              <ConsultancyStatusBadge status={request.status} />
            </TableCell>
            <TableCell>{request.consultantName ?? m.unknownConsultant}</TableCell>
            <TableCell>
              <RowActions>
                <RowLink
                  to={dialogs.openHref('view', request.id, DETAILS_DIALOG_ID)}
                  text={m.view}
                  label={format(m.viewLabel, { name: request.name })}
                />
                <ConversationLink area="consultancy" requestId={request.id} name={request.name} />
              </RowActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.tableCaption} />

      <ConsultancyRequestDialog
        request={viewing}
        closeTo={dialogs.closeTo}
        deleteHref={viewing ? dialogs.openHref('delete', viewing.id, DELETE_DIALOG_ID) : ''}
        id={DETAILS_DIALOG_ID}
      />
      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().consultancy.admin.requests
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
