import { useEffect, useId, useRef, useState } from 'react'
import { Check, X } from 'lucide-react'
import { useFetcher, useRevalidator } from 'react-router'
import type { RequestStatus } from '#db/schema'
import { format, useT } from '~/i18n'
import { showActionToast, type ActionResult } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/ui/dialog'
import { Label } from '~/ui/label'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import type { RequestKind } from '../schema'

/** Accept and Reject, each behind a confirmation dialog; enabled only while Pending (SPEC 4). */
export function DecisionButtons({
  kind,
  id,
  requesterName,
  status,
}: {
  kind: RequestKind
  id: string
  requesterName: string
  status: RequestStatus
}) {
  const m = useT().requests.admin
  const isPending = status === 'Pending'
  return (
    <div className="flex justify-end gap-2">
      <DecisionDialog
        intent="accept"
        kind={kind}
        id={id}
        requesterName={requesterName}
        isDisabled={!isPending}
        trigger={
          <>
            <Check aria-hidden /> {m.accept}
          </>
        }
        triggerLabel={`${m.accept}: ${requesterName}`}
      />
      <DecisionDialog
        intent="reject"
        kind={kind}
        id={id}
        requesterName={requesterName}
        isDisabled={!isPending}
        trigger={
          <>
            <X aria-hidden /> {m.reject}
          </>
        }
        triggerLabel={`${m.reject}: ${requesterName}`}
      />
    </div>
  )
}

function DecisionDialog({
  intent,
  kind,
  id,
  requesterName,
  isDisabled,
  trigger,
  triggerLabel,
}: {
  intent: 'accept' | 'reject'
  kind: RequestKind
  id: string
  requesterName: string
  isDisabled: boolean
  trigger: React.ReactNode
  triggerLabel: string
}) {
  const m = useT().requests.admin
  const [isOpen, setIsOpen] = useState(false)
  const fetcher = useFetcher<ActionResult>({ key: `decide-${kind}-${id}-${intent}` })
  const revalidator = useRevalidator()
  const reasonId = useId()
  const wasBusy = useRef(false)
  const isBusy = fetcher.state !== 'idle'
  const isAccept = intent === 'accept'

  // When the submission settles: close the dialog; on a refusal show the spec's error
  // and reload the list, since the request most likely changed under us.
  useEffect(() => {
    if (isBusy) {
      wasBusy.current = true
      return
    }
    if (!wasBusy.current) return
    wasBusy.current = false
    setIsOpen(false)
    if (fetcher.data?.toast) {
      showActionToast(fetcher.data.toast)
      void revalidator.revalidate()
    }
  }, [isBusy, fetcher.data, revalidator])

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant={isAccept ? 'default' : 'outline'}
          className={isAccept ? undefined : 'text-destructive hover:text-destructive'}
          disabled={isDisabled}
          aria-label={triggerLabel}
        >
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.cancel}>
        <fetcher.Form method="post" className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{isAccept ? m.acceptTitle : m.rejectTitle}</DialogTitle>
            <DialogDescription>
              {format(isAccept ? m.acceptDescription : m.rejectDescription, {
                name: requesterName,
              })}
            </DialogDescription>
          </DialogHeader>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          {/* SPEC 4: only an investment-specific rejection takes a reason. */}
          {!isAccept && kind === 'specific' ? (
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>{m.rejectReason}</Label>
              <Textarea
                id={reasonId}
                name="reason"
                rows={3}
                maxLength={2000}
                className="min-h-0"
                placeholder={m.rejectReasonPlaceholder}
              />
            </div>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {m.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant={isAccept ? 'default' : 'destructive'} disabled={isBusy}>
              {isBusy ? (
                <>
                  <Spinner /> {m.working}
                </>
              ) : isAccept ? (
                m.confirmAccept
              ) : (
                m.confirmReject
              )}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}
