import { isRouteErrorResponse } from 'react-router'
import { useT } from '~/i18n'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'

/** An admin screen's error boundary: the spec's 'Failed to load …' message inside the layout. */
export function AdminLoadError({
  error,
  title,
  message,
}: {
  error: unknown
  title: string
  message: string
}) {
  const m = useT()
  const isForbidden = isRouteErrorResponse(error) && error.status === 403
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <Alert variant="destructive">
        <AlertTitle>{isForbidden ? m.errors.title : message}</AlertTitle>
        <AlertDescription>{isForbidden ? m.errors.forbidden : m.errors.body}</AlertDescription>
      </Alert>
    </div>
  )
}
