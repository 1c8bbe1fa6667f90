import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field } from '~/ui/field'
import { Input } from '~/ui/input'

type InputType = 'text' | 'email' | 'password' | 'tel'

/** Label, input and inline error of one Conform field (error ids match ui/field). */
export function FormField({
  field,
  label,
  type = 'text',
  autoComplete,
  className,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  field: FieldMetadata<any, any, string[]>
  label: ReactNode
  type?: InputType
  autoComplete?: string
  className?: string
}) {
  const { key, ...inputProps } = getInputProps(field, { type })
  return (
    <Field label={label} name={field.name} id={field.id} error={field.errors} className={className}>
      <Input key={key} {...inputProps} autoComplete={autoComplete} />
    </Field>
  )
}
