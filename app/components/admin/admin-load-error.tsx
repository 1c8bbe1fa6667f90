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
  if (isForbidden(error)) return <AdminForbidden />
  // A refused form (4xx with a message of ours, e.g. an unknown action) says what was wrong.
  const refusal =
    isRouteErrorResponse(error) &&
    error.status < 500 &&
    error.status !== 404 &&
    typeof error.data === 'string'
      ? error.data
      : null
  const heading = refusal ? m.errors.badRequestTitle : message
  const description = refusal ?? m.errors.body
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

/**
 * A screen outside the staff member's role: the same "Access denied" page on every admin
 * route, inside the layout so the menu of what the role may open stays in reach.
 */
export function AdminForbidden() {
  const m = useT()
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <title>{m.errors.forbiddenTitle}</title>
      <h1 className="text-3xl font-bold tracking-tight">{m.errors.forbiddenTitle}</h1>
      <p className="text-muted-foreground">{m.errors.forbidden}</p>
    </div>
  )
}

/** Whether an admin boundary's error is the 403 of a screen outside the role. */
export function isForbidden(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403
}
