import type { ReactNode } from 'react'
import { cn } from '~/lib/class-names'
import { Card, CardDescription, CardHeader, CardTitle } from '~/ui/card'

/** The centred card every account screen uses; its title is the page's h1. */
export function AuthCard({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className="from-muted/60 to-background flex justify-center bg-linear-to-b px-4 py-12 md:py-16">
      <Card className={cn('w-full max-w-md', className)}>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        {children}
      </Card>
    </div>
  )
}
