import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm'
import { searchTextOf, session, user } from '#db/schema'
import { toPage, type Page } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import { listPage, matchesSearch } from '~/server/list.server'
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

/** Registered users, newest first, 25 a page, searched by name or e-mail (decision 007). */
export async function listUsers(query: UserListQuery): Promise<Page<RegisteredUser>> {
  const db = await getDb()
  const conditions: SQL[] = [eq(user.role, 'user')]
  if (query.q) conditions.push(matchesSearch(searchTextOf.user, query.q))
  const where = and(...conditions)
  const order = [desc(user.createdAt), desc(user.id)]
  const [rows, total] = await listPage(db, user.id, where, order, query, (onThisPage) =>
    db
      .select(userColumns)
      .from(user)
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows.map(toRegisteredUser), total, query.page)
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
