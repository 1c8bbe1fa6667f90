/**
 * The moment `months` calendar months before `now`, in UTC: what was submitted before it has
 * been kept longer than the period. A day the earlier month lacks becomes its last day
 * (31 May − 3 months = 28 February, or 29 in a leap year), so a period never loses a day to
 * overflow into the next month.
 */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  const day = now.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}
