import { count, eq, inArray, like } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { investmentRequests, investments, user, userInvestmentRequests } from '#db/schema'
import { getAdminStats, type AdminStats } from '~/domain/dashboard/dashboard.server'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'

beforeAll(prepareTestApp)

/** The dashboard's numbers counted the slow way, row by row. */
async function countedStats(): Promise<AdminStats> {
  const db = await getDb()
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0].n
  const specificRequests = await n(db.select({ n: count() }).from(investmentRequests))
  const customRequests = await n(db.select({ n: count() }).from(userInvestmentRequests))
  return {
    totalInvestments: await n(db.select({ n: count() }).from(investments)),
    activeInvestments: await n(
      db.select({ n: count() }).from(investments).where(eq(investments.isActive, true)),
    ),
    investmentRequests: specificRequests + customRequests,
    specificRequests,
    customRequests,
    pendingRequests:
      (await n(
        db
          .select({ n: count() })
          .from(investmentRequests)
          .where(eq(investmentRequests.status, 'Pending')),
      )) +
      (await n(
        db
          .select({ n: count() })
          .from(userInvestmentRequests)
          .where(eq(userInvestmentRequests.status, 'Pending')),
      )),
    registeredUsers: await n(db.select({ n: count() }).from(user).where(eq(user.role, 'user'))),
  }
}

describe('dashboard counters kept by triggers', () => {
  test('start from the seeded rows', async () => {
    const stats = await getAdminStats()
    expect(stats).toEqual(await countedStats())
    expect(stats.totalInvestments).toBeGreaterThan(0)
  })

  test('follow inserts, updates and deletes, single and in bulk', async () => {
    const db = await getDb()
    const before = await getAdminStats()

    await db.insert(investments).values(
      ['a', 'b', 'c'].map((key, index) => ({
        id: `rc-inv-${key}`,
        title: `Counted ${key}`,
        description: 'd',
        type: 'Financial' as const,
        profitMargin: '5%',
        profitSchema: 's',
        isActive: index !== 2,
      })),
    )
    await db.insert(user).values(
      ['u1', 'u2'].map((key) => ({
        id: `rc-${key}`,
        name: `Counted ${key}`,
        email: `rc-${key}@example.org`,
        emailVerified: true,
        role: 'user',
      })),
    )
    await db.insert(investmentRequests).values(
      ['r1', 'r2', 'r3'].map((key) => ({
        id: `rc-${key}`,
        userId: 'rc-u1',
        investmentId: 'rc-inv-a',
        message: 'm',
      })),
    )
    await db.insert(userInvestmentRequests).values({
      id: 'rc-c1',
      name: 'Counted',
      email: 'rc-c1@example.org',
      description: 'd',
    })
    let stats = await getAdminStats()
    expect(stats).toEqual(await countedStats())
    expect(stats.totalInvestments).toBe(before.totalInvestments + 3)
    expect(stats.activeInvestments).toBe(before.activeInvestments + 2)
    expect(stats.pendingRequests).toBe(before.pendingRequests + 4)
    expect(stats.registeredUsers).toBe(before.registeredUsers + 2)

    // Status and flag changes move rows in and out of the subsets; other updates change nothing.
    await db
      .update(investmentRequests)
      .set({ status: 'Accepted' })
      .where(inArray(investmentRequests.id, ['rc-r1', 'rc-r2']))
    await db.update(investments).set({ isActive: false }).where(eq(investments.id, 'rc-inv-a'))
    await db.update(investments).set({ title: 'Renamed' }).where(like(investments.id, 'rc-inv-%'))
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, 'rc-u2'))
    await db
      .update(userInvestmentRequests)
      .set({ status: 'Rejected' })
      .where(eq(userInvestmentRequests.id, 'rc-c1'))
    stats = await getAdminStats()
    expect(stats).toEqual(await countedStats())
    expect(stats.pendingRequests).toBe(before.pendingRequests + 1)
    expect(stats.activeInvestments).toBe(before.activeInvestments + 1)
    expect(stats.registeredUsers).toBe(before.registeredUsers + 1)

    // Deleting an investment keeps its requests (investment_id set null), deleting a user too.
    await db.delete(investments).where(like(investments.id, 'rc-inv-%'))
    await db.delete(user).where(like(user.id, 'rc-u%'))
    await db.delete(userInvestmentRequests).where(eq(userInvestmentRequests.id, 'rc-c1'))
    stats = await getAdminStats()
    expect(stats).toEqual(await countedStats())
    expect(stats).toMatchObject({
      totalInvestments: before.totalInvestments,
      activeInvestments: before.activeInvestments,
      registeredUsers: before.registeredUsers,
      specificRequests: before.specificRequests + 3,
      customRequests: before.customRequests,
    })
  })

  test('a change that fails leaves the counters as they were', async () => {
    const db = await getDb()
    const before = await getAdminStats()
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(investments).values({
          id: 'rc-rolled-back',
          title: 'Never',
          description: 'd',
          type: 'Financial',
          profitMargin: '5%',
          profitSchema: 's',
        })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await getAdminStats()).toEqual(before)
  })
})
