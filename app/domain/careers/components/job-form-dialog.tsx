import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useFetcher } from 'react-router'
import { useT } from '~/i18n'
import { useActionToast, type ActionToast } from '~/lib/use-action-toast'
import {
  CheckboxField,
  FormErrors,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { StatusButton } from '~/components/forms/status-button'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/ui/dialog'
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

export type JobActionData = {
  result?: SubmissionResult<string[]>
  toast?: ActionToast
}

/** Add (job null) or edit a job posting; `open` false unmounts the form. */
export function JobFormDialog({
  open,
  job,
  onClose,
}: {
  open: boolean
  job: EditableJob | null
  onClose: () => void
}) {
  const m = useT().careers.admin.jobs.form
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{job ? m.editTitle : m.addTitle}</DialogTitle>
          <DialogDescription>{m.description}</DialogDescription>
        </DialogHeader>
        {open ? <JobForm key={job?.id ?? 'new'} job={job} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function JobForm({ job }: { job: EditableJob | null }) {
  const m = useT().careers.admin.jobs.form
  const fetcher = useFetcher<JobActionData>()
  useActionToast(fetcher.data?.toast)
  const isSubmitting = fetcher.state !== 'idle'
  const [form, fields] = useForm({
    id: `job-form-${job?.id ?? 'new'}`,
    lastResult: fetcher.data?.result,
    defaultValue: job
      ? { ...job, isActive: job.isActive ? 'on' : undefined }
      : { type: 'Full-time', isActive: 'on' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: JobSchema }),
  })

  return (
    <fetcher.Form method="post" className="grid gap-4" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={job ? 'update' : 'create'} />
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
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.cancel}
          </Button>
        </DialogClose>
        <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {job ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </fetcher.Form>
  )
}
