import { isStaffRole } from '~/lib/permissions'
import { eq, sql } from 'drizzle-orm'
import { user } from '#db/schema'
import { format, messagesFor, messagesOf, type Locale } from '~/i18n'
import { done, refused, type FormOutcome } from '~/server/action.server'
import { recordAudit } from '~/server/audit.server'
import {
  getAuth,
  isPasswordTooShortFor,
  isReservedEmail,
  keepNewestResetLinkOnly,
  revokeResetLinks,
} from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import { queueEmail } from '~/server/outbox.server'
import {
  clientIp,
  consumeRateLimit,
  refundRateLimit,
  resetRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from '~/server/rate-limit.server'
import type { RequestArgs } from '~/server/request-facts.server'
import type { SessionUser } from '~/server/session.server'
import {
  readLetterhead,
  sendSecurityNotice,
  sendWelcomeEmail,
  siteUrl,
  type SecurityChange,
} from '~/domain/notifications/notifications.server'
import { recordConsent } from '~/domain/privacy/consent.server'
import { agreedPurposes } from '~/domain/privacy/policy'
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
  | { isSignedIn: true; isAdmin: boolean; setCookie: string[] }
  /** The password was right; two-factor sign-in asks for a code next (its cookie is set). */
  | { isSignedIn: false; needsCode: true; setCookie: string[] }
  | { isSignedIn: false; needsCode?: false }

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
  const body = (await response.json()) as {
    user?: { role?: string | null }
    twoFactorRedirect?: boolean
  }
  if (body.twoFactorRedirect)
    return { isSignedIn: false, needsCode: true, setCookie: response.headers.getSetCookie() }
  return {
    isSignedIn: true,
    isAdmin: isStaffRole(body.user?.role),
    setCookie: response.headers.getSetCookie(),
  }
}

// Login limits (docs/decisions/009-login-and-reset-limits.md). Every attempt is counted
// before its password is checked, so parallel guesses cannot slip past a limit.

/** Hard limit per account and address: one address cannot guess more, nor lock out others. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP = 5
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP_WINDOW_SECONDS = 15 * 60
/** Hard limit per address, whatever accounts it tries. */
export const LOGIN_FAILURES_PER_IP = 20
export const LOGIN_FAILURES_PER_IP_WINDOW_SECONDS = 15 * 60
/**
 * Per account from all addresses: this many failures in the window go without delay. It must
 * exceed what one address can spend under its own limit in that window (5 in each of the five
 * 15-minute windows an hour can touch: 25), so no single address can slow the owner down.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY = 30
export const LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS = 60 * 60
/** Past that allowance, the n-th failure closes the account for BASE * 2^(n - allowance - 1) s, at most MAX. */
export const LOGIN_DELAY_BASE_SECONDS = 1
export const LOGIN_DELAY_MAX_SECONDS = 15 * 60

const accountAndIpLimit: RateLimitRule = {
  name: 'login-account-ip',
  points: LOGIN_FAILURES_PER_ACCOUNT_AND_IP,
  windowSeconds: LOGIN_FAILURES_PER_ACCOUNT_AND_IP_WINDOW_SECONDS,
}
const ipLimit: RateLimitRule = {
  name: 'login-ip',
  points: LOGIN_FAILURES_PER_IP,
  windowSeconds: LOGIN_FAILURES_PER_IP_WINDOW_SECONDS,
}
const accountLimit: RateLimitRule = {
  name: 'login-account',
  points: LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY,
  windowSeconds: LOGIN_FAILURES_PER_ACCOUNT_WINDOW_SECONDS,
}
// One attempt per delay: the first attempt after a delay opens the key for its own delay.
const accountDelayGate: RateLimitRule = {
  name: 'login-account-delay',
  points: 1,
  windowSeconds: LOGIN_DELAY_MAX_SECONDS,
}

