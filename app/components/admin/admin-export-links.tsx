import { FileSpreadsheet, FileText } from 'lucide-react'
import { useLocation } from 'react-router'
import { useT } from '~/i18n'
import { useLocalizedPath } from '~/ui/link'
import { buttonVariants } from '~/ui/button'

/**
 * "Export CSV" and "Export Excel" beside a list's search form (decision 049): plain links to
 * /admin/export/<list> that carry the page's search and filters as they are in its address,
 * so they work without JavaScript and export what the list shows (every page of it).
 */
export function AdminExportLinks({
  list,
  isBesideOtherExports = false,
}: {
  list: string
  /** The screen has exports of its own (the applicants' job export): these say "shown". */
  isBesideOtherExports?: boolean
}) {
  const m = useT().admin.exports
  const { search } = useLocation()
  const localize = useLocalizedPath()
  const href = (format: 'csv' | 'xlsx') => {
    const params = new URLSearchParams(search)
    params.delete('page')
    params.set('format', format)
    return localize(`/admin/export/${list}?${params.toString()}`)
  }
  return (
    <nav aria-label={m.label} className="flex flex-wrap gap-2">
      <a href={href('csv')} download className={buttonVariants({ variant: 'outline' })}>
        <FileText aria-hidden /> {isBesideOtherExports ? m.csvShown : m.csv}
      </a>
      <a href={href('xlsx')} download className={buttonVariants({ variant: 'outline' })}>
        <FileSpreadsheet aria-hidden /> {isBesideOtherExports ? m.xlsxShown : m.xlsx}
      </a>
    </nav>
  )
}
