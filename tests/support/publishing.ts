import { and, desc, eq } from 'drizzle-orm'
import { auditLog, contentRevisions, type ContentType } from '#db/schema'
import { action as itemAction } from '~/routes/admin/publishing-item'
import { action as settingsAction } from '~/routes/admin/settings'
import { getDb } from '~/server/db.server'
import { callRoute, postForm, type TestAccount } from './requests'

/*
 * The publishing screens (decision 047) as the integration tests drive them: a form posted to
 * an item's draft page, the settings' review choice, and what the audit log and the revisions
 * then hold.
 */

/** Posts `form` (an intent: submit, discard, approve, return) to the item's draft page. */
export function onDraft(
  type: ContentType,
  id: string,
  account: TestAccount,
  form: Record<string, string>,
) {
  return callRoute(
    itemAction,
    postForm(`/admin/publishing/${type}/${id}`, form, { cookie: account.cookie }),
    { type, id },
  )
}

/** Ticks or unticks the type on Settings → Review before publishing, as `account`. */
export function setReview(account: TestAccount, type: ContentType, isOn: boolean) {
  return callRoute(
    settingsAction,
    postForm(
      '/admin/settings',
      { intent: 'publishing', ...(isOn ? { [`review.${type}`]: 'on' } : {}) },
      { cookie: account.cookie },
    ),
  )
}

/** The item's audit actions under `entity`, newest first. */
export async function auditActions(entity: string, id: string): Promise<string[]> {
  const db = await getDb()
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.id))
  return rows.map((row) => row.action)
}

/** The item's revision numbers, oldest first. */
export async function revisionNumbers(type: ContentType, id: string): Promise<number[]> {
  const db = await getDb()
  const rows = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentType, type), eq(contentRevisions.itemId, id)))
    .orderBy(contentRevisions.number)
  return rows.map((row) => row.number)
}

/** A refused action's payload as text, to look for its message. */
export function refusalOf(outcome: unknown): string {
  return JSON.stringify((outcome as { data?: unknown }).data ?? null)
}
