import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import { useActionToast, type ActionResult } from '~/lib/use-action-toast'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/ui/alert-dialog'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'

/**
 * A delete button with a confirmation dialog (SPEC 8). Posts intent=delete with the id;
 * the dialog stays open until the server answers, and closes on success.
 */
export function ConfirmDeleteButton({
  id,
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onDeleted,
}: {
  id: string
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  onDeleted?: () => void
}) {
  const [isOpen, setIsOpen] = useState(false)
  const fetcher = useFetcher<ActionResult>()
  const isDeleting = fetcher.state !== 'idle'
  useActionToast(fetcher.data?.toast)
  const handled = useRef<ActionResult | undefined>(undefined)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return
    handled.current = fetcher.data
    setIsOpen(false)
    if (fetcher.data.ok) onDeleted?.()
  }, [fetcher.state, fetcher.data, onDeleted])

  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>{cancelLabel}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={isDeleting}
            onClick={() => fetcher.submit({ intent: 'delete', id }, { method: 'post' })}
          >
            {isDeleting ? <Spinner /> : null}
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
