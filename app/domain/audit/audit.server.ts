import { eq, sql } from 'drizzle-orm'
import { auditLog } from '#db/schema'
import { toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import { listBatches, listPage, orderSql, selectRows, type ListOrder } from '~/server/list.server'
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

const entryColumns = {
  id: auditLog.id,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
}

/** Newest first, optionally for one entity: the log's page and its export (decision 049). */
function auditView(query: Pick<AuditQuery, 'entity'>) {
  const where = query.entity ? eq(auditLog.entity, query.entity) : undefined
  const order: ListOrder = [
    { column: auditLog.createdAt, direction: 'desc' },
    { column: auditLog.id, direction: 'desc' },
  ]
  return { where, order }
}

/** The audit log, 25 a page. */
export async function listAuditEntries(query: AuditQuery): Promise<Page<AuditEntry>> {
  const db = await getDb()
  const { where, order } = auditView(query)
  const [rows, total] = await listPage(
    db,
    auditLog.id,
    where,
    orderSql(order),
    { q: '', page: query.page },
    (onThisPage) =>
      db
        .select(entryColumns)
        .from(auditLog)
        .where(onThisPage)
        .orderBy(...orderSql(order)),
  )
  return toPage(rows, total, query.page)
}

/** Every entry the log shows for `query`, a batch at a time (decision 049). */
export async function* exportAuditEntries(
  query: Pick<AuditQuery, 'entity'>,
): AsyncGenerator<AuditEntry[]> {
  const db = await getDb()
  const { where, order } = auditView(query)
  yield* listBatches(db, order, where, (inBatch) =>
    db
      .select(entryColumns)
      .from(auditLog)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
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
