import { useLocation } from 'react-router'
import { Link } from '~/ui/link'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { formatTotal, type Page } from '~/lib/page'
import { format, useIntlLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'

/** Previous/next links that keep the rest of the URL query (search, filters). */
export function Pagination({ page, label }: { page: Page<unknown>; label?: string }) {
  const m = useT().pagination
  const locale = useIntlLocale()
  const location = useLocation()
  if (page.pageCount <= 1) return null
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(location.search)
    params.set('page', String(target))
    return `${location.pathname}?${params.toString()}`
  }
  const linkClass =
    'inline-flex items-center gap-1 rounded-md border border-border px-3 py-1.5 text-sm hover:bg-muted'
  const first = (page.page - 1) * page.pageSize + 1
  const last = Math.min(page.total, page.page * page.pageSize)
  return (
    <nav
      aria-label={label ?? m.label}
      className="flex items-center justify-between gap-4 py-4 text-sm"
    >
      <p className="text-muted-foreground">
        {format(m.range, {
          first: first.toLocaleString(locale),
          last: last.toLocaleString(locale),
          total: formatTotal(page, locale),
        })}
      </p>
      <div className="flex items-center gap-2">
        {page.page > 1 ? (
          <Link to={hrefFor(page.page - 1)} className={linkClass} rel="prev">
            <ChevronLeft className="size-4 rtl:rotate-180" aria-hidden /> {m.previous}
          </Link>
        ) : null}
        <span className={cn('px-2')}>
          {format(m.pageOf, {
            page: page.page.toLocaleString(locale),
            pageCount: `${page.pageCount.toLocaleString(locale)}${page.more ? '+' : ''}`,
          })}
        </span>
        {page.page < page.pageCount ? (
          <Link to={hrefFor(page.page + 1)} className={linkClass} rel="next">
            {m.next} <ChevronRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        ) : null}
      </div>
    </nav>
  )
}
