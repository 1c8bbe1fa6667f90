import { auditLog } from '#db/schema'
import { noteContentChange } from './content-changes.server'
import type { Db } from './db.server'
import type { SessionUser } from './session.server'

/** export, erase: a person's data (entity 'personal-data'); download: a stored file such as a CV. */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'export'
  | 'erase'
  | 'download'
  // Publishing (decision 047): only 'publish' changes what the public site shows.
  | 'draft'
  | 'submit'
  | 'return'
  | 'publish'
  | 'restore'
  | 'schedule'
  | 'discard'

/** Actions that leave every public page as it was: the page cache is kept after them. */
const KEEPS_PAGES: ReadonlySet<AuditAction> = new Set([
  'export',
  'download',
  'draft',
  'submit',
  'return',
  'restore',
  'discard',
])

/** Any handle that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>

/**
 * Records one admin change (who, what, when, before/after). Call it inside the
 * same transaction as the change, so a change never lands without its record.
 */
export async function recordAudit(
  writer: Writer,
  // A scheduled change (decision 047) has no actor: id and e-mail are null.
  actor: Pick<SessionUser, 'id' | 'email'> | { id: null; email: null },
  entry: {
    action: AuditAction
    entity: string
    entityId: string
    before?: unknown
    after?: unknown
  },
): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
  // Exports and downloads read, drafts are not public; everything else changed what pages
  // may show (decisions 035, 047).
  if (!KEEPS_PAGES.has(entry.action)) noteContentChange()
}
