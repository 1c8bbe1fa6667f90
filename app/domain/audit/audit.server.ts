import { desc, eq, sql } from 'drizzle-orm'
import { auditLog } from '#db/schema'
import { toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import { listPage, selectRows } from '~/server/list.server'
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
  const order = [desc(auditLog.createdAt), desc(auditLog.id)]
  const [rows, total] = await listPage(
    db,
    auditLog.id,
    where,
    order,
    { q: '', page: query.page },
    (onThisPage) =>
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
        .where(onThisPage)
        .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

/**
 * The entity names that occur in the log, for the filter: one probe of the entity index
 * per name (a "loose index scan"), where DISTINCT would read every entry.
 */
export async function listAuditEntities(): Promise<string[]> {
  const db = await getDb()
  const rows = await selectRows<{ entity: string | null }>(
    db,
    sql`
    with recursive names(entity) as (
      (select ${auditLog.entity} from ${auditLog} order by ${auditLog.entity} limit 1)
      union all
      select (
        select ${auditLog.entity} from ${auditLog}
        where ${auditLog.entity} > names.entity order by ${auditLog.entity} limit 1
      )
      from names where names.entity is not null
    )
    select entity from names where entity is not null`,
  )
  return rows.flatMap((row) => (row.entity ? [row.entity] : []))
}
