import { ArrowLeft, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from '~/ui/link'
import { cn } from '~/lib/class-names'
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

/**
 * The header of a form on its own page (add or edit an investment or package): a link back to
 * the list, the title, one line under it and, on the right, links such as 'View on site'.
 */
export function AdminFormPageHeader({
  backTo,
  backLabel,
  title,
  description,
  children,
}: {
  backTo: string
  backLabel: string
  title: ReactNode
  description: ReactNode
  children?: ReactNode
}) {
  const heading = (
    <h1 className={cn('text-2xl font-bold tracking-tight md:text-3xl', !children && 'mt-3')}>
      {title}
    </h1>
  )
  const subtitle = <p className="text-muted-foreground mt-1">{description}</p>
  return (
    <div>
      <Link
        to={backTo}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 text-sm font-medium"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {backLabel}
      </Link>
      {children ? (
        <div className="mt-3 flex flex-wrap items-start justify-between gap-4">
          <div>
            {heading}
            {subtitle}
          </div>
          {children}
        </div>
      ) : (
        <>
          {heading}
          {subtitle}
        </>
      )}
    </div>
  )
}
