import { and, eq } from 'drizzle-orm'
import { conversationAttachments, conversationEvents, REQUESTER_EVENT_KINDS } from '#db/schema'
import { messageKeys } from '~/i18n'
import { getDb } from '~/server/db.server'
import { getFile } from '~/server/storage.server'
import { CV_TYPES, IMAGE_TYPES, type UploadRule } from '~/server/uploads.server'
import { ATTACHMENT_MAX_BYTES } from './schema'

/** What a message may carry, decided by content: PDF, images and Office documents. */
export const ATTACHMENT_TYPES: Record<string, string> = {
  ...CV_TYPES,
  'image/jpeg': IMAGE_TYPES['image/jpeg'],
  'image/png': IMAGE_TYPES['image/png'],
  'image/webp': IMAGE_TYPES['image/webp'],
  'image/gif': IMAGE_TYPES['image/gif'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/** A message's optional attachment, kept as sent (never shown inline: always a download). */
export const attachmentUpload: UploadRule = {
  types: ATTACHMENT_TYPES,
  maxBytes: ATTACHMENT_MAX_BYTES,
  store: 'file',
  folder: 'conversations',
  isRequired: false,
  messages: {
    missing: messageKeys.conversations.errors.attachmentWrongType,
    wrongType: messageKeys.conversations.errors.attachmentWrongType,
    tooLarge: messageKeys.conversations.errors.attachmentTooLarge,
  },
}

/**
 * An attachment of conversation `conversationId`, read from storage. `forRequester` limits it
 * to files of the entries the requester may read (never a note's).
 */
export async function readAttachment(
  conversationId: string,
  attachmentId: string,
  { forRequester }: { forRequester: boolean },
): Promise<{ body: Buffer; filename: string; contentType: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      fileKey: conversationAttachments.fileKey,
      filename: conversationAttachments.filename,
      mime: conversationAttachments.mime,
      kind: conversationEvents.kind,
    })
    .from(conversationAttachments)
    .innerJoin(conversationEvents, eq(conversationEvents.id, conversationAttachments.eventId))
    .where(
      and(
        eq(conversationAttachments.id, attachmentId),
        eq(conversationAttachments.conversationId, conversationId),
      ),
    )
  if (!row) return null
  if (forRequester && !(REQUESTER_EVENT_KINDS as readonly string[]).includes(row.kind)) return null
  const file = await getFile(row.fileKey)
  if (!file) return null
  return { body: file.body, filename: row.filename, contentType: row.mime }
}
