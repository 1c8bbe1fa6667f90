import crypto from 'node:crypto'
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { staffInvitation, user } from '#db/schema'
import { format, t, type Locale } from '~/i18n'
import { STAFF_PASSWORD_MIN } from '~/lib/field-limits'
import { newId } from '~/lib/ids'
import { isStaffRole, STAFF_ROLES, type StaffRole } from '~/lib/permissions'
import { recordAudit } from '~/server/audit.server'
import { createCredentialUser, endAllSessions } from '~/server/auth.server'
import { getDb, type Db } from '~/server/db.server'
import { listBatches, orderSql, type ListOrder } from '~/server/list.server'
import { env } from '~/server/env.server'
import { nudgeOutbox, queueEmails } from '~/server/outbox.server'
import type { SessionUser } from '~/server/session.server'

/*
 * Staff accounts (issue 12, decision 016): invitations with a role, role changes, disabling
 * and re-enabling. At least one enabled Administrator always remains: every change that
 * could remove the last one takes the same lock and counts first.
 */

type Actor = Pick<SessionUser, 'id' | 'email' | 'name'>

/** How long an invitation link works. */
export const INVITATION_HOURS = 72

export type StaffMember = {
  id: string
  name: string
  email: string
  role: StaffRole
  isDisabled: boolean
  twoFactorEnabled: boolean
  createdAt: Date
}

export type PendingInvitation = {
  id: string
  email: string
  role: StaffRole
  invitedByEmail: string | null
  expiresAt: Date
  isExpired: boolean
}

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url')
}

const staffMemberColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  banned: user.banned,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
}

/** Every account with a staff role, by name: the screen's list and its export (decision 049). */
const staffMembersView = {
  where: inArray(user.role, [...STAFF_ROLES]),
  order: [
    { column: user.name, direction: 'asc' },
    { column: user.id, direction: 'asc' },
  ] satisfies ListOrder,
}

function toStaffMembers(
  rows: {
    id: string
    name: string
    email: string
    role: string | null
    banned: boolean | null
    twoFactorEnabled: boolean | null
    createdAt: Date
  }[],
): StaffMember[] {
  return rows.flatMap((row) =>
    isStaffRole(row.role)
      ? [
          {
            id: row.id,
            name: row.name,
            email: row.email,
            role: row.role,
            isDisabled: row.banned === true,
            twoFactorEnabled: row.twoFactorEnabled === true,
            createdAt: row.createdAt,
          },
        ]
      : [],
  )
}

/** Every staff member, a batch at a time (the export of the screen, decision 049). */
export async function* exportStaffMembers(): AsyncGenerator<StaffMember[]> {
  const db = await getDb()
  const { where, order } = staffMembersView
  const batches = listBatches(db, order, where, (inBatch) =>
    db
      .select(staffMemberColumns)
      .from(user)
      .where(inBatch)
      .orderBy(...orderSql(order)),
  )
  for await (const rows of batches) yield toStaffMembers(rows)
}

/** The staff (every account with a staff role) and the invitations not yet used or revoked. */
export async function listStaff(): Promise<{
  members: StaffMember[]
  invitations: PendingInvitation[]
}> {
  const db = await getDb()
  const inviter = db.select({ id: user.id, email: user.email }).from(user).as('inviter')
  const [members, invitations] = await Promise.all([
    db
      .select(staffMemberColumns)
      .from(user)
      .where(staffMembersView.where)
      .orderBy(...orderSql(staffMembersView.order)),
    db
      .select({
        id: staffInvitation.id,
        email: staffInvitation.email,
        role: staffInvitation.role,
        invitedByEmail: inviter.email,
        expiresAt: staffInvitation.expiresAt,
      })
      .from(staffInvitation)
      .leftJoin(inviter, eq(inviter.id, staffInvitation.invitedBy))
      .where(and(isNull(staffInvitation.acceptedAt), isNull(staffInvitation.revokedAt)))
      .orderBy(desc(staffInvitation.createdAt), desc(staffInvitation.id)),
  ])
  const now = Date.now()
  return {
    members: toStaffMembers(members),
    invitations: invitations.flatMap((row) =>
      isStaffRole(row.role)
        ? [{ ...row, role: row.role, isExpired: row.expiresAt.getTime() <= now }]
        : [],
    ),
  }
}

/**
 * The invitation is English (`t`): the person invited has no language on record yet, and staff
 * work in the company's language; the page they open from it has the language switch.
 */
function invitationEmail(actor: Actor, email: string, role: StaffRole, token: string) {
  const m = t.staff.invite
  const link = `${env().APP_URL}/invitation?token=${encodeURIComponent(token)}`
  return {
    to: email,
    subject: m.emailSubject,
    text: format(m.emailBody, {
      inviter: actor.name || actor.email,
      role: t.staff.roles[role],
      link,
    }),
  }
}

