import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'

const m = messageKeys.revisions.draft.errors

/** A reviewer's comment to the editor: kept with the draft (2,000 characters, as the column). */
export const REVIEW_COMMENT_MAX = 2_000

/** The draft page's forms (decision 047), one intent each. */
export const DraftActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('submit') }),
  z.object({ intent: z.literal('discard') }),
  z.object({ intent: z.literal('approve') }),
  z.object({
    intent: z.literal('return'),
    comment: z
      .string({ error: m.commentRequired })
      .trim()
      .min(1, { error: m.commentRequired })
      .max(REVIEW_COMMENT_MAX, { error: m.commentTooLong }),
  }),
])

export const QueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
})

/** The admin lists' translation filter (decisions 047 and 052). */
export const TRANSLATION_FILTERS = ['all', 'missing', 'outdated'] as const
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number]

/** The filter's query parameter, `translation`; anything else shows every row. */
export const translationFilterField = z.enum(TRANSLATION_FILTERS).catch('all').default('all')

/**
 * The form's "Still correct" boxes: the English fields of `pairs` whose pair staff confirm as
 * current after one side changed, carried by the draft to its publish.
 */
export function confirmTranslationsField<const Field extends string>(fields: readonly Field[]) {
  return z.array(z.enum(fields as unknown as [Field, ...Field[]])).optional()
}
