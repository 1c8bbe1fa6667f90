import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, MESSAGE_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.conversations.errors

/** A message or note: required, at most MESSAGE_MAX characters (the column's check too). */
const MessageBody = z
  .string({ error: m.messageRequired })
  .trim()
  .min(1, { error: m.messageRequired })
  .check(maxChars(MESSAGE_MAX))

export const StaffReplySchema = z.object({ intent: z.literal('reply'), message: MessageBody })
export const StaffNoteSchema = z.object({ intent: z.literal('note'), note: MessageBody })

/** The thread's forms, told apart by `intent` (decision 014). */
export const StaffThreadActionSchema = z.discriminatedUnion(
  'intent',
  [
    StaffReplySchema,
    StaffNoteSchema,
    z.object({
      intent: z.literal('assign'),
      assigneeId: z.string().trim().check(maxChars(ID_MAX)).optional(),
    }),
    z.object({ intent: z.literal('assign-me') }),
    z.object({ intent: z.literal('close') }),
    z.object({ intent: z.literal('reopen') }),
    z.object({ intent: z.literal('revoke-links') }),
  ],
  { error: messageKeys.errors.unknownIntent },
)
export type StaffThreadAction = z.infer<typeof StaffThreadActionSchema>

/** The requester's answer, by link or from the dashboard. */
export const RequesterReplySchema = z.object({ message: MessageBody })

/** Attachments: PDF, images and Office documents, checked by content (uploads.server.ts). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024
