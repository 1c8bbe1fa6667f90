import { getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { schema } from '#db/schema'
import type { Db } from '#db/database'
import { getDb } from '~/server/db.server'

/** A digest of every table, to prove a refused request changed nothing (the app's database by default). */
export async function databaseFingerprint(database?: Db): Promise<string> {
  const db = database ?? (await getDb())
  const tables = Object.values(schema).filter((table) => is(table, PgTable))
  const digests: string[] = []
  for (const table of tables) {
    const name = getTableName(table as PgTable)
    const result = await db.execute<{ digest: string | null }>(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    )
    const rows =
      (result as { rows?: { digest: string | null }[] }).rows ??
      (result as unknown as { digest: string | null }[])
    digests.push(`${name}:${rows[0]?.digest}`)
  }
  return digests.join('\n')
}
