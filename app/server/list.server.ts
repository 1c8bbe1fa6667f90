import { and, asc, count, desc, inArray, or, sql, type SQL } from 'drizzle-orm'
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

/**
 * A list's order as its columns (decision 049): the page orders by `orderSql(order)`, and an
 * export walks the same order in batches from where the last batch ended (`listBatches`).
 * The last column is the row's id, so the order is total.
 */
export type ListOrder = ReadonlyArray<{
  column: PgColumn
  direction: 'asc' | 'desc'
  /** Where NULL sorts; PostgreSQL's default is last ascending and first descending. */
  nulls?: 'first' | 'last'
}>

export function orderSql(order: ListOrder): SQL[] {
  return order.map(({ column, direction, nulls }) => {
    if (!nulls) return direction === 'asc' ? asc(column) : desc(column)
    return sql`${column} ${sql.raw(direction)} nulls ${sql.raw(nulls)}`
  })
}

/** Rows an export reads at a time: its memory stays flat however long the list is. */
export const EXPORT_BATCH_SIZE = 1000

/**
 * Every row of a list, `batchSize` at a time, in the list's order (decision 049): each batch's
 * ids are picked from the order index after the previous batch's last row (keyset, so batch
 * 100 costs what batch 1 costs and a row added or deleted meanwhile shifts nothing), then read
 * with the list's own select (`readRows`, which must order by `orderSql(order)`).
 */
export async function* listBatches<Row>(
  db: Db,
  order: ListOrder,
  where: SQL | undefined,
  readRows: (inBatch: SQL) => PromiseLike<Row[]>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  const id = order[order.length - 1].column
  const table = id.table as PgTable
  // The cursor holds the order columns as text, cast back to their own type when compared:
  // a timestamp read into a JavaScript Date would lose its microseconds.
  const keys = Object.fromEntries(
    order.map(({ column }, i) => [`k${i}`, sql<string | null>`${column}::text`]),
  )
  let cursor: Array<string | null> | null = null
  for (;;) {
    const after: SQL | undefined = cursor ? afterRow(order, cursor) : undefined
    const picked: Array<Record<string, string | null>> = await db
      .select(keys)
      .from(table)
      .where(and(where, after))
      .orderBy(...orderSql(order))
      .limit(batchSize)
    if (picked.length === 0) return
    const ids = picked.map((row) => row[`k${order.length - 1}`] as string)
    yield await readRows(inArray(id, ids))
    if (picked.length < batchSize) return
    const last = picked[picked.length - 1]
    cursor = order.map((_, i) => last[`k${i}`])
  }
}

/**
 * The rows that come after the row whose order values are `values`: for each column, the
 * columns before it equal and this one past it, NULL placed where the order puts it.
 */
function afterRow(order: ListOrder, values: Array<string | null>): SQL {
  const typed = (i: number) => sql`cast(${values[i]} as ${sql.raw(sqlTypeOf(order[i].column))})`
  const branches = order.map(({ column, direction, nulls }, i) => {
    const same = order
      .slice(0, i)
      .map((key, j) =>
        values[j] === null ? sql`${key.column} is null` : sql`${key.column} = ${typed(j)}`,
      )
    const isNullLast = nulls ? nulls === 'last' : direction === 'asc'
    let past: SQL
    if (values[i] === null) {
      past = isNullLast ? sql`false` : sql`${column} is not null`
    } else {
      const beyond =
        direction === 'asc' ? sql`${column} > ${typed(i)}` : sql`${column} < ${typed(i)}`
      past = isNullLast ? sql`(${beyond} or ${column} is null)` : beyond
    }
    return and(...same, past) as SQL
  })
  return or(...branches) as SQL
}

/** The column's SQL type for a cast; an enum's name is quoted, as it was created. */
function sqlTypeOf(column: PgColumn): string {
  const type = column.getSQLType()
  return /^[a-z][a-z0-9_ (),]*$/.test(type) ? type : `"${type.replace(/"/g, '""')}"`
}
