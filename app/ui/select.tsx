import type { ComponentProps } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '~/lib/class-names'
import { controlClassName } from '~/ui/input'

// Native on purpose: it submits with the form and works before hydration.
export function NativeSelect({
  className,
  wrapperClassName,
  ...props
}: ComponentProps<'select'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        className={cn(controlClassName, 'h-10 cursor-pointer appearance-none pe-9', className)}
        {...props}
      />
      <ChevronDown
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2"
      />
    </div>
  )
}
