import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'

/** The admin E-mails list's state filter (the outbox's states, db/schema.ts EMAIL_STATES). */
export const EMAIL_FILTERS = ['all', 'pending', 'sent', 'failed'] as const
export type EmailFilter = (typeof EMAIL_FILTERS)[number]

export const EmailListQuerySchema = ListQuerySchema.extend({
  state: z.enum(EMAIL_FILTERS).catch('all').default('all'),
})

export type EmailListQuery = z.infer<typeof EmailListQuerySchema>

/** The list's one action: send a failed message again. */
export const EmailActionSchema = z.object(
  {
    intent: z.literal('retry', { error: messageKeys.errors.unknownIntent }),
    id: z.string().trim().min(1).check(maxChars(ID_MAX)),
  },
  { error: messageKeys.errors.unknownIntent },
)
