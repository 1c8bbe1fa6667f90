import { getFormProps } from '@conform-to/react'
import { useKitForm } from '~/components/forms/use-kit-form'
import { Form, useActionData } from 'react-router'
import { useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import {
  CheckboxField,
  FormErrors,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { CAREER_DEPARTMENTS, JOB_TYPES, JobSchema } from '../schema'

export type EditableJob = {
  id: string
  title: string
  department: string
  location: string
  type: string
  experience: string
  description: string
  responsibilities: string
  requirements: string
  isActive: boolean
}

/**
 * Add (`job` 'new') or edit a job posting: a URL dialog (?new=1, ?edit=<id>) whose plain form
 * posts to the page; saving redirects to the list with the flash message, a refusal comes
 * back into the open dialog.
 */
export function JobFormDialog({
  job,
  closeTo,
  id,
}: {
  job: EditableJob | 'new' | null
  closeTo: string
  id: string
}) {
  const t = useT()
  const m = t.careers.admin.jobs.form
  return (
    <UrlDialog
      isOpen={job !== null}
      closeTo={closeTo}
      id={id}
      closeLabel={t.dialog.close}
      className="max-w-2xl"
      title={job === 'new' ? m.addTitle : m.editTitle}
      description={m.description}
    >
      {job ? (
        <JobForm key={job === 'new' ? 'new' : job.id} job={job === 'new' ? null : job} />
      ) : null}
    </UrlDialog>
  )
}

function JobForm({ job }: { job: EditableJob | null }) {
  const m = useT().careers.admin.jobs.form
  const actionData = useActionData<ActionData>()
  useActionToast(actionData?.toast)
  const intent = job ? 'update' : 'create'
  const isSaving = useIsPending({ intent })
  const [form, fields] = useKitForm({
    id: `job-form-${job?.id ?? 'new'}`,
    lastResult: actionData?.result,
    defaultValue: job
      ? {
          title: job.title,
          department: job.department,
          location: job.location,
          type: job.type,
          experience: job.experience,
          description: job.description,
          responsibilities: job.responsibilities,
          requirements: job.requirements,
          isActive: job.isActive ? 'on' : undefined,
        }
      : { type: 'Full-time', isActive: 'on' },
    schema: JobSchema,
  })

  return (
    <Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {job ? <input type="hidden" name="jobId" value={job.id} /> : null}
      <TextField field={fields.title} label={m.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.department}
          label={m.department}
          placeholder={m.chooseDepartment}
          options={CAREER_DEPARTMENTS.map((department) => ({
            value: department,
            label: department,
          }))}
        />
        <TextField field={fields.location} label={m.location} placeholder={m.locationPlaceholder} />
        <SelectField
          field={fields.type}
          label={m.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: type }))}
        />
        <TextField
          field={fields.experience}
          label={m.experience}
          placeholder={m.experiencePlaceholder}
        />
      </div>
      <TextareaField field={fields.description} label={m.jobDescription} rows={4} />
      <TextareaField
        field={fields.responsibilities}
        label={m.responsibilities}
        hint={m.onePerLine}
        rows={5}
      />
      <TextareaField
        field={fields.requirements}
        label={m.requirements}
        hint={m.onePerLine}
        rows={5}
      />
      <CheckboxField field={fields.isActive} label={m.isActive} />
      <DialogFooter>
        <UrlDialogClose disabled={isSaving}>{m.cancel}</UrlDialogClose>
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {job ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}
