import type { ComponentProps } from 'react'
import { cn } from '~/lib/class-names'

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('bg-muted animate-pulse rounded-md', className)} {...props} />
}
