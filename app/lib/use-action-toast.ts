import { useEffect } from 'react'
import { toast } from 'sonner'

/** The toast an action returns in its data; the same fields as the server's toast cookie. */
export type ActionToast = {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/** What an action answers to a fetcher: whether it worked, and a toast to show at once. */
export type ActionResult = { ok?: boolean; toast?: ActionToast | null }

/** Shows one toast. `id` replaces a visible toast with the same id instead of adding one. */
export function showActionToast(actionToast: ActionToast, id?: string): void {
  const show =
    actionToast.type === 'error'
      ? toast.error
      : actionToast.type === 'info'
        ? toast.info
        : toast.success
  show(actionToast.title, { id, description: actionToast.description })
}

/**
 * Shows the toast an action returned in its data. Used for failures: React Router does not
 * revalidate the root after a 4xx/5xx action, so a toast cookie would only appear on the
 * next page. Successes use redirectWithToast/toastHeaders, which the root shows.
 */
export function useActionToast(actionToast: ActionToast | null | undefined): void {
  useEffect(() => {
    if (actionToast) showActionToast(actionToast)
  }, [actionToast])
}

/** The toast an action's answer carries, for answers whose shapes differ (some have none). */
export function actionToastOf(actionData: unknown): ActionToast | undefined {
  if (actionData && typeof actionData === 'object' && 'toast' in actionData) {
    const value = (actionData as { toast?: ActionToast | null }).toast
    if (value && typeof value.title === 'string') return value
  }
  return undefined
}
