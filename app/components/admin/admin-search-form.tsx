import type { ReactNode } from 'react'
import { Search } from 'lucide-react'
import { Form, useLocation } from 'react-router'
import { Link } from '~/ui/link'
import { Button, buttonVariants } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { AdminExportLinks } from './admin-export-links'

/**
 * An admin list's GET form for ?q=… and its filters (`children`, each a labelled control
 * with its own name): the search runs on the server and the URL can be shared. With
 * `clearLabel`, a search in force can be cleared. With `exportList`, the list's Export CSV and
 * Export Excel links sit beside it (decision 049).
 */
export function AdminSearchForm({
  defaultValue,
  label,
  placeholder,
  searchLabel,
  clearLabel,
  exportList,
  children,
}: {
  defaultValue: string
  label: string
  placeholder: string
  searchLabel: string
  clearLabel?: string
  /** The list's name in the export registry (app/domain/exports/lists.server.ts). */
  exportList?: string
  children?: ReactNode
}) {
  const { pathname } = useLocation()
  const form = (
    <Form method="get" action={pathname} role="search" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-2 sm:max-w-md">
        <Label htmlFor="q">{label}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
          />
          <Input
            id="q"
            name="q"
            type="search"
            defaultValue={defaultValue}
            placeholder={placeholder}
            className="ps-9"
          />
        </div>
      </div>
      {children}
      <Button type="submit" variant="secondary">
        {searchLabel}
      </Button>
      {clearLabel && defaultValue ? (
        <Link to={pathname} className={buttonVariants({ variant: 'ghost' })}>
          {clearLabel}
        </Link>
      ) : null}
    </Form>
  )
  if (!exportList) return form
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {form}
      <AdminExportLinks list={exportList} />
    </div>
  )
}
