import { useEffect } from 'react'
import type * as SonnerModule from 'sonner'
import type { Toast } from './action-result'

export type Sonner = typeof SonnerModule

let sonner: Promise<Sonner> | undefined
const onLoad = new Set<(module: Sonner) => void>()

/**
 * sonner, downloaded with the first toast a page shows (issue 14: a page that shows none does
 * not pay for it). The Toaster (~/ui/toaster) mounts once it has arrived; sonner then replays
 * the toasts already shown.
 */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => {
    for (const listener of onLoad) listener(module)
    return module
  })
  return sonner
}

/** Calls `listener` with sonner once a toast has loaded it; returns the unsubscribe. */
export function onSonnerLoad(listener: (module: Sonner) => void): () => void {
  onLoad.add(listener)
  void sonner?.then(listener)
  return () => onLoad.delete(listener)
}

/** Shows one toast. `id` replaces a visible toast with the same id instead of adding one. */
export function showActionToast(actionToast: Toast, id?: string): void {
  void loadSonner().then(({ toast }) => {
    const show =
      actionToast.type === 'error'
        ? toast.error
        : actionToast.type === 'info'
          ? toast.info
          : toast.success
    show(actionToast.title, { id, description: actionToast.description })
  })
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
