import { useState } from 'react'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { FileText } from 'lucide-react'
import { Form, useNavigation } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Field, fieldErrorId, fieldHintId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { ApplicationSchema, RESUME_ACCEPT } from '../schema'

/** A job to apply for, or an open application (jobId null). */
export type ApplyTarget = { jobId: string | null; title: string | null }

export type ApplyActionData = { result?: SubmissionResult<string[]>; formError?: string }

/** The in-page dialog's id: the links that open it end in #apply. */
export const APPLY_DIALOG_ID = 'apply'

/**
 * SPEC 2 'Apply for' dialog, open while the URL says ?apply=job-001 (or ?apply=open): a
 * modal with JavaScript, a dialog in the page without (decision 012).
 */
export function ApplyDialog({
  target,
  action,
  closeTo,
  actionData,
}: {
  target: ApplyTarget | null
  /** Where the form posts: this page with the dialog open, so a refusal shows in it. */
  action: string
  /** This page with the dialog closed. */
  closeTo: string
  actionData?: ApplyActionData
}) {
  const t = useT()
  const m = t.careers.apply
  const isOpenApplication = target?.jobId === null
  return (
    <UrlDialog
      isOpen={target !== null}
      closeTo={closeTo}
      id={APPLY_DIALOG_ID}
      closeLabel={t.dialog.close}
      className="max-w-2xl"
      title={isOpenApplication ? m.openTitle : `${m.titlePrefix} ${target?.title ?? ''}`}
      description={isOpenApplication ? m.openDescription : m.description}
    >
      {target ? (
        <ApplyForm
          key={target.jobId ?? 'open'}
          target={target}
          action={action}
          actionData={actionData}
        />
      ) : null}
    </UrlDialog>
  )
}

function ApplyForm({
  target,
  action,
  actionData,
}: {
  target: ApplyTarget
  action: string
  actionData?: ApplyActionData
}) {
  const m = useT().careers.apply
  const navigation = useNavigation()
  const [fileName, setFileName] = useState<string | null>(null)
  const isSubmitting = navigation.state === 'submitting' && navigation.formAction === action
  const [form, fields] = useForm({
    id: `apply-${target.jobId ?? 'open'}`,
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplicationSchema }),
  })
  const formError = actionData?.formError ?? form.errors?.[0]

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-4"
      {...getFormProps(form)}
    >
      {formError ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="jobId" value={target.jobId ?? ''} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.fullName}
          name={fields.fullName.name}
          id={fields.fullName.id}
          error={fields.fullName.errors}
        >
          <Input {...getInputProps(fields.fullName, { type: 'text' })} autoComplete="name" />
        </Field>
        <Field
          label={m.email}
          name={fields.email.name}
          id={fields.email.id}
          error={fields.email.errors}
        >
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
        </Field>
      </div>
      <Field
        label={m.phone}
        name={fields.phone.name}
        id={fields.phone.id}
        error={fields.phone.errors}
      >
        <Input {...getInputProps(fields.phone, { type: 'tel' })} autoComplete="tel" />
      </Field>
      <Field
        label={m.coverLetter}
        name={fields.coverLetter.name}
        id={fields.coverLetter.id}
        error={fields.coverLetter.errors}
      >
        {/* SPEC 9: the cover letter box scrolls once it reaches its maximum height. */}
        <Textarea
          {...getTextareaProps(fields.coverLetter)}
          rows={5}
          className="max-h-60 overflow-y-auto"
        />
      </Field>
      <Field
        label={m.resume}
        name={fields.resume.name}
        id={fields.resume.id}
        error={fields.resume.errors}
        hint={m.resumeHint}
      >
        <input
          {...getInputProps(fields.resume, { type: 'file' })}
          accept={RESUME_ACCEPT}
          aria-describedby={`${fieldHintId(fields.resume.id)} ${fieldErrorId(fields.resume.id)}`}
          onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
          className="border-input focus-visible:ring-ring file:bg-secondary file:text-secondary-foreground block w-full rounded-md border text-sm file:me-3 file:border-0 file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden"
        />
      </Field>
      {fileName ? (
        <p
          className="text-muted-foreground -mt-2 flex items-center gap-2 text-sm"
          aria-live="polite"
        >
          <FileText aria-hidden className="size-4" />
          {format(m.chosenFile, { name: fileName })}
        </p>
      ) : null}
      <DialogFooter>
        <UrlDialogClose>{m.cancel}</UrlDialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {m.submitting}
            </>
          ) : (
            m.submit
          )}
        </Button>
      </DialogFooter>
    </Form>
  )
}
