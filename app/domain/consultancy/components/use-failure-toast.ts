import { useEffect } from 'react'
import { toast } from 'sonner'

/** What the admin actions of this area answer to a fetcher. */
export type AdminActionData = {
  ok: boolean
  /** A failure to show as a toast: 4xx/5xx answers skip revalidation, so the root cannot show it. */
  failure?: { title: string; description: string }
}

/**
 * Shows a failed action's message as an error toast. Successes come back as the
 * root's cookie toast, which survives the row or dialog unmounting after revalidation.
 */
export function useFailureToast(state: string, result: AdminActionData | undefined): void {
  useEffect(() => {
    if (state === 'idle' && result?.failure) {
      toast.error(result.failure.title, { description: result.failure.description })
    }
  }, [state, result])
}
