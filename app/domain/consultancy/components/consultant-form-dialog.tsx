import { History } from 'lucide-react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import type { z } from 'zod'
import type { DraftState } from '#db/schema'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import {
  CheckboxField,
  FormErrors,
  PhoneField,
  SelectField,
  TextField,
} from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import { StaleTranslationsNotice } from '~/domain/publishing/components/translation-marks'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { ScheduleFields, scheduleInputOf } from '~/domain/publishing/components/schedule-fields'
import type { Schedule } from '~/domain/publishing/schema'
import { messagesFor, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Link } from '~/ui/link'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { ConsultantSchema, consultantAvailabilities, consultantDepartments } from '../schema'

export type EditableConsultant = {
  id: string
  name: string
  nameAr: string
  title: string
  titleAr: string
  specialization: string
  specializationAr: string
  experience: string
  experienceAr: string
  bio: string
  bioAr: string
  email: string | null
  phone: string | null
  department: string | null
  expertise: string[]
  expertiseAr: string[]
  availability: string
  sortOrder: number
  isActive: boolean
  imageUrl: string | null
}

/** The consultant's draft (decision 047), as the edit dialog's status says it. */
export type ConsultantDraftStatus = {
  state: DraftState
  lastEditorName: string
  updatedAt: Date | string
} | null

/** The in-page id of the dialog, the target of the links that open it. */
export const CONSULTANT_DIALOG_ID = 'consultant'

/**
 * The add (`?new=1`) or edit (`?edit=con-001`) dialog, a URL dialog (decision 012): the form
 * posts to the page's action with intent create/update, with or without JavaScript. Each
 * text sits beside its Arabic twin (decision 018): two columns, stacked on a narrow screen.
 * Editing, it says whether the consultant has a draft (decision 047), which it then holds;
 * `saveDraftLabel` offers "Save as draft" beside the submit button, which then publishes.
 */
export function ConsultantFormDialog({
  editing,
  closeTo,
  actionData,
  draft = null,
  stale = [],
  schedule = null,
  saveDraftLabel,
}: {
  /** What the URL opens the dialog for: a new consultant, one to edit, or nothing. */
  editing: EditableConsultant | 'new' | null
  closeTo: string
  actionData: ActionData | undefined
  draft?: ConsultantDraftStatus
  /** Texts one side of which changed after the other (decision 052). */
  stale?: readonly StaleTranslation[]
  /** When the consultant shows and stops showing (decision 053). */
  schedule?: Schedule | null
  saveDraftLabel?: string
}) {
  const t = useT()
  const m = t.consultancy.admin.consultants
  const consultant = editing === 'new' ? null : editing
  return (
    <UrlDialog
      isOpen={editing !== null}
      closeTo={closeTo}
      id={CONSULTANT_DIALOG_ID}
      closeLabel={t.dialog.close}
      className="max-w-4xl"
      title={consultant ? m.editTitle : m.addTitle}
      description={consultant ? m.editDescription : m.addDescription}
    >
      {consultant ? (
        <ConsultantPublishingStatus consultantId={consultant.id} draft={draft} />
      ) : null}
      {editing ? (
        <ConsultantForm
          key={consultant?.id ?? 'new'}
          consultant={consultant}
          actionData={actionData}
          stale={stale}
          schedule={schedule}
          saveDraftLabel={consultant ? saveDraftLabel : undefined}
        />
      ) : null}
    </UrlDialog>
  )
}

function defaultsOf(consultant: EditableConsultant | null, schedule: Schedule | null) {
  if (!consultant) return { availability: 'Available', isActive: 'on' }
  return {
    publishAt: scheduleInputOf(schedule?.publishAt ?? null),
    unpublishAt: scheduleInputOf(schedule?.unpublishAt ?? null),
    name: consultant.name,
    nameAr: consultant.nameAr,
    title: consultant.title,
    titleAr: consultant.titleAr,
    specialization: consultant.specialization,
    specializationAr: consultant.specializationAr,
    experience: consultant.experience,
    experienceAr: consultant.experienceAr,
    bio: consultant.bio,
    bioAr: consultant.bioAr,
    email: consultant.email ?? '',
    phone: consultant.phone ?? '',
    department: consultant.department ?? '',
    expertise: consultant.expertise.join(', '),
    expertiseAr: consultant.expertiseAr.join('، '),
    availability: consultant.availability,
    sortOrder: String(consultant.sortOrder),
    isActive: consultant.isActive ? 'on' : '',
  }
}

