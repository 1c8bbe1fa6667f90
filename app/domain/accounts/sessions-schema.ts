import { messageKeys } from '~/i18n/message-keys'
import { z } from 'zod'
import { ID_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

/** The sessions list's buttons: end one session, or every one but this. */
export const SessionActionSchemas = [
  z.object({
    intent: z.literal('end-session'),
    sessionId: z.string().min(1).check(maxChars(ID_MAX)),
  }),
  z.object({ intent: z.literal('end-other-sessions') }),
] as const

export const SessionActionSchema = z.discriminatedUnion('intent', [...SessionActionSchemas], {
  error: messageKeys.errors.unknownIntent,
})

export type SessionAction = z.infer<typeof SessionActionSchema>
