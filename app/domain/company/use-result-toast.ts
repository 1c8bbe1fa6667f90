import { useEffect } from 'react'
import { toast as showToast } from 'sonner'

export type ResultToast = { type: 'success' | 'error'; title: string; description?: string }

/**
 * Shows the toast an action returned in its data. Used for failures: React Router does not
 * revalidate the root after a 4xx/5xx action, so a toast cookie would only appear on the
 * next page. Successes use redirectWithToast/toastHeaders as usual.
 */
export function useResultToast(toast: ResultToast | undefined | null): void {
  useEffect(() => {
    if (!toast) return
    const show = toast.type === 'error' ? showToast.error : showToast.success
    show(toast.title, { description: toast.description })
  }, [toast])
}
