import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Check, X } from 'lucide-react'
import { Form, useActionData } from 'react-router'
import type { InvestmentRequestStatus } from '#db/schema'
import { FormErrors, TextareaField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { cn } from '~/lib/class-names'
import { useActionToast } from '~/lib/use-action-toast'
import { Button, buttonVariants } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { RequestDecisionSchema, type RequestKind } from '../schema'

export type DecisionIntent = 'accept' | 'reject'

/**
 * Accept and Reject for one request: links to their confirmation dialogs (?accept=<id>,
 * ?reject=<id>), enabled only while the request is Pending (SPEC 4).
 */
export function DecisionButtons({
  requesterName,
  status,
  hrefOf,
}: {
  requesterName: string
  status: InvestmentRequestStatus
  /** The address of the decision's dialog for this request. */
  hrefOf: (intent: DecisionIntent) => string
}) {
  const m = useT().requests.admin
  const isPending = status === 'Pending'
  const buttons = [
    { intent: 'accept', label: m.accept, icon: Check, variant: 'default' },
    { intent: 'reject', label: m.reject, icon: X, variant: 'outline' },
  ] as const
  return (
    <div className="flex justify-end gap-2">
      {buttons.map(({ intent, label, icon: Icon, variant }) => {
        const props = {
          className: cn(
            buttonVariants({ size: 'sm', variant }),
            intent === 'reject' && 'text-destructive hover:text-destructive',
          ),
          'aria-label': `${label}: ${requesterName}`,
        }
        const content = (
          <>
            <Icon aria-hidden /> {label}
          </>
        )
        // A decided request keeps its decision: the buttons stay, disabled.
        return isPending ? (
          <UrlDialogLink key={intent} to={hrefOf(intent)} {...props}>
            {content}
          </UrlDialogLink>
        ) : (
          <Button key={intent} type="button" disabled {...props}>
            {content}
          </Button>
        )
      })}
    </div>
  )
}

export type Decision = {
  intent: DecisionIntent
  kind: RequestKind
  id: string
  requesterName: string
}

/**
 * The accept or reject confirmation (a URL dialog): a plain form posting the decision. Done,
 * the page goes back to the list with the flash message; a refusal (the request was decided
 * meanwhile) stays in the dialog with the reason.
 */
export function DecisionDialog({
  decision,
  closeTo,
  id,
}: {
  decision: Decision | null
  closeTo: string
  id: string
}) {
  const t = useT()
  const m = t.requests.admin
  const isAccept = decision?.intent === 'accept'
  return (
    <UrlDialog
      isOpen={decision !== null}
      closeTo={closeTo}
      id={id}
      closeLabel={t.dialog.close}
      title={isAccept ? m.acceptTitle : m.rejectTitle}
      description={
        decision
          ? format(isAccept ? m.acceptDescription : m.rejectDescription, {
              name: decision.requesterName,
            })
          : undefined
      }
    >
      {decision ? (
        <DecisionForm key={`${decision.intent}-${decision.id}`} decision={decision} />
      ) : null}
    </UrlDialog>
  )
}

function DecisionForm({ decision }: { decision: Decision }) {
  const m = useT().requests.admin
  const actionData = useActionData<ActionData>()
  useActionToast(actionData?.toast)
  const isAccept = decision.intent === 'accept'
  const isSaving = useIsPending({ intent: decision.intent })
  const [form, fields] = useKitForm({
    id: `decision-${decision.intent}-${decision.id}`,
    lastResult: actionData?.result,
    schema: RequestDecisionSchema,
  })
  return (
    <Form method="post" className="grid gap-4" {...kitFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={decision.intent} />
      <input type="hidden" name="kind" value={decision.kind} />
      <input type="hidden" name="id" value={decision.id} />
      {/* SPEC 4: only an investment-specific rejection takes a reason. */}
      {!isAccept && decision.kind === 'specific' ? (
        <TextareaField
          field={fields.reason}
          label={m.rejectReason}
          placeholder={m.rejectReasonPlaceholder}
          rows={3}
        />
      ) : null}
      <DialogFooter>
        <UrlDialogClose disabled={isSaving}>{m.cancel}</UrlDialogClose>
        <StatusButton
          variant={isAccept ? 'default' : 'destructive'}
          status={isSaving ? 'pending' : 'idle'}
          pendingLabel={m.working}
        >
          {isAccept ? m.confirmAccept : m.confirmReject}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}
