import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { schema } from '#db/schema'
import type { Db } from '#db/database'
import { getDb } from '~/server/db.server'

/**
 * Columns every signed-in request may write, whatever it asks: a staff session's last request
 * (decision 036, written at most once a minute to end idle sessions). Not what a form changed.
 */
const BOOKKEEPING: Record<string, string[]> = { session: ['last_seen_at'] }

/** A digest of every table, to prove a refused request changed nothing (the app's database by default). */
export async function databaseFingerprint(database?: Db): Promise<string> {
  const db = database ?? (await getDb())
  const tables = Object.values(schema).filter((table) => is(table, PgTable))
  const digests: string[] = []
  for (const table of tables) {
    const name = getTableName(table as PgTable)
    const skipped = BOOKKEEPING[name] ?? []
    const row = skipped.length
      ? sql.raw(`(to_jsonb(t) - ${skipped.map((column) => `'${column}'`).join(' - ')})::text`)
      : sql.raw('t::text')
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${sql.identifier(name)} t`,
    )
    const rows =
      (result as { rows?: { digest: string | null }[] }).rows ??
      (result as unknown as { digest: string | null }[])
    digests.push(`${name}:${rows[0]?.digest}`)
  }
  return digests.join('\n')
}
