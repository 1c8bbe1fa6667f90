import { useState } from 'react'
import { cn } from '~/lib/class-names'

/** 'Khalid Al Mansouri' → 'KM'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/** SPEC 2: the consultant's photo, or their initials when there is none (or it fails to load). */
export function ConsultantAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string
  imageUrl: string | null
  className?: string
}) {
  const [hasFailed, setHasFailed] = useState(false)
  const classes = cn('size-20 shrink-0 rounded-full', className)
  if (imageUrl && !hasFailed) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        onError={() => setHasFailed(true)}
        className={cn(classes, 'bg-muted ring-border object-cover ring-1')}
      />
    )
  }
  return (
    <span
      aria-hidden
      data-testid="consultant-initials"
      className={cn(
        classes,
        'bg-navy inline-flex items-center justify-center text-xl font-semibold tracking-wide text-white',
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
