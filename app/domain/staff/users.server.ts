import { and, count, eq, gt, type SQL } from 'drizzle-orm'
import { searchTextOf, session, user } from '#db/schema'
import { toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import {
  listBatches,
  listPage,
  matchesSearch,
  orderSql,
  type ListOrder,
} from '~/server/list.server'
import { listRequestsForUser } from '~/domain/requests/requests.server'
import type { UserListQuery } from './schema'

/** A registered user (role 'user') as the Users screen lists them. */
export type RegisteredUser = {
  id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  isDisabled: boolean
  createdAt: Date
}

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  company: user.company,
  phone: user.phone,
  banned: user.banned,
  createdAt: user.createdAt,
}

function toRegisteredUser(row: {
  id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  banned: boolean | null
  createdAt: Date
}): RegisteredUser {
  const { banned, ...rest } = row
  return { ...rest, isDisabled: banned === true }
}

/**
 * Registered users, newest first, searched by name or e-mail (decision 007). The filter and
 * order of the Users screen and of its export (decision 049).
 */
function usersView(query: Pick<UserListQuery, 'q'>) {
  const conditions: SQL[] = [eq(user.role, 'user')]
  if (query.q) conditions.push(matchesSearch(searchTextOf.user, query.q))
  const order: ListOrder = [
    { column: user.createdAt, direction: 'desc' },
    { column: user.id, direction: 'desc' },
  ]
  return { where: and(...conditions), order }
}

/** The Users screen, 25 a page. */
export async function listUsers(query: UserListQuery): Promise<Page<RegisteredUser>> {
  const db = await getDb()
  const { where, order } = usersView(query)
  const [rows, total] = await listPage(db, user.id, where, orderSql(order), query, (onThisPage) =>
    db
      .select(userColumns)
      .from(user)
      .where(onThisPage)
      .orderBy(...orderSql(order)),
  )
  return toPage(rows.map(toRegisteredUser), total, query.page)
}

/** Every registered user the screen shows for `query`, a batch at a time (decision 049). */
export async function* exportUsers(
  query: Pick<UserListQuery, 'q'>,
): AsyncGenerator<RegisteredUser[]> {
  const db = await getDb()
  const { where, order } = usersView(query)
  const batches = listBatches(db, order, where, (inBatch) =>
    db
      .select(userColumns)
      .from(user)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield rows.map(toRegisteredUser)
}

/** One registered user with their requests and how many sessions are open. */
export async function getUserDetail(id: string) {
  const db = await getDb()
  const [row] = await db
    .select(userColumns)
    .from(user)
    .where(and(eq(user.id, id), eq(user.role, 'user')))
  if (!row) return null
  const [requests, [{ sessions }]] = await Promise.all([
    listRequestsForUser(id),
    db
      .select({ sessions: count() })
      .from(session)
      .where(and(eq(session.userId, id), gt(session.expiresAt, new Date()))),
  ])
  return { user: toRegisteredUser(row), ...requests, sessions }
}
