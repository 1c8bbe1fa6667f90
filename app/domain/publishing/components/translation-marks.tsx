import { format, useT } from '~/i18n'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { TRANSLATION_FILTERS, type TranslationFilter } from '../schema'
import type { StaleTranslation } from '../translations'

/*
 * The translation marks on the admin screens (decisions 047 and 052): a list's filter and a
 * form's notice of the texts whose twin changed after them, each with "Still correct".
 */

/** A list's "Translation" filter, a field of its search form (works without JavaScript). */
export function TranslationFilterField({ id, value }: { id: string; value: TranslationFilter }) {
  const m = useT().admin.bilingual
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{m.filterLabel}</Label>
      <NativeSelect id={id} name="translation" defaultValue={value}>
        {TRANSLATION_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {m.filters[filter]}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/**
 * The form's notice: each pair one side of which fell behind, named by `labels` (the form's
 * own field labels), with a box that confirms it as current (`confirmTranslations`). Its
 * heading is an h2 on a form page, an h3 under a dialog's or a section's own h2.
 */
export function StaleTranslationsNotice({
  id,
  stale,
  labels,
  headingLevel = 2,
}: {
  id: string
  stale: readonly Pick<StaleTranslation, 'field' | 'stale'>[]
  labels: Record<string, string>
  headingLevel?: 2 | 3
}) {
  const m = useT().admin.bilingual
  if (stale.length === 0) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      aria-labelledby={`${id}-stale`}
      className="border-warning/50 bg-warning/10 grid gap-3 rounded-lg border p-4"
    >
      <Heading id={`${id}-stale`} className="font-semibold">
        {m.outOfDate}
      </Heading>
      <ul className="grid gap-3">
        {stale.map((pair) => (
          <li key={pair.field} className="grid gap-1.5 text-sm">
            <p>
              <strong>
                {format(pair.stale === 'ar' ? m.arabic : m.english, {
                  label: labels[pair.field] ?? pair.field,
                })}
              </strong>{' '}
              {pair.stale === 'ar' ? m.staleArabic : m.staleEnglish}
            </p>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="confirmTranslations"
                value={pair.field}
                className="accent-primary size-4"
              />
              {m.confirm}
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
