import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { session } from '#db/schema'
import { messagesOf } from '~/i18n'
import { done, refused, type FormOutcome } from '~/server/action.server'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import type { SessionAction } from './sessions-schema'

/*
 * A person's own sessions (issue 12): every user and staff member sees where they are signed
 * in and can end any session, or all but this one. Ending a session deletes it, so the device
 * is signed out on its next request.
 */

export type OwnSession = {
  id: string
  /** 'Chrome on Windows', or null when the browser did not say. */
  device: string | null
  ipAddress: string | null
  lastSeen: Date
  isCurrent: boolean
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** A short name for the device a user agent describes ('Firefox on Linux'). */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}

/** The id of the session this request is signed in with. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const auth = await getAuth()
  const result = await auth.api.getSession({ headers: request.headers })
  return result?.session.id ?? null
}

/** The signed-in person's live sessions, the most recently used first. */
export async function listOwnSessions(request: Request, userId: string): Promise<OwnSession[]> {
  const db = await getDb()
  const [currentId, rows] = await Promise.all([
    currentSessionId(request),
    db
      .select({
        id: session.id,
        userAgent: session.userAgent,
        ipAddress: session.ipAddress,
        updatedAt: session.updatedAt,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
      .orderBy(desc(session.updatedAt), desc(session.id)),
  ])
  return rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    lastSeen: row.updatedAt,
    isCurrent: row.id === currentId,
  }))
}

/** Ends one of the person's own sessions; false when it was not theirs or is gone. */
export async function endOwnSession(userId: string, sessionId: string): Promise<boolean> {
  const db = await getDb()
  const ended = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id })
  return ended.length > 0
}

/** Ends every session of the person but the one this request uses. */
export async function endOtherSessions(request: Request, userId: string): Promise<number> {
  const db = await getDb()
  const currentId = await currentSessionId(request)
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), currentId ? ne(session.id, currentId) : undefined))
    .returning({ id: session.id })
  return ended.length
}

/** What the sessions list's buttons do, for any page that shows the list. */
export async function runSessionAction(
  request: Request,
  userId: string,
  value: SessionAction,
  back: string,
): Promise<FormOutcome> {
  const m = messagesOf(request).staff.sessions
  if (value.intent === 'end-other-sessions') {
    await endOtherSessions(request, userId)
    return done(back, {
      type: 'success',
      title: m.othersEnded,
      description: m.othersEndedDescription,
    })
  }
  if (!(await endOwnSession(userId, value.sessionId))) return refused(404, { title: m.notFound })
  return done(back, { type: 'success', title: m.ended })
}
