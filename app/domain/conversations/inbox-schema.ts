import { z } from 'zod'
import { ListQuerySchema } from '~/lib/list-query'
import { CONVERSATION_AREAS } from './areas'

/** `active` is open and waiting: everything still going on, the inbox's default. */
export const INBOX_STATUSES = ['active', 'open', 'waiting', 'closed', 'any'] as const
export const INBOX_ASSIGNEES = ['anyone', 'me', 'unassigned'] as const
export const INBOX_LANGUAGES = ['any', 'en', 'ar'] as const

/**
 * The inbox's URL query (?q=…&area=…&status=…&assignee=…&overdue=1&language=…&page=…). A
 * value that is not one of the choices falls back to the default rather than failing, as
 * every list's query does.
 */
export const InboxQuerySchema = ListQuerySchema.extend({
  area: z
    .enum(['any', ...CONVERSATION_AREAS])
    .catch('any')
    .default('any'),
  status: z.enum(INBOX_STATUSES).catch('active').default('active'),
  assignee: z.enum(INBOX_ASSIGNEES).catch('anyone').default('anyone'),
  // A checkbox: sent as `overdue=1` when ticked, absent otherwise.
  overdue: z
    .string()
    .optional()
    .transform((value) => value === '1')
    .catch(false),
  language: z.enum(INBOX_LANGUAGES).catch('any').default('any'),
})

export type InboxQuery = z.infer<typeof InboxQuerySchema>
