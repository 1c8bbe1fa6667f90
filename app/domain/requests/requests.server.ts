import { desc, eq } from 'drizzle-orm'
import {
  investmentRequests,
  investments,
  userInvestmentRequests,
  type RequestStatus,
} from '#db/schema'
import { newId } from '~/lib/ids'
import { getDb } from '~/server/db.server'

export type InvestmentRequestRow = {
  id: string
  investmentId: string | null
  investmentTitle: string | null
  investmentType: string | null
  message: string
  status: RequestStatus
  rejectionReason: string | null
  createdAt: Date
}

export type CustomRequestRow = {
  id: string
  name: string
  email: string
  phone: string | null
  investmentType: string | null
  budget: string | null
  timeframe: string | null
  description: string
  status: RequestStatus
  rejectionReason: string | null
  createdAt: Date
}

/** A signed-in user's request about one investment; starts Pending (SPEC 4). */
export async function createInvestmentRequest(input: {
  userId: string
  investmentId: string
  message: string
}): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('ireq')
  await db.insert(investmentRequests).values({ id, ...input, status: 'Pending' })
  return { id }
}

/** SPEC 5: optional fields are stored as null when empty; user_id is null for visitors. */
export async function createCustomRequest(input: {
  userId: string | null
  name: string
  email: string
  phone?: string | null
  investmentType?: string | null
  budget?: string | null
  timeframe?: string | null
  description: string
}): Promise<{ id: string }> {
  const db = await getDb()
  const id = newId('creq')
  await db.insert(userInvestmentRequests).values({
    id,
    userId: input.userId,
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    investmentType: input.investmentType || null,
    budget: input.budget || null,
    timeframe: input.timeframe || null,
    description: input.description,
    status: 'Pending',
  })
  return { id }
}

/** The dashboard's data: only this user's requests, newest first. */
export async function listRequestsForUser(
  userId: string,
): Promise<{ investmentRequests: InvestmentRequestRow[]; customRequests: CustomRequestRow[] }> {
  const db = await getDb()
  const [specific, custom] = await Promise.all([
    db
      .select({
        id: investmentRequests.id,
        investmentId: investmentRequests.investmentId,
        investmentTitle: investments.title,
        investmentType: investments.type,
        message: investmentRequests.message,
        status: investmentRequests.status,
        rejectionReason: investmentRequests.rejectionReason,
        createdAt: investmentRequests.createdAt,
      })
      .from(investmentRequests)
      .leftJoin(investments, eq(investments.id, investmentRequests.investmentId))
      .where(eq(investmentRequests.userId, userId))
      .orderBy(desc(investmentRequests.createdAt), desc(investmentRequests.id)),
    db
      .select({
        id: userInvestmentRequests.id,
        name: userInvestmentRequests.name,
        email: userInvestmentRequests.email,
        phone: userInvestmentRequests.phone,
        investmentType: userInvestmentRequests.investmentType,
        budget: userInvestmentRequests.budget,
        timeframe: userInvestmentRequests.timeframe,
        description: userInvestmentRequests.description,
        status: userInvestmentRequests.status,
        rejectionReason: userInvestmentRequests.rejectionReason,
        createdAt: userInvestmentRequests.createdAt,
      })
      .from(userInvestmentRequests)
      .where(eq(userInvestmentRequests.userId, userId))
      .orderBy(desc(userInvestmentRequests.createdAt), desc(userInvestmentRequests.id)),
  ])
  return { investmentRequests: specific, customRequests: custom }
}
