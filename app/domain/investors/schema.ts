import { z } from 'zod'
import { documentVisibilities } from '#db/schema'
import { messageKeys } from '~/i18n'

const m = messageKeys.dataRoom.errors

/** How many documents one investment's room holds, removed ones included. */
export const ROOM_DOCUMENTS_MAX = 100
/** Rows of an access log per page. */
export const ACCESS_LOG_PAGE_SIZE = 50

const title = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, { error: m.titleRequired })
  .max(200, { error: m.titleTooLong })
const documentId = z.string().trim().min(1).max(100)

/** The staff documents screen's forms, one intent each. */
export const RoomDocumentActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('upload'),
    title,
    titleAr: title,
    visibility: z.enum(documentVisibilities, { error: m.visibilityRequired }),
  }),
  z.object({ intent: z.literal('replace'), documentId }),
  z.object({ intent: z.literal('remove'), documentId }),
  z.object({ intent: z.literal('restore'), documentId }),
  z.object({ intent: z.literal('revoke'), userId: documentId }),
  z.object({ intent: z.literal('unrevoke'), userId: documentId }),
])

export const RoomUploadSchema = RoomDocumentActionSchema.options[0]

/** The access log's address: which document or which reader, and the page. */
export const AccessLogQuerySchema = z.object({
  log: z.string().max(100).optional().catch(undefined),
  reader: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