/** The delay the n-th failure of an account in its window imposes on the next attempt. */
export function loginDelaySeconds(failures: number): number {
  const beyond = failures - LOGIN_FAILURES_PER_ACCOUNT_WITHOUT_DELAY
  if (beyond <= 0) return 0
  return Math.min(LOGIN_DELAY_BASE_SECONDS * 2 ** (beyond - 1), LOGIN_DELAY_MAX_SECONDS)
}

export type LoginAttempt =
  | { kind: 'signed-in'; isAdmin: boolean; headers: Headers }
  /** Right password, two-factor on: the code is asked next (/login/two-factor). */
  | { kind: 'needs-code'; headers: Headers }
  | { kind: 'invalid' }
  /** Right password, but a staff account's password set shorter than staff passwords may be. */
  | { kind: 'staff-password-too-short' }
  | { kind: 'limited'; retryAfterSeconds: number }

/**
 * Sign-in under the login limits. Each limit counts the attempt before the password is
 * checked; an attempt refused by one limit gives its points back to the others (it was never
 * evaluated), and a successful one gives its points back and clears its account-and-address
 * counter, so only failures count.
 */
export async function attemptSignIn(
  { request, context }: RequestArgs,
  email: string,
  password: string,
): Promise<LoginAttempt> {
  const account = email.trim().toLowerCase()
  const ip = clientIp(context)
  const counted: Array<[RateLimitRule, string]> = []
  const refuse = async (limit: RateLimitResult): Promise<LoginAttempt> => {
    await Promise.all(counted.map(([rule, key]) => refundRateLimit(rule, key)))
    logger.warn({ ip }, 'login refused: too many failures')
    return { kind: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  }

  const byAccountAndIp = await consumeRateLimit(accountAndIpLimit, `${account}|${ip}`)
  if (!byAccountAndIp.isAllowed) return refuse(byAccountAndIp)
  counted.push([accountAndIpLimit, `${account}|${ip}`])

  const byIp = await consumeRateLimit(ipLimit, ip)
  if (!byIp.isAllowed) return refuse(byIp)
  counted.push([ipLimit, ip])

  const byAccount = await consumeRateLimit(accountLimit, account)
  counted.push([accountLimit, account])
  if (!byAccount.isAllowed) {
    const gate = await consumeRateLimit(accountDelayGate, account, {
      windowSeconds: loginDelaySeconds(byAccount.count),
    })
    if (!gate.isAllowed) return refuse(gate)
  }

  const result = await signIn(request, email, password)
  if (!result.isSignedIn && !result.needsCode) return { kind: 'invalid' }
  await Promise.all([
    resetRateLimit(accountAndIpLimit, `${account}|${ip}`),
    refundRateLimit(ipLimit, ip),
    refundRateLimit(accountLimit, account),
  ])
  if (await isStaffPasswordTooShort(account, password)) {
    // A password set before the account became staff (an account promoted by ADMIN_EMAIL, or
    // one from before the 12-character rule): the session just opened is closed again and the
    // person chooses a new password through a reset link.
    await endSignInSession(result.setCookie)
    return { kind: 'staff-password-too-short' }
  }
  const headers = new Headers()
  for (const cookie of result.setCookie) headers.append('Set-Cookie', cookie)
  if (!result.isSignedIn) return { kind: 'needs-code', headers }
  return { kind: 'signed-in', isAdmin: result.isAdmin, headers }
}

/** Whether the account with this address is staff and `password` is shorter than staff's. */
async function isStaffPasswordTooShort(email: string, password: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.email, email))
  return Boolean(row && isStaffRole(row.role) && isPasswordTooShortFor(row.role, password))
}

/** Deletes the session (or two-factor challenge) a sign-in's Set-Cookie headers opened. */
async function endSignInSession(setCookie: string[]): Promise<void> {
  const context = await (await getAuth()).$context
  for (const cookie of setCookie) {
    const [pair] = cookie.split(';')
    const [name, value = ''] = pair.split('=')
    const token = decodeURIComponent(value).split('.')[0]
    if (!token) continue
    if (name.endsWith('session_token')) await context.internalAdapter.deleteSession(token)
    else if (name.endsWith('two_factor'))
      await context.internalAdapter.deleteVerificationByIdentifier(token)
  }
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
  /** Issue 16: ticked the marketing e-mails box (optional, unticked by default). */
  marketingEmails?: boolean
  /** The language of the page the person registered on; e-mails to them use it. */
  locale: Locale
}

