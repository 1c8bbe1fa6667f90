import { format, formatCount, useIntlLocale, useLocale, useT } from '~/i18n'

/**
 * An applicant's rating as the board and the table show it, "★ 3.7 (2)": the mean of every
 * scorecard and how many there are (decision 045), read out in words.
 */
export function RatingText({ rating, count }: { rating: number | null; count: number }) {
  const m = useT().pipeline.rating
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  if (rating === null || count === 0) {
    return <span className="text-muted-foreground text-sm">{m.none}</span>
  }
  const value = rating.toLocaleString(intlLocale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const n = count.toLocaleString(intlLocale)
  return (
    <span className="text-sm tabular-nums">
      <span aria-hidden>{format(m.value, { rating: value, count: n })}</span>
      <span className="sr-only">
        {formatCount(m.label, count, locale, { rating: value, count: n })}
      </span>
    </span>
  )
}
