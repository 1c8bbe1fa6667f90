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
  // A refused form (4xx with a message of ours, e.g. an unknown action) says what was wrong.
  const refusal =
    !isForbidden &&
    isRouteErrorResponse(error) &&
    error.status < 500 &&
    error.status !== 404 &&
    typeof error.data === 'string'
      ? error.data
      : null
  const heading = isForbidden ? m.errors.title : refusal ? m.errors.badRequestTitle : message
  const description = isForbidden ? m.errors.forbidden : (refusal ?? m.errors.body)
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <Alert variant="destructive">
        <AlertTitle>{heading}</AlertTitle>
        <AlertDescription>{description}</AlertDescription>
      </Alert>
    </div>
  )
}