export type RegisterResult =
  | { kind: 'registered'; userId: string }
  | { kind: 'reserved-email' }
  /** The address has an account: its owner is told by e-mail; the page answers as 'registered'. */
  | { kind: 'email-taken' }
  | { kind: 'common-password' }

/** "Someone tried to register with your address" e-mails per address an hour. */
export const ALREADY_REGISTERED_EMAILS_PER_HOUR = 3

export async function isEmailRegistered(email: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1)
  return Boolean(row)
}

/**
 * Creates a user with the role 'user' and the language they registered in; the reserved admin
 * address is refused here (SPEC 5). A new account gets a welcome e-mail in that language, which
 * never fails the registration. An address that has an account is not told apart on the page
 * (decision 034): its owner gets an e-mail instead, and the password is hashed all the same,
 * so the answer takes as long as a registration.
 */
export async function registerAccount(input: RegisterInput): Promise<RegisterResult> {
  const email = input.email.trim().toLowerCase()
  if (isReservedEmail(email)) return { kind: 'reserved-email' }
  if (isCommonPassword(input.password)) return { kind: 'common-password' }
  const auth = await getAuth()
  if (await isEmailRegistered(email)) {
    await (await auth.$context).password.hash(input.password)
    await tellOwnerOfSignUpAttempt(email)
    return { kind: 'email-taken' }
  }
  let registered: { id: string; email: string; name: string }
  try {
    const result = await auth.api.signUpEmail({
      body: {
        name: input.name,
        email,
        password: input.password,
        // SPEC 5: absent when empty; better-auth stores a missing field as NULL.
        ...(input.company ? { company: input.company } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
        locale: input.locale,
      },
    })
    registered = result.user
  } catch (error) {
    // Two sign-ups for one address at the same moment: the unique index decides.
    if (await isEmailRegistered(email)) return { kind: 'email-taken' }
    throw error
  }
  await recordSignUpConsent(registered.id, email, input.marketingEmails ?? false)
  await sendWelcomeEmail({ email: registered.email, name: registered.name, locale: input.locale })
  return { kind: 'registered', userId: registered.id }
}

/** The e-mail to an account's owner when someone registers with its address (in their language). */
async function tellOwnerOfSignUpAttempt(email: string): Promise<void> {
  const limit = await consumeRateLimit(
    { name: 'already-registered', points: ALREADY_REGISTERED_EMAILS_PER_HOUR, windowSeconds: 3600 },
    email,
  )
  if (!limit.isAllowed) return
  const db = await getDb()
  const [owner] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1)
  if (!owner) return
  const m = messagesFor(owner.locale).emails
  const e = m.alreadyRegistered
  const company = (await readLetterhead()).companyName(owner.locale)
  const text = [
    format(m.greeting, { name: owner.name }),
    '',
    format(e.body, { login: siteUrl(owner.locale, '/login') }),
    '',
    format(e.reset, { url: siteUrl(owner.locale, '/forgot-password') }),
    '',
    e.notYou,
    '',
    format(m.signature, { company }),
  ].join('\n')
  await queueEmail({ to: owner.email, subject: e.subject, text })
}

/**
 * Issue 16: the sign-up's consent record (policy version, marketing e-mails when ticked) and
 * the account's marketing flag, in one transaction. better-auth creates the account in its own
 * writes, so this follows them; if it fails, the new account is removed again, so no account
 * exists without the record of what its owner was told and agreed to.
 */
