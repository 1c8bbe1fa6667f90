/*
 * A page of a list and how it is shown, apart from the URL query's schema (./list-query.ts):
 * the pagination a public page shows does not download Zod with it (issue 14).
 */

/** Every admin list shows 25 rows a page. */
export const PAGE_SIZE = 25

export type Page<Row> = {
  rows: Row[]
  /** Exact, or a lower bound when `more` is set. */
  total: number
  /** A search stopped counting at `total`: there are more matches ('1,000+'). */
  more: boolean
  page: number
  pageCount: number
  pageSize: number
}

/** How a list counts its rows: exact, or (for a text search) up to a limit. */
export type RowCount = { total: number; more: boolean }

export function pageOffset(page: number): number {
  return (page - 1) * PAGE_SIZE
}

export function toPage<Row>(rows: Row[], count: number | RowCount, page: number): Page<Row> {
  const { total, more } = typeof count === 'number' ? { total: count, more: false } : count
  return {
    rows,
    total,
    more,
    page,
    pageSize: PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  }
}

/** A page's total for display: '1,234', or '1,000+' when counting stopped early. */
export function formatTotal(page: Pick<Page<unknown>, 'total' | 'more'>, locale: string): string {
  return `${page.total.toLocaleString(locale)}${page.more ? '+' : ''}`
}
