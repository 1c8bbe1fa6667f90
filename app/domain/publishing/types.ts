import type { ContentType } from '#db/schema'

/*
 * What the screens of both sides need to know about the content types (decision 047): which
 * ones are drafted so far, and which ones the settings may put under review. No server code.
 */

/**
 * The types their editors publish themselves unless the settings screen asks for a second
 * person's review; investments are always reviewed. Grows as each type is drafted.
 */
export const REVIEW_BY_SETTING = [
  'package',
  'team-member',
  'job',
  'consultant',
  'testimonial',
  'site-texts',
] as const satisfies readonly ContentType[]
export type ReviewBySetting = (typeof REVIEW_BY_SETTING)[number]

/** Every type with a draft page, a preview and revisions. */
export const DRAFTED_TYPES = ['investment', ...REVIEW_BY_SETTING] as const
export type DraftedType = (typeof DRAFTED_TYPES)[number]

export function isDraftedType(type: string): type is DraftedType {
  return (DRAFTED_TYPES as readonly string[]).includes(type)
}
