import crypto from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { admin, twoFactor } from 'better-auth/plugins'
import { and, desc, eq, like, lt, ne } from 'drizzle-orm'
import { schema, session, user, verification } from '#db/schema'
import { z } from 'zod'
import { format, messagesFor } from '~/i18n'
import { STAFF_PASSWORD_MIN } from '~/lib/field-limits'
import { isStaffRole } from '~/lib/permissions'
import { DEFAULT_LANGUAGE, isLocale, LOCALES, localizePath, type Locale } from '~/i18n/locale'
import { getDb } from './db.server'
import { env } from './env.server'
import { logger } from './logger.server'
import { getServerSecret } from './secret.server'
import { queueEmail } from './outbox.server'
import { processWide } from './process-wide.server'

export const SESSION_MAX_IDLE_SECONDS = 60 * 60 * 24 * 7
/**
 * Staff sessions (NIST SP 800-63B AAL2, decision 036): the person signs in again 12 hours after
 * signing in, whatever they do, and after 30 minutes without a request. Users keep the 7 days
 * above.
 */
export const STAFF_SESSION_MAX_AGE_SECONDS = 12 * 60 * 60
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60
/** A session's last use is written at most once a minute: not one write per request. */
const LAST_SEEN_PRECISION_MS = 60_000
export const MIN_PASSWORD_LENGTH = 6

/**
 * Whether `password` is too short for an account with `role`: a staff role asks
 * STAFF_PASSWORD_MIN (12, ASVS 2.1.1); users keep the spec's 6 plus the common-password refusal.
 * Every way a password is set checks it (invitation, change, reset), and sign-in refuses a
 * staff account whose password is shorter (set before the account became staff).
 */
export function isPasswordTooShortFor(role: string | null | undefined, password: string): boolean {
  const minimum = isStaffRole(role) ? STAFF_PASSWORD_MIN : MIN_PASSWORD_LENGTH
  return password.length < minimum
}

/** better-auth names a reset link's verification row `reset-password:<token>`. */
const RESET_LINK_PREFIX = 'reset-password:'

/**
 * A reset link's verification row is stored as `reset-password:` plus the SHA-256 of the whole
 * identifier: a copy of the database opens no account, and the rows of reset links stay
 * recognisable, so an account's outstanding links can be found and deleted.
 */
async function hashResetLinkIdentifier(identifier: string): Promise<string> {
  return RESET_LINK_PREFIX + crypto.createHash('sha256').update(identifier).digest('base64url')
}

/** SPEC 5: the reserved admin address is refused at registration, case-insensitively. */
export function isReservedEmail(email: string): boolean {
  return email.trim().toLowerCase() === env().ADMIN_EMAIL.toLowerCase()
}

async function createAuth() {
  const db = await getDb()
  const config = env()
  return betterAuth({
    appName: 'UAE Invest',
    baseURL: config.APP_URL,
    secret: await getServerSecret(),
    trustedOrigins: [config.APP_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: account, token }) {
        // In the account's language (stored at registration), whatever page asked for it.
        // better-auth types this user without our additional fields; the row has them.
        const stored = (account as typeof account & { locale?: unknown }).locale
        const locale = isLocale(stored) ? stored : DEFAULT_LANGUAGE
        const m = messagesFor(locale).accounts.forgotPassword
        const link = `${config.APP_URL}${localizePath(locale, '/reset-password')}?token=${encodeURIComponent(token)}`
        // Not awaited: the answer to /forgot-password must take as long for a known
        // address as for an unknown one, or its timing tells which accounts exist.
        // better-auth gives no transaction here: the link's row is saved, then the e-mail
        // queued (never throws); the outbox sends it and empties its body once sent.
        void queueEmail({
          to: account.email,
          subject: m.emailSubject,
          text: format(m.emailBody, { name: account.name, link }),
        })
      },
      // The link just used is consumed by better-auth; every other one of the account dies too.
      async onPasswordReset({ user: account }) {
        await revokeResetLinks(account.id)
      },
    },
    user: {
      additionalFields: {
        company: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
        // The language of the page the account was registered on (decision 018): e-mails to
        // the person use it. Only 'en' or 'ar' is accepted, whoever sets it.
        locale: {
          type: 'string',
          required: false,
          input: true,
          defaultValue: DEFAULT_LANGUAGE,
          validator: { input: z.enum(LOCALES) },
        },
      },
    },
    // Tokens are stored as SHA-256 hashes: a copy of the database opens no account.
    verification: {
      storeIdentifier: {
        default: 'hashed',
        overrides: { [RESET_LINK_PREFIX]: { hash: hashResetLinkIdentifier } },
      },
    },
    session: {
      // Read with the session, so the staff limits cost no extra query (isStaffSessionLive).
      additionalFields: {
        lastSeenAt: { type: 'date', required: false, input: false },
      },
      expiresIn: SESSION_MAX_IDLE_SECONDS,
      updateAge: 60 * 60 * 24,
      // Every sensitive change (password, two-factor) asks for the current password (and a
      // code) itself, so the session's age is not checked as well.
      freshAge: 0,
    },
    // Failed-login limits live in domain/accounts (they count failures, not requests).
    rateLimit: { enabled: false },
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    advanced: {
      useSecureCookies: config.isProduction && config.APP_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Staff sign-in with an authenticator app (TOTP) and ten single-use recovery codes
      // (domain/staff/two-factor.server.ts). A wrong code counts towards the account's lockout.
      twoFactor({
        issuer: 'UAE Invest',
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' && typeof ctx.body?.email === 'string') {
          if (isReservedEmail(ctx.body.email)) {
            throw new APIError('BAD_REQUEST', { message: 'This email address is reserved' })
          }
        }
      }),
    },
  })
}

