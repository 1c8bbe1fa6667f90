import { useState, type ReactNode } from 'react'
import { Form } from 'react-router'
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

/**
 * A delete button that asks first (SPEC 8 confirmation dialogs). Confirming posts
 * intent=delete&id=… to the current route and closes the dialog, so a refused delete
 * (the row stays) does not leave it open.
 */
export function ConfirmDeleteDialog({
  id,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
}: {
  id: string
  trigger: ReactNode
  title: string
  description: string
  cancelLabel: string
  confirmLabel: string
}) {
  const [isOpen, setIsOpen] = useState(false)
  return (
    <AlertDialog open={isOpen} onOpenChange={setIsOpen}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <Form method="post" onSubmit={() => setIsOpen(false)}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={id} />
          <AlertDialogFooter>
            <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
            <Button type="submit" variant="destructive">
              {confirmLabel}
            </Button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
