import type { InvestmentType as StoredInvestmentType } from '#db/schema'

/*
 * The fixed choices of an investment, apart from its schema: a page that lists them (the public
 * investment list's type filter) does not download Zod with them (issue 14).
 */

// Repeated here (not imported from #db/schema) so the browser bundle stays free of Drizzle.
/** SPEC 9: investment type values. */
export const investmentTypes = [
  'Financial',
  'Resource-based',
] as const satisfies readonly StoredInvestmentType[]
export type InvestmentType = (typeof investmentTypes)[number]

/** SPEC 9: department choices for investments. */
export const investmentDepartments = [
  'Real Estate',
  'Technology',
  'Healthcare',
  'Energy',
  'Infrastructure',
  'Agriculture',
] as const
