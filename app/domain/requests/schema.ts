import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import {
  EMAIL_MAX,
  ID_MAX,
  MESSAGE_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  REASON_MAX,
} from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'

// SPEC 9 values. They mirror db/schema.ts (checked by schema.test.ts); kept here so the
// browser bundle, which validates the same form, does not pull in the database schema.
export const CUSTOM_INVESTMENT_TYPES = [
  'real-estate',
  'stocks',
  'business',
  'startup',
  'other',
] as const
export const BUDGET_RANGES = ['under-100k', '100k-500k', '500k-1m', '1m-5m', '5m+'] as const
export const TIMEFRAMES = ['short', 'medium', 'long'] as const
/** The admin list's status filter; 'Withdrawn' is an investment request's only (decision 043). */
export const REQUEST_STATUSES = ['Pending', 'Accepted', 'Rejected', 'Withdrawn'] as const

const m = messageKeys.requests.form

/** SPEC 5: full name, email and description required; the rest optional (null when empty). */
export const CustomRequestSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .check(maxChars(PERSON_NAME_MAX)),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, m.emailRequired)
    .check(maxChars(EMAIL_MAX))
    .pipe(z.email({ error: m.invalidEmail })),
  phone: z.string().trim().check(maxChars(PHONE_MAX)).optional(),
  investmentType: z.enum(CUSTOM_INVESTMENT_TYPES, { error: m.invalidChoice }).optional(),
  budget: z.enum(BUDGET_RANGES, { error: m.invalidChoice }).optional(),
  timeframe: z.enum(TIMEFRAMES, { error: m.invalidChoice }).optional(),
  description: z
    .string({ error: m.descriptionRequired })
    .trim()
    .min(1, m.descriptionRequired)
    .check(maxChars(MESSAGE_MAX)),
})

export type CustomRequestInput = z.infer<typeof CustomRequestSchema>

export const REQUEST_KINDS = ['specific', 'custom'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

/** The admin list's URL query: ?tab=custom&status=Pending&q=…&page=2 */
export const AdminRequestsQuerySchema = ListQuerySchema.extend({
  tab: z.enum(REQUEST_KINDS).catch('specific').default('specific'),
  status: z.enum(REQUEST_STATUSES).optional().catch(undefined),
})

export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuerySchema>

/** One admin decision; the reason is kept only when rejecting an investment-specific request. */
export const RequestDecisionSchema = z.object({
  intent: z.enum(['accept', 'reject'], { error: messageKeys.errors.unknownIntent }),
  kind: z.enum(REQUEST_KINDS, { error: messageKeys.errors.unknownIntent }),
  id: z.string().trim().min(1).check(maxChars(ID_MAX)),
  reason: z.string().trim().check(maxChars(REASON_MAX)).optional(),
})

export type RequestDecision = z.infer<typeof RequestDecisionSchema>

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(CustomRequestSchema, { name: 'custom-request' })
