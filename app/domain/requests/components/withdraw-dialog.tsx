import { Form, useActionData } from 'react-router'
import { FormErrors } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useIntlLocale, useT } from '~/i18n'
import { resultOfIntent, type ActionData } from '~/lib/action-result'
import { formatDateTime } from '~/lib/format-date'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'

/** The dialog's id: the Withdraw links end in #withdraw-request. */
export const WITHDRAW_DIALOG_ID = 'withdraw-request'

/**
 * Decision 043: the confirmation of a withdrawal, open while the URL says ?withdraw=<id>
 * (decision 012): a plain form posting intent 'withdraw-request'. A refusal (the period ended
 * meanwhile) stays in the dialog with its reason.
 */
export function WithdrawDialog({
  request,
  closeTo,
}: {
  request: { id: string; title: string; until: Date | string } | null
  closeTo: string
}) {
  const t = useT()
  const m = t.nda.withdraw
  const locale = useIntlLocale()
  const actionData = useActionData<ActionData | undefined>()
  const isSaving = useIsPending({ intent: 'withdraw-request' })
  return (
    <UrlDialog
      isOpen={request !== null}
      closeTo={closeTo}
      id={WITHDRAW_DIALOG_ID}
      role="alertdialog"
      closeLabel={t.dialog.close}
      title={m.confirmTitle}
      description={request ? format(m.confirmBody, { title: request.title }) : undefined}
    >
      {request ? (
        <Form method="post" action={closeTo} className="grid gap-4">
          <FormErrors errors={resultOfIntent(actionData, 'withdraw-request')?.error?.['']} />
          <p className="text-muted-foreground text-sm">
            {format(m.until, { date: formatDateTime(request.until, locale) })}
          </p>
          <input type="hidden" name="intent" value="withdraw-request" />
          <input type="hidden" name="id" value={request.id} />
          <DialogFooter>
            <UrlDialogClose disabled={isSaving}>{m.cancel}</UrlDialogClose>
            <StatusButton
              variant="destructive"
              status={isSaving ? 'pending' : 'idle'}
              pendingLabel={m.withdrawing}
            >
              {m.confirm}
            </StatusButton>
          </DialogFooter>
        </Form>
      ) : null}
    </UrlDialog>
  )
}
