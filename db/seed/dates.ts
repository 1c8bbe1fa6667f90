const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Seed rows dated relative to the seeding moment: each row is created and last updated
 * `daysAgo` days before `seededAt`. Seeding happens once per database (decision 003), so
 * the dates are fixed at the first start and keep the order the content lists them in.
 */
export function datedBefore<Row extends { daysAgo: number }>(
  rows: Row[],
  seededAt: Date,
): (Omit<Row, 'daysAgo'> & { createdAt: Date; updatedAt: Date })[] {
  return rows.map(({ daysAgo, ...row }) => {
    const at = new Date(seededAt.getTime() - daysAgo * DAY_MS)
    return { ...row, createdAt: at, updatedAt: at }
  })
}
