import type { ComponentProps } from 'react'
import { cn } from '~/lib/class-names'

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'peer border-input accent-primary focus-visible:ring-ring focus-visible:ring-offset-background size-4 shrink-0 cursor-pointer rounded focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  )
}
