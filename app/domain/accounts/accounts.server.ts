import { eq, sql } from 'drizzle-orm'
import { user } from '#db/schema'
import { getAuth, isReservedEmail } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { clientIp, hitRateLimit, peekRateLimit } from '~/server/rate-limit.server'
import { listRequestsForUser } from '~/domain/requests/requests.server'
import { isCommonPassword } from './common-passwords.server'

export { isCommonPassword }

/** Set-Cookie headers of a better-auth answer, ready for a redirect. */
function cookieHeaders(response: Response): Headers {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

function apiErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'body' in error) {
    const body = (error as { body?: { code?: unknown } }).body
    if (typeof body?.code === 'string') return body.code
  }
  return undefined
}

// ---------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------

export type SignInResult =
  { isSignedIn: true; isAdmin: boolean; setCookie: string[] } | { isSignedIn: false }

/**
 * Checks the credentials; on success returns the cookies of a brand-new session
 * (better-auth issues a new token on every sign-in, so a session is never reused).
 */
export async function signIn(
  request: Request,
  email: string,
  password: string,
): Promise<SignInResult> {
  const auth = await getAuth()
  const response = await auth.api.signInEmail({
    body: { email: email.trim().toLowerCase(), password },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return { isSignedIn: false }
  const body = (await response.json()) as { user?: { role?: string | null } }
  return {
    isSignedIn: true,
    isAdmin: body.user?.role === 'admin',
    setCookie: response.headers.getSetCookie(),
  }
}

const LOGIN_WINDOW_MS = 15 * 60 * 1000
/** At most 5 failed logins per account and 20 per client address in 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT = 5
export const LOGIN_FAILURES_PER_IP = 20

export type LoginAttempt =
  | { kind: 'signed-in'; isAdmin: boolean; headers: Headers }
  | { kind: 'invalid' }
  | { kind: 'limited'; retryAfterSeconds: number }

/** Sign-in with the failed-login limits; only failures count against them. */
export async function attemptSignIn(
  request: Request,
  email: string,
  password: string,
): Promise<LoginAttempt> {
  const accountKey = `login-fail:account:${email.trim().toLowerCase()}`
  const ipKey = `login-fail:ip:${clientIp(request)}`
  const [byAccount, byIp] = await Promise.all([
    peekRateLimit(accountKey, LOGIN_FAILURES_PER_ACCOUNT),
    peekRateLimit(ipKey, LOGIN_FAILURES_PER_IP),
  ])
  if (!byAccount.isAllowed || !byIp.isAllowed) {
    const retryAfterSeconds = Math.max(
      byAccount.isAllowed ? 0 : byAccount.retryAfterSeconds,
      byIp.isAllowed ? 0 : byIp.retryAfterSeconds,
    )
    logger.warn({ ip: clientIp(request) }, 'login refused: too many failures')
    return { kind: 'limited', retryAfterSeconds }
  }
  const result = await signIn(request, email, password)
  if (!result.isSignedIn) {
    await Promise.all([
      hitRateLimit(accountKey, LOGIN_FAILURES_PER_ACCOUNT, LOGIN_WINDOW_MS),
      hitRateLimit(ipKey, LOGIN_FAILURES_PER_IP, LOGIN_WINDOW_MS),
    ])
    return { kind: 'invalid' }
  }
  const headers = new Headers()
  for (const cookie of result.setCookie) headers.append('Set-Cookie', cookie)
  return { kind: 'signed-in', isAdmin: result.isAdmin, headers }
}

// ---------------------------------------------------------------------------
// Registration
// ---------------------------------------------------------------------------

export type RegisterInput = {
  name: string
  email: string
  password: string
  company: string | null
  phone: string | null
}

export type RegisterResult =
  | { kind: 'registered'; userId: string }
  | { kind: 'reserved-email' }
  | { kind: 'email-taken' }
  | { kind: 'common-password' }

export async function isEmailRegistered(email: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1)
  return Boolean(row)
}

/** Creates a user with the role 'user'; the reserved admin address is refused here (SPEC 5). */
export async function registerAccount(input: RegisterInput): Promise<RegisterResult> {
  const email = input.email.trim().toLowerCase()
  if (isReservedEmail(email)) return { kind: 'reserved-email' }
  if (isCommonPassword(input.password)) return { kind: 'common-password' }
  // better-auth answers a duplicate sign-up with a fake success (autoSignIn is off),
  // so the address is checked first to give the person a clear message.
  if (await isEmailRegistered(email)) return { kind: 'email-taken' }
  const auth = await getAuth()
  try {
    const result = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email,
        password: input.password,
        // SPEC 5: absent when empty; better-auth stores a missing field as NULL.
        ...(input.company ? { company: input.company } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
      },
    })
    return { kind: 'registered', userId: result.user.id }
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (await isEmailRegistered(email)) return { kind: 'email-taken' }
    throw error
  }
}

