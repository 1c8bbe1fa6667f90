import { format } from '~/i18n/format'

/*
 * A figure beside the same figure of the period before (docs/decisions/050-reports.md):
 * "+12% vs previous period". Percentages go through Intl in the page's locale.
 */

export type ChangeTexts = { changed: string; same: string; fromNone: string }

/** The relative change from `previous` to `current`, or null when there was nothing before. */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null
  return (current - previous) / previous
}

const percentFormats = new Map<string, Intl.NumberFormat>()

/** '+12% vs previous period', 'No change vs previous period', or that there was none before. */
export function formatChange(
  current: number,
  previous: number,
  texts: ChangeTexts,
  locale: string,
): string {
  if (current === previous) return texts.same
  const change = relativeChange(current, previous)
  if (change === null) return texts.fromNone
  let percent = percentFormats.get(locale)
  if (!percent) {
    percent = new Intl.NumberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    })
    percentFormats.set(locale, percent)
  }
  return format(texts.changed, { change: percent.format(change) })
}
