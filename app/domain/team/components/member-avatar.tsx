import { cn } from '~/lib/class-names'

/** 'Ahmed Al Hashimi' → 'AH': first and last initials. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) return '?'
  const first = parts[0][0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/** A round photo, or the person's initials when there is none. Decorative: the name is shown beside it. */
export function MemberAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string
  imageUrl: string | null
  className?: string
}) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        loading="lazy"
        className={cn('bg-muted size-24 shrink-0 rounded-full object-cover', className)}
      />
    )
  }
  return (
    <span
      aria-hidden
      className={cn(
        'bg-primary inline-flex size-24 shrink-0 items-center justify-center rounded-full text-2xl font-semibold text-white',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  )
}
