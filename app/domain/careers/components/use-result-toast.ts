import { useEffect } from 'react'
import { toast as showToast } from 'sonner'

export type ResultToast = {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/**
 * Shows a toast an action returned as data. Failures answer 4xx, after which React Router
 * does not reload the root loader, so the cookie toast would wait for the next page.
 */
export function useResultToast(toast: ResultToast | undefined): void {
  useEffect(() => {
    if (!toast) return
    const show =
      toast.type === 'error'
        ? showToast.error
        : toast.type === 'info'
          ? showToast.info
          : showToast.success
    show(toast.title, { description: toast.description })
  }, [toast])
}
