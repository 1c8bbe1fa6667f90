import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm'
import {
  conversationEvents,
  conversations,
  conversationStates,
  rowCounts,
  searchTextOf,
  user,
  type ConversationDueKind,
  type ConversationState,
} from '#db/schema'
import type { Locale } from '~/i18n'
import { businessMinutesBetween, type BusinessCalendar } from '~/lib/business-hours'
import { PAGE_SIZE, pageOffset, toPage, type Page, type RowCount } from '~/lib/list-query'
import { getDb, type Db } from '~/server/db.server'
import {
  cappedCount,
  listPage,
  matchesSearch,
  onPage,
  searchCountLimit,
  selectRows,
} from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { getConversationSettings } from '~/domain/settings/settings.server'
import { CONVERSATION_AREAS, type ConversationArea } from './areas'
import { areasOf } from './conversations.server'
import type { InboxQuery } from './inbox-schema'

/*
 * The staff inbox (decision 040): every conversation of the areas the reader's role opens,
 * in one list, filtered in SQL, newest activity first, 25 a page. The time left to answer
 * is counted in working minutes of the business calendar for the rows shown only.
 */

type Reader = Pick<SessionUser, 'id' | 'role'>

export type InboxRow = {
  id: string
  area: ConversationArea
  name: string
  email: string
  topic: string
  locale: Locale
  state: ConversationState
  assigneeId: string | null
  assigneeName: string | null
  dueKind: ConversationDueKind | null
  lastEventAt: Date
  unreadForStaff: boolean
  /**
   * The answer staff owe: working minutes from now to its due time (negative once overdue),
   * and whether the due time has passed (also when no working minute has since, at a
   * weekend); null when nothing is owed.
   */
  due: { minutes: number; isOverdue: boolean } | null
}

export type Inbox = Page<InboxRow> & {
  /** The areas the reader's role opens: the area filter's choices. */
  areas: ConversationArea[]
  /** The area shown: one of `areas`, or every one of them ('any'). */
  area: ConversationArea | 'any'
  /** The length of a working day, in minutes: how the due cell counts days. */
  workdayMinutes: number
}

const rowColumns = {
  id: conversations.id,
  area: conversations.area,
  name: conversations.name,
  email: conversations.email,
  topic: conversations.topic,
  locale: conversations.locale,
  state: conversations.state,
  assigneeId: conversations.assigneeId,
  assigneeName: user.name,
  dueAt: conversations.dueAt,
  dueKind: conversations.dueKind,
  lastEventAt: conversations.lastEventAt,
  unreadForStaff: conversations.unreadForStaff,
}

const order = [desc(conversations.lastEventAt), desc(conversations.id)]

/** Only the areas of `areas`: no condition when they are all four (the indexes need none). */
function inAreas(areas: readonly ConversationArea[]): SQL | undefined {
  return areas.length < CONVERSATION_AREAS.length ? inArray(conversations.area, areas) : undefined
}

function filtersOf(
  reader: Reader,
  areas: readonly ConversationArea[],
  query: InboxQuery,
  now: Date,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inAreas(areas)]
  // Written as conversations_active_idx's condition, word for word, so the index answers it.
  if (query.status === 'active') conditions.push(sql`${conversations.state} <> 'closed'`)
  else if (query.status !== 'any') conditions.push(eq(conversations.state, query.status))
  if (query.assignee === 'me') conditions.push(eq(conversations.assigneeId, reader.id))
  if (query.assignee === 'unassigned') conditions.push(isNull(conversations.assigneeId))
  if (query.overdue) conditions.push(lt(conversations.dueAt, now))
  if (query.language !== 'any') conditions.push(eq(conversations.locale, query.language))
  return and(...conditions)
}