async function recordSignUpConsent(
  userId: string,
  email: string,
  marketingEmails: boolean,
): Promise<void> {
  const db = await getDb()
  try {
    await db.transaction(async (tx) => {
      if (marketingEmails) {
        await tx.update(user).set({ marketingEmails: true }).where(eq(user.id, userId))
      }
      await recordConsent(tx, {
        email,
        userId,
        form: 'registration',
        recordId: userId,
        purposes: agreedPurposes({ 'marketing-emails': marketingEmails }),
      })
    })
  } catch (error) {
    await db.delete(user).where(eq(user.id, userId))
    throw error
  }
}

// ---------------------------------------------------------------------------
// Password reset
// ---------------------------------------------------------------------------

/** Reset e-mails per address (decision 009); the form's per-IP limit applies as well. */
export const RESET_EMAILS_PER_ACCOUNT = 3
export const RESET_EMAILS_PER_ACCOUNT_WINDOW_SECONDS = 60 * 60

const resetEmailLimit: RateLimitRule = {
  name: 'reset-email',
  points: RESET_EMAILS_PER_ACCOUNT,
  windowSeconds: RESET_EMAILS_PER_ACCOUNT_WINDOW_SECONDS,
}

/**
 * Sends a single-use reset link (valid 1 hour) when the address has an account, and retires
 * the account's older links: at most one is live. Past the per-address limit nothing is sent
 * and the previous link stays valid. The caller shows the same answer in every case.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const address = email.trim().toLowerCase()
  // Counted by address whether or not it has an account, so the limit reveals nothing.
  const limit = await consumeRateLimit(resetEmailLimit, address)
  if (!limit.isAllowed) {
    logger.warn('password reset e-mail refused: too many for this address')
    return
  }
  const auth = await getAuth()
  try {
    await auth.api.requestPasswordReset({ body: { email: address } })
    await keepNewestResetLinkOnly(address)
  } catch (error) {
    logger.error({ err: error }, 'password reset request failed')
  }
}

/**
 * E-mails the owner of an account, in their language, that its password or two-factor sign-in
 * changed (decision 036). Never throws: the change is made.
 */
export async function notifyAccountOwner(userId: string, change: SecurityChange): Promise<void> {
  const db = await getDb()
  const [owner] = await db
    .select({ email: user.email, name: user.name, locale: user.locale })
    .from(user)
    .where(eq(user.id, userId))
  if (owner) await sendSecurityNotice(owner, change)
}

/** The account a live reset link is for (its role and address), or null. */
async function ownerOfResetLink(token: string): Promise<{
  id: string
  role: string | null
  email: string
  name: string
  locale: string | null
} | null> {
  if (!token) return null
  const context = await (await getAuth()).$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  if (!found || found.expiresAt <= new Date()) return null
  const db = await getDb()
  const [owner] = await db
    .select({
      id: user.id,
      role: user.role,
      email: user.email,
      name: user.name,
      locale: user.locale,
    })
    .from(user)
    .where(eq(user.id, found.value))
  return owner ?? null
}

/** Whether a reset token exists and has not expired (the page says so before any typing). */
export async function isResetTokenValid(token: string): Promise<boolean> {
  if (!token) return false
  const context = await (await getAuth()).$context
  const found = await context.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return Boolean(found && found.expiresAt > new Date())
}

export type ResetPasswordResult =
  | { kind: 'reset' }
  | { kind: 'invalid-token' }
  | { kind: 'common-password' }
  | { kind: 'too-short-for-staff' }

/**
 * Sets the new password, signs out every session of that user (revokeSessionsOnPasswordReset)
 * and deletes the account's other reset links (onPasswordReset in auth.server.ts).
 */
export async function resetPassword(token: string, password: string): Promise<ResetPasswordResult> {
  if (isCommonPassword(password)) return { kind: 'common-password' }
  const auth = await getAuth()
  // A staff account's link asks a staff password (12 characters), whoever's page it was.
  const owner = await ownerOfResetLink(token)
  if (owner && isPasswordTooShortFor(owner.role, password)) return { kind: 'too-short-for-staff' }
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } })
    if (owner) await sendSecurityNotice(owner, 'passwordReset')
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

/**
 * SPEC 2 dashboard: this user's requests of both kinds (investment titles in `locale`) and
 * the three counters over them.
 */
