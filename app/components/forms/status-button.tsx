import { CheckCircle2, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { useFormAction, useNavigation } from 'react-router'
import { cn } from '~/lib/class-names'
import { useHydrated } from '~/lib/use-hydrated'
import { Button, type ButtonProps } from '~/ui/button'
import { Spinner } from '~/ui/spinner'

export type FormStatus = 'idle' | 'pending' | 'success' | 'error'

/**
 * Whether a form is being sent: the one way the kit tells. A navigation submitting to
 * `formAction` (this route's action by default), and, when given, with this `intent`.
 * Forms sent with a fetcher pass `fetcher.state !== 'idle'` to StatusButton instead.
 */
export function useIsPending({
  formAction,
  intent,
}: { formAction?: string; intent?: string } = {}): boolean {
  const navigation = useNavigation()
  const ownAction = useFormAction()
  if (navigation.state !== 'submitting') return false
  const target = (formAction ?? ownAction).split('?')[0]
  if (navigation.formAction?.split('?')[0] !== target) return false
  return intent === undefined || navigation.formData?.get('intent') === intent
}

/**
 * The submit button of every form: disabled with a spinner and the busy label while the
 * form is sent (SPEC 4), a tick or a cross for a moment after a fetcher's answer.
 * Without JavaScript it is a plain submit button.
 */
export function StatusButton({
  status,
  pendingLabel,
  children,
  className,
  ...props
}: ButtonProps & { status: FormStatus; pendingLabel?: ReactNode }) {
  const isPending = status === 'pending'
  const isHydrated = useHydrated()
  if (!isHydrated && status === 'idle') {
    // Before React runs (a page without hydration for good): both faces, the busy one hidden;
    // the kit-form island shows it once the form is sent (app/islands/kit-form.ts).
    return (
      <Button type="submit" data-status-button="" {...props} className={cn('gap-2', className)}>
        <span data-status="pending" className="hidden">
          <Spinner />
          {pendingLabel}
        </span>
        {pendingLabel ? (
          <span data-status="idle" className="contents">
            {children}
          </span>
        ) : (
          children
        )}
      </Button>
    )
  }
  return (
    <Button
      type="submit"
      aria-busy={isPending || undefined}
      {...props}
      onMouseDown={(event) => {
        props.onMouseDown?.(event)
        // Pressing the button would first blur the field being typed in; its onBlur error
        // would then push the button from under the pointer and the click would be lost
        // (one error shown instead of all). Focus stays put; the click sends the form.
        if (props.type === undefined || props.type === 'submit') event.preventDefault()
      }}
      disabled={isPending || props.disabled}
      className={cn('gap-2', className)}
    >
      {isPending ? <Spinner /> : null}
      {status === 'success' ? <CheckCircle2 aria-hidden className="size-4" /> : null}
      {status === 'error' ? <XCircle aria-hidden className="size-4" /> : null}
      {isPending && pendingLabel ? pendingLabel : children}
    </Button>
  )
}
