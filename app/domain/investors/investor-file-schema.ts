import { z } from 'zod'
import { identityDocumentKinds, investorClassifications, investorFileStates } from '#db/schema'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, REASON_MAX, SHORT_TEXT_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'

/*
 * The investor file's forms (docs/decisions/043-investors.md): the investor's own (details,
 * documents, submit) and staff's review. Parts a submission needs are checked by the command
 * against what is stored, so a draft may be saved half-filled.
 */

const m = messageKeys.investorFile.errors

/** Identity documents are checked by content: PDF, JPEG or PNG, at most 10 MB each. */
export const IDENTITY_MAX_BYTES = 10 * 1024 * 1024
/** At most this many documents of one kind on a file (replace one instead). */
export const IDENTITY_MAX_PER_KIND = 3

/** The kinds whose expiry date is asked (and reminded of). */
export const EXPIRING_KINDS = ['passport', 'emirates-id'] as const

const Classification = z.enum(investorClassifications).optional().catch(undefined)
const Place = z.string().trim().check(maxChars(SHORT_TEXT_MAX)).optional().default('')
const DetailFields = { classification: Classification, nationality: Place, residence: Place }

/** The day it is in Dubai (the company's calendar): YYYY-MM-DD. */
export function dubaiToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 60 * 60_000).toISOString().slice(0, 10)
}

const UploadFields = z
  .object({
    intent: z.literal('upload'),
    kind: z.enum(identityDocumentKinds, { error: m.kindRequired }),
    expiresOn: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(z.iso.date({ error: m.expiryInvalid }).optional()),
    /** The document this one replaces (same file); none adds one. */
    replaceId: z.string().trim().check(maxChars(ID_MAX)).optional(),
  })
  .superRefine((value, ctx) => {
    if (!(EXPIRING_KINDS as readonly string[]).includes(value.kind)) return
    if (!value.expiresOn)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: m.expiryRequired })
    else if (value.expiresOn <= dubaiToday())
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: m.expiryPast })
  })

export const InvestorFileActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('save'), ...DetailFields }),
    z.object({ intent: z.literal('submit'), ...DetailFields }),
    UploadFields,
    z.object({
      intent: z.literal('remove-document'),
      documentId: z.string().trim().min(1).check(maxChars(ID_MAX)),
    }),
  ],
  { error: messageKeys.errors.unknownIntent },
)
export type InvestorFileAction = z.infer<typeof InvestorFileActionSchema>
/** The details form, for the browser: its two buttons save or submit the same fields. */
export const InvestorDetailsSchema = z.object({
  intent: z.enum(['save', 'submit']),
  ...DetailFields,
})
export const IdentityUploadSchema = UploadFields

/** Reject: the reason the investor reads (required). */
export const InvestorRejectSchema = z.object({
  intent: z.literal('reject'),
  reason: z
    .string({ error: m.reasonRequired })
    .trim()
    .min(1, { error: m.reasonRequired })
    .check(maxChars(REASON_MAX)),
})

export const InvestorReviewSchema = z.discriminatedUnion(
  'intent',
  [z.object({ intent: z.literal('verify') }), InvestorRejectSchema],
  { error: messageKeys.errors.unknownIntent },
)

export const INVESTOR_FILTERS = ['pending', 'verified', 'rejected', 'draft', 'all'] as const
export type InvestorFilter = (typeof INVESTOR_FILTERS)[number]

export const InvestorListQuerySchema = ListQuerySchema.extend({
  state: z.enum(INVESTOR_FILTERS).catch('pending').default('pending'),
})
export type InvestorListQuery = z.infer<typeof InvestorListQuerySchema>

export { investorFileStates }