export async function getDashboard(userId: string, locale: Locale) {
  const requests = await listRequestsForUser(userId, locale)
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

/**
 * SPEC 3 profile: name, company and phone; company and phone are null when empty. Issue 16:
 * marketing e-mails are granted or withdrawn here too (when given); the flag is the consent's
 * current state, and no consent record is written for it (decision 026).
 */
export async function updateProfile(
  userId: string,
  input: {
    name: string
    company: string | null
    phone: string | null
    marketingEmails?: boolean
  },
): Promise<void> {
  const db = await getDb()
  await db
    .update(user)
    .set({
      name: input.name,
      company: input.company || null,
      phone: input.phone || null,
      ...(input.marketingEmails === undefined ? {} : { marketingEmails: input.marketingEmails }),
      updatedAt: new Date(),
    })
    .where(eq(user.id, userId))
}

/** Issue 16: whether the account agreed to marketing e-mails (the profile shows it). */
export async function hasMarketingEmails(userId: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db
    .select({ marketingEmails: user.marketingEmails })
    .from(user)
    .where(eq(user.id, userId))
  return row?.marketingEmails ?? false
}

export type ChangePasswordResult =
  | { kind: 'changed'; headers: Headers }
  | { kind: 'wrong-password' }
  | { kind: 'common-password' }
  | { kind: 'too-short-for-staff' }
  | { kind: 'failed' }

/**
 * The one change of one's own password (dashboard and admin settings): refuses common
 * passwords, checks the current one, sets the new one, signs out every other session (this
 * request gets a fresh session cookie), deletes outstanding reset links and writes an audit row.
 */
export async function changePassword(
  request: Request,
  actor: Pick<SessionUser, 'id' | 'email' | 'role'>,
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordResult> {
  if (isCommonPassword(input.newPassword)) return { kind: 'common-password' }
  if (isPasswordTooShortFor(actor.role, input.newPassword)) return { kind: 'too-short-for-staff' }
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
    if (body?.code === 'INVALID_PASSWORD') return { kind: 'wrong-password' }
    logger.warn({ status: response.status, code: body?.code }, 'password change refused')
    return { kind: 'failed' }
  }
  await revokeResetLinks(actor.id)
  // better-auth writes the password in its own transaction; the audit row (no secrets) follows it.
  await recordAudit(await getDb(), actor, {
    action: 'update',
    entity: 'user',
    entityId: actor.id,
    after: { passwordChanged: true, otherSessionsRevoked: true },
  })
  await notifyAccountOwner(actor.id, 'passwordChanged')
  return { kind: 'changed', headers: cookieHeaders(response) }
}

/**
 * The password form's command, the same on the dashboard and in the admin settings: back to
 * `redirectTo` with the confirmation (and this browser's fresh session cookie), or the form
 * again with the reason on the field it concerns.
 */
export async function submitPasswordChange(
  request: Request,
  actor: Pick<SessionUser, 'id' | 'email' | 'role'>,
  input: { currentPassword: string; password: string },
  redirectTo: string,
): Promise<FormOutcome> {
  const messages = messagesOf(request)
  const m = messages.accounts.changePassword
  const outcome = await changePassword(request, actor, {
    currentPassword: input.currentPassword,
    newPassword: input.password,
  })
  switch (outcome.kind) {
    case 'wrong-password':
      return { kind: 'refused', fieldErrors: { currentPassword: [m.wrongCurrentPassword] } }
    case 'common-password':
      return {
        kind: 'refused',
        fieldErrors: { password: [messages.accounts.validation.commonPassword] },
      }
    case 'too-short-for-staff':
      return {
        kind: 'refused',
        fieldErrors: { password: [messages.accounts.validation.staffPasswordTooShort] },
      }
    case 'failed':
      return refused(400, { title: m.failed })
    case 'changed':
      return done(
        redirectTo,
        { type: 'success', title: m.success, description: m.successDescription },
        outcome.headers,
      )
  }
}