function newToken() {
  const token = crypto.randomBytes(32).toString('base64url')
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + INVITATION_HOURS * 60 * 60 * 1000),
  }
}

export type InviteOutcome = { kind: 'sent' } | { kind: 'has-account' }

/**
 * Invites `email` to the staff with `role`: a single-use link for 72 hours, e-mailed. An
 * earlier pending invitation for the same address is revoked (one live link per address). An
 * address that already has an account is refused: its role is changed on this screen instead.
 */
export async function inviteStaff(
  actor: Actor,
  input: { email: string; role: StaffRole },
): Promise<InviteOutcome> {
  const db = await getDb()
  const email = input.email.toLowerCase()
  const { token, tokenHash, expiresAt } = newToken()
  const outcome = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id })
      .from(user)
      .where(sql`lower(${user.email}) = ${email}`)
    if (existing) return { kind: 'has-account' as const }
    await tx
      .update(staffInvitation)
      .set({ revokedAt: new Date() })
      .where(
        and(
          sql`lower(${staffInvitation.email}) = ${email}`,
          isNull(staffInvitation.acceptedAt),
          isNull(staffInvitation.revokedAt),
        ),
      )
    const id = newId('invite')
    await tx
      .insert(staffInvitation)
      .values({ id, email, role: input.role, tokenHash, invitedBy: actor.id, expiresAt })
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'staff_invitation',
      entityId: id,
      after: { email, role: input.role, expiresAt },
    })
    await queueEmails(tx, [invitationEmail(actor, email, input.role, token)])
    return { kind: 'sent' as const }
  })
  if (outcome.kind === 'sent') nudgeOutbox()
  return outcome
}

export type InvitationChange = { kind: 'done'; email: string } | { kind: 'not-found' }

/** Sends a pending invitation again with a new link and a new 72 hours (the old link dies). */
export async function resendInvitation(actor: Actor, id: string): Promise<InvitationChange> {
  const db = await getDb()
  const { token, tokenHash, expiresAt } = newToken()
  const outcome = await db.transaction(async (tx): Promise<InvitationChange> => {
    const [row] = await tx
      .update(staffInvitation)
      .set({ tokenHash, expiresAt, updatedAt: new Date() })
      .where(
        and(
          eq(staffInvitation.id, id),
          isNull(staffInvitation.acceptedAt),
          isNull(staffInvitation.revokedAt),
        ),
      )
      .returning({ email: staffInvitation.email, role: staffInvitation.role })
    if (!row || !isStaffRole(row.role)) return { kind: 'not-found' }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'staff_invitation',
      entityId: id,
      after: { resent: true, expiresAt },
    })
    await queueEmails(tx, [invitationEmail(actor, row.email, row.role, token)])
    return { kind: 'done', email: row.email }
  })
  if (outcome.kind === 'done') nudgeOutbox()
  return outcome
}

export async function revokeInvitation(actor: Actor, id: string): Promise<InvitationChange> {
  const db = await getDb()
  const [row] = await db
    .update(staffInvitation)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffInvitation.id, id),
        isNull(staffInvitation.acceptedAt),
        isNull(staffInvitation.revokedAt),
      ),
    )
    .returning({ email: staffInvitation.email })
  if (!row) return { kind: 'not-found' }
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'staff_invitation',
    entityId: id,
    before: { email: row.email },
  })
  return { kind: 'done', email: row.email }
}

function pendingWithToken(token: string) {
  return and(
    eq(staffInvitation.tokenHash, hashToken(token)),
    isNull(staffInvitation.acceptedAt),
    isNull(staffInvitation.revokedAt),
    gt(staffInvitation.expiresAt, new Date()),
  )
}

export type InvitationLookup =
  { kind: 'valid'; email: string; role: StaffRole } | { kind: 'invalid' }

/** The invitation a link opens, while it can still be used. */
export async function findInvitation(token: string): Promise<InvitationLookup> {
  const db = await getDb()
  const [row] = await db
    .select({ email: staffInvitation.email, role: staffInvitation.role })
    .from(staffInvitation)
    .where(pendingWithToken(token))
  if (!row || !isStaffRole(row.role)) return { kind: 'invalid' }
  return { kind: 'valid', email: row.email, role: row.role }
}

export type AcceptOutcome =
  { kind: 'accepted'; email: string } | { kind: 'invalid' } | { kind: 'password-too-short' }

/**
 * Uses an invitation: marks it accepted (one statement, so two uses at once cannot both
 * win) and creates the account with the invitee's name and password, the invited role and the
 * language of the page they accepted it on (e-mails to them, such as a reset link, use it).
 */
