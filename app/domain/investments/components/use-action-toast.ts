import { useEffect } from 'react'
import { toast } from 'sonner'

export type ActionToast = { type: 'success' | 'error'; title: string; description?: string }

/**
 * Shows a toast an action returned with a 4xx/5xx answer. Those answers do not
 * revalidate the root loader, so the cookie toast of redirectWithToast would wait
 * for the next navigation; this one shows at once.
 */
export function useActionToast(actionToast: ActionToast | undefined | null) {
  useEffect(() => {
    if (!actionToast) return
    const show = actionToast.type === 'error' ? toast.error : toast.success
    show(actionToast.title, { description: actionToast.description })
  }, [actionToast])
}
