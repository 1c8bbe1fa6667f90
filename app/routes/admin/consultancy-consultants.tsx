import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/consultancy-consultants'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AddLink, AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import {
  ActiveBadge,
  AdminTable,
  EditDeleteActions,
  MissingArabicBadge,
  OutOfDateBadge,
} from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import {
  ROW_DIALOGS,
  keepDataOnDialogToggle,
  useRowDialogs,
} from '~/components/admin/use-dialog-urls'
import {
  CONSULTANT_DIALOG_ID,
  ConsultantFormDialog,
} from '~/domain/consultancy/components/consultant-form-dialog'
import {
  createConsultant,
  deleteConsultant,
  getConsultant,
  getConsultantForEdit,
  listConsultants,
  saveConsultantDraft,
} from '~/domain/consultancy/consultancy.server'
import { ConsultantActionSchema, ConsultantListQuerySchema } from '~/domain/consultancy/schema'
import { TranslationFilterField } from '~/domain/publishing/components/translation-marks'
import { readSchedule } from '~/domain/publishing/schedules.server'
import {
  isReviewRequired,
  publishDraft,
  readDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import type { Toast } from '~/lib/action-result'
import { choiceLabel } from '~/lib/choice-label'
import { closedDialogHref } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { TableCell, TableRow } from '~/ui/table'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  const m = t.consultancy.admin.consultants
  return [
    { title: `${m.metaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: m.subtitle },
  ]
}

/*
 * The add/edit dialog and the delete confirmation are URLs (decision 012): ?new=1,
 * ?edit=con-001, ?delete=con-001. Without JavaScript they render in the page and post
 * plain forms; every success redirects back to the list with the flash message.
 */
const DELETE_DIALOG_ID = 'delete-consultant'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'consultants')
  const query = parseListQuery(request, ConsultantListQuerySchema)
  const params = new URL(request.url).searchParams
  // The consultant a dialog is open for, also when they are not on this page of the list;
  // the edit dialog's holds their draft when there is one (decision 047). Only theirs is
  // read: the list's rows carry their draft's state alone.
  const editId = params.get('edit')
  const deleteId = editId ? null : params.get('delete')
  const [page, edit, draft, deleting, needsReview, stale, schedule] = await Promise.all([
    listConsultants(query),
    editId ? getConsultantForEdit(editId) : null,
    editId ? readDraft('consultant', editId) : null,
    deleteId ? getConsultant(deleteId) : null,
    isReviewRequired('consultant'),
    // The edit dialog's texts whose twin changed after them (decision 052).
    editId ? staleTranslationsFor('consultant', editId) : [],
    editId ? readSchedule('consultant', editId) : null,
  ])
  return {
    q: query.q,
    translation: query.translation,
    stale,
    schedule,
    page,
    selected: edit?.consultant ?? deleting,
    draft: draft
      ? { state: draft.state, lastEditorName: draft.lastEditorName, updatedAt: draft.updatedAt }
      : null,
    needsReview,
  }
}

/** SPEC 8's success toast, naming the consultant. */
function saved(title: string, description: string, name: string): Toast {
  return { type: 'success', title, description: format(description, { name }) }
}

/**
 * Decision 047: adding or editing a consultant goes through a draft. Where editors publish
 * consultants (the settings' choice), "Save Changes" publishes it at once, keeping a
 * revision; "Save as draft", or any save where consultants need review, keeps the
 * consultancy page as it is and leads to the draft's page (a new consultant is then hidden
 * until their first publish).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'consultants')
  const messages = messagesOf(request)
  const m = messages.consultancy.admin.consultants
  const d = messages.revisions.draft
  const failedTitle = { create: m.addFailed, update: m.updateFailed, delete: m.deleteFailed }
  const back = closedDialogHref(request.url, ROW_DIALOGS)
  const notFound = (intent: 'update' | 'delete') =>
    refused(404, { title: failedTitle[intent], description: m.notFound })
  const toDraft = (id: string, needsReview: boolean) =>
    done(`/admin/publishing/consultant/${id}`, {
      type: 'success',
      title: d.savedToast,
      description: needsReview ? d.savedBody : d.savedBodyEditor,
    })
  return handleForm(
    { request, context },
    ConsultantActionSchema,
    async (value, { uploads }) => {
      switch (value.intent) {
        case 'create': {
          const needsReview = await isReviewRequired('consultant')
          const created = await createConsultant(actor, value, uploads.image, { needsReview })
          if (needsReview) return toDraft(created.id, needsReview)
          return done(back, saved(m.addedTitle, m.added, created.name))
        }
        case 'update': {
          const outcome = await saveConsultantDraft(actor, value.id, value, uploads.image)
          // Deleted meanwhile (handleForm removes the new photo).
          if (outcome.kind === 'not-found') return notFound('update')
          const needsReview = await isReviewRequired('consultant')
          if (value.saveAs !== 'draft' && !needsReview) {
            const published = await publishDraft(actor, 'consultant', value.id)
            if (published.kind === 'not-found') return notFound('update')
            if (published.kind === 'published') {
              return done(back, saved(m.updatedTitle, m.updated, value.name))
            }
          }
          return toDraft(value.id, needsReview)
        }
        case 'delete': {
          const outcome = await deleteConsultant(actor, value.id)
          if (outcome.kind === 'not-found') return notFound('delete')
          return done(back, saved(m.removedTitle, m.removed, outcome.name))
        }
      }
    },
    {
      files: { image: imageUpload('consultants') },
      failed: (value) => ({ title: failedTitle[value.intent] }),
    },
  )
}

const keepDataOnToggle = keepDataOnDialogToggle(ROW_DIALOGS)

/**
 * Opening or closing a dialog keeps the list already loaded, except opening the edit dialog:
 * its form holds the consultant's draft when there is one (decision 047), which only the
 * loader reads.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const isOpeningEdit =
    !args.formMethod &&
    args.nextUrl.searchParams.has('edit') &&
    args.nextUrl.searchParams.get('edit') !== args.currentUrl.searchParams.get('edit')
  return isOpeningEdit ? args.defaultShouldRevalidate : keepDataOnToggle(args)
}

export default function ConsultancyConsultantsRoute({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const t = useT()
  const m = t.consultancy.admin.consultants
  const { q, translation, page, selected, draft, needsReview, stale, schedule } = loaderData
  const { dialogs, editing: listed, deleting } = useRowDialogs(page.rows, selected)
  // The edit dialog holds what the loader read for it: the consultant's draft when there is one.
  const editing = listed !== 'new' && listed && selected?.id === listed.id ? selected : listed

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <AddLink to={dialogs.openHref('new', '1', CONSULTANT_DIALOG_ID)}>{m.add}</AddLink>
      </AdminPageHeader>

      <ConsultantFormDialog
        editing={editing}
        closeTo={dialogs.closeTo}
        actionData={actionData}
        draft={editing !== 'new' && editing?.id === selected?.id ? draft : null}
        stale={editing !== 'new' && editing?.id === selected?.id ? stale : []}
        schedule={editing !== 'new' && editing?.id === selected?.id ? schedule : null}
        saveDraftLabel={needsReview ? undefined : t.revisions.draft.saveDraft}
      />

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />

      <AdminSearchForm
        exportList="consultants"
        defaultValue={q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
        clearLabel={m.clear}
      >
        <TranslationFilterField id="consultants-translation" value={translation} />
      </AdminSearchForm>

      <AdminTable
        caption={m.tableCaption}
        columns={[
          { label: m.columns.image, className: 'w-20' },
          { label: m.columns.name },
          { label: m.columns.department },
          { label: m.columns.specialization },
          { label: m.columns.experience },
          { label: m.columns.status },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((consultant) => (
          <TableRow key={consultant.id}>
            <TableCell>
              <img
                src={consultant.imageUrl || '/images/placeholder.svg'}
                alt=""
                className="bg-muted size-12 rounded-full border object-cover"
                loading="lazy"
              />
            </TableCell>
            <TableCell className="font-medium">
              {/* The English texts, marked so on Arabic pages too. */}
              <span lang="en" dir="ltr">
                {consultant.name}
              </span>
              <MissingArabicBadge isMissing={consultant.isArabicMissing} />
              <OutOfDateBadge isOutOfDate={consultant.isTranslationOutdated} />
              {consultant.draftState ? (
                <Badge variant="secondary" className="ms-2">
                  {t.revisions.draft.states[consultant.draftState]}
                </Badge>
              ) : null}
              {consultant.title ? (
                <span className="text-muted-foreground block text-xs font-normal">
                  <span lang="en" dir="ltr">
                    {consultant.title}
                  </span>
                </span>
              ) : null}
            </TableCell>
            <TableCell>
              {consultant.department
                ? choiceLabel(t.consultancy.departments, consultant.department)
                : m.none}
            </TableCell>
            <TableCell className="max-w-xs">
              {consultant.specialization ? (
                <span lang="en" dir="ltr">
                  {consultant.specialization}
                </span>
              ) : (
                m.none
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{consultant.experience || m.none}</TableCell>
            <TableCell>
              <ActiveBadge isActive={consultant.isActive} labels={m} />
            </TableCell>
            <TableCell>
              <EditDeleteActions
                editTo={dialogs.openHref('edit', consultant.id, CONSULTANT_DIALOG_ID)}
                editLabel={format(m.editLabel, { name: consultant.name })}
                deleteTo={dialogs.openHref('delete', consultant.id, DELETE_DIALOG_ID)}
                deleteLabel={format(m.deleteLabel, { name: consultant.name })}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} label={m.tableCaption} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().consultancy.admin.consultants
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
