import type { ComponentProps } from 'react'
import { TextField } from '~/components/forms/fields'
import { cn } from '~/lib/class-names'

type Field = ComponentProps<typeof TextField>['field']

/**
 * A new password and its confirmation, side by side from medium screens (SPEC 2): the same
 * pair on registration, the password reset, the password change and a staff invitation (there
 * one under the other in the narrow card, marked required).
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
  isStacked = false,
  isRequired = false,
}: {
  password: Field
  confirmPassword: Field
  labels: { password: string; confirmPassword: string }
  isStacked?: boolean
  isRequired?: boolean
}) {
  return (
    <div className={cn('grid items-start gap-4', !isStacked && 'md:grid-cols-2')}>
      <TextField
        field={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        isRequired={isRequired}
      />
      <TextField
        field={confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        isRequired={isRequired}
      />
    </div>
  )
}
