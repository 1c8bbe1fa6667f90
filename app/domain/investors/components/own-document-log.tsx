import { useIntlLocale, useLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { Link } from '~/ui/link'

type OwnAccessRow = {
  id: number
  at: Date | string
  action: 'open' | 'download'
  investmentId: string
  investmentTitle: string
  investmentTitleAr: string
  documentTitle: string
  documentTitleAr: string
}

/** The investor's own access log on the dashboard: what they opened or downloaded, when. */
export function OwnDocumentLog({ rows }: { rows: OwnAccessRow[] }) {
  const m = useT().dataRoom
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const inLanguage = (english: string, arabic: string) =>
    locale === 'ar' && arabic ? arabic : english
  return (
    <section aria-labelledby="own-documents-title" className="space-y-3">
      <div>
        <h2 id="own-documents-title" className="text-xl font-semibold">
          {m.dashboard.title}
        </h2>
        <p className="text-muted-foreground text-sm">{m.dashboard.intro}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
          {m.dashboard.empty}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" data-own-documents="">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <div>
                <p className="font-medium">{inLanguage(row.documentTitle, row.documentTitleAr)}</p>
                <Link
                  to={`/investments/${row.investmentId}`}
                  className="text-primary text-sm hover:underline"
                >
                  {inLanguage(row.investmentTitle, row.investmentTitleAr)}
                </Link>
              </div>
              <p className="text-muted-foreground text-sm">
                {m.actions[row.action]} · {formatDateTime(row.at, intlLocale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
