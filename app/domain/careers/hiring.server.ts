import { and, eq, isNull } from 'drizzle-orm'
import {
  applicantEvents,
  applicantLinks,
  jobApplicants,
  type ApplicantEventKind,
  type ApplicantStatus,
} from '#db/schema'
import type { Locale } from '~/i18n/locale'
import { siteUrl } from '~/domain/notifications/notifications.server'
import { getDb, type Db } from '~/server/db.server'
import { hashLinkToken, newLinkToken } from '~/server/link-token.server'
import type { SessionUser } from '~/server/session.server'

/*
 * What every part of hiring shares (decision 045): the applicant's history and the
 * candidate's link. The pipeline, interviews, templates and the talent pool each write their
 * changes through `addApplicantEvent`, in the transaction of the change.
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Who acted: a staff member, or null for the candidate or the system. */
export type HiringActor = Pick<SessionUser, 'id' | 'name'> | null

export type ApplicantEventInput = {
  kind: ApplicantEventKind
  fromStage?: ApplicantStatus | null
  toStage?: ApplicantStatus | null
  body?: string
  facts?: Record<string, string | number | null>
}

/** One entry of the applicant's history, and the applicant's `updated_at`. */
export async function addApplicantEvent(
  tx: Tx,
  applicantId: string,
  actor: HiringActor,
  event: ApplicantEventInput,
): Promise<void> {
  await tx.insert(applicantEvents).values({
    applicantId,
    kind: event.kind,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? '',
    fromStage: event.fromStage ?? null,
    toStage: event.toStage ?? null,
    body: event.body ?? '',
    facts: event.facts ?? {},
  })
  await tx
    .update(jobApplicants)
    .set({ updatedAt: new Date() })
    .where(eq(jobApplicants.id, applicantId))
}

/**
 * A fresh link to the candidate's own page, for an e-mail being written in `tx`: every
 * e-mail to the candidate carries one; earlier ones stay valid until the application goes.
 */
export async function issueApplicantLink(tx: Tx, applicantId: string): Promise<string> {
  const token = newLinkToken()
  await tx.insert(applicantLinks).values({ tokenHash: hashLinkToken(token), applicantId })
  return token
}

/** The absolute address of the candidate's page for a token, in their language. */
export function applicantPageUrl(locale: Locale, token: string, path = ''): string {
  return siteUrl(locale, `/careers/applications/${token}${path}`)
}

/** The applicant a link opens, or null for an unknown, malformed or revoked token. */
export async function applicantOfLink(token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const db = await getDb()
  const [link] = await db
    .select({ applicantId: applicantLinks.applicantId })
    .from(applicantLinks)
    .where(
      and(eq(applicantLinks.tokenHash, hashLinkToken(token)), isNull(applicantLinks.revokedAt)),
    )
  return link?.applicantId ?? null
}
