import type { ComponentProps } from 'react'
import { cn } from '~/lib/class-names'
import { controlClassName } from '~/ui/input'

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClassName, 'min-h-[120px]', className)} {...props} />
}
