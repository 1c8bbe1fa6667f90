import { asc, count, desc, eq } from 'drizzle-orm'
import { auditLog } from '#db/schema'
import { pageOffset, PAGE_SIZE, toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import type { AuditQuery } from './schema'

export type AuditEntry = {
  id: number
  actorEmail: string | null
  action: string
  entity: string
  entityId: string | null
  before: unknown
  after: unknown
  createdAt: Date
}

/** The audit log, newest first, 25 a page, optionally for one entity. */
export async function listAuditEntries(query: AuditQuery): Promise<Page<AuditEntry>> {
  const db = await getDb()
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(query.page)),
    db.select({ n: count() }).from(auditLog).where(where),
  ])
  return toPage(rows, Number(n), query.page)
}

/** The entity names that occur in the log, for the filter (read from the entity index). */
export async function listAuditEntities(): Promise<string[]> {
  const db = await getDb()
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity))
  return rows.map((row) => row.entity)
}
