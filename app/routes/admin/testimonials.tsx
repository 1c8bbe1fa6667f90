import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { History } from 'lucide-react'
import type { Route } from './+types/testimonials'
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
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { CheckboxField, FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import {
  TestimonialActionSchema,
  TestimonialListQuerySchema,
  TestimonialSchema,
  type TestimonialInput,
} from '~/domain/testimonials/schema'
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  saveTestimonialDraft,
  type AdminTestimonial,
  type TestimonialRow,
} from '~/domain/testimonials/testimonials.server'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import {
  StaleTranslationsNotice,
  TranslationFilterField,
} from '~/domain/publishing/components/translation-marks'
import {
  isReviewRequired,
  publishDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { ScheduleFields, scheduleInputOf } from '~/domain/publishing/components/schedule-fields'
import type { Schedule } from '~/domain/publishing/schema'
import { readSchedule } from '~/domain/publishing/schedules.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import type { ActionData, Toast } from '~/lib/action-result'
import { closedDialogHref } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  return [
    { title: `${t.testimonials.admin.metaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: t.testimonials.admin.subtitle },
  ]
}

/*
 * The home page's testimonials (SPEC 2 shows three, from the database; the replaced system
 * had no screen for them). As the team screen: the add/edit dialog and the delete
 * confirmation are URLs (decision 012), ?new=1, ?edit=<id>, ?delete=<id>, plain forms without
 * JavaScript; every save goes through a draft (decision 047).
 */
const TESTIMONIAL_DIALOG_ID = 'testimonial'
const DELETE_DIALOG_ID = 'delete-testimonial'
const STATUSES = ['all', 'active', 'inactive'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'testimonials')
  const query = parseListQuery(request, TestimonialListQuerySchema)
  const params = new URL(request.url).searchParams
  // The testimonial a dialog is open for, also when it is not on this page of the list.
  const selectedId = params.get('edit') ?? params.get('delete')
  const editId = params.get('edit')
  const [page, selected, needsReview, stale, schedule] = await Promise.all([
    listTestimonials(query),
    selectedId ? getTestimonial(selectedId) : null,
    isReviewRequired('testimonial'),
    // The edit dialog's texts whose twin changed after them (decision 052), and its schedule.
    editId ? staleTranslationsFor('testimonial', editId) : [],
    editId ? readSchedule('testimonial', editId) : null,
  ])
  return { query, page, selected, needsReview, stale, schedule }
}

function saved(title: string, description: string, name: string): Toast {
  return { type: 'success', title, description: format(description, { name }) }
}

/**
 * Decision 047: where editors publish testimonials (the settings' choice), "Save Changes"
 * publishes the draft at once, keeping a revision; "Save as draft", or any save where
 * testimonials need review, keeps the home page as it is and leads to the draft's page (a new
 * testimonial is then hidden until its first publish).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'testimonials')
  const messages = messagesOf(request)
  const tm = messages.testimonials.admin
  const d = messages.revisions.draft
  const failedTitle = { create: tm.addFailed, update: tm.updateFailed, delete: tm.deleteFailed }
  const back = closedDialogHref(request.url, ROW_DIALOGS)
  const notFound = (intent: 'update' | 'delete') =>
    refused(404, { title: failedTitle[intent], description: tm.notFound })
  const toDraft = (id: string, needsReview: boolean) =>
    done(`/admin/publishing/testimonial/${id}`, {
      type: 'success',
      title: d.savedToast,
      description: needsReview ? d.savedBody : d.savedBodyEditor,
    })
  return handleForm(
    { request, context },
    TestimonialActionSchema,
    async (value) => {
      switch (value.intent) {
        case 'create': {
          const needsReview = await isReviewRequired('testimonial')
          const created = await createTestimonial(actor, value, { needsReview })
          if (needsReview) return toDraft(created.id, needsReview)
          return done(back, saved(tm.added, tm.addedDescription, value.name))
        }
        case 'update': {
          const outcome = await saveTestimonialDraft(actor, value.id, value)
          if (outcome.kind === 'not-found') return notFound('update')
          const needsReview = await isReviewRequired('testimonial')
          if (value.saveAs !== 'draft' && !needsReview) {
            const published = await publishDraft(actor, 'testimonial', value.id)
            if (published.kind === 'not-found') return notFound('update')
            if (published.kind === 'published') {
              return done(back, saved(tm.updated, tm.updatedDescription, value.name))
            }
          }
          return toDraft(value.id, needsReview)
        }
        case 'delete': {
          const outcome = await deleteTestimonial(actor, value.id)
          if (outcome.kind === 'not-found') return notFound('delete')
          return done(back, saved(tm.deleted, tm.deletedDescription, outcome.testimonial.name))
        }
      }
    },
    {
      failed: (value) => ({ title: failedTitle[value.intent], description: tm.failedDescription }),
    },
  )
}

// Opening or closing a dialog keeps the list already loaded.
export const shouldRevalidate = keepDataOnDialogToggle(ROW_DIALOGS)

export default function AdminTestimonialsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.testimonials.admin
  const { page, query, selected, needsReview, stale, schedule } = loaderData
  const { dialogs, editing, deleting } = useRowDialogs(page.rows, selected)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <AddLink to={dialogs.openHref('new', '1', TESTIMONIAL_DIALOG_ID)}>{m.add}</AddLink>
      </AdminPageHeader>

      <UrlDialog
        isOpen={editing !== null}
        closeTo={dialogs.closeTo}
        id={TESTIMONIAL_DIALOG_ID}
        closeLabel={t.dialog.close}
        // Two columns: each text beside its Arabic twin (stacked on a narrow screen).
        className="max-w-4xl"
        title={editing === 'new' ? m.addTitle : m.editTitle}
        description={m.dialogDescription}
      >
        {editing && editing !== 'new' ? <TestimonialDraftStatus testimonial={editing} /> : null}
        {editing ? (
          <TestimonialForm
            key={editing === 'new' ? 'new' : editing.id}
            // The dialog edits the testimonial's draft when there is one (decision 047).
            testimonial={editing === 'new' ? null : { ...editing, ...editing.draft?.document }}
            actionData={actionData}
            stale={editing === 'new' ? [] : stale}
            schedule={editing === 'new' ? null : schedule}
            saveDraftLabel={
              editing === 'new' || needsReview ? undefined : t.revisions.draft.saveDraft
            }
          />
        ) : null}
      </UrlDialog>

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />

      <AdminSearchForm
        exportList="testimonials"
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="testimonial-status">{m.statusFilterLabel}</Label>
          <NativeSelect id="testimonial-status" name="status" defaultValue={query.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {m.statuses[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TranslationFilterField id="testimonials-translation" value={query.translation} />
      </AdminSearchForm>

      <AdminTable
        columns={[
          { label: m.columns.name },
          { label: m.columns.title },
          { label: m.columns.quote },
          { label: m.columns.order },
          { label: m.columns.status },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((testimonial) => (
          <TableRow key={testimonial.id}>
            <TableCell className="font-medium whitespace-nowrap">
              {/* The English texts, marked so on Arabic pages too. */}
              <span lang="en" dir="ltr">
                {testimonial.name}
              </span>
              <MissingArabicBadge isMissing={testimonial.isArabicMissing} />
              <OutOfDateBadge isOutOfDate={testimonial.isTranslationOutdated} />
              {testimonial.draft ? (
                <Badge variant="secondary" className="ms-2">
                  {t.revisions.draft.states[testimonial.draft.state]}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>
              <span lang="en" dir="ltr">
                {testimonial.title}
              </span>
            </TableCell>
            <TableCell className="max-w-md">
              <span lang="en" dir="ltr" className="line-clamp-2">
                {testimonial.quote}
              </span>
            </TableCell>
            <TableCell>{testimonial.sortOrder}</TableCell>
            <TableCell>
              <ActiveBadge isActive={testimonial.isActive} labels={m} />
            </TableCell>
            <TableCell>
              <EditDeleteActions
                editTo={dialogs.openHref('edit', testimonial.id, TESTIMONIAL_DIALOG_ID)}
                editLabel={format(m.editLabel, { name: testimonial.name })}
                deleteTo={dialogs.openHref('delete', testimonial.id, DELETE_DIALOG_ID)}
                deleteLabel={format(m.deleteLabel, { name: testimonial.name })}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />
    </div>
  )
}

type TestimonialFormValues = Partial<Record<keyof TestimonialInput, string>>

function defaultsOf(
  testimonial: AdminTestimonial | null,
  schedule: Schedule | null,
): TestimonialFormValues {
  // A new testimonial has no place of its own: left empty, it goes after the others.
  if (!testimonial) return { isActive: 'on' }
  return {
    publishAt: scheduleInputOf(schedule?.publishAt ?? null),
    unpublishAt: scheduleInputOf(schedule?.unpublishAt ?? null),
    name: testimonial.name,
    nameAr: testimonial.nameAr,
    title: testimonial.title,
    titleAr: testimonial.titleAr,
    quote: testimonial.quote,
    quoteAr: testimonial.quoteAr,
    sortOrder: String(testimonial.sortOrder),
    isActive: testimonial.isActive ? 'on' : undefined,
  }
}

/** The testimonial's draft and revisions (decision 047), above the edit dialog's form. */
function TestimonialDraftStatus({ testimonial }: { testimonial: TestimonialRow }) {
  const t = useT()
  return (
    <div className="mb-4 grid gap-3">
      <DraftStatus contentType="testimonial" itemId={testimonial.id} draft={testimonial.draft} />
      <Link
        to={`/admin/publishing/testimonial/${testimonial.id}/revisions`}
        className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <History aria-hidden className="size-4" />
        {t.revisions.link}
      </Link>
    </div>
  )
}

function TestimonialForm({
  testimonial,
  actionData,
  stale,
  schedule,
  saveDraftLabel,
}: {
  testimonial: AdminTestimonial | null
  actionData: ActionData | undefined
  /** Texts one side of which changed after the other (decision 052). */
  stale: readonly StaleTranslation[]
  /** When the testimonial shows and stops showing (decision 053). */
  schedule: Schedule | null
  /** Offers "Save as draft" beside the submit button, which then publishes (decision 047). */
  saveDraftLabel?: string
}) {
  const m = useT().testimonials.admin
  const intent = testimonial ? 'update' : 'create'
  const isSaving = useIsPending({ intent })
  const [form, fields] = useKitForm<typeof TestimonialSchema, TestimonialInput>({
    id: testimonial ? `testimonial-${testimonial.id}` : 'testimonial-new',
    lastResult: actionData?.result,
    defaultValue: defaultsOf(testimonial, schedule),
    schema: TestimonialSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <Form method="post" className="grid gap-4" {...kitFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {testimonial ? <input type="hidden" name="id" value={testimonial.id} /> : null}
      <StaleTranslationsNotice
        headingLevel={3}
        id={form.id}
        stale={stale}
        labels={{ name: m.name, title: m.personTitle, quote: m.quote }}
      />
      <BilingualTextField
        field={fields.name}
        arabicField={fields.nameAr}
        label={m.name}
        isRequired
      />
      <BilingualTextField
        field={fields.title}
        arabicField={fields.titleAr}
        label={m.personTitle}
        hint={m.titleHint}
        isRequired
      />
      <BilingualTextareaField
        field={fields.quote}
        arabicField={fields.quoteAr}
        label={m.quote}
        rows={4}
        isRequired
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          field={fields.sortOrder}
          label={m.sortOrder}
          hint={m.sortOrderHint}
          type="number"
          step="1"
          min={0}
        />
        <CheckboxField field={fields.isActive} label={m.isActive} className="sm:pt-8" />
      </div>
      <ScheduleFields id={form.id} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
      <DialogFooter>
        <UrlDialogClose>{m.cancel}</UrlDialogClose>
        {saveDraftLabel ? (
          <Button type="submit" name="saveAs" value="draft" variant="secondary" disabled={isSaving}>
            {saveDraftLabel}
          </Button>
        ) : null}
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {testimonial ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}

// A list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().testimonials.admin
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
