import { z } from 'zod'
import type { HiringTemplateKind } from '#db/schema'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, MESSAGE_MAX, SUBJECT_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

// Kept here rather than imported from #db/schema so browser code does not pull in drizzle.

/** Decision 045: the kinds of e-mail template, in the order the screens show them. */
export const HIRING_TEMPLATE_KINDS = [
  'shortlisted',
  'interview-invitation',
  'rejection',
  'offer',
] as const satisfies readonly HiringTemplateKind[]

const e = messageKeys.hiringTemplates.errors

const kind = z.enum(HIRING_TEMPLATE_KINDS, { error: e.kind })
const subject = z
  .string({ error: e.subjectRequired })
  .trim()
  .min(1, e.subjectRequired)
  .check(maxChars(SUBJECT_MAX))
const body = z
  .string({ error: e.bodyRequired })
  .trim()
  .min(1, e.bodyRequired)
  .check(maxChars(MESSAGE_MAX))

/** The templates screen: save one kind in one language, or restore its default. */
export const TemplateActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('save'), kind, locale: z.enum(['en', 'ar']), subject, body }),
    z.object({ intent: z.literal('restore'), kind, locale: z.enum(['en', 'ar']) }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

/** The applicant's e-mail screen: the filled subject and body, as edited. */
export const SendEmailSchema = z.object({ template: kind, subject, body })

/** The table's bulk bar: the ticked rows (`ids`), the action and, to send, the template. */
export const BulkActionSchema = z.object({
  intent: z.enum(['email', 'reject'], { error: e.unknownAction }),
  job: z.string().trim().check(maxChars(ID_MAX)),
  template: kind.optional().default('shortlisted'),
  ids: z
    .array(z.string().trim().check(maxChars(ID_MAX)))
    .optional()
    .default([]),
})
