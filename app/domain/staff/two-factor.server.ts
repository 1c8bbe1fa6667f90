import { base32 } from '@better-auth/utils/base32'
import type { AppLoadContext } from 'react-router'
import { createOTP } from '@better-auth/utils/otp'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import QRCode from 'qrcode'
import { twoFactor } from '#db/schema'
import { notifyAccountOwner } from '~/domain/accounts/accounts.server'
import { recordAudit } from '~/server/audit.server'
import { getAuth } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { logger } from '~/server/logger.server'
import type { RequestArgs } from '~/server/request-facts.server'
import type { SessionUser } from '~/server/session.server'
import {
  clientIp,
  consumeRateLimit,
  refundRateLimit,
  type RateLimitRule,
} from '~/server/rate-limit.server'

/*
 * Two-factor sign-in for staff (issue 12, decision 016), on better-auth's two-factor plugin:
 * a TOTP secret for an authenticator app and ten single-use recovery codes. Every code typed
 * is counted before it is checked, like passwords (decision 009): at most 5 wrong codes per
 * account and address and 20 per address in 15 minutes; better-auth also locks an account
 * for 15 minutes after 10 wrong codes in a row and ends a sign-in challenge after 5.
 */

export const CODE_FAILURES_PER_KEY = 5
export const CODE_FAILURES_PER_IP = 20
const WINDOW_SECONDS = 15 * 60

const perKey: RateLimitRule = {
  name: 'two-factor',
  points: CODE_FAILURES_PER_KEY,
  windowSeconds: WINDOW_SECONDS,
}
const perIp: RateLimitRule = {
  name: 'two-factor-ip',
  points: CODE_FAILURES_PER_IP,
  windowSeconds: WINDOW_SECONDS,
}

type Limited = { kind: 'limited'; retryAfterSeconds: number }

/** better-auth's TOTP: six digits, 30-second steps, a code of the step before or after accepted. */
const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6
const TOTP_WINDOW = 1

/** The account's TOTP key as better-auth stores it (encrypted with the server secret). */
async function totpKeyOf(userId: string): Promise<Uint8Array | string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
  if (!row) return null
  const context = await (await getAuth()).$context
  const secret = await symmetricDecrypt({ key: context.secretConfig, data: row.secret })
  // Keys imported from elsewhere are stored as 'base32:<key>' (better-auth's totp plugin).
  return secret.startsWith('base32:') ? base32.decode(secret.slice(7).toUpperCase()) : secret
}

/**
 * Makes a TOTP code single use (ASVS 2.8.4): finds the time step the code belongs to and
 * records it as the account's last, in one statement that succeeds only when that step is later
 * than the last one accepted, so two sign-ins with one code at the same moment cannot both
 * pass, and neither can a code older than the last one used. Called before better-auth checks
 * the code: 'no-match' is left to it (it counts the failure); 'used' is refused here.
 */
async function claimTotpStep(
  userId: string,
  code: string,
): Promise<'claimed' | 'used' | 'no-match'> {
  if (!/^\d{6}$/.test(code)) return 'no-match'
  const key = await totpKeyOf(userId).catch(() => null)
  if (key === null) return 'no-match'
  const otp = createOTP(key, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS })
  const now = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS)
  let step: number | null = null
  for (let offset = -TOTP_WINDOW; offset <= TOTP_WINDOW; offset++) {
    if ((await otp.hotp(now + offset)) === code) step = now + offset
  }
  if (step === null) return 'no-match'
  const db = await getDb()
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactor.id })
  return claimed.length > 0 ? 'claimed' : 'used'
}

/** A two-factor change: audited, and the owner is told by e-mail (decision 036). */
async function recordTwoFactorChange(
  actor: Pick<SessionUser, 'id' | 'email'>,
  isOn: boolean,
): Promise<void> {
  await recordAudit(await getDb(), actor, {
    action: 'update',
    entity: 'staff',
    entityId: actor.id,
    before: { twoFactorEnabled: !isOn },
    after: { twoFactorEnabled: isOn },
  })
  await notifyAccountOwner(actor.id, isOn ? 'twoFactorOn' : 'twoFactorOff')
}