/**
 * The ids of the conversations matching a search, at most `limit`: those whose requester's
 * name or e-mail holds the words, and those with a message or note that does. Each is its
 * own branch, answered by its own trigram index for a narrow term and stopping after `limit`
 * rows for a broad one; an OR across the two tables would read every conversation (decision
 * 007). A page needs them newest activity first; a count takes any `limit` of them: for a
 * broad term in message text, walking conversations and their events in id order together
 * reads under a third of the pages that probing each conversation's events in activity
 * order does (65,000 against 19,000 buffers for 1,001 matches at 400,000 conversations).
 */
function searchedConversations(
  where: SQL | undefined,
  q: string,
  limit: number,
  { isOrdered }: { isOrdered: boolean },
): SQL {
  const alsoWhere = where ? sql`and ${where}` : sql``
  const inOrder = isOrdered
    ? sql`order by ${conversations.lastEventAt} desc, ${conversations.id} desc`
    : sql``
  const branch = (match: SQL) => sql`(
    select ${conversations.id} as id, ${conversations.lastEventAt} as last_event_at
    from ${conversations}
    where ${match} ${alsoWhere}
    ${inOrder}
    limit ${limit})`
  const inMessages = sql`exists (
    select 1 from ${conversationEvents}
    where ${conversationEvents.conversationId} = ${conversations.id}
      and ${matchesSearch(searchTextOf.conversationEvents, q)})`
  return sql`${branch(matchesSearch(searchTextOf.conversations, q))} union ${branch(inMessages)}`
}

/**
 * One page of the reader's inbox. A role that opens no area (an Editor) gets an empty page:
 * its loader refuses it first, this is the second lock.
 */
export async function listInbox(reader: Reader, query: InboxQuery): Promise<Inbox> {
  const db = await getDb()
  const now = new Date()
  const readable = areasOf(reader.role)
  const area = query.area !== 'any' && readable.includes(query.area) ? query.area : 'any'
  const { calendar } = await getConversationSettings()
  const workdayMinutes = workdayMinutesOf(calendar)
  if (readable.length === 0) {
    return { ...toPage([], 0, query.page), areas: readable, area, workdayMinutes }
  }
  const where = filtersOf(reader, area === 'any' ? readable : [area], query, now)
  const readRows = (onThisPage: SQL) =>
    db
      .select(rowColumns)
      .from(conversations)
      .leftJoin(user, eq(user.id, conversations.assigneeId))
      .where(onThisPage)
      .orderBy(...order)

  const [found, total] = query.q
    ? await searchPage(db, where, query, readRows)
    : isCountedByArea(query)
      ? await Promise.all([
          readRows(onPage(db, conversations.id, where, order, query.page)),
          countByAreaAndState(db, area === 'any' ? readable : [area], query.status),
        ])
      : await listPage(db, conversations.id, where, order, query, readRows)

  const dues = found.map((row) => (row.state === 'closed' ? null : row.dueAt))
  const minutes = workingMinutesUntil(now, dues, calendar)
  const rows: InboxRow[] = found.map(({ dueAt: _dueAt, ...row }, index) => {
    const due = dues[index]
    return {
      ...row,
      due: due ? { minutes: minutes[index] ?? 0, isOverdue: due.getTime() < now.getTime() } : null,
    }
  })
  return { ...toPage(rows, total, query.page), areas: readable, area, workdayMinutes }
}

/** Filtered by area and status alone (the default view): counted from row_counts. */
function isCountedByArea(query: InboxQuery): boolean {
  return query.assignee === 'anyone' && !query.overdue && query.language === 'any'
}

/**
 * The conversations of `areas` in the states of `status`, from the counters that triggers
 * keep per area and state (migration 0020): a few rows, where counting the open ones of a
 * large inbox from an index would read them all.
 */
