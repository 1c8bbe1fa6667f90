import type { ConsentForm, ConsentPurpose } from '#db/schema'

/*
 * The privacy policy's version and the purposes people can agree to (issue 16, decision 026).
 * Browser-safe: the forms read it, so the schema's lists are not imported (they bring drizzle).
 */

/**
 * The version of the privacy policy the forms show (its date, ISO). Every consent record
 * stores it; change it whenever the policy's text changes, so a record says what was read.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-25'

/** The page a notice links to (localized by the app's Link). */
export const PRIVACY_POLICY_PATH = '/privacy-policy'

/**
 * The purposes that rest on consent: each is an unticked box on the one form that offers it,
 * and the field it is posted as. Every other purpose of a form rests on the person's own
 * request (answering it) and is only described in the notice.
 */
export const CONSENT_PURPOSES = {
  'talent-pool': { form: 'application', field: 'talentPool' },
  'marketing-emails': { form: 'registration', field: 'marketingEmails' },
} as const satisfies Record<ConsentPurpose, { form: ConsentForm; field: string }>

/** The purposes ticked on a form, from its parsed booleans, in a stable order. */
export function agreedPurposes(ticked: Partial<Record<ConsentPurpose, boolean>>): ConsentPurpose[] {
  return (Object.keys(CONSENT_PURPOSES) as ConsentPurpose[]).filter((purpose) => ticked[purpose])
}