/** The consultant's draft and revisions (decision 047), above the edit dialog's form. */
function ConsultantPublishingStatus({
  consultantId,
  draft,
}: {
  consultantId: string
  draft: ConsultantDraftStatus
}) {
  const t = useT()
  return (
    <div className="mb-4 grid gap-3">
      <DraftStatus contentType="consultant" itemId={consultantId} draft={draft} />
      <Link
        to={`/admin/publishing/consultant/${consultantId}/revisions`}
        className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <History aria-hidden className="size-4" />
        {t.revisions.link}
      </Link>
    </div>
  )
}

function ConsultantForm({
  consultant,
  actionData,
  stale,
  schedule,
  saveDraftLabel,
}: {
  consultant: EditableConsultant | null
  actionData: ActionData | undefined
  stale: readonly StaleTranslation[]
  schedule: Schedule | null
  /** Offers "Save as draft" beside the submit button, which then publishes (decision 047). */
  saveDraftLabel: string | undefined
}) {
  const t = useT().consultancy
  const m = t.admin.consultants
  const intent = consultant ? 'update' : 'create'
  const isSaving = useIsPending({ intent })
  // `image` is handleForm's upload rule, not a field of the schema.
  const [form, fields] = useKitForm<
    typeof ConsultantSchema,
    z.input<typeof ConsultantSchema> & { image?: File }
  >({
    id: consultant ? `consultant-${consultant.id}` : 'consultant-new',
    lastResult: actionData?.result,
    schema: ConsultantSchema,
    defaultValue: defaultsOf(consultant, schedule),
  })
  useActionToast(actionData?.toast)

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...kitFormProps(form)}
      className="grid gap-4"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {consultant ? <input type="hidden" name="id" value={consultant.id} /> : null}
      <StaleTranslationsNotice
        headingLevel={3}
        id={form.id}
        stale={stale}
        labels={{
          name: m.fields.name,
          title: m.fields.title,
          specialization: m.fields.specialization,
          experience: m.fields.experience,
          bio: m.fields.bio,
          expertise: m.fields.expertise,
        }}
      />
      <BilingualTextField
        field={fields.name}
        arabicField={fields.nameAr}
        label={m.fields.name}
        autoComplete="off"
        isRequired
      />
      <BilingualTextField
        field={fields.title}
        arabicField={fields.titleAr}
        label={m.fields.title}
        autoComplete="off"
      />
      <BilingualTextField
        field={fields.specialization}
        arabicField={fields.specializationAr}
        label={m.fields.specialization}
        autoComplete="off"
      />
      <BilingualTextField
        field={fields.experience}
        arabicField={fields.experienceAr}
        label={m.fields.experience}
        // Each control's example is in its own language, whatever the page's.
        placeholder={messagesFor('en').consultancy.admin.consultants.fields.experiencePlaceholder}
        arabicPlaceholder={
          messagesFor('ar').consultancy.admin.consultants.fields.experiencePlaceholder
        }
        autoComplete="off"
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField field={fields.email} label={m.fields.email} type="email" autoComplete="off" />
        <PhoneField field={fields.phone} label={m.fields.phone} autoComplete="off" />
        <SelectField
          field={fields.department}
          label={m.fields.department}
          placeholder={m.fields.noDepartment}
          options={consultantDepartments.map((department) => ({
            value: department,
            label: t.departments[department],
          }))}
        />
        <SelectField
          field={fields.availability}
          label={m.fields.availability}
          options={consultantAvailabilities.map((availability) => ({
            value: availability,
            label: t.availability[availability],
          }))}
        />
      </div>
      <BilingualTextareaField
        field={fields.expertise}
        arabicField={fields.expertiseAr}
        label={m.fields.expertise}
        hint={m.fields.expertiseHint}
        rows={2}
      />
      <BilingualTextareaField
        field={fields.bio}
        arabicField={fields.bioAr}
        label={m.fields.bio}
        rows={3}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          field={fields.sortOrder}
          label={m.fields.sortOrder}
          hint={m.fields.sortOrderHint}
          type="number"
          step="1"
          min={0}
        />
        <CheckboxField field={fields.isActive} label={m.fields.isActive} className="sm:pt-8" />
      </div>
      <ImageField field={fields.image} label={m.fields.image} currentUrl={consultant?.imageUrl} />
      <ScheduleFields id={form.id} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
      <DialogFooter>
        <UrlDialogClose>{m.cancel}</UrlDialogClose>
        {saveDraftLabel ? (
          <Button type="submit" name="saveAs" value="draft" variant="secondary" disabled={isSaving}>
            {saveDraftLabel}
          </Button>
        ) : null}
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {consultant ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}
