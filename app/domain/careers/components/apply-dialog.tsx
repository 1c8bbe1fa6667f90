import { useState } from 'react'
import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { FileText } from 'lucide-react'
import { useFetcher } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
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
import { Field, fieldErrorId, fieldHintId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { ApplicationSchema, RESUME_ACCEPT } from '../schema'

/** A job to apply for, or an open application (jobId null). */
export type ApplyTarget = { jobId: string | null; title: string | null }

export type ApplyActionData = { result?: SubmissionResult<string[]>; formError?: string }

export function ApplyDialog({
  target,
  action,
  onClose,
}: {
  target: ApplyTarget | null
  /** Where the form posts (the careers route, keeping its query). */
  action: string
  onClose: () => void
}) {
  const m = useT().careers.apply
  const isOpen = target !== null
  const isOpenApplication = target?.jobId === null
  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {isOpenApplication ? m.openTitle : `${m.titlePrefix} ${target?.title ?? ''}`}
          </DialogTitle>
          <DialogDescription>
            {isOpenApplication ? m.openDescription : m.description}
          </DialogDescription>
        </DialogHeader>
        {target ? <ApplyForm key={target.jobId ?? 'open'} target={target} action={action} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ApplyForm({ target, action }: { target: ApplyTarget; action: string }) {
  const m = useT().careers.apply
  // Owned by this form, so a reply for one job never shows up in another job's form.
  const fetcher = useFetcher<ApplyActionData>()
  const [fileName, setFileName] = useState<string | null>(null)
  const isSubmitting = fetcher.state !== 'idle'
  const [form, fields] = useForm({
    id: `apply-${target.jobId ?? 'open'}`,
    lastResult: fetcher.data?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplicationSchema }),
  })
  const formError = fetcher.data?.formError ?? form.errors?.[0]

  return (
    <fetcher.Form
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
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {m.cancel}
          </Button>
        </DialogClose>
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
    </fetcher.Form>
  )
}
