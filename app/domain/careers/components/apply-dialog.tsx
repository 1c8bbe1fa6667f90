import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import {
  CheckboxField,
  FormErrors,
  PhoneField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { FileField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import { useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import type { langOf } from '~/lib/localized'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { ApplicationSchema, RESUME_ACCEPT } from '../schema'

/**
 * A job to apply for, or an open application (jobId null). `titleLang` marks a title an
 * Arabic page shows in English (`langOf`).
 */
export type ApplyTarget = {
  jobId: string | null
  title: string | null
  titleLang?: ReturnType<typeof langOf>
}

/** The in-page dialog's id: the links that open it end in #apply. */
export const APPLY_DIALOG_ID = 'apply'

/**
 * SPEC 2 'Apply for' dialog, open while the URL says ?apply=job-001 (or ?apply=open): a
 * modal with JavaScript, a dialog in the page without (decision 012).
 */
export function ApplyDialog({
  target,
  source = '',
  action,
  closeTo,
  actionData,
}: {
  target: ApplyTarget | null
  /** The page's ?source=… (decision 045), posted with the form; the server checks it. */
  source?: string
  /** Where the form posts: this page with the dialog open, so a refusal shows in it. */
  action: string
  /** This page with the dialog closed. */
  closeTo: string
  actionData?: ActionData
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
      title={
        isOpenApplication ? (
          m.openTitle
        ) : (
          <>
            {m.titlePrefix} <span {...target?.titleLang}>{target?.title}</span>
          </>
        )
      }
      description={isOpenApplication ? m.openDescription : m.description}
    >
      {target ? (
        <ApplyForm
          key={target.jobId ?? 'open'}
          target={target}
          source={source}
          action={action}
          actionData={actionData}
        />
      ) : null}
    </UrlDialog>
  )
}

function ApplyForm({
  target,
  source,
  action,
  actionData,
}: {
  target: ApplyTarget
  source: string
  action: string
  actionData?: ActionData
}) {
  const m = useT().careers.apply
  const isSubmitting = useIsPending({ formAction: action })
  const [form, fields] = useKitForm({
    id: `apply-${target.jobId ?? 'open'}`,
    lastResult: actionData?.result,
    schema: ApplicationSchema,
  })

  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="grid gap-4"
      {...kitFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <input type="hidden" name="jobId" value={target.jobId ?? ''} />
      {source ? <input type="hidden" name="source" value={source} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.fullName} label={m.fullName} autoComplete="name" />
        <TextField field={fields.email} label={m.email} type="email" autoComplete="email" />
      </div>
      <PhoneField field={fields.phone} label={m.phone} />
      {/* SPEC 9: the cover letter box scrolls once it reaches its maximum height. */}
      <TextareaField
        field={fields.coverLetter}
        label={m.coverLetter}
        rows={5}
        className="[&_textarea]:max-h-60"
      />
      <FileField
        field={fields.resume}
        label={m.resume}
        hint={m.resumeHint}
        accept={RESUME_ACCEPT}
      />
      {/* Issue 16: the required box, then the optional talent pool (unticked), then the notice. */}
      <CheckboxField
        field={fields.processingConsent}
        label={target.jobId === null ? m.processingConsentOpen : m.processingConsent}
        isRequired
      />
      <CheckboxField field={fields.talentPool} label={m.talentPool} />
      <PrivacyNotice form="application" />
      <DialogFooter>
        <UrlDialogClose disabled={isSubmitting}>{m.cancel}</UrlDialogClose>
        <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.submitting}>
          {m.submit}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}
