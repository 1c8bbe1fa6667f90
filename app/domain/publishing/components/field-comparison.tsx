import type { FieldComparison } from '~/domain/publishing/publishing.server'
import { format, useT } from '~/i18n'
import { Badge } from '~/ui/badge'

/*
 * Two versions of an item side by side (decision 047): each field a row, each English text
 * followed by its Arabic twin, changed rows marked in words as well as colour.
 */

export function FieldComparisonTable({
  fields,
  caption,
  left,
  right,
}: {
  fields: FieldComparison[]
  caption: string
  /** The two columns' headings: two revisions, or the published version and the draft. */
  left: string
  right: string
}) {
  const t = useT()
  const m = t.revisions
  const languages = t.admin.bilingual
  const fieldLabel = (name: string) => m.fields[name as keyof typeof m.fields] ?? name
  const rows = fields.flatMap((field) =>
    field.twin
      ? [
          {
            key: field.name,
            label: format(languages.english, { label: fieldLabel(field.name) }),
            a: field.a,
            b: field.b,
            lang: 'en',
          },
          {
            key: field.twin,
            label: format(languages.arabic, { label: fieldLabel(field.name) }),
            a: field.twinA,
            b: field.twinB,
            lang: 'ar',
          },
        ]
      : [{ key: field.name, label: fieldLabel(field.name), a: field.a, b: field.b, lang: '' }],
  )
  return (
    <div className="overflow-x-auto rounded-lg border">
      {/* Three equal columns at every width: on a phone both versions stay in sight. */}
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className="p-2 text-start font-medium sm:p-3">
              {m.field}
            </th>
            <th scope="col" className="p-2 text-start font-medium sm:p-3">
              {left}
            </th>
            <th scope="col" className="p-2 text-start font-medium sm:p-3">
              {right}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isChanged = JSON.stringify(row.a ?? '') !== JSON.stringify(row.b ?? '')
            return (
              <tr key={row.key} className={isChanged ? 'bg-warning/15 border-t' : 'border-t'}>
                <th scope="row" className="p-2 text-start align-top font-medium break-words sm:p-3">
                  {row.label}
                  <Badge variant={isChanged ? 'warning' : 'outline'} className="ms-2">
                    {isChanged ? m.changedMark : m.unchanged}
                  </Badge>
                </th>
                <td className="p-2 align-top break-words whitespace-pre-wrap sm:p-3">
                  <Value value={row.a} lang={row.lang} />
                </td>
                <td className="p-2 align-top break-words whitespace-pre-wrap sm:p-3">
                  <Value value={row.b} lang={row.lang} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

type LinkValue = { title?: string; titleAr?: string; url?: string }
/** A row of the site texts' office hours (decision 047). */
type OfficeHoursValue = { days?: string; hours?: string }

/**
 * A field's value as staff read it: text, yes or no, or one line per link, package or row of
 * office hours.
 */
function Value({ value, lang }: { value: unknown; lang: string }) {
  const m = useT().revisions
  const text = { ...(lang ? { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } : {}) }
  if (value === null || value === undefined || value === '') return <>{m.none}</>
  if (typeof value === 'boolean') return <>{value ? m.yes : m.no}</>
  if (Array.isArray(value)) {
    if (value.length === 0) return <>{m.none}</>
    return (
      <ul className="grid gap-1">
        {value.map((item, index) => (
          <li key={index}>
            {typeof item === 'object' && item !== null && 'days' in item ? (
              <span {...text}>
                {(item as OfficeHoursValue).days}: {(item as OfficeHoursValue).hours}
              </span>
            ) : typeof item === 'object' && item !== null ? (
              <>
                {(item as LinkValue).title}
                {(item as LinkValue).titleAr ? (
                  <span lang="ar" dir="rtl">
                    {' '}
                    / {(item as LinkValue).titleAr}
                  </span>
                ) : null}{' '}
                <span className="text-muted-foreground break-all">{(item as LinkValue).url}</span>
              </>
            ) : (
              String(item)
            )}
          </li>
        ))}
      </ul>
    )
  }
  return <span {...text}>{String(value)}</span>
}
