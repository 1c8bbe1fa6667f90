import type { ReactNode } from 'react'

/** An admin screen's title, its one-line description and, on the right, its actions. */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: ReactNode
  description?: ReactNode
  /** The screen's actions (Add …), or a summary such as the unread count. */
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-muted-foreground mt-1">{description}</p> : null}
      </div>
      {children}
    </div>
  )
}
