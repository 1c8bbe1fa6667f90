import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { PASSWORD_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.accounts.deleteAccount

/** Deleting one's own account asks for the current password (better-auth checks it). */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .check(maxChars(PASSWORD_MAX)),
})
