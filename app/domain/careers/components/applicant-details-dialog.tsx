import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Download, Mail, Phone } from 'lucide-react'
import { useActionData } from 'react-router'
import type { ApplicantStatus } from '#db/schema'
import { AutoSaveForm } from '~/components/admin/auto-save-form'
import { FormErrors, SelectField, TextareaField } from '~/components/forms/fields'
import { useIsPending } from '~/components/forms/status-button'
import { format, useIntlLocale, useLocale, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { formatDate } from '~/lib/format-date'
import { useActionToast } from '~/lib/use-action-toast'
import { buttonVariants } from '~/ui/button'
import { UrlDialog } from '~/ui/url-dialog'
import { APPLICANT_STATUSES, ApplicantStatusSchema, RejectionReasonSchema } from '../schema'

export type ApplicantDetails = {
  id: string
  name: string
  email: string
  phone: string
  coverLetter: string
  cvFilename: string
  status: ApplicantStatus
  rejectionReason: string | null
  submittedAt: Date
}

/**
 * The applicant's details (?view=<id>, decision 012) with the status and the rejection
 * reason. Each is a plain form posting to the page, which answers by coming back to the open
 * dialog with the flash message. With JavaScript the status is saved as soon as it is
 * chosen and the reason when its box loses focus (SPEC 4); without, each has a Save button.
 */
export function ApplicantDetailsDialog({
  applicant,
  positionTitle,
  closeTo,
  id,
}: {
  applicant: ApplicantDetails | null
  positionTitle: string
  closeTo: string
  id: string
}) {
  const m = useT().careers.admin.applicants.details
  const intlLocale = useIntlLocale()
  return (
    <UrlDialog
      isOpen={applicant !== null}
      closeTo={closeTo}
      id={id}
      closeLabel={m.close}
      className="max-w-2xl"
      title={applicant?.name ?? ''}
      description={
        applicant
          ? format(m.appliedFor, {
              job: positionTitle,
              date: formatDate(applicant.submittedAt, intlLocale),
            })
          : undefined
      }
    >
      {applicant ? <ApplicantDetailsBody key={applicant.id} applicant={applicant} /> : null}
    </UrlDialog>
  )
}

/** The answer to this form, when the last post was this form's intent. */
function resultOf(actionData: ActionData | undefined, intent: string) {
  return actionData?.result?.initialValue?.intent === intent ? actionData.result : undefined
}

function ApplicantDetailsBody({ applicant }: { applicant: ApplicantDetails }) {
  const applicants = useT().careers.admin.applicants
  const d = applicants.details
  const statusLabels = applicants.statusLabels
  const locale = useLocale()
  const actionData = useActionData<ActionData>()
  useActionToast(actionData?.toast)
  const isSavingStatus = useIsPending({ intent: 'status' })
  const isSavingReason = useIsPending({ intent: 'reason' })

  const [statusForm, statusFields] = useKitForm({
    id: `applicant-${applicant.id}-status`,
    lastResult: resultOf(actionData, 'status'),
    defaultValue: { status: applicant.status },
    schema: ApplicantStatusSchema,
    shouldValidate: 'onSubmit',
  })
  const [reasonForm, reasonFields] = useKitForm({
    id: `applicant-${applicant.id}-reason`,
    lastResult: resultOf(actionData, 'reason'),
    defaultValue: { rejectionReason: applicant.rejectionReason ?? '' },
    schema: RejectionReasonSchema,
    shouldValidate: 'onSubmit',
  })
  // The status chosen in the select (saved or being saved) decides whether a reason is asked.
  const status = statusFields.status.value ?? applicant.status

  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <Mail aria-hidden className="text-muted-foreground size-4" />
          <dt className="sr-only">{d.email}</dt>
          <dd>
            <a
              className="text-primary underline-offset-4 hover:underline"
              href={`mailto:${applicant.email}`}
              dir="ltr"
            >
              {applicant.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Phone aria-hidden className="text-muted-foreground size-4" />
          <dt className="sr-only">{d.phone}</dt>
          <dd>
            <span dir="ltr">{applicant.phone}</span>
          </dd>
        </div>
      </dl>

      <section className="grid gap-2">
        <h3 className="text-sm font-semibold">{d.coverLetter}</h3>
        <div
          className="bg-muted/50 max-h-60 overflow-y-auto rounded-md border p-3 text-sm leading-relaxed whitespace-pre-wrap"
          // Scrollable region: reachable by keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={d.coverLetter}
        >
          {applicant.coverLetter}
        </div>
      </section>

      <section className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
        <div className="text-sm">
          <h3 className="font-semibold">{d.cv}</h3>
          <p className="text-muted-foreground break-all">{applicant.cvFilename}</p>
        </div>
        {/* A file download, not a page: the browser must not route it. */}
        <a
          href={`/admin/careers/applicants/${encodeURIComponent(applicant.id)}/cv`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden /> {d.downloadCv}
        </a>
      </section>

      <AutoSaveForm
        {...kitFormProps(statusForm)}
        savedValues={{ status: applicant.status }}
        isSaving={isSavingStatus}
        savingLabel={d.status}
        saveLabel={d.save}
      >
        <FormErrors id={statusForm.errorId} errors={statusForm.errors} />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="applicantId" value={applicant.id} />
        <SelectField
          field={statusFields.status}
          label={d.status}
          // English lists the stored statuses, as it always has; Arabic their labels.
          options={APPLICANT_STATUSES.map((value) => ({
            value,
            label: locale === 'en' ? value : statusLabels[value],
          }))}
        />
      </AutoSaveForm>

      {status === 'Rejected' ? (
        <AutoSaveForm
          {...kitFormProps(reasonForm)}
          savedValues={{ rejectionReason: applicant.rejectionReason ?? '' }}
          isSaving={isSavingReason}
          savingLabel={d.rejectionReason}
          saveLabel={d.save}
        >
          <FormErrors id={reasonForm.errorId} errors={reasonForm.errors} />
          <input type="hidden" name="intent" value="reason" />
          <input type="hidden" name="applicantId" value={applicant.id} />
          <TextareaField
            field={reasonFields.rejectionReason}
            label={d.rejectionReason}
            hint={d.rejectionReasonHint}
            rows={3}
          />
        </AutoSaveForm>
      ) : null}
    </div>
  )
}
