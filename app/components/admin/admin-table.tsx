import type { ComponentType, ReactNode } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import { Link } from '~/ui/link'
import { cn } from '~/lib/class-names'
import { Badge } from '~/ui/badge'
import { useT } from '~/i18n'
import { buttonVariants } from '~/ui/button'
import { Table, TableBody, TableEmptyRow, TableHead, TableHeader, TableRow } from '~/ui/table'
import { UrlDialogLink } from '~/ui/url-dialog'

export type AdminColumn = { label: ReactNode; className?: string }

/**
 * An admin list's table: its column heads, its rows (`children`), and the list's empty text
 * in one row when there are none. Framed in a card unless the page frames it itself.
 */
export function AdminTable({
  columns,
  isEmpty,
  empty,
  caption,
  heading,
  isFramed = true,
  children,
}: {
  columns: AdminColumn[]
  isEmpty: boolean
  empty: ReactNode
  /** Read out by screen readers only. */
  caption?: string
  /** Shown above the table inside its frame (the list's name and count). */
  heading?: ReactNode
  isFramed?: boolean
  children: ReactNode
}) {
  return (
    <div className={cn(isFramed && 'bg-card rounded-lg border')}>
      {heading}
      <Table>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHeader>
          <TableRow>
            {columns.map((column, index) => (
              <TableHead key={index} className={column.className}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {isEmpty ? <TableEmptyRow colSpan={columns.length}>{empty}</TableEmptyRow> : children}
        </TableBody>
      </Table>
    </div>
  )
}

/** A row's action buttons, at the end of the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>
}

/**
 * One of a row's actions: an icon button that opens the row's URL dialog (edit, view,
 * delete) or, with `isDialog` false, goes to another screen. `label` names the row.
 */
export function RowLink({
  to,
  label,
  icon: Icon,
  text,
  isDestructive = false,
  isDialog = true,
}: {
  to: string
  label: string
  icon?: ComponentType<{ 'aria-hidden'?: boolean }>
  /** Shown next to the icon; without it the button is the icon alone. */
  text?: string
  isDestructive?: boolean
  isDialog?: boolean
}) {
  const className = buttonVariants({
    variant: text ? 'outline' : 'ghost',
    size: text ? 'sm' : 'icon',
    className: isDestructive ? 'text-destructive hover:text-destructive' : undefined,
  })
  const Anchor = isDialog ? UrlDialogLink : Link
  return (
    <Anchor to={to} className={className} aria-label={label} title={text ? undefined : label}>
      {Icon ? <Icon aria-hidden /> : null}
      {text}
    </Anchor>
  )
}

/**
 * A row's edit and delete actions, after any others it has (`children`): edit opens the row's
 * URL dialog (or, with `isEditDialog` false, its edit page), delete its confirmation.
 */
export function EditDeleteActions({
  editTo,
  editLabel,
  deleteTo,
  deleteLabel,
  isEditDialog = true,
  children,
}: {
  editTo: string
  /** Names the row ('Edit Jane Doe'). */
  editLabel: string
  deleteTo: string
  deleteLabel: string
  isEditDialog?: boolean
  children?: ReactNode
}) {
  return (
    <RowActions>
      {children}
      <RowLink to={editTo} isDialog={isEditDialog} icon={Pencil} label={editLabel} />
      <RowLink to={deleteTo} icon={Trash2} isDestructive label={deleteLabel} />
    </RowActions>
  )
}

/** Whether a row is shown on the public site: Active (green) or Inactive. */
export function ActiveBadge({
  isActive,
  labels,
}: {
  isActive: boolean
  labels: { active: string; inactive: string }
}) {
  return (
    <Badge variant={isActive ? 'success' : 'secondary'}>
      {isActive ? labels.active : labels.inactive}
    </Badge>
  )
}

/** A text whose twin changed after it and nobody confirmed it since (decisions 047, 052). */
export function OutOfDateBadge({ isOutOfDate }: { isOutOfDate: boolean }) {
  const m = useT().admin.bilingual
  if (!isOutOfDate) return null
  return (
    <Badge variant="warning" className="ms-2">
      {m.outOfDate}
    </Badge>
  )
}

/** Marks a row whose Arabic twin texts are not all written yet (decision 018). */
export function MissingArabicBadge({ isMissing }: { isMissing: boolean }) {
  const m = useT().admin.bilingual
  if (!isMissing) return null
  return (
    <Badge variant="warning" className="ms-2">
      {m.missingArabic}
    </Badge>
  )
}