/** Counts one code attempt for `key` (an account, or a sign-in challenge) and its address. */
async function countAttempt(
  context: AppLoadContext,
  key: string,
): Promise<{ kind: 'counted'; refund: () => Promise<void> } | Limited> {
  const ip = clientIp(context)
  const byKey = await consumeRateLimit(perKey, `${key}|${ip}`)
  if (!byKey.isAllowed) return { kind: 'limited', retryAfterSeconds: byKey.retryAfterSeconds }
  const byIp = await consumeRateLimit(perIp, ip)
  if (!byIp.isAllowed) {
    await refundRateLimit(perKey, `${key}|${ip}`)
    return { kind: 'limited', retryAfterSeconds: byIp.retryAfterSeconds }
  }
  return {
    kind: 'counted',
    // A right code does not count against anyone.
    refund: async () => {
      await Promise.all([refundRateLimit(perKey, `${key}|${ip}`), refundRateLimit(perIp, ip)])
    },
  }
}

function forwardedCookies(response: Response): Headers {
  const headers = new Headers()
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie)
  return headers
}

/** A TOTP code is six digits; a recovery code is what better-auth generated (letters, digits, dash). */
function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '')
}

export type TwoFactorSetup = {
  /** The secret as text (base32), for typing into an app that cannot scan. */
  secret: string
  /** The QR code of the otpauth:// URI, as an SVG document. */
  qrSvg: string
  recoveryCodes: string[]
}

export type SetupStart =
  ({ kind: 'started' } & TwoFactorSetup) | { kind: 'wrong-password' } | { kind: 'already-on' }

/**
 * Starts setting up two-factor sign-in for the signed-in staff member (the password
 * confirms it is them): a new secret and recovery codes, shown once. It is on only after
 * the first code from the app is confirmed (`confirmTwoFactorSetup`).
 */
export async function startTwoFactorSetup(request: Request, password: string): Promise<SetupStart> {
  const auth = await getAuth()
  const response = await auth.api.enableTwoFactor({
    body: { password },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string }
    if (body.code === 'TOTP_ALREADY_ENABLED') return { kind: 'already-on' }
    return { kind: 'wrong-password' }
  }
  const body = (await response.json()) as { totpURI: string; backupCodes: string[] }
  return {
    kind: 'started',
    secret: new URL(body.totpURI).searchParams.get('secret') ?? '',
    qrSvg: await QRCode.toString(body.totpURI, { type: 'svg', margin: 1, width: 200 }),
    recoveryCodes: body.backupCodes,
  }
}

export type CodeCheck<Done> = Done | { kind: 'wrong-code' } | { kind: 'code-used' } | Limited

