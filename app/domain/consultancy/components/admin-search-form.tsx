import { Search } from 'lucide-react'
import { Form, Link } from 'react-router'
import { Button, buttonVariants } from '~/ui/button'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'

/** A GET form for ?q=…: the search runs on the server and the URL can be shared. */
export function AdminSearchForm({
  action,
  defaultValue,
  label,
  placeholder,
  searchLabel,
  clearLabel,
}: {
  action: string
  defaultValue: string
  label: string
  placeholder: string
  searchLabel: string
  clearLabel: string
}) {
  return (
    <Form method="get" action={action} role="search" className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-64 flex-1 gap-2 sm:max-w-md">
        <Label htmlFor="q" className="sr-only">
          {label}
        </Label>
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
      <Button type="submit" variant="secondary">
        {searchLabel}
      </Button>
      {defaultValue ? (
        <Link to={action} className={buttonVariants({ variant: 'ghost' })}>
          {clearLabel}
        </Link>
      ) : null}
    </Form>
  )
}
