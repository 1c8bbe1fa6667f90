import { useEffect, useState, type ReactNode } from 'react'
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import { ImageUploadField } from '~/components/admin/image-upload-field'
import {
  CheckboxField,
  PhoneField,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { StatusButton } from '~/components/forms/status-button'
import { useT } from '~/i18n'
import { useActionToast, type ActionResult } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/ui/dialog'
import {
  ConsultantSchema,
  ConsultantUpdateSchema,
  consultantAvailabilities,
  consultantDepartments,
} from '../schema'

export type EditableConsultant = {
  id: string
  name: string
  title: string
  specialization: string
  experience: string
  bio: string
  email: string | null
  phone: string | null
  department: string | null
  expertise: string[]
  availability: string
  sortOrder: number
  isActive: boolean
  imageUrl: string | null
}

type FormActionData = ActionResult & { result?: SubmissionResult<string[]> }

/** Add (no consultant) or edit dialog; the form posts to the page's action with intent create/update. */
export function ConsultantFormDialog({
  consultant,
  trigger,
}: {
  consultant?: EditableConsultant
  trigger: ReactNode
}) {
  const m = useT().consultancy.admin.consultants
  const [isOpen, setIsOpen] = useState(false)
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{consultant ? m.editTitle : m.addTitle}</DialogTitle>
          <DialogDescription>{consultant ? m.editDescription : m.addDescription}</DialogDescription>
        </DialogHeader>
        <ConsultantForm consultant={consultant} onSaved={() => setIsOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ConsultantForm({
  consultant,
  onSaved,
}: {
  consultant?: EditableConsultant
  onSaved: () => void
}) {
  const m = useT().consultancy.admin.consultants
  const fetcher = useFetcher<FormActionData>()
  const isSaving = fetcher.state !== 'idle'
  const schema = consultant ? ConsultantUpdateSchema : ConsultantSchema
  const [form, fields] = useForm({
    id: consultant ? `consultant-${consultant.id}` : 'consultant-new',
    lastResult: fetcher.state === 'idle' ? fetcher.data?.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: consultant
      ? {
          name: consultant.name,
          title: consultant.title,
          specialization: consultant.specialization,
          experience: consultant.experience,
          bio: consultant.bio,
          email: consultant.email ?? '',
          phone: consultant.phone ?? '',
          department: consultant.department ?? '',
          expertise: consultant.expertise.join(', '),
          availability: consultant.availability,
          sortOrder: String(consultant.sortOrder),
          isActive: consultant.isActive ? 'on' : '',
        }
      : { availability: 'Available', isActive: 'on' },
  })

  useActionToast(fetcher.data?.toast)
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) onSaved()
  }, [fetcher.state, fetcher.data, onSaved])

  const imageErrors = form.allErrors.image
  const imageError = imageErrors?.length ? imageErrors.join(' ') : undefined

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={consultant ? 'update' : 'create'} />
      {consultant ? <input type="hidden" name="id" value={consultant.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.name} label={m.fields.name} autoComplete="off" />
        <TextField field={fields.title} label={m.fields.title} autoComplete="off" />
        <TextField
          field={fields.specialization}
          label={m.fields.specialization}
          autoComplete="off"
        />
        <TextField
          field={fields.experience}
          label={m.fields.experience}
          placeholder={m.fields.experiencePlaceholder}
          autoComplete="off"
        />
        <TextField field={fields.email} label={m.fields.email} type="email" autoComplete="off" />
        <PhoneField field={fields.phone} label={m.fields.phone} autoComplete="off" />
        <SelectField
          field={fields.department}
          label={m.fields.department}
          placeholder={m.fields.noDepartment}
          options={consultantDepartments.map((department) => ({
            value: department,
            label: department,
          }))}
        />
        <SelectField
          field={fields.availability}
          label={m.fields.availability}
          options={consultantAvailabilities.map((availability) => ({
            value: availability,
            label: availability,
          }))}
        />
      </div>
      <TextareaField
        field={fields.expertise}
        label={m.fields.expertise}
        hint={m.fields.expertiseHint}
        rows={2}
      />
      <TextareaField field={fields.bio} label={m.fields.bio} rows={3} />
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
      <ImageUploadField
        name="image"
        label={m.fields.image}
        currentUrl={consultant?.imageUrl}
        error={imageError}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.cancel}
          </Button>
        </DialogClose>
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {consultant ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </fetcher.Form>
  )
}
