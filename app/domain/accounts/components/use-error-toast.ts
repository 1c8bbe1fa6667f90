import { useEffect } from 'react'
import { toast } from 'sonner'

export type ErrorToast = { title: string; description?: string }

/**
 * SPEC 8: a failed login or registration also shows a toast. Failed submissions
 * answer 4xx, after which the root loader (and its cookie toast) does not rerun,
 * so the toast is raised here from the action's answer.
 */
export function useErrorToast(errorToast: ErrorToast | undefined) {
  useEffect(() => {
    if (errorToast) toast.error(errorToast.title, { description: errorToast.description })
  }, [errorToast])
}

/** The toast an action answer carries, if any. */
export function errorToastOf(actionData: unknown): ErrorToast | undefined {
  if (actionData && typeof actionData === 'object' && 'toast' in actionData) {
    const value = (actionData as { toast?: ErrorToast }).toast
    if (value && typeof value.title === 'string') return value
  }
  return undefined
}
