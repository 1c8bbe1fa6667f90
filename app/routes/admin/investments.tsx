import { Eye, FolderLock } from 'lucide-react'
import type { Route } from './+types/investments'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AddLink, AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import {
  ActiveBadge,
  AdminTable,
  EditDeleteActions,
  MissingArabicBadge,
  OutOfDateBadge,
  RowLink,
} from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import { keepDataOnDialogToggle, rowFor, useDialogUrls } from '~/components/admin/use-dialog-urls'
import {
  deleteInvestment,
  getAdminInvestment,
  listAdminInvestments,
} from '~/domain/investments/investments.server'
import { AdminInvestmentQuerySchema, InvestmentDeleteSchema } from '~/domain/investments/schema'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { closedDialogHref } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { TranslationFilterField } from '~/domain/publishing/components/translation-marks'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  return [
    { title: `${t.investments.admin.metaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: t.investments.admin.subtitle },
  ]
}

// The delete confirmation is a URL (decision 012): ?delete=inv-001, also without JavaScript.
const DIALOG_PARAMS = ['delete'] as const
const DELETE_DIALOG_ID = 'delete-investment'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'investments:read')
  const query = parseListQuery(request, AdminInvestmentQuerySchema)
  const deleteId = new URL(request.url).searchParams.get('delete')
  const [page, selected] = await Promise.all([
    listAdminInvestments(query),
    deleteId ? getAdminInvestment(deleteId) : null,
  ])
  return { query, page, selected }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requirePermission({ request, context }, 'investments:write')
  const m = messagesOf(request).investments.admin
  return handleForm(
    { request, context },
    InvestmentDeleteSchema,
    async ({ id }) => {
      const outcome = await deleteInvestment(admin, id)
      if (outcome.kind === 'not-found') {
        return refused(404, { title: m.deleteFailed, description: m.notFound })
      }
      return done(closedDialogHref(request.url, DIALOG_PARAMS), {
        type: 'success',
        title: m.deleted,
      })
    },
    { failed: { title: m.deleteFailed } },
  )
}

// Opening or closing the confirmation keeps the list already loaded.
export const shouldRevalidate = keepDataOnDialogToggle(DIALOG_PARAMS)

export default function AdminInvestmentsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investments
  const { query, page, selected } = loaderData
  const dialogs = useDialogUrls(DIALOG_PARAMS)
  const deleting = rowFor(page.rows, dialogs.valueOf('delete'), selected)

  return (
    <div className="grid gap-6">
      <AdminPageHeader title={m.admin.title} description={m.admin.subtitle}>
        <AddLink to="/admin/investments/create" isDialog={false}>
          {m.admin.add}
        </AddLink>
      </AdminPageHeader>

      <AdminSearchForm
        exportList="investments"
        defaultValue={query.q}
        label={m.admin.searchLabel}
        placeholder={m.admin.searchPlaceholder}
        searchLabel={m.admin.search}
        clearLabel={m.admin.clear}
      >
        <TranslationFilterField id="investments-translation" value={query.translation} />
      </AdminSearchForm>

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.admin.confirmDelete}
        values={{ title: deleting?.title ?? '' }}
      />

      <AdminTable
        caption={m.admin.tableCaption}
        columns={[
          { label: m.admin.colTitle },
          { label: m.admin.colType },
          { label: m.admin.colProfitMargin },
          { label: m.admin.colStatus },
          { label: m.admin.colActions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.admin.empty}
      >
        {page.rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="max-w-md font-medium">
              {/* The English title, marked so on Arabic pages too. */}
              <span lang="en" dir="ltr">
                {row.title}
              </span>
              <MissingArabicBadge isMissing={row.isArabicMissing} />
              <OutOfDateBadge isOutOfDate={row.isTranslationOutdated} />
              {row.draftState ? (
                <Badge variant="secondary" className="ms-2">
                  {t.revisions.draft.states[row.draftState]}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>
              <Badge variant={row.type === 'Financial' ? 'teal' : 'gold'}>
                {m.types[row.type]}
              </Badge>
            </TableCell>
            <TableCell>
              <span lang="en" dir="ltr">
                {row.profitMargin}
              </span>
            </TableCell>
            <TableCell>
              <ActiveBadge isActive={row.isActive} labels={m.admin} />
            </TableCell>
            <TableCell>
              <EditDeleteActions
                editTo={`/admin/investments/edit/${row.id}`}
                isEditDialog={false}
                editLabel={format(m.admin.edit, { title: row.title })}
                deleteTo={dialogs.openHref('delete', row.id, DELETE_DIALOG_ID)}
                deleteLabel={format(m.admin.delete, { title: row.title })}
              >
                <RowLink
                  to={`/admin/investments/${row.id}/documents`}
                  isDialog={false}
                  icon={FolderLock}
                  label={format(t.dataRoom.admin.manageLabel, { title: row.title })}
                />
                <RowLink
                  to={`/investments/${row.id}`}
                  isDialog={false}
                  icon={Eye}
                  label={format(m.admin.view, { title: row.title })}
                />
              </EditDeleteActions>
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.admin.pagination} />
    </div>
  )
}