export type Auth = Awaited<ReturnType<typeof createAuth>>

const auth = processWide<Promise<Auth>>('auth')

export function getAuth(): Promise<Auth> {
  return auth.get(createAuth)
}

/**
 * Deletes expired sessions and verification tokens (password-reset links).
 * better-auth ignores them once expired; this keeps the tables small.
 * Called at start-up and hourly from app/server/startup.server.ts.
 */
export async function purgeExpiredAuthRecords(): Promise<{ sessions: number; tokens: number }> {
  const db = await getDb()
  const now = new Date()
  const sessions = await db
    .delete(session)
    .where(lt(session.expiresAt, now))
    .returning({ id: session.id })
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id })
  return { sessions: sessions.length, tokens: tokens.length }
}

/** Deletes every outstanding password-reset link of a user (after a reset or a change of password). */
export async function revokeResetLinks(userId: string): Promise<void> {
  const db = await getDb()
  await db
    .delete(verification)
    .where(
      and(like(verification.identifier, `${RESET_LINK_PREFIX}%`), eq(verification.value, userId)),
    )
}

/**
 * Deletes every reset link of the account with this address except the newest, so an account
 * has at most one live link. One statement whether or not the account exists, so the answer
 * to /forgot-password takes as long either way.
 */
export async function keepNewestResetLinkOnly(email: string): Promise<void> {
  const db = await getDb()
  const owner = db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
  const isResetLinkOfOwner = and(
    like(verification.identifier, `${RESET_LINK_PREFIX}%`),
    eq(verification.value, owner),
  )
  const newest = db
    .select({ id: verification.id })
    .from(verification)
    .where(isResetLinkOfOwner)
    .orderBy(desc(verification.createdAt), desc(verification.id))
    .limit(1)
  await db.delete(verification).where(and(isResetLinkOfOwner, ne(verification.id, newest)))
}

/**
 * Makes sure the site has an Administrator: while none exists, the account for ADMIN_EMAIL is
 * created (with ADMIN_PASSWORD, or a generated password printed once) or given the role. Once
 * an Administrator exists, ADMIN_EMAIL and ADMIN_PASSWORD do nothing: an account deleted or
 * demoted on the Staff screen is not brought back by the next start with a password from the
 * environment (decision 036).
 */
export async function ensureAdminAccount(): Promise<void> {
  const config = env()
  const db = await getDb()
  const email = config.ADMIN_EMAIL.toLowerCase()
  const [anyAdministrator] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, 'admin'))
    .limit(1)
  if (anyAdministrator) return
  const [existing] = await db.select().from(user).where(eq(user.email, email))
  if (existing) {
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id))
    logger.warn({ email }, 'no Administrator: the ADMIN_EMAIL account was made one')
    return
  }
  const password = config.ADMIN_PASSWORD ?? crypto.randomBytes(12).toString('base64url')
  await createCredentialUser({ email, name: 'Administrator', password, role: 'admin' })
  if (config.ADMIN_PASSWORD) {
    logger.info({ email }, 'admin account created with ADMIN_PASSWORD')
  } else {
    // Printed once, on the start that creates the account.
    logger.warn({ email }, 'admin account created')
    console.log(`\n  Admin account: ${email}\n  Generated password (shown once): ${password}\n`)
  }
}

/**
 * Creates an account with a password and a role, its address verified (the first
 * Administrator, an invited staff member), in `locale` (English unless given). Returns the new
 * user's id.
 */
export async function createCredentialUser(input: {
  email: string
  name: string
  password: string
  role: string
  locale?: Locale
}): Promise<string> {
  // Callers check first and tell the person; this is the floor for any new caller.
  if (isPasswordTooShortFor(input.role, input.password))
    throw new Error('a password shorter than the role allows was refused')
  const auth = await getAuth()
  const context = await auth.$context
  const created = await context.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: true,
      role: input.role,
      locale: input.locale ?? DEFAULT_LANGUAGE,
    },
    { method: 'admin' },
  )
  await context.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await context.password.hash(input.password),
  })
  return created.id
}

/**
 * Whether a staff member's session may still be used: signed in less than 12 hours ago and
 * used in the last 30 minutes. A session past either limit is deleted (the person signs in
 * again); a live one has its last use recorded.
 */
export async function isStaffSessionLive(
  current: { id: string; createdAt: Date; lastSeenAt?: Date | null },
  now = new Date(),
): Promise<boolean> {
  const db = await getDb()
  const signedInAt = new Date(current.createdAt).getTime()
  const lastSeenAt = current.lastSeenAt ? new Date(current.lastSeenAt).getTime() : signedInAt
  const isExpired =
    now.getTime() - signedInAt >= STAFF_SESSION_MAX_AGE_SECONDS * 1000 ||
    now.getTime() - lastSeenAt >= STAFF_SESSION_IDLE_SECONDS * 1000
  if (isExpired) {
    await db.delete(session).where(eq(session.id, current.id))
    return false
  }
  if (now.getTime() - lastSeenAt >= LAST_SEEN_PRECISION_MS) {
    await db.update(session).set({ lastSeenAt: now }).where(eq(session.id, current.id))
  }
  return true
}

/** Ends every session of an account at once (disabled, or asked by an Administrator). */
export async function endAllSessions(userId: string): Promise<number> {
  const db = await getDb()
  const ended = await db
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id })
  return ended.length
}
