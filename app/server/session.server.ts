import { redirect } from 'react-router'
import { getAuth } from './auth.server'

export type SessionUser = {
  id: string
  name: string
  email: string
  company: string | null
  phone: string | null
  role: string
  isAdmin: boolean
}

/** The signed-in user of this request, or null. */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth()
  const result = await auth.api.getSession({ headers: request.headers })
  if (!result) return null
  const { user } = result
  const role = (user as { role?: string | null }).role ?? 'user'
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company: (user as { company?: string | null }).company ?? null,
    phone: (user as { phone?: string | null }).phone ?? null,
    role,
    isAdmin: role === 'admin',
  }
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`)
}

export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  if (!user) loginRedirect(request)
  return user
}

/**
 * SPEC 2 route guard: a visitor goes to /login, a signed-in non-admin to /dashboard.
 * A non-admin sending a mutation gets 403 and nothing changes.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request)
  const isMutation = request.method !== 'GET' && request.method !== 'HEAD'
  if (!user) {
    if (isMutation) throw new Response('Forbidden', { status: 403 })
    loginRedirect(request)
  }
  if (!user.isAdmin) {
    if (isMutation) throw new Response('Forbidden', { status: 403 })
    throw redirect('/dashboard')
  }
  return user
}
