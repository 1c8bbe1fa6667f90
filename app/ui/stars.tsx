import { Star } from 'lucide-react'
import { cn } from '~/lib/class-names'

export function Stars({
  label = '5 out of 5 stars',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div className={cn('flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden className="fill-gold-bright text-gold-bright size-4" />
      ))}
      <span className="sr-only">{label}</span>
    </div>
  )
}
