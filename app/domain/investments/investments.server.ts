import { and, asc, eq } from 'drizzle-orm'
import { investments } from '#db/schema'
import { getDb } from '~/server/db.server'

export type InvestmentCard = {
  id: string
  title: string
  description: string
  type: 'Financial' | 'Resource-based'
  profitMargin: string
  imageUrl: string | null
}

const cardColumns = {
  id: investments.id,
  title: investments.title,
  description: investments.description,
  type: investments.type,
  profitMargin: investments.profitMargin,
  imageUrl: investments.imageUrl,
}

/** SPEC 9: the home page features the first 6 investments. */
export async function listFeaturedInvestments(limit = 6): Promise<InvestmentCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(investments)
    .where(and(eq(investments.isActive, true)))
    .orderBy(asc(investments.createdAt), asc(investments.id))
    .limit(limit)
}
