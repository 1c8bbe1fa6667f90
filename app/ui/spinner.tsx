import { Loader2 } from 'lucide-react'
import { cn } from '~/lib/class-names'

/** Without a label the spinner is decorative; with one it is announced as a status. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const icon = <Loader2 aria-hidden className={cn('size-4 animate-spin', className)} />
  if (!label) return icon
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  )
}
