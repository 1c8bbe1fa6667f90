import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { format, useT } from '~/i18n'
import { useActionToast } from '~/lib/use-action-toast'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/ui/alert-dialog'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'
import type { JobActionData } from './job-form-dialog'

/** Confirmation before a job posting is deleted (SPEC 8). */
export function DeleteJobDialog({
  job,
  onClose,
}: {
  job: { id: string; title: string } | null
  onClose: () => void
}) {
  const m = useT().careers.admin.jobs.confirmDelete
  const fetcher = useFetcher<JobActionData>()
  useActionToast(fetcher.data?.toast)
  const isSubmitting = fetcher.state !== 'idle'
  // A refused delete answers with a toast; the dialog closes so the toast can be read.
  const refusal = fetcher.data?.toast
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })
  useEffect(() => {
    if (refusal) onCloseRef.current()
  }, [refusal])
  return (
    <AlertDialog open={job !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{m.title}</AlertDialogTitle>
          <AlertDialogDescription>
            {format(m.description, { title: job?.title ?? '' })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="jobId" value={job?.id ?? ''} />
          <AlertDialogFooter>
            <AlertDialogCancel>{m.cancel}</AlertDialogCancel>
            {/* A plain submit button: AlertDialogAction would close the dialog before the post. */}
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {m.confirm}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
