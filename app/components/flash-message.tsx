import { CheckCircle2, Info, XCircle } from 'lucide-react'
import { cn } from '~/lib/class-names'
import type { Toast } from '~/lib/action-result'
import { useHydrated } from '~/lib/use-hydrated'

/**
 * The flash message of the last action (redirectWithToast), rendered by the server as a
 * status line near the top of the page: what a browser without JavaScript shows instead of
 * the toast. Once the page has hydrated the toast shows it and this line is removed, so the
 * message is never announced twice.
 */
export function FlashMessage({
  toast,
  className,
}: {
  toast: Toast | null | undefined
  className?: string
}) {
  const isHydrated = useHydrated()
  if (!toast || isHydrated) return null
  const isError = toast.type === 'error'
  const Icon = isError ? XCircle : toast.type === 'info' ? Info : CheckCircle2
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6 lg:px-8', className)}>
      <div
        role={isError ? 'alert' : 'status'}
        data-flash-message
        className={cn(
          'flex items-start gap-3 rounded-lg border p-4 text-sm',
          isError
            ? 'border-destructive/50 bg-destructive/5 text-destructive'
            : 'border-success/40 bg-success/5 text-foreground',
        )}
      >
        <Icon
          aria-hidden
          className={cn('mt-0.5 size-5 shrink-0', isError ? 'text-destructive' : 'text-success')}
        />
        <div>
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1">{toast.description}</p> : null}
        </div>
      </div>
    </div>
  )
}
