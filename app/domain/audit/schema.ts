import { z } from 'zod'
import { ListQuerySchema } from '~/lib/list-query'

/** /admin/audit?entity=…&page=…: an unknown or malformed value falls back to "all". */
export const AuditQuerySchema = ListQuerySchema.extend({
  entity: z
    .string()
    .trim()
    .regex(/^[\w-]{1,60}$/)
    .catch('')
    .default(''),
})

export type AuditQuery = z.infer<typeof AuditQuerySchema>
