import type { ReactNode } from 'react'
import { cn } from '~/lib/class-names'

export function SectionHeading({
  id,
  title,
  subtitle,
  align = 'center',
  className,
}: {
  id: string
  title: ReactNode
  subtitle?: ReactNode
  align?: 'center' | 'start'
  className?: string
}) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto text-center' : 'text-start', className)}>
      <h2 id={id} className="text-navy text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {title}
      </h2>
      {subtitle ? (
        <p
          className={cn(
            'text-muted-foreground mt-3 text-lg text-pretty',
            align === 'center' && 'mx-auto max-w-2xl',
          )}
        >
          {subtitle}
        </p>
      ) : null}
    </div>
  )
}
