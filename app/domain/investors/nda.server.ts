import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { investments, ndaAcceptances, ndaVersions, user } from '#db/schema'
import { SHORT_TEXT_MAX } from '~/lib/field-limits'
import { newId } from '~/lib/ids'
import { toPage, type Page } from '~/lib/list-query'
import { recordAudit } from '~/server/audit.server'
import { getDb } from '~/server/db.server'
import { listPage } from '~/server/list.server'
import type { SessionUser } from '~/server/session.server'
import { currentNda } from './room-access.server'

/*
 * NDA texts and their acceptances (decision 043). Which NDA a reader accepts is
 * room-access.server.ts `currentNda`: this file writes versions and acceptances and reads
 * them for the staff screens.
 */

export type NdaVersionRow = {
  id: string
  version: number
  body: string
  bodyAr: string
  createdAt: Date
  createdByName: string | null
}

export type NdaAcceptanceRow = {
  id: string
  userName: string | null
  userEmail: string | null
  typedName: string
  version: number
  investmentId: string
  investmentTitle: string | null
  ip: string
  acceptedAt: Date
}

/** Versions of an investment's own NDA, or of the company default (null), newest first. */
function scopeOf(investmentId: string | null): SQL {
  return investmentId === null
    ? isNull(ndaVersions.investmentId)
    : eq(ndaVersions.investmentId, investmentId)
}

/** Every version of one NDA, newest first (the first is the current one). */
export async function listNdaVersions(investmentId: string | null): Promise<NdaVersionRow[]> {
  const db = await getDb()
  return db
    .select({
      id: ndaVersions.id,
      version: ndaVersions.version,
      body: ndaVersions.body,
      bodyAr: ndaVersions.bodyAr,
      createdAt: ndaVersions.createdAt,
      createdByName: user.name,
    })
    .from(ndaVersions)
    .leftJoin(user, eq(user.id, ndaVersions.createdBy))
    .where(scopeOf(investmentId))
    .orderBy(desc(ndaVersions.version))
}

/**
 * Who accepted a version of this NDA: for an investment's own NDA, its acceptances; for the
 * company default, those of every investment that uses it. Newest first, a page at a time.
 */
export async function listNdaAcceptances(
  investmentId: string | null,
  query: { q: string; page: number },
): Promise<Page<NdaAcceptanceRow>> {
  const db = await getDb()
  const where =
    investmentId === null
      ? sql`${ndaAcceptances.ndaVersionId} in (select ${ndaVersions.id} from ${ndaVersions} where ${ndaVersions.investmentId} is null)`
      : eq(ndaAcceptances.investmentId, investmentId)
  const order = [desc(ndaAcceptances.acceptedAt), desc(ndaAcceptances.id)]
  const [rows, total] = await listPage(db, ndaAcceptances.id, where, order, query, (onThisPage) =>
    db
      .select({
        id: ndaAcceptances.id,
        userName: user.name,
        userEmail: user.email,
        typedName: ndaAcceptances.typedName,
        version: ndaVersions.version,
        investmentId: ndaAcceptances.investmentId,
        investmentTitle: investments.title,
        ip: ndaAcceptances.ip,
        acceptedAt: ndaAcceptances.acceptedAt,
      })
      .from(ndaAcceptances)
      .innerJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
      .leftJoin(user, eq(user.id, ndaAcceptances.userId))
      .leftJoin(investments, eq(investments.id, ndaAcceptances.investmentId))
      .where(onThisPage)
      .orderBy(...order),
  )
  return toPage(rows, total, query.page)
}

/**
 * Publishes the next version of an NDA (an investment's own, or the default for null) and
 * audits it with its sizes only. Under a per-NDA lock, so two at once get two numbers.
 */
export async function publishNdaVersion(
  actor: Pick<SessionUser, 'id' | 'email'>,
  investmentId: string | null,
  text: { body: string; bodyAr: string },
): Promise<{ id: string; version: number }> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`nda:${investmentId ?? ''}`}, 0))`,
    )
    const [last] = await tx
      .select({ version: ndaVersions.version })
      .from(ndaVersions)
      .where(scopeOf(investmentId))
      .orderBy(desc(ndaVersions.version))
      .limit(1)
    const id = newId('nda')
    const version = (last?.version ?? 0) + 1
    await tx.insert(ndaVersions).values({
      id,
      investmentId,
      version,
      body: text.body,
      bodyAr: text.bodyAr,
      createdBy: actor.id,
    })
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'nda_version',
      entityId: id,
      after: {
        investmentId,
        version,
        bodyLength: text.body.length,
        bodyArLength: text.bodyAr.length,
      },
    })
    return { id, version }
  })
}

/** When `userId` accepted NDA version `ndaVersionId` for this investment; null if not. */
export async function acceptanceOf(
  userId: string,
  investmentId: string,
  ndaVersionId: string,
): Promise<Date | null> {
  const db = await getDb()
  const [row] = await db
    .select({ acceptedAt: ndaAcceptances.acceptedAt })
    .from(ndaAcceptances)
    .where(
      and(
        eq(ndaAcceptances.ndaVersionId, ndaVersionId),
        eq(ndaAcceptances.investmentId, investmentId),
        eq(ndaAcceptances.userId, userId),
      ),
    )
  return row?.acceptedAt ?? null
}

export type AcceptNdaResult = { kind: 'accepted' } | { kind: 'no-nda' } | { kind: 'changed' }

/**
 * Records that `reader` accepted the investment's current NDA, the version they read: the
 * typed name, the client address and the time. A version published meanwhile is `changed`
 * (they must read the new one); accepting the same version twice keeps the first row.
 */
export async function acceptNda(input: {
  userId: string
  investmentId: string
  ndaVersionId: string
  typedName: string
  ip: string
}): Promise<AcceptNdaResult> {
  const nda = await currentNda(input.investmentId)
  if (!nda) return { kind: 'no-nda' }
  if (nda.id !== input.ndaVersionId) return { kind: 'changed' }
  const db = await getDb()
  await db
    .insert(ndaAcceptances)
    .values({
      id: newId('ndaa'),
      ndaVersionId: nda.id,
      userId: input.userId,
      investmentId: input.investmentId,
      typedName: input.typedName,
      ip: input.ip.slice(0, SHORT_TEXT_MAX),
    })
    .onConflictDoNothing()
  return { kind: 'accepted' }
}

/** When an NDA version was published (the reader's page shows it). */
export async function ndaPublishedAt(ndaVersionId: string): Promise<Date | null> {
  const db = await getDb()
  const [row] = await db
    .select({ createdAt: ndaVersions.createdAt })
    .from(ndaVersions)
    .where(eq(ndaVersions.id, ndaVersionId))
  return row?.createdAt ?? null
}
