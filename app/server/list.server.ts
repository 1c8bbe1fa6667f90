import { count, inArray, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { likePattern, pageOffset, PAGE_SIZE, type RowCount } from '~/lib/list-query'
import type { Db } from '~/server/db.server'

/**
 * A search counts at most this many matches past the current page; beyond that the list
 * says '1,000+' (on page 2, '1,025+'). Counting every match of a broad term ('a') would read the whole table.
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
  const limit = searchCountLimit(query.page)
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('matches')
  const [{ n }] = await db.select({ n: count() }).from(matches)
  return cappedCount(n, limit)
}

/** The limit a search counts up to on this page (see SEARCH_COUNT_LIMIT). */
export function searchCountLimit(page: number): number {
  return pageOffset(page) + SEARCH_COUNT_LIMIT
}

/** A count taken up to `limit + 1` rows: exact, or `limit` and more. */
export function cappedCount(n: number, limit: number): RowCount {
  return n > limit ? { total: limit, more: true } : { total: n, more: false }
}

/** The rows of a query written in SQL (both drivers, pg and PGlite, answer `{ rows }`). */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] }
  return result.rows
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

/**
 * Narrows a list's query to one page. Every list's order index, with or without its
 * filter column in front, ends with the id, so an unsearched page's ids are picked from
 * the index alone (an index-only scan): page 2,000 steps over 50,000 index entries
 * instead of reading 50,000 rows. A search still reads rows to check the match. The
 * caller orders the page's rows by the same `orderBy` again.
 */
export function onPage(
  db: Db,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  page: number,
): SQL {
  return inArray(
    id,
    db
      .select({ id })
      .from(id.table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
  )
}

/**
 * One page of a list and its count, read together: `readRows` gets the condition that
 * narrows its query to this page (`onPage`) and must order by the same `orderBy`.
 */
export async function listPage<Row>(
  db: Db,
  id: PgColumn,
  where: SQL | undefined,
  orderBy: SQL[],
  query: { q: string; page: number },
  readRows: (onThisPage: SQL) => PromiseLike<Row[]>,
): Promise<[Row[], RowCount]> {
  return Promise.all([
    readRows(onPage(db, id, where, orderBy, query.page)),
    countRows(db, id.table as PgTable, where, query),
  ])
}
