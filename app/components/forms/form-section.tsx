import type { ReactNode } from 'react'
import { Link } from '~/ui/link'
import { cn } from '~/lib/class-names'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { StatusButton } from './status-button'

/**
 * One titled card of a long form on its own page (investment, package, site settings): its
 * fields in a column, or in two from small screens up.
 */
export function FormSection({
  title,
  description,
  isTwoColumn = false,
  children,
}: {
  title: ReactNode
  description?: string
  isTwoColumn?: boolean
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn('grid gap-5', isTwoColumn && 'items-start sm:grid-cols-2')}>
        {children}
      </CardContent>
    </Card>
  )
}

/**
 * The end of a form on its own page: Cancel, a link back to the list, and the submit button,
 * which says whether it creates or saves (and, while the form is sent, that it is busy).
 * `alternative` is a second submit button sending `saveAs`, e.g. "Save as draft" (decision 047).
 */
export function FormPageActions({
  cancelTo,
  isPending,
  labels,
  mode,
  alternative,
}: {
  cancelTo: string
  isPending: boolean
  labels: { cancel: string; create: string; creating: string; save: string; saving: string }
  mode: 'create' | 'edit'
  alternative?: { saveAs: string; label: string }
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button asChild variant="outline">
        <Link to={cancelTo}>{labels.cancel}</Link>
      </Button>
      {alternative ? (
        <Button
          type="submit"
          name="saveAs"
          value={alternative.saveAs}
          variant="secondary"
          disabled={isPending}
        >
          {alternative.label}
        </Button>
      ) : null}
      <StatusButton
        status={isPending ? 'pending' : 'idle'}
        pendingLabel={mode === 'create' ? labels.creating : labels.saving}
      >
        {mode === 'create' ? labels.create : labels.save}
      </StatusButton>
    </div>
  )
}
