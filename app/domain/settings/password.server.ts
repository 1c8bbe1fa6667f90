import { recordAudit } from '~/server/audit.server'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import type { SessionUser } from '~/server/session.server'

export type ChangePasswordResult =
  { kind: 'changed'; setCookie: string[] } | { kind: 'wrong-current-password' } | { kind: 'failed' }

/**
 * Changes the signed-in user's password through better-auth, which checks the current
 * password. Every other session is revoked; the returned cookies carry the new session
 * that replaces this one.
 */
export async function changeOwnPassword(
  request: Request,
  actor: Pick<SessionUser, 'id' | 'email'>,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  const auth = await getAuth()
  const response = await auth.api.changePassword({
    body: {
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      revokeOtherSessions: true,
    },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null
    if (body?.code === 'INVALID_PASSWORD') return { kind: 'wrong-current-password' }
    logger.warn({ status: response.status, code: body?.code }, 'password change refused')
    return { kind: 'failed' }
  }
  // better-auth writes the password in its own transaction; the audit row (no secrets) follows it.
  await recordAudit(await getDb(), actor, {
    action: 'update',
    entity: 'user',
    entityId: actor.id,
    after: { passwordChanged: true, otherSessionsRevoked: true },
  })
  return { kind: 'changed', setCookie: response.headers.getSetCookie() }
}
