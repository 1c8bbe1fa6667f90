import { z } from 'zod'
import { documentVisibilities } from '#db/schema'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX, LONG_TEXT_MAX, PERSON_NAME_MAX } from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'

// ---------------------------------------------------------------------------
// The data room's documents (staff) and its access log
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// The NDA: staff publish versions, readers accept one
// ---------------------------------------------------------------------------

const n = messageKeys.nda

/** Staff publish a new NDA version: the agreement in both languages (decision 043). */
export const NdaPublishSchema = z.object({
  intent: z.literal('publish'),
  body: z
    .string({ error: n.admin.errors.bodyRequired })
    .trim()
    .min(1, n.admin.errors.bodyRequired)
    .check(maxChars(LONG_TEXT_MAX)),
  bodyAr: z
    .string({ error: n.admin.errors.bodyArRequired })
    .trim()
    .min(1, n.admin.errors.bodyArRequired)
    .check(maxChars(LONG_TEXT_MAX)),
})

/**
 * A reader accepts the NDA version shown: their full name typed, the box ticked. The route
 * compares the name with the account's (case and surrounding spaces aside).
 */
export const NdaAcceptSchema = z.object({
  ndaVersionId: z.string().trim().min(1).check(maxChars(ID_MAX)),
  typedName: z
    .string({ error: n.accept.errors.nameRequired })
    .trim()
    .min(1, n.accept.errors.nameRequired)
    .check(maxChars(PERSON_NAME_MAX)),
  accept: z.literal('on', { error: n.accept.errors.tickRequired }),
})

/** The same name, case and the spaces at its ends aside. */
export function isSameName(typed: string, accountName: string): boolean {
  return typed.trim().toLocaleLowerCase('en') === accountName.trim().toLocaleLowerCase('en')
}

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(NdaAcceptSchema, { name: 'nda-accept' })