// ---------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------

/**
 * Sends a single-use reset link (valid 1 hour) when the address has an account.
 * The caller shows the same answer either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const auth = await getAuth()
  try {
    await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() } })
  } catch (error) {
    logger.error({ err: error }, 'password reset request failed')
  }
}

/** Whether a reset token exists and has not expired (the page says so before any typing). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!token) return false
  const context = await (await getAuth()).$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return Boolean(found && found.expiresAt > new Date())
}

export type ResetPasswordResult =
  { kind: 'reset' } | { kind: 'invalid-token' } | { kind: 'common-password' }

/** Sets the new password and signs out every session of that user (revokeSessionsOnPasswordReset). */
export async function resetPassword(token: string, password: string): Promise<ResetPasswordResult> {
  if (isCommonPassword(password)) return { kind: 'common-password' }
  const auth = await getAuth()
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } })
    return { kind: 'reset' }
  } catch (error) {
    const code = apiErrorCode(error)
    if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { kind: 'invalid-token' }
    throw error
  }
}

// ---------------------------------------------------------------------------
// Signed-in account
// ---------------------------------------------------------------------------

/** Deletes this request's session on the server and returns the cookie-clearing headers. */
export async function signOut(
  request: Request,
): Promise<{ isSignedOut: boolean; headers: Headers }> {
  const auth = await getAuth()
  try {
    const response = await auth.api.signOut({ headers: request.headers, asResponse: true })
    return { isSignedOut: response.ok, headers: cookieHeaders(response) }
  } catch (error) {
    logger.error({ err: error }, 'sign-out failed')
    return { isSignedOut: false, headers: new Headers() }
  }
}

/** SPEC 2 dashboard: this user's requests of both kinds and the three counters over them. */
export async function getDashboard(userId: string) {
  const requests = await listRequestsForUser(userId)
  const all = [...requests.investmentRequests, ...requests.customRequests]
  return {
    ...requests,
    counts: {
      submitted: all.length,
      accepted: all.filter((request) => request.status === 'Accepted').length,
      pending: all.filter((request) => request.status === 'Pending').length,
    },
  }
}

/** SPEC 3 profile: name, company and phone; company and phone are null when empty. */
export async function updateProfile(
  userId: string,
  input: { name: string; company: string | null; phone: string | null },
): Promise<void> {
  const db = await getDb()
  await db
    .update(user)
    .set({
      name: input.name,
      company: input.company || null,
      phone: input.phone || null,
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
}

export type ChangePasswordResult =
  { kind: 'changed'; headers: Headers } | { kind: 'wrong-password' } | { kind: 'common-password' }

/**
 * Checks the current password, sets the new one, and signs out every other session;
 * this request gets a fresh session cookie.
 */
export async function changePassword(
  request: Request,
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordResult> {
  if (isCommonPassword(newPassword)) return { kind: 'common-password' }
  const auth = await getAuth()
  const response = await auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers: request.headers,
    asResponse: true,
  })
  if (response.ok) return { kind: 'changed', headers: cookieHeaders(response) }
  const body = (await response.json().catch(() => null)) as { code?: string } | null
  if (response.status === 400 && body?.code === 'INVALID_PASSWORD')
    return { kind: 'wrong-password' }
  throw new Error(`change password failed with status ${response.status}`)
}
