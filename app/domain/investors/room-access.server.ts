import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import {
  dataRoomRevocations,
  investmentRequests,
  investorFiles,
  ndaAcceptances,
  ndaVersions,
  type DocumentVisibility,
} from '#db/schema'
import { getInvestorSettings } from '~/domain/settings/settings.server'
import { can } from '~/lib/permissions'
import { getDb } from '~/server/db.server'

/*
 * Who may open which document of an investment's room (docs/decisions/043-investors.md). One
 * place decides it for every route: the Resources tab, the download, the dashboard. Each
 * visibility includes the ones before it:
 * - public: everyone;
 * - signed-in: any account;
 * - nda: an account that accepted the investment's current NDA version, its room not revoked
 *   nor expired;
 * - investors: that, and the account's request for this investment accepted and its investor
 *   file verified.
 * Staff whose role may read investments (investments:read) open every document.
 */

/** The reader of a room: a signed-in account, or null for a visitor. */
export type RoomReader = { id: string; role: string } | null

export type CurrentNda = {
  id: string
  version: number
  body: string
  bodyAr: string
  /** The investment's own NDA, or the company's default. */
  isDefault: boolean
}

/** Where a reader stands in one investment's room: each fact the visibilities ask for. */
export type RoomStanding = {
  isSignedIn: boolean
  isStaff: boolean
  nda: CurrentNda | null
  hasAcceptedNda: boolean
  isRequestAccepted: boolean
  isVerified: boolean
  isRevoked: boolean
  /** The room's access ended: the request was decided longer ago than the setting allows. */
  isExpired: boolean
  /** When the access ends (decided + roomAccessDays), once the request is decided. */
  accessEndsAt: Date | null
}

/** What the reader still needs for a visibility, first missing first; null when it opens. */
export type Unlock =
  'sign-in' | 'no-nda' | 'accept-nda' | 'revoked' | 'expired' | 'request-accepted' | 'verification'

const DAY_MS = 24 * 60 * 60_000

/**
 * The NDA a reader of `investmentId` accepts: the newest version of the investment's own NDA,
 * or of the company's default when it has none; null when neither was ever written.
 */
export async function currentNda(investmentId: string): Promise<CurrentNda | null> {
  const db = await getDb()
  const [own] = await db
    .select()
    .from(ndaVersions)
    .where(eq(ndaVersions.investmentId, investmentId))
    .orderBy(desc(ndaVersions.version))
    .limit(1)
  if (own) return { ...pickNda(own), isDefault: false }
  const [fallback] = await db
    .select()
    .from(ndaVersions)
    .where(isNull(ndaVersions.investmentId))
    .orderBy(desc(ndaVersions.version))
    .limit(1)
  return fallback ? { ...pickNda(fallback), isDefault: true } : null
}

function pickNda(row: typeof ndaVersions.$inferSelect) {
  return { id: row.id, version: row.version, body: row.body, bodyAr: row.bodyAr }
}

/** Where `reader` stands in the room of `investmentId`, read now. */
export async function roomStanding(
  reader: RoomReader,
  investmentId: string,
  now: Date = new Date(),
): Promise<RoomStanding> {
  const nda = await currentNda(investmentId)
  const isStaff = reader !== null && can(reader.role, 'investments:read')
  if (!reader) {
    return {
      isSignedIn: false,
      isStaff: false,
      nda,
      hasAcceptedNda: false,
      isRequestAccepted: false,
      isVerified: false,
      isRevoked: false,
      isExpired: false,
      accessEndsAt: null,
    }
  }
  const db = await getDb()
  const [acceptance, request, file, revocation, settings] = await Promise.all([
    nda
      ? db
          .select({ id: ndaAcceptances.id })
          .from(ndaAcceptances)
          .where(
            and(
              eq(ndaAcceptances.ndaVersionId, nda.id),
              eq(ndaAcceptances.investmentId, investmentId),
              eq(ndaAcceptances.userId, reader.id),
            ),
          )
          .then((rows) => rows[0])
      : undefined,
    // The newest decided request (accepted or rejected) decides acceptance and expiry; a
    // later pending or withdrawn one changes neither.
    db
      .select({ status: investmentRequests.status, decidedAt: investmentRequests.decidedAt })
      .from(investmentRequests)
      .where(
        and(
          eq(investmentRequests.userId, reader.id),
          eq(investmentRequests.investmentId, investmentId),
          inArray(investmentRequests.status, ['Accepted', 'Rejected']),
        ),
      )
      .orderBy(desc(investmentRequests.decidedAt), desc(investmentRequests.createdAt))
      .limit(1)
      .then((rows) => rows[0]),
    db
      .select({ state: investorFiles.state })
      .from(investorFiles)
      .where(eq(investorFiles.userId, reader.id))
      .then((rows) => rows[0]),
    db
      .select({ at: dataRoomRevocations.revokedAt })
      .from(dataRoomRevocations)
      .where(
        and(
          eq(dataRoomRevocations.investmentId, investmentId),
          eq(dataRoomRevocations.userId, reader.id),
        ),
      )
      .then((rows) => rows[0]),
    getInvestorSettings(),
  ])
  const decidedAt = request?.decidedAt ?? null
  const accessEndsAt = decidedAt
    ? new Date(decidedAt.getTime() + settings.roomAccessDays * DAY_MS)
    : null
  return {
    isSignedIn: true,
    isStaff,
    nda,
    hasAcceptedNda: acceptance !== undefined,
    isRequestAccepted: request?.status === 'Accepted',
    isVerified: file?.state === 'verified',
    isRevoked: revocation !== undefined,
    isExpired: accessEndsAt !== null && accessEndsAt.getTime() <= now.getTime(),
    accessEndsAt,
  }
}

/** What `standing` still lacks to open a document of `visibility`; null when it opens. */
export function unlockFor(standing: RoomStanding, visibility: DocumentVisibility): Unlock | null {
  if (visibility === 'public' || standing.isStaff) return null
  if (!standing.isSignedIn) return 'sign-in'
  if (visibility === 'signed-in') return null
  if (!standing.nda) return 'no-nda'
  if (!standing.hasAcceptedNda) return 'accept-nda'
  if (standing.isRevoked) return 'revoked'
  if (standing.isExpired) return 'expired'
  if (visibility === 'nda') return null
  if (!standing.isRequestAccepted) return 'request-accepted'
  if (!standing.isVerified) return 'verification'
  return null
}

export function mayOpen(standing: RoomStanding, visibility: DocumentVisibility): boolean {
  return unlockFor(standing, visibility) === null
}
