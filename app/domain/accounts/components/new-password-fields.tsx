import type { ComponentProps } from 'react'
import { TextField } from '~/components/forms/fields'

type Field = ComponentProps<typeof TextField>['field']

/**
 * A new password and its confirmation, side by side from medium screens (SPEC 2): the same
 * pair on registration, the password reset and the password change.
 */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: Field
  confirmPassword: Field
  labels: { password: string; confirmPassword: string }
}) {
  return (
    <div className="grid items-start gap-4 md:grid-cols-2">
      <TextField
        field={password}
        label={labels.password}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        field={confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </div>
  )
}