/** Confirms the set-up with a code from the app: two-factor sign-in is on from now. */
export async function confirmTwoFactorSetup(
  { request, context }: RequestArgs,
  actor: Pick<SessionUser, 'id' | 'email'>,
  code: string,
): Promise<CodeCheck<{ kind: 'on'; headers: Headers }>> {
  const attempt = await countAttempt(context, actor.id)
  if (attempt.kind === 'limited') return attempt
  const normalized = normalizeCode(code)
  if ((await claimTotpStep(actor.id, normalized)) === 'used') return { kind: 'code-used' }
  const auth = await getAuth()
  const response = await auth.api.verifyTOTP({
    body: { code: normalized },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return { kind: 'wrong-code' }
  await attempt.refund()
  await recordTwoFactorChange(actor, true)
  // better-auth replaces the session when two-factor turns on: its cookie goes to the browser.
  return { kind: 'on', headers: forwardedCookies(response) }
}

/** Turns two-factor sign-in off: the password and a current code (or a recovery code). */
export async function turnOffTwoFactor(
  { request, context }: RequestArgs,
  actor: Pick<SessionUser, 'id' | 'email'>,
  input: { password: string; code: string },
): Promise<CodeCheck<{ kind: 'off'; headers: Headers } | { kind: 'wrong-password' }>> {
  const attempt = await countAttempt(context, actor.id)
  if (attempt.kind === 'limited') return attempt
  const auth = await getAuth()
  const code = normalizeCode(input.code)
  if ((await claimTotpStep(actor.id, code)) === 'used') return { kind: 'code-used' }
  const checked = await auth.api.verifyTOTP({
    body: { code },
    headers: request.headers,
    asResponse: true,
  })
  if (!checked.ok) return { kind: 'wrong-code' }
  await attempt.refund()
  const response = await auth.api.disableTwoFactor({
    body: { password: input.password },
    headers: request.headers,
    asResponse: true,
  })
  if (!response.ok) return { kind: 'wrong-password' }
  await recordTwoFactorChange(actor, false)
  return { kind: 'off', headers: forwardedCookies(response) }
}

/** The sign-in challenge cookie better-auth sets after a right password (ends in `two_factor`). */
function challengeOf(request: Request): string | null {
  const cookie = request.headers.get('Cookie') ?? ''
  return cookie.match(/(?:^|;\s*)[^=;]*two_factor=([^;]+)/)?.[1] ?? null
}

export function hasSignInChallenge(request: Request): boolean {
  return challengeOf(request) !== null
}

/**
 * The account a sign-in challenge is for, so wrong codes count per account and address like
 * wrong passwords. The cookie's signature is checked by better-auth when the code is; here a
 * forged value finds no challenge and is answered 'expired'.
 */
async function accountOfChallenge(challenge: string): Promise<string | null> {
  const identifier = decodeURIComponent(challenge).split('.')[0] ?? ''
  if (!identifier.startsWith('2fa-')) return null
  const context = await (await getAuth()).$context
  const row = await context.internalAdapter.findVerificationValue(identifier)
  return row && row.expiresAt.getTime() > Date.now() ? row.value : null
}

export type SignInCodeCheck =
  | { kind: 'signed-in'; headers: Headers; role: string | null }
  | { kind: 'wrong-code' }
  | { kind: 'code-used' }
  | { kind: 'expired' }
  | Limited

/**
 * The second step of a staff sign-in: the code from the app, or one of the recovery codes
 * (each works once). A right code opens the session the password started.
 */
export async function verifySignInCode(
  { request, context }: RequestArgs,
  input: { code: string; isRecoveryCode: boolean },
): Promise<SignInCodeCheck> {
  const challenge = challengeOf(request)
  const account = challenge ? await accountOfChallenge(challenge) : null
  if (!account) return { kind: 'expired' }
  const attempt = await countAttempt(context, account)
  if (attempt.kind === 'limited') return attempt
  const auth = await getAuth()
  const code = normalizeCode(input.code)
  if (!input.isRecoveryCode && (await claimTotpStep(account, code)) === 'used')
    return { kind: 'code-used' }
  const response = input.isRecoveryCode
    ? await auth.api.verifyBackupCode({
        body: { code },
        headers: request.headers,
        asResponse: true,
      })
    : await auth.api.verifyTOTP({ body: { code }, headers: request.headers, asResponse: true })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string }
    logger.warn({ code: body.code }, 'two-factor code refused')
    if (body.code === 'ACCOUNT_TEMPORARILY_LOCKED')
      return { kind: 'limited', retryAfterSeconds: WINDOW_SECONDS }
    if (
      body.code === 'INVALID_TWO_FACTOR_COOKIE' ||
      body.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
    )
      return { kind: 'expired' }
    return { kind: 'wrong-code' }
  }
  await attempt.refund()
  const body = (await response.json()) as { user?: { role?: string | null } }
  return { kind: 'signed-in', headers: forwardedCookies(response), role: body.user?.role ?? null }
}
