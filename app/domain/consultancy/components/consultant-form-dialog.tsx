import { useEffect, useState, type ReactNode } from 'react'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import { ImageUploadField } from '~/components/admin/image-upload-field'
import { useT } from '~/i18n'
import { useActionToast, type ActionResult } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
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
import { Field, fieldErrorId, fieldHintId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
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

  const text = (
    field: (typeof fields)['name'],
    label: string,
    props: { type?: 'text' | 'email' | 'tel'; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Field label={label} name={field.name} id={field.id} error={field.errors}>
      <Input
        {...getInputProps(field, { type: props.type ?? 'text' })}
        aria-describedby={fieldErrorId(field.id)}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
      />
    </Field>
  )

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
        {text(fields.name, m.fields.name)}
        {text(fields.title, m.fields.title)}
        {text(fields.specialization, m.fields.specialization)}
        {text(fields.experience, m.fields.experience, {
          placeholder: m.fields.experiencePlaceholder,
        })}
        {text(fields.email, m.fields.email, { type: 'email' })}
        {text(fields.phone, m.fields.phone, { type: 'tel' })}
        <Field
          label={m.fields.department}
          name={fields.department.name}
          id={fields.department.id}
          error={fields.department.errors}
        >
          <NativeSelect
            {...getSelectProps(fields.department)}
            aria-describedby={fieldErrorId(fields.department.id)}
          >
            <option value="">{m.fields.noDepartment}</option>
            {consultantDepartments.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={m.fields.availability}
          name={fields.availability.name}
          id={fields.availability.id}
          error={fields.availability.errors}
        >
          <NativeSelect
            {...getSelectProps(fields.availability)}
            aria-describedby={fieldErrorId(fields.availability.id)}
          >
            {consultantAvailabilities.map((availability) => (
              <option key={availability} value={availability}>
                {availability}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field
        label={m.fields.expertise}
        name={fields.expertise.name}
        id={fields.expertise.id}
        error={fields.expertise.errors}
        hint={m.fields.expertiseHint}
      >
        <Textarea
          {...getTextareaProps(fields.expertise)}
          aria-describedby={`${fieldHintId(fields.expertise.id)} ${fieldErrorId(fields.expertise.id)}`}
          rows={2}
          className="min-h-0"
        />
      </Field>
      <Field
        label={m.fields.bio}
        name={fields.bio.name}
        id={fields.bio.id}
        error={fields.bio.errors}
      >
        <Textarea
          {...getTextareaProps(fields.bio)}
          aria-describedby={fieldErrorId(fields.bio.id)}
          rows={3}
          className="min-h-0"
        />
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <Field
          label={m.fields.sortOrder}
          name={fields.sortOrder.name}
          id={fields.sortOrder.id}
          error={fields.sortOrder.errors}
          hint={m.fields.sortOrderHint}
        >
          <Input
            {...getInputProps(fields.sortOrder, { type: 'number' })}
            aria-describedby={`${fieldHintId(fields.sortOrder.id)} ${fieldErrorId(fields.sortOrder.id)}`}
            min={0}
            step={1}
          />
        </Field>
        <div className="flex items-center gap-2 sm:pt-8">
          <Checkbox {...getInputProps(fields.isActive, { type: 'checkbox' })} />
          <Label htmlFor={fields.isActive.id}>{m.fields.isActive}</Label>
        </div>
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
        <Button type="submit" disabled={isSaving}>
          {isSaving ? (
            <>
              <Spinner /> {m.saving}
            </>
          ) : consultant ? (
            m.save
          ) : (
            m.create
          )}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}
