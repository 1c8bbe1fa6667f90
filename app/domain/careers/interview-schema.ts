import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, LINE_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

/*
 * The interview forms (decision 045): the recruiter's offer of times and the candidate's
 * booking. Plain forms: each works without JavaScript.
 */

/** How long an interview may be, in minutes. */
export const INTERVIEW_MIN_MINUTES = 15
export const INTERVIEW_MAX_MINUTES = 240
/** The lengths the form offers. */
export const INTERVIEW_DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240] as const
export const DEFAULT_DURATION = 60
/** Empty rows the offer form shows (no JavaScript needed to offer several times). */
export const OFFER_ROWS = 3
/** At most this many times in one offer. */
export const OFFER_MAX_SLOTS = 20

const e = messageKeys.interviews.admin.toasts

/** One row of the offer form; a row left empty is no time. */
const SlotRowSchema = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, e.badDate)
      .optional(),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/, e.badTime)
      .optional(),
    duration: z.coerce
      .number()
      .int()
      .min(INTERVIEW_MIN_MINUTES, e.badDuration)
      .max(INTERVIEW_MAX_MINUTES, e.badDuration)
      .default(DEFAULT_DURATION),
    location: z.string().trim().check(maxChars(LINE_MAX)).optional(),
  })
  .superRefine((row, context) => {
    // A row begun (a date, a time or a place typed) needs both its date and its time.
    if (!(row.date || row.time || row.location)) return
    if (!row.date) context.addIssue({ code: 'custom', path: ['date'], message: e.dateAndTime })
    if (!row.time) context.addIssue({ code: 'custom', path: ['time'], message: e.dateAndTime })
  })

export type SlotRow = z.output<typeof SlotRowSchema>

export const InterviewAdminActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('offer'),
      slots: z
        .array(SlotRowSchema.optional())
        .max(OFFER_MAX_SLOTS)
        .default([])
        // Empty rows left out; each kept row remembers its place in the form (`row`),
        // so a refusal points at the right one.
        .transform((rows) =>
          rows.flatMap((row, index) =>
            row && (row.date || row.time || row.location) ? [{ ...row, row: index }] : [],
          ),
        ),
      reoffer: z.array(z.string().max(ID_MAX)).max(OFFER_MAX_SLOTS).default([]),
    }),
    z.object({ intent: z.literal('cancel'), slotId: z.string().min(1).max(ID_MAX) }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

const c = messageKeys.interviews.candidate.toasts

export const InterviewCandidateActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('book'),
      slotId: z.string({ error: c.chooseTime }).min(1, c.chooseTime).max(ID_MAX),
    }),
    z.object({ intent: z.literal('cancel') }),
  ],
  { error: messageKeys.errors.unknownIntent },
)
