import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { DESCRIPTION_MAX, ID_MAX, PERSON_NAME_MAX, TITLE_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import {
  checkScheduleOrder,
  confirmTranslationsField,
  scheduleFields,
  translationFilterField,
} from '~/domain/publishing/schema'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.testimonials.admin

/** The texts a visitor reads, each with an Arabic twin `<field>Ar` (decision 018). */
export const TESTIMONIAL_TEXTS = ['name', 'title', 'quote'] as const
export type TestimonialText = (typeof TESTIMONIAL_TEXTS)[number]

/** An Arabic twin: never required, within the limit of its English text; absent is stored as ''. */
const arabicText = (max: number) => z.string().trim().check(maxChars(max)).optional()

/** The add/edit dialog of /admin/testimonials. */
export const TestimonialSchema = z
  .object({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .check(maxChars(PERSON_NAME_MAX)),
    nameAr: arabicText(PERSON_NAME_MAX),
    title: z
      .string({ error: m.titleRequired })
      .trim()
      .min(1, m.titleRequired)
      .check(maxChars(TITLE_MAX)),
    titleAr: arabicText(TITLE_MAX),
    quote: z
      .string({ error: m.quoteRequired })
      .trim()
      .min(1, m.quoteRequired)
      .check(maxChars(DESCRIPTION_MAX)),
    quoteAr: arabicText(DESCRIPTION_MAX),
    sortOrder: z
      .number({ error: m.sortOrderInvalid })
      .int(m.sortOrderInvalid)
      .min(0, m.sortOrderInvalid)
      .max(9999, m.sortOrderInvalid)
      // Left empty: after every other testimonial (testimonials.server.ts).
      .optional(),
    // An unchecked checkbox sends nothing.
    isActive: z.boolean().default(false),
    confirmTranslations: confirmTranslationsField(TESTIMONIAL_TEXTS),
    ...scheduleFields,
  })
  .superRefine(checkScheduleOrder)

export type TestimonialInput = z.infer<typeof TestimonialSchema>

const testimonialId = z.string().trim().min(1).check(maxChars(ID_MAX))

/**
 * Every form of /admin/testimonials: add, edit and delete, by `intent`. The edit dialog's
 * "Save as draft" sends `saveAs=draft`: the draft waits; "Save Changes" publishes it where
 * editors publish testimonials (decision 047).
 */
export const TestimonialActionSchema = z.discriminatedUnion(
  'intent',
  [
    TestimonialSchema.extend({ intent: z.literal('create') }),
    TestimonialSchema.extend({
      intent: z.literal('update'),
      id: testimonialId,
      saveAs: z.literal('draft').optional(),
    }),
    z.object({ intent: z.literal('delete'), id: testimonialId }),
  ],
  // An intent no form of the screen sends: said in words, not as Zod's list of options.
  { error: messageKeys.errors.unknownIntent },
)

export const TestimonialListQuerySchema = ListQuerySchema.extend({
  status: z.enum(['all', 'active', 'inactive']).catch('all').default('all'),
  translation: translationFilterField,
})

export type TestimonialListQuery = z.infer<typeof TestimonialListQuerySchema>
