import type { ReactNode } from 'react'
import { cn } from '~/lib/class-names'
import { Label } from '~/ui/label'

export function fieldErrorId(id: string) {
  return `${id}-error`
}

export function fieldHintId(id: string) {
  return `${id}-hint`
}

type FieldProps = {
  label: ReactNode
  name: string
  id?: string
  error?: string | string[]
  hint?: ReactNode
  className?: string
  children: ReactNode
}

/** The control itself sets id, aria-invalid and aria-describedby={fieldErrorId(id)}. */
export function Field({ label, name, id = name, error, hint, className, children }: FieldProps) {
  const errors = error === undefined ? [] : Array.isArray(error) ? error : [error]
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="text-muted-foreground text-sm">
          {hint}
        </p>
      ) : null}
      {/* Always rendered so aria-describedby never points at a missing element. */}
      <div id={fieldErrorId(id)} className="text-destructive text-sm font-medium empty:hidden">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  )
}
