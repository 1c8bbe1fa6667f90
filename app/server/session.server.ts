import { can, isStaffRole, type Permission } from '~/lib/permissions'
import { getAuth, isStaffSessionLive } from './auth.server'
import { env } from './env.server'
import { isSubmission, type RequestArgs } from './request-facts.server'
import { redirectTo } from './redirect.server'

export type SessionUser = {
  id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  role: string
  /** A staff member (any staff role): may enter the admin area; what they may open there is lib/permissions.ts. */
  isAdmin: boolean
  twoFactorEnabled: boolean
}

type AuthUser = {
  id: string
  name: string
  email: string
  role?: string | null
  company?: string | null
  phone?: string | null
  twoFactorEnabled?: boolean | null
}

function toSessionUser(user: AuthUser): SessionUser {
  const role = user.role ?? 'user'
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company: user.company ?? null,
    phone: user.phone ?? null,
    role,
    isAdmin: isStaffRole(role),
    twoFactorEnabled: user.twoFactorEnabled === true,
  }
}

type AuthSession = { id: string; createdAt: Date; lastSeenAt?: Date | null }

/**
 * The one check every signed-in request passes: a staff member's session also ends 12 hours
 * after sign-in and after 30 minutes idle (decision 036); a user's keeps better-auth's 7 days.
 */
async function liveUser(
  result: { user: unknown; session: unknown } | null,
): Promise<SessionUser | null> {
  if (!result) return null
  const user = toSessionUser(result.user as AuthUser)
  if (user.isAdmin && !(await isStaffSessionLive(result.session as AuthSession))) return null
  return user
}

/** A request without a cookie has no session: no need to ask the session store. */
function hasCookie(request: Request): boolean {
  return Boolean(request.headers.get('cookie'))
}

/** The signed-in user of this request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  if (!hasCookie(request)) return null
  const auth = await getAuth()
  return liveUser(await auth.api.getSession({ headers: request.headers }))
}

/**
 * The signed-in user plus the Set-Cookie that slides the session: better-auth extends
 * a session used after a day (updateAge) and re-issues its cookie, so it expires only
 * after 7 days without a visit. The root loader forwards these headers on every page.
 */
export async function getSessionUserWithHeaders(
  request: Request,
): Promise<{ user: SessionUser | null; headers: Headers }> {
  if (!hasCookie(request)) return { user: null, headers: new Headers() }
  const auth = await getAuth()
  const { headers, response } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  })
  const forwarded = new Headers()
  for (const cookie of headers.getSetCookie()) forwarded.append('Set-Cookie', cookie)
  return { user: await liveUser(response), headers: forwarded }
}

/** SPEC 2: signed-in people visiting /login or /register go on: admin to /admin, others to /dashboard. */
export async function redirectIfSignedIn(request: Request): Promise<void> {
  const user = await getSessionUser(request)
  if (user) throw redirectTo(request, user.isAdmin ? '/admin' : '/dashboard')
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  throw redirectTo(request, `/login?redirectTo=${encodeURIComponent(back)}`)
}

/** SPEC 2: a visitor is sent to /login, with the page to come back to. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) loginRedirect(request)
  return user
}

/** The staff member's own settings page, where two-factor sign-in is set up. */
export const TWO_FACTOR_SETUP_PATH = '/admin/account'

/**
 * The admin area's one guard (decision 035): every admin route module calls it first in its
 * loader and its action, naming the permission that loader or action needs; nothing reads a
 * permission from the address, so the path React Router matched (without case, after
 * percent-decoding) and the permission checked can never differ. Given several permissions,
 * any one of them opens (the section redirects).
 *
 * A visitor goes to /login, a signed-in user who is not staff to /dashboard (SPEC 2); a staff
 * member whose role lacks the permission gets 403. After a form post, the loaders React
 * Router re-runs to render an error boundary answer 403 rather than redirect, so a refused
 * form changes nothing whichever route's boundary renders the answer (decision 010).
 */
export async function requirePermission(
  { request, context }: RequestArgs,
  needed: Permission | readonly Permission[],
): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) loginRedirect(request)
  const isForm = isSubmission(context)
  if (!user.isAdmin) {
    if (isForm) throw new Response('Forbidden', { status: 403 })
    throw redirectTo(request, '/dashboard')
  }
  const permissions: readonly Permission[] = typeof needed === 'string' ? [needed] : needed
  if (!permissions.some((permission) => can(user.role, permission))) {
    throw new Response('Forbidden', { status: 403 })
  }
  // STAFF_REQUIRE_2FA: nothing opens before two-factor sign-in is set up, but the staff
  // member's own account (where it is set up, and the admin shell around it).
  if (env().STAFF_REQUIRE_2FA === 'true' && !user.twoFactorEnabled && needed !== 'account') {
    if (isForm) throw new Response('Forbidden', { status: 403 })
    throw redirectTo(request, `${TWO_FACTOR_SETUP_PATH}?required=2fa`)
  }
  return user
}