async function countByAreaAndState(
  db: Db,
  areas: readonly ConversationArea[],
  status: InboxQuery['status'],
): Promise<RowCount> {
  const states =
    status === 'any'
      ? conversationStates
      : status === 'active'
        ? conversationStates.filter((state) => state !== 'closed')
        : [status]
  const names = areas.flatMap((area) => states.map((state) => `conversations.${area}.${state}`))
  const [{ n }] = await db
    .select({ n: sql<number>`coalesce(sum(${rowCounts.n}), 0)::int` })
    .from(rowCounts)
    .where(inArray(rowCounts.name, names))
  return { total: n, more: false }
}

/**
 * A searched page: the page's ids from the two branches' union, and its count up to
 * SEARCH_COUNT_LIMIT past the page, as every list counts a search.
 */
async function searchPage<Row>(
  db: Db,
  where: SQL | undefined,
  query: InboxQuery,
  readRows: (onThisPage: SQL) => PromiseLike<Row[]>,
): Promise<[Row[], RowCount]> {
  const offset = pageOffset(query.page)
  const countLimit = searchCountLimit(query.page)
  const [ids, [{ n }]] = await Promise.all([
    selectRows<{ id: string }>(
      db,
      sql`select id
        from (${searchedConversations(where, query.q, offset + PAGE_SIZE, { isOrdered: true })}) as matches
        order by last_event_at desc, id desc limit ${PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n
        from (${searchedConversations(where, query.q, countLimit + 1, { isOrdered: false })}) as matches`,
    ),
  ])
  const rows =
    ids.length === 0
      ? []
      : await readRows(
          inArray(
            conversations.id,
            ids.map((row) => row.id),
          ),
        )
  return [rows, cappedCount(n, countLimit)]
}

/**
 * The conversations with something new for staff, not closed, in the reader's areas: the
 * sidebar's count. The condition is conversations_unread_idx's, so it is counted from that
 * small partial index alone.
 */
export async function countUnreadForStaff(reader: Pick<SessionUser, 'role'>): Promise<number> {
  const areas = areasOf(reader.role)
  if (areas.length === 0) return 0
  const db = await getDb()
  const [{ n }] = await db
    .select({ n: count() })
    .from(conversations)
    .where(
      and(
        sql`${conversations.unreadForStaff} and ${conversations.state} <> 'closed'`,
        inAreas(areas),
      ),
    )
  return n
}

/**
 * `businessMinutesBetween(now, due)` for each due time (null for none), counted along the
 * sorted due times so that the calendar is walked once, from the earliest to the latest,
 * however many rows there are: a page of conversations overdue for a year would otherwise
 * walk that year 25 times. Every point is taken to the whole minute, where the working time
 * between two points is a whole number of minutes, so the sums are exact.
 */
export function workingMinutesUntil(
  now: Date,
  dues: (Date | null)[],
  calendar: BusinessCalendar,
): (number | null)[] {
  const toMinute = (date: Date) => Math.floor(date.getTime() / 60_000) * 60_000
  const start = toMinute(now)
  const points = [...new Set([start, ...dues.flatMap((due) => (due ? [toMinute(due)] : []))])].sort(
    (a, b) => a - b,
  )
  const at = new Map<number, number>([[start, 0]])
  const from = points.indexOf(start)
  for (let i = from + 1; i < points.length; i++) {
    const between = businessMinutesBetween(new Date(points[i - 1]), new Date(points[i]), calendar)
    at.set(points[i], at.get(points[i - 1])! + between)
  }
  for (let i = from - 1; i >= 0; i--) {
    const between = businessMinutesBetween(new Date(points[i]), new Date(points[i + 1]), calendar)
    at.set(points[i], at.get(points[i + 1])! - between)
  }
  return dues.map((due) => (due ? at.get(toMinute(due))! : null))
}

/** The working day's length in minutes: from opening to closing time. */
export function workdayMinutesOf(calendar: BusinessCalendar): number {
  const minutes = (clock: string) => {
    const [hours, mins] = clock.split(':').map(Number)
    return hours * 60 + mins
  }
  return minutes(calendar.closesAt) - minutes(calendar.opensAt)
}
