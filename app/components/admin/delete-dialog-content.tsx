import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useActionToast, type ActionResult } from '~/lib/use-action-toast'
import {
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/ui/alert-dialog'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'

/**
 * The inside of a delete confirmation (SPEC 8), for an AlertDialog the caller opens.
 * Confirming posts intent=delete&id=… to the current route; the dialog stays until the
 * server answers, shows the answer's toast and hands the answer to `onDone` (which
 * closes it: a refused delete leaves the row and its toast in view).
 */
export function DeleteDialogContent({
  id,
  title,
  description,
  labels,
  onDone,
}: {
  id: string
  title: string
  description: string
  labels: { cancel: string; confirm: string; pending: string }
  onDone: (result: ActionResult) => void
}) {
  const fetcher = useFetcher<ActionResult>()
  const isDeleting = fetcher.state !== 'idle'
  useActionToast(fetcher.data?.toast)
  const onDoneRef = useRef(onDone)
  useEffect(() => {
    onDoneRef.current = onDone
  })
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onDoneRef.current(fetcher.data)
  }, [fetcher.state, fetcher.data])
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={isDeleting}>
            {labels.cancel}
          </AlertDialogCancel>
          {/* A plain submit button: AlertDialogAction would close the dialog before the post. */}
          <Button type="submit" variant="destructive" disabled={isDeleting}>
            {isDeleting ? (
              <>
                <Spinner /> {labels.pending}
              </>
            ) : (
              labels.confirm
            )}
          </Button>
        </AlertDialogFooter>
      </fetcher.Form>
    </AlertDialogContent>
  )
}
