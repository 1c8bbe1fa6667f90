import { useState, type ReactNode } from 'react'
import { DeleteDialogContent } from '~/components/admin/delete-dialog-content'
import { AlertDialog, AlertDialogTrigger } from '~/ui/alert-dialog'

/**
 * A delete button with a confirmation dialog (SPEC 8). Posts intent=delete with the id;
 * the dialog stays open until the server answers, and closes then.
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
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      {isOpen ? (
        <DeleteDialogContent
          id={id}
          title={title}
          description={description}
          labels={{ cancel: cancelLabel, confirm: confirmLabel, pending: confirmLabel }}
          onDone={(result) => {
            setIsOpen(false)
            if (result.ok) onDeleted?.()
          }}
        />
      ) : null}
    </AlertDialog>
  )
}
