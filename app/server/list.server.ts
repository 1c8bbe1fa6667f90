import { count, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { likePattern, pageOffset, type RowCount } from '~/lib/list-query'
import type { Db } from '~/server/db.server'

/**
 * A search counts at most this many matches past the current page; beyond that the list
 * says '1,025+'. Counting every match of a broad term ('a') would read the whole table.
 */
export const SEARCH_COUNT_LIMIT = 1000

/**
 * Case-insensitive substring match on a table's search text (`searchTextOf` in
 * db/schema.ts), answered by its trigram index.
 */
export function matchesSearch(searchText: SQL, q: string): SQL {
  return sql`${searchText} like ${likePattern(q.toLowerCase())}`
}

/**
 * The rows of `table` matching `where`: counted exactly when the list is not searched
 * (an index scan), and up to SEARCH_COUNT_LIMIT past the page when it is.
 */
export async function countRows(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: { q: string; page: number },
): Promise<RowCount> {
  if (!query.q) {
    const [{ n }] = await db.select({ n: count() }).from(table).where(where)
    return { total: n, more: false }
  }
  const limit = pageOffset(query.page) + SEARCH_COUNT_LIMIT
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('matches')
  const [{ n }] = await db.select({ n: count() }).from(matches)
  return n > limit ? { total: limit, more: true } : { total: n, more: false }
}

/**
 * How many rows of `column`'s table point at each of `keys` (a page's ids): one grouped
 * index lookup for the page, where a per-row subquery would also run for the skipped rows.
 */
export async function countPerKey(
  db: Db,
  column: PgColumn,
  keys: string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map()
  const rows = await db
    .select({ key: column, n: count() })
    .from(column.table as PgTable)
    .where(inArray(column, keys))
    .groupBy(column)
  return new Map(rows.map((row) => [String(row.key), row.n]))
}
