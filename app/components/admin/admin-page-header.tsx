import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '~/ui/button'
import { UrlDialogLink } from '~/ui/url-dialog'

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

/**
 * The screen's Add button in its header: a link to the add dialog's URL (`?new=1#id`), or with
 * `isDialog` false to the add page.
 */
export function AddLink({
  to,
  isDialog = true,
  children,
}: {
  to: string
  isDialog?: boolean
  children: ReactNode
}) {
  const Anchor = isDialog ? UrlDialogLink : Link
  return (
    <Anchor to={to} className={buttonVariants()}>
      <Plus aria-hidden /> {children}
    </Anchor>
  )
}
