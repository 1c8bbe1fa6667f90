import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import type { ReactNode } from 'react'
import { Trash2 } from 'lucide-react'
import { useActionData } from 'react-router'
import { AutoSaveForm } from '~/components/admin/auto-save-form'
import { FormErrors, SelectField, TextareaField } from '~/components/forms/fields'
import { useIsPending } from '~/components/forms/status-button'
import { format, useIntlLocale, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { buttonVariants } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import type { ConsultancyRequestRow } from '../consultancy.server'
import { formatSubmittedAt } from '../format-date'
import { ConsultancyRequestUpdateSchema, consultancyStatuses } from '../schema'

/**
 * SPEC 2 details dialog (?view=<id>, decision 012): every field, the status and the notes in
 * one plain form, and the way to the delete confirmation. Saving comes back to the open
 * dialog with the flash message. With JavaScript the status is saved when it is chosen and
 * the notes when their box loses focus, each with the current status (SPEC 4); without, the
 * form has a Save button.
 */
export function ConsultancyRequestDialog({
  request,
  closeTo,
  deleteHref,
  id,
}: {
  request: ConsultancyRequestRow | null
  closeTo: string
  /** The delete confirmation's address (?delete=<id>). */
  deleteHref: string
  id: string
}) {
  const m = useT().consultancy.admin.requests
  const intlLocale = useIntlLocale()
  return (
    <UrlDialog
      isOpen={request !== null}
      closeTo={closeTo}
      id={id}
      closeLabel={m.close}
      className="max-w-2xl"
      title={m.detailsTitle}
      description={
        request
          ? format(m.detailsDescription, {
              date: formatSubmittedAt(request.submittedAt, intlLocale),
            })
          : undefined
      }
    >
      {request ? (
        <RequestDetails key={request.id} request={request} deleteHref={deleteHref} />
      ) : null}
    </UrlDialog>
  )
}

function RequestDetails({
  request,
  deleteHref,
}: {
  request: ConsultancyRequestRow
  deleteHref: string
}) {
  const m = useT().consultancy.admin.requests
  const intlLocale = useIntlLocale()
  const actionData = useActionData<ActionData>()
  useActionToast(actionData?.toast)
  const isSaving = useIsPending({ intent: 'update' })
  const [form, fields] = useKitForm({
    id: `consultancy-request-${request.id}`,
    lastResult: actionData?.result,
    defaultValue: { status: request.status, notes: request.notes ?? '' },
    schema: ConsultancyRequestUpdateSchema,
    shouldValidate: 'onSubmit',
  })

  const details: [string, ReactNode][] = [
    [m.fields.name, request.name],
    [
      m.fields.email,
      <a key="email" href={`mailto:${request.email}`} dir="ltr" className="text-primary underline">
        {request.email}
      </a>,
    ],
    [
      m.fields.phone,
      <span key="phone" dir="ltr">
        {request.phone}
      </span>,
    ],
    [m.fields.company, request.company || m.none],
    [m.fields.consultant, request.consultantName ?? m.unknownConsultant],
    [m.fields.submitted, formatSubmittedAt(request.submittedAt, intlLocale)],
  ]

  return (
    <div className="grid gap-5">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground font-medium">{label}</dt>
            <dd className="mt-0.5 break-words">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground font-medium">{m.fields.message}</dt>
          <dd className="bg-muted mt-1 max-h-48 overflow-y-auto rounded-md p-3 whitespace-pre-wrap">
            {request.message}
          </dd>
        </div>
      </dl>

      <AutoSaveForm
        {...kitFormProps(form)}
        className="gap-4"
        savedValues={{ status: request.status, notes: request.notes ?? '' }}
        isSaving={isSaving}
        savingLabel={m.saving}
        saveLabel={m.save}
      >
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={request.id} />
        <SelectField
          field={fields.status}
          label={m.fields.status}
          className="sm:max-w-xs"
          options={consultancyStatuses.map((value) => ({ value, label: m.statusLabels[value] }))}
        />
        <TextareaField
          field={fields.notes}
          label={m.fields.notes}
          hint={m.fields.notesHint}
          rows={3}
        />
      </AutoSaveForm>

      <DialogFooter className="sm:justify-between">
        <UrlDialogLink to={deleteHref} className={buttonVariants({ variant: 'destructive' })}>
          <Trash2 aria-hidden /> {m.delete}
        </UrlDialogLink>
        <UrlDialogClose>{m.close}</UrlDialogClose>
      </DialogFooter>
    </div>
  )
}
