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
import { useT } from '~/i18n'
import { useActionToast, type ActionToast } from '~/lib/use-action-toast'
import { Alert, AlertDescription } from '~/ui/alert'
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
} from '~/ui/dialog'
import { Field, fieldHintId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
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
  const formError = form.errors?.[0]
  const linesHint = (id: string) => ({
    hint: m.onePerLine,
    describedBy: fieldHintId(id),
  })
  const responsibilities = linesHint(fields.responsibilities.id)
  const requirements = linesHint(fields.requirements.id)

  return (
    <fetcher.Form method="post" className="grid gap-4" {...getFormProps(form)}>
      {formError ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <input type="hidden" name="intent" value={job ? 'update' : 'create'} />
      {job ? <input type="hidden" name="jobId" value={job.id} /> : null}
      <Field
        label={m.title}
        name={fields.title.name}
        id={fields.title.id}
        error={fields.title.errors}
      >
        <Input {...getInputProps(fields.title, { type: 'text' })} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.department}
          name={fields.department.name}
          id={fields.department.id}
          error={fields.department.errors}
        >
          <NativeSelect {...getSelectProps(fields.department)}>
            <option value="">{m.chooseDepartment}</option>
            {CAREER_DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={m.location}
          name={fields.location.name}
          id={fields.location.id}
          error={fields.location.errors}
        >
          <Input
            {...getInputProps(fields.location, { type: 'text' })}
            placeholder={m.locationPlaceholder}
          />
        </Field>
        <Field
          label={m.type}
          name={fields.type.name}
          id={fields.type.id}
          error={fields.type.errors}
        >
          <NativeSelect {...getSelectProps(fields.type)}>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={m.experience}
          name={fields.experience.name}
          id={fields.experience.id}
          error={fields.experience.errors}
        >
          <Input
            {...getInputProps(fields.experience, { type: 'text' })}
            placeholder={m.experiencePlaceholder}
          />
        </Field>
      </div>
      <Field
        label={m.jobDescription}
        name={fields.description.name}
        id={fields.description.id}
        error={fields.description.errors}
      >
        <Textarea {...getTextareaProps(fields.description)} rows={4} />
      </Field>
      <Field
        label={m.responsibilities}
        name={fields.responsibilities.name}
        id={fields.responsibilities.id}
        error={fields.responsibilities.errors}
        hint={responsibilities.hint}
      >
        <Textarea
          {...getTextareaProps(fields.responsibilities)}
          aria-describedby={responsibilities.describedBy}
          rows={5}
        />
      </Field>
      <Field
        label={m.requirements}
        name={fields.requirements.name}
        id={fields.requirements.id}
        error={fields.requirements.errors}
        hint={requirements.hint}
      >
        <Textarea
          {...getTextareaProps(fields.requirements)}
          aria-describedby={requirements.describedBy}
          rows={5}
        />
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox {...getInputProps(fields.isActive, { type: 'checkbox' })} />
        <Label htmlFor={fields.isActive.id}>{m.isActive}</Label>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {m.saving}
            </>
          ) : job ? (
            m.save
          ) : (
            m.create
          )}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  )
}
