import { useState } from 'react'
import { cn } from '~/lib/class-names'
import { ResponsiveImage } from './responsive-image'

/** 'Khalid Al Mansouri' → 'KM': first and last initials. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/**
 * A person's round photo, or their initials when there is none or it fails to load.
 * Decorative: the name is shown beside it. Size and colours come from `className`.
 */
export function PersonAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string
  imageUrl: string | null
  className?: string
}) {
  const [hasFailed, setHasFailed] = useState(false)
  if (imageUrl && !hasFailed) {
    return (
      <ResponsiveImage
        src={imageUrl}
        alt=""
        width={400}
        height={400}
        // At most size-28 (7rem) on the public pages.
        sizes="112px"
        onError={() => setHasFailed(true)}
        className={cn(
          'bg-muted ring-border size-20 shrink-0 rounded-full object-cover ring-1',
          className,
        )}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={cn(
        'bg-navy inline-flex size-20 shrink-0 items-center justify-center rounded-full text-xl font-semibold tracking-wide text-white',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
