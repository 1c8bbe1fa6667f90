import type { SubmissionResult } from '@conform-to/react'

/**
 * The one toast shape: what the server's flash cookie carries across a redirect and what an
 * action answers in its data. Shown by the root (toast with JavaScript, status line without).
 */
export type Toast = {
  type: 'success' | 'error' | 'info'
  title: string
  description?: string
}

/**
 * What every action answers when it does not redirect (decision 014): the form's Conform
 * result (its values and every field's error) and, for a refusal, a toast to show at once.
 * A success always redirects with a flash message instead.
 */
export type ActionData = {
  result?: SubmissionResult<string[]>
  toast?: Toast
  /** A form's next step shown on the same page (handleForm's `next` outcome), rarely used. */
  next?: Record<string, unknown>
}

/**
 * The form result in `actionData` when it answers the form posted with this `intent`: on a
 * page with several forms, each form shows only its own errors and values.
 */
export function resultOfIntent(
  actionData: ActionData | undefined,
  intent: string,
): SubmissionResult<string[]> | undefined {
  return actionData?.result?.initialValue?.intent === intent ? actionData.result : undefined
}
