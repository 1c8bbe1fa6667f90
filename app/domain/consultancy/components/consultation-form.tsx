import { type SubmissionResult } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { FormErrors, PhoneField, TextareaField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import { useT } from '~/i18n'
import { ConsultationRequestSchema } from '../schema'

/**
 * SPEC 5 consultation form: name, email, phone and message required, company optional.
 * A plain POST form, so it also works before (or without) JavaScript.
 */
export function ConsultationForm({
  consultantId,
  action,
  lastResult,
  cancel,
}: {
  consultantId: string
  /** Where the form posts: the page with the dialog open, so a refusal shows in it. */
  action: string
  lastResult?: SubmissionResult<string[]>
  cancel?: ReactNode
}) {
  const m = useT().consultancy.form
  const isSubmitting = useIsPending({ formAction: action })
  const [form, fields] = useKitForm({
    id: `consultation-${consultantId}`,
    lastResult,
    schema: ConsultationRequestSchema,
  })

  return (
    <Form method="post" action={action} {...kitFormProps(form)} className="relative grid gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <input type="hidden" name="consultantId" value={consultantId} />
      <TextField field={fields.name} label={m.name} autoComplete="name" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
        <PhoneField field={fields.phone} label={m.phone} />
      </div>
      <TextField field={fields.company} label={m.company} autoComplete="organization" />
      <TextareaField
        field={fields.message}
        label={m.message}
        placeholder={m.messagePlaceholder}
        rows={5}
      />
      <PrivacyNotice form="consultation" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.submitting}>
          {m.submit}
        </StatusButton>
      </div>
    </Form>
  )
}
