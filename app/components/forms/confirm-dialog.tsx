import type { ComponentProps } from 'react'
import { Form, useActionData } from 'react-router'
import { useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'
import { FormErrors } from './fields'
import { StatusButton, useIsPending } from './status-button'

/**
 * The kit's one confirmation for a destructive action (decision 012): a URL dialog
 * (`?delete=team-001`) that posts `fields` (intent=delete&id=…) to the page's action with a
 * plain form, so it works without JavaScript. The action answers through handleForm: done
 * redirects to the page without the parameter (the dialog closes, the flash message shows);
 * refused keeps the dialog open with the reason (a toast with JavaScript, in the dialog without).
 */
export function ConfirmDialog({
  fields,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  closeLabel,
  ...dialog
}: Omit<ComponentProps<typeof UrlDialog>, 'role' | 'children' | 'closeLabel'> & {
  /** The close button's name; the catalog's 'Close' unless given. */
  closeLabel?: string
  fields: Record<string, string>
  confirmLabel: string
  pendingLabel: string
  cancelLabel: string
}) {
  const t = useT()
  const isPending = useIsPending({ intent: fields.intent })
  const actionData = useActionData<ActionData>()
  useActionToast(dialog.isOpen ? actionData?.toast : undefined)
  return (
    <UrlDialog role="alertdialog" closeLabel={closeLabel ?? t.dialog.close} {...dialog}>
      <Form method="post">
        {dialog.isOpen ? <FormErrors errors={actionData?.result?.error?.['']} /> : null}
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DialogFooter className="mt-4">
          <UrlDialogClose disabled={isPending}>{cancelLabel}</UrlDialogClose>
          <StatusButton
            variant="destructive"
            status={isPending ? 'pending' : 'idle'}
            pendingLabel={pendingLabel}
          >
            {confirmLabel}
          </StatusButton>
        </DialogFooter>
      </Form>
    </UrlDialog>
  )
}
