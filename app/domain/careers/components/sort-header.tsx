import { ArrowDown, ArrowUp } from 'lucide-react'
import { useLocation } from 'react-router'
import { useT } from '~/i18n'
import { Link } from '~/ui/link'
import type { ApplicantSort } from '../schema'

/**
 * A column head of the applicants table that sorts by it (decision 045): a plain link, so it
 * works without JavaScript; pressed again it turns the order round. The filters in the
 * address stay, the page goes back to the first.
 */
export function SortHeader({
  by,
  label,
  sort,
  dir,
}: {
  by: ApplicantSort
  label: string
  sort: ApplicantSort
  dir: 'asc' | 'desc'
}) {
  const m = useT().pipeline.table
  const { pathname, search } = useLocation()
  const isSorted = sort === by
  const params = new URLSearchParams(search)
  params.set('sort', by)
  params.set('dir', isSorted && dir === 'desc' ? 'asc' : 'desc')
  params.delete('page')
  const Arrow = dir === 'asc' ? ArrowUp : ArrowDown
  return (
    <Link
      to={`${pathname}?${params.toString()}`}
      className="hover:text-foreground inline-flex items-center gap-1 underline-offset-4 hover:underline"
    >
      {label}
      {isSorted ? (
        <>
          <Arrow aria-hidden className="size-3.5" />
          <span className="sr-only">
            {', '}
            {dir === 'asc' ? m.sortedAscending : m.sortedDescending}
          </span>
        </>
      ) : null}
    </Link>
  )
}
