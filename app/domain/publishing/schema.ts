import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { fromDubaiInput } from '~/lib/dubai-time'

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

const schedule = messageKeys.revisions.schedule

/** A moment a `datetime-local` field sends, in Dubai time; empty for none (decision 053). */
const dubaiMoment = z
  .string()
  .trim()
  .max(40, { error: schedule.invalidDateTime })
  .optional()
  .refine((value) => !value || fromDubaiInput(value) !== null, {
    error: schedule.invalidDateTime,
  })

/** An edit form's schedule fields (decision 053): when the item shows, and when it stops. */
export const scheduleFields = { publishAt: dubaiMoment, unpublishAt: dubaiMoment }

/** When an item shows on the site and when it stops (decision 053); null for none. */
export type Schedule = { publishAt: Date | null; unpublishAt: Date | null }

/** The schedule the form's two fields say, as moments (null: none). */
export function scheduleOf(value: { publishAt?: string; unpublishAt?: string }): Schedule {
  return {
    publishAt: value.publishAt ? fromDubaiInput(value.publishAt) : null,
    unpublishAt: value.unpublishAt ? fromDubaiInput(value.unpublishAt) : null,
  }
}

/** Refuses a schedule that hides the item before it shows it (a refinement of the form). */
export function checkScheduleOrder(
  value: { publishAt?: string; unpublishAt?: string },
  ctx: z.RefinementCtx,
) {
  const { publishAt, unpublishAt } = scheduleOf(value)
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    ctx.addIssue({
      code: 'custom',
      path: ['unpublishAt'],
      message: schedule.unpublishBeforePublish,
    })
  }
}
