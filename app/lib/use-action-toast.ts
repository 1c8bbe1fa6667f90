import { useEffect } from 'react'
import { toast } from 'sonner'
import type { Toast } from './action-result'

/** Shows one toast. `id` replaces a visible toast with the same id instead of adding one. */
export function showActionToast(actionToast: Toast, id?: string): void {
  const show =
    actionToast.type === 'error'
      ? toast.error
      : actionToast.type === 'info'
        ? toast.info
        : toast.success
  show(actionToast.title, { id, description: actionToast.description })
}

/**
 * Shows the toast of an action's answer (`actionData?.toast`) when it arrives. Used for refusals:
 * React Router does not revalidate the root after a 4xx/5xx action, so a flash cookie would
 * only appear on the next page. Successes redirect with a flash message, which the root shows.
 */
export function useActionToast(actionToast: Toast | null | undefined): void {
  useEffect(() => {
    if (actionToast) showActionToast(actionToast)
  }, [actionToast])
}
