import { eq } from 'drizzle-orm'
import type { Db } from '../database'
import {
  consultants,
  departments,
  investmentLinks,
  investmentPackages,
  investments,
  jobListings,
  ndaVersions,
  packages,
  serverSecrets,
  settings,
  teamMembers,
  testimonials,
} from '../schema'
import {
  seedConsultants,
  seedDepartments,
  seedInvestmentLinks,
  seedInvestmentPackages,
  seedInvestments,
  seedJobs,
  seedNdaVersions,
  seedPackages,
  seedSettings,
  seedTeamMembers,
  seedTestimonials,
} from './data'
import { datedBefore } from './dates'

const SEED_MARKER = 'demo_seed_v1'

/**
 * Loads the spec's content into a fresh database, once. A marker row records the
 * seeding, so restarts add nothing and rows the admin deleted stay deleted.
 */
export async function seedDatabase(db: Db): Promise<{ isSeeded: boolean }> {
  // The marker keeps this moment; seed dates (jobs' 'Posted on', investments) count back from it.
  const seededAt = new Date()
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(serverSecrets)
      .values({ key: SEED_MARKER, value: seededAt.toISOString() })
      .onConflictDoNothing()
      .returning({ key: serverSecrets.key })
    if (claimed.length === 0) return { isSeeded: false }

    await tx.insert(packages).values(seedPackages).onConflictDoNothing()
    await tx
      .insert(investments)
      .values(datedBefore(seedInvestments, seededAt))
      .onConflictDoNothing()
    await tx.insert(investmentLinks).values(seedInvestmentLinks)
    await tx.insert(ndaVersions).values(seedNdaVersions).onConflictDoNothing()
    await tx.insert(investmentPackages).values(seedInvestmentPackages).onConflictDoNothing()
    await tx.insert(testimonials).values(seedTestimonials).onConflictDoNothing()
    await tx.insert(consultants).values(seedConsultants).onConflictDoNothing()
    await tx.insert(jobListings).values(datedBefore(seedJobs, seededAt)).onConflictDoNothing()
    await tx.insert(teamMembers).values(seedTeamMembers).onConflictDoNothing()
    await tx.insert(departments).values(seedDepartments).onConflictDoNothing()
    return { isSeeded: true }
  })
}

/** Default settings are added key by key, so a new setting appears on an existing install. */
export async function seedDefaultSettings(db: Db): Promise<void> {
  const rows = Object.entries(seedSettings).map(([key, value]) => ({ key, value }))
  await db.insert(settings).values(rows).onConflictDoNothing()
}

export async function hasSeedMarker(db: Db): Promise<boolean> {
  const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.key, SEED_MARKER))
  return rows.length > 0
}
