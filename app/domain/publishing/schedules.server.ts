import { and, eq, sql } from 'drizzle-orm'
import { contentSchedules, type ContentType } from '#db/schema'
import { recordAudit } from '~/server/audit.server'
import { announceContentChange } from '~/server/content-changes.server'
import { getDb, type Db } from '~/server/db.server'
import { selectRows } from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { auditEntityOf, contentTypeSpec } from './content-types.server'
import type { Schedule } from './schema'

/*
 * Schedules of the types with a visibility of their own (decision 053, after investments'
 * in decision 047): "show on the site at" and "hide from the site at", the item's, not a
 * draft's. They say when the published version shows, are saved with the edit form at once
 * (audited as `schedule`), and the minute's job applies what fell due once across processes.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const NONE: Schedule = { publishAt: null, unpublishAt: null }

const ofItem = (contentType: ContentType, itemId: string) =>
  and(eq(contentSchedules.contentType, contentType), eq(contentSchedules.itemId, itemId))

/** The item's schedule; both null when it has none. */
export async function readSchedule(contentType: ContentType, itemId: string): Promise<Schedule> {
  const db = await getDb()
  const [row] = await db
    .select({ publishAt: contentSchedules.publishAt, unpublishAt: contentSchedules.unpublishAt })
    .from(contentSchedules)
    .where(ofItem(contentType, itemId))
  return row ?? NONE
}

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null)

/**
 * Sets the item's schedule in the caller's transaction (its edit form's save); an unchanged
 * schedule writes nothing. Returns whether it changed.
 */
export async function saveScheduleIn(
  tx: Tx,
  actor: Pick<SessionUser, 'id' | 'email'>,
  contentType: ContentType,
  itemId: string,
  schedule: Schedule,
): Promise<boolean> {
  const [row] = await tx
    .select({ publishAt: contentSchedules.publishAt, unpublishAt: contentSchedules.unpublishAt })
    .from(contentSchedules)
    .where(ofItem(contentType, itemId))
    .for('update')
  const before = row ?? NONE
  if (same(before.publishAt, schedule.publishAt) && same(before.unpublishAt, schedule.unpublishAt))
    return false
  if (!schedule.publishAt && !schedule.unpublishAt) {
    await tx.delete(contentSchedules).where(ofItem(contentType, itemId))
  } else {
    const values = { ...schedule, updatedAt: new Date() }
    await tx
      .insert(contentSchedules)
      .values({ contentType, itemId, ...values })
      .onConflictDoUpdate({
        target: [contentSchedules.contentType, contentSchedules.itemId],
        set: values,
      })
  }
  await recordAudit(tx, actor, {
    action: 'schedule',
    entity: auditEntityOf(contentType),
    entityId: itemId,
    before,
    after: schedule,
  })
  return true
}

/** `saveScheduleIn` in a transaction of its own. */
export async function saveSchedule(
  actor: Pick<SessionUser, 'id' | 'email'>,
  contentType: ContentType,
  itemId: string,
  schedule: Schedule,
): Promise<boolean> {
  const db = await getDb()
  return db.transaction((tx) => saveScheduleIn(tx, actor, contentType, itemId, schedule))
}

export type ScheduledChange = { contentType: ContentType; itemId: string }

/**
 * Applies the schedules that fell due by `now`: shown or hidden, audited, the moment cleared.
 * The rows are claimed by the update itself, so with several processes each fires once. An
 * item never published yet (added under review, waiting for its first approval) is not shown
 * by a schedule: its moment waits for the next minute after the approval.
 */
export async function applyContentSchedules(
  now = new Date(),
): Promise<{ published: ScheduledChange[]; unpublished: ScheduledChange[] }> {
  const db = await getDb()
  const at = now.toISOString()
  const outcome = await db.transaction(async (tx) => {
    const published = await selectRows<{ contentType: ContentType; itemId: string }>(
      tx as unknown as Db,
      sql`update ${contentSchedules} s set publish_at = null, updated_at = ${at}::timestamptz
          where s.publish_at <= ${at}::timestamptz
            and (exists (select 1 from content_revisions r
                         where r.content_type = s.content_type and r.item_id = s.item_id)
                 or not exists (select 1 from content_drafts d
                                where d.content_type = s.content_type and d.item_id = s.item_id))
          returning s.content_type as "contentType", s.item_id as "itemId"`,
    )
    const unpublished = await selectRows<{ contentType: ContentType; itemId: string }>(
      tx as unknown as Db,
      sql`update ${contentSchedules} s set unpublish_at = null, updated_at = ${at}::timestamptz
          where s.unpublish_at <= ${at}::timestamptz
          returning s.content_type as "contentType", s.item_id as "itemId"`,
    )
    const system = { id: null, email: null }
    for (const [rows, isShown] of [
      [published, true],
      [unpublished, false],
    ] as const) {
      for (const { contentType, itemId } of rows) {
        await contentTypeSpec(contentType)?.setShown?.(tx, itemId, isShown)
        await recordAudit(tx, system, {
          action: 'update',
          entity: auditEntityOf(contentType),
          entityId: itemId,
          after: { isActive: isShown, scheduled: isShown ? 'publish' : 'unpublish' },
        })
      }
    }
    // A schedule whose both moments passed has no more reason to be kept.
    await tx
      .delete(contentSchedules)
      .where(sql`${contentSchedules.publishAt} is null and ${contentSchedules.unpublishAt} is null`)
    return { published, unpublished }
  })
  if (outcome.published.length || outcome.unpublished.length) await announceContentChange()
  return outcome
}