export async function acceptInvitation(input: {
  token: string
  name: string
  password: string
  locale?: Locale
}): Promise<AcceptOutcome> {
  // Every staff role asks the same length; checked before the invitation is used up.
  if (input.password.length < STAFF_PASSWORD_MIN) return { kind: 'password-too-short' }
  const db = await getDb()
  const [invitation] = await db
    .update(staffInvitation)
    .set({ acceptedAt: new Date() })
    .where(pendingWithToken(input.token))
    .returning({
      id: staffInvitation.id,
      email: staffInvitation.email,
      role: staffInvitation.role,
    })
  if (!invitation || !isStaffRole(invitation.role)) return { kind: 'invalid' }
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${invitation.email.toLowerCase()}`)
  if (existing) return { kind: 'invalid' }
  const userId = await createCredentialUser({
    email: invitation.email,
    name: input.name,
    password: input.password,
    role: invitation.role,
    locale: input.locale,
  })
  await recordAudit(
    db,
    { id: userId, email: invitation.email },
    {
      action: 'create',
      entity: 'staff',
      entityId: userId,
      after: { email: invitation.email, role: invitation.role, invitation: invitation.id },
    },
  )
  return { kind: 'accepted', email: invitation.email }
}

export type StaffChange =
  { kind: 'done'; name: string } | { kind: 'not-found' } | { kind: 'last-administrator' }

/** Holds the lock every change that could remove the last Administrator takes. */
async function lockAdministrators(tx: Pick<Db, 'execute'>) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('staff-administrators', 0))`)
}

/** Enabled Administrators other than `exceptId`. */
async function otherAdministrators(tx: Pick<Db, 'select'>, exceptId: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(user)
    .where(
      and(
        eq(user.role, 'admin'),
        ne(user.id, exceptId),
        sql`coalesce(${user.banned}, false) = false`,
      ),
    )
  return n
}

/** Gives a staff member another role; the last enabled Administrator keeps theirs. */
export async function changeStaffRole(
  actor: Actor,
  userId: string,
  role: StaffRole,
): Promise<StaffChange> {
  const db = await getDb()
  return db.transaction(async (tx) => {
    await lockAdministrators(tx)
    const [before] = await tx
      .select({ name: user.name, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    if (!before || !isStaffRole(before.role)) return { kind: 'not-found' as const }
    if (before.role === role) return { kind: 'done' as const, name: before.name }
    if (before.role === 'admin' && (await otherAdministrators(tx, userId)) === 0)
      return { kind: 'last-administrator' as const }
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'staff',
      entityId: userId,
      before: { role: before.role },
      after: { role },
    })
    return { kind: 'done' as const, name: before.name }
  })
}

/**
 * Disables (or re-enables) an account, staff or registered user: a disabled account cannot
 * sign in and its sessions end at once. The last enabled Administrator cannot be disabled.
 */
export async function setAccountDisabled(
  actor: Actor,
  userId: string,
  isDisabled: boolean,
): Promise<StaffChange> {
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    await lockAdministrators(tx)
    const [before] = await tx
      .select({ name: user.name, role: user.role, banned: user.banned })
      .from(user)
      .where(eq(user.id, userId))
      .for('update')
    if (!before) return { kind: 'not-found' as const }
    if (isDisabled && before.role === 'admin' && (await otherAdministrators(tx, userId)) === 0)
      return { kind: 'last-administrator' as const }
    await tx
      .update(user)
      .set({
        banned: isDisabled,
        banReason: isDisabled ? 'disabled by staff' : null,
        updatedAt: new Date(),
      })
      .where(eq(user.id, userId))
    await recordAudit(tx, actor, {
      action: 'update',
      entity: isStaffRole(before.role) ? 'staff' : 'user',
      entityId: userId,
      before: { disabled: before.banned === true },
      after: { disabled: isDisabled },
    })
    return { kind: 'done' as const, name: before.name }
  })
  if (outcome.kind === 'done' && isDisabled) await endAllSessions(userId)
  return outcome
}

/** Ends every session of an account (an Administrator on the Users screen). */
export async function endSessionsOf(actor: Actor, userId: string): Promise<StaffChange> {
  const db = await getDb()
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId))
  if (!row) return { kind: 'not-found' }
  const ended = await endAllSessions(userId)
  await recordAudit(db, actor, {
    action: 'delete',
    entity: 'session',
    entityId: userId,
    before: { sessions: ended },
  })
  return { kind: 'done', name: row.name }
}

/**
 * The enabled staff members who sign in with a password alone (no two-factor sign-in): the
 * dashboard names them to Administrators until each has turned it on (decision 036).
 */
export async function listStaffWithoutTwoFactor(): Promise<{ count: number; names: string[] }> {
  const db = await getDb()
  const rows = await db
    .select({ name: user.name })
    .from(user)
    .where(
      and(
        inArray(user.role, [...STAFF_ROLES]),
        eq(user.twoFactorEnabled, false),
        or(isNull(user.banned), eq(user.banned, false)),
      ),
    )
    .orderBy(asc(user.name))
  return { count: rows.length, names: rows.slice(0, 10).map((row) => row.name) }
}
