import { ClipboardCheck, History } from 'lucide-react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form, useActionData } from 'react-router'
import type { DraftState } from '#db/schema'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import { StaleTranslationsNotice } from '~/domain/publishing/components/translation-marks'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { ScheduleFields, scheduleInputOf } from '~/domain/publishing/components/schedule-fields'
import type { Schedule } from '~/domain/publishing/schema'
import { messagesFor, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { CheckboxField, FormErrors, SelectField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { Button } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Link } from '~/ui/link'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { CAREER_DEPARTMENTS, JOB_TYPES, JobSchema } from '../schema'

export type EditableJob = {
  id: string
  title: string
  titleAr: string
  department: string
  location: string
  locationAr: string
  type: string
  experience: string
  experienceAr: string
  description: string
  descriptionAr: string
  responsibilities: string
  responsibilitiesAr: string
  requirements: string
  requirementsAr: string
  criteria: string
  criteriaAr: string
  isActive: boolean
}

/** The job's draft (decision 047), as the edit dialog's status says it. */
export type JobDraftStatus = {
  state: DraftState
  lastEditorName: string
  updatedAt: Date | string
} | null

/**
 * Add (`job` 'new') or edit a job posting: a URL dialog (?new=1, ?edit=<id>) whose plain form
 * posts to the page; saving redirects to the list with the flash message, a refusal comes
 * back into the open dialog. Each text sits beside its Arabic twin (decision 018), so the
 * dialog is wide enough for two columns; they stack on a narrow screen. Editing, it says
 * whether the job has a draft (decision 047), which it then holds; `saveDraftLabel` offers
 * "Save as draft" beside the submit button, which then publishes.
 */
export function JobFormDialog({
  job,
  closeTo,
  id,
  draft = null,
  stale = [],
  schedule = null,
  saveDraftLabel,
}: {
  job: EditableJob | 'new' | null
  closeTo: string
  id: string
  draft?: JobDraftStatus
  /** Texts one side of which changed after the other (decision 052). */
  stale?: readonly StaleTranslation[]
  /** When the job shows and stops showing (decision 053). */
  schedule?: Schedule | null
  saveDraftLabel?: string
}) {
  const t = useT()
  const m = t.careers.admin.jobs.form
  return (
    <UrlDialog
      isOpen={job !== null}
      closeTo={closeTo}
      id={id}
      closeLabel={t.dialog.close}
      className="max-w-4xl"
      title={job === 'new' ? m.addTitle : m.editTitle}
      description={m.description}
    >
      {job ? (
        <JobForm
          key={job === 'new' ? 'new' : job.id}
          job={job === 'new' ? null : job}
          draft={draft}
          stale={stale}
          schedule={schedule}
          saveDraftLabel={saveDraftLabel}
        />
      ) : null}
    </UrlDialog>
  )
}

function JobForm({
  job,
  draft,
  stale,
  schedule,
  saveDraftLabel,
}: {
  job: EditableJob | null
  draft: JobDraftStatus
  stale: readonly StaleTranslation[]
  schedule: Schedule | null
  saveDraftLabel: string | undefined
}) {
  const all = useT()
  const t = all.careers
  const m = t.admin.jobs.form
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
          titleAr: job.titleAr,
          department: job.department,
          location: job.location,
          locationAr: job.locationAr,
          type: job.type,
          experience: job.experience,
          experienceAr: job.experienceAr,
          description: job.description,
          descriptionAr: job.descriptionAr,
          responsibilities: job.responsibilities,
          responsibilitiesAr: job.responsibilitiesAr,
          requirements: job.requirements,
          requirementsAr: job.requirementsAr,
          criteria: job.criteria,
          criteriaAr: job.criteriaAr,
          isActive: job.isActive ? 'on' : undefined,
          publishAt: scheduleInputOf(schedule?.publishAt ?? null),
          unpublishAt: scheduleInputOf(schedule?.unpublishAt ?? null),
        }
      : { type: 'Full-time', isActive: 'on' },
    schema: JobSchema,
  })

  return (
    <Form method="post" className="grid gap-4" {...kitFormProps(form)}>
      {job ? <JobPublishingLinks jobId={job.id} draft={draft} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {job ? <input type="hidden" name="jobId" value={job.id} /> : null}
      <StaleTranslationsNotice
        headingLevel={3}
        id={form.id}
        stale={stale}
        labels={{
          title: m.title,
          location: m.location,
          experience: m.experience,
          description: m.jobDescription,
          responsibilities: m.responsibilities,
          requirements: m.requirements,
          criteria: all.pipeline.jobForm.criteria,
        }}
      />
      <BilingualTextField
        field={fields.title}
        arabicField={fields.titleAr}
        label={m.title}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          field={fields.department}
          label={m.department}
          placeholder={m.chooseDepartment}
          options={CAREER_DEPARTMENTS.map((department) => ({
            value: department,
            label: t.departments[department],
          }))}
        />
        <SelectField
          field={fields.type}
          label={m.type}
          options={JOB_TYPES.map((type) => ({ value: type, label: t.jobTypes[type] }))}
        />
      </div>
      <BilingualTextField
        field={fields.location}
        arabicField={fields.locationAr}
        label={m.location}
        // Each control's example is in its own language, whatever the page's.
        placeholder={messagesFor('en').careers.admin.jobs.form.locationPlaceholder}
        arabicPlaceholder={messagesFor('ar').careers.admin.jobs.form.locationPlaceholder}
        isRequired
      />
      <BilingualTextField
        field={fields.experience}
        arabicField={fields.experienceAr}
        label={m.experience}
        placeholder={messagesFor('en').careers.admin.jobs.form.experiencePlaceholder}
        arabicPlaceholder={messagesFor('ar').careers.admin.jobs.form.experiencePlaceholder}
      />
      <BilingualTextareaField
        field={fields.description}
        arabicField={fields.descriptionAr}
        label={m.jobDescription}
        rows={4}
        isRequired
      />
      <BilingualTextareaField
        field={fields.responsibilities}
        arabicField={fields.responsibilitiesAr}
        label={m.responsibilities}
        hint={m.onePerLine}
        rows={5}
      />
      <BilingualTextareaField
        field={fields.requirements}
        arabicField={fields.requirementsAr}
        label={m.requirements}
        hint={m.onePerLine}
        rows={5}
      />
      <BilingualTextareaField
        field={fields.criteria}
        arabicField={fields.criteriaAr}
        label={all.pipeline.jobForm.criteria}
        hint={all.pipeline.jobForm.criteriaHint}
        rows={4}
      />
      <CheckboxField field={fields.isActive} label={m.isActive} />
      <ScheduleFields id={form.id} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
      <DialogFooter>
        <UrlDialogClose disabled={isSaving}>{m.cancel}</UrlDialogClose>
        {job && saveDraftLabel ? (
          <Button type="submit" name="saveAs" value="draft" variant="secondary" disabled={isSaving}>
            {saveDraftLabel}
          </Button>
        ) : null}
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {job ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}

/** The job's draft state and the ways to its draft's page and its revisions (decision 047). */
function JobPublishingLinks({ jobId, draft }: { jobId: string; draft: JobDraftStatus }) {
  const t = useT().revisions
  const linkClass =
    'text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline'
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-4">
        <Link to={`/admin/publishing/job/${jobId}`} className={linkClass}>
          <ClipboardCheck aria-hidden className="size-4" />
          {t.draft.link}
        </Link>
        <Link to={`/admin/publishing/job/${jobId}/revisions`} className={linkClass}>
          <History aria-hidden className="size-4" />
          {t.link}
        </Link>
      </div>
      <DraftStatus contentType="job" itemId={jobId} draft={draft} />
    </div>
  )
}
