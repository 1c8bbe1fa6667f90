import type { ReactNode } from 'react'
import { cn } from '~/lib/class-names'

type PageHeroProps = {
  title: ReactNode
  subtitle?: ReactNode
  className?: string
  children?: ReactNode
}

export function PageHero({ title, subtitle, className, children }: PageHeroProps) {
  return (
    <section
      className={cn('from-navy via-navy-light to-navy-dark bg-linear-to-br text-white', className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {subtitle ? (
          <p className="mx-auto mt-4 max-w-3xl text-lg text-pretty text-white/85">{subtitle}</p>
        ) : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  )
}
