import { asc, eq } from 'drizzle-orm'
import { investments } from '#db/schema'
import { getDb } from '~/server/db.server'

/** Every investment a visitor can open, for /sitemap.xml (id and last change). */
export async function listSitemapInvestments(): Promise<{ id: string; updatedAt: Date }[]> {
  const db = await getDb()
  return db
    .select({ id: investments.id, updatedAt: investments.updatedAt })
    .from(investments)
    .where(eq(investments.isActive, true))
    .orderBy(asc(investments.createdAt), asc(investments.id))
}
