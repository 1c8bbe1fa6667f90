import { getAuth } from '~/server/auth.server'

export type SignInResult =
  { isSignedIn: true; isAdmin: boolean; setCookie: string[] } | { isSignedIn: false }

/** Checks the credentials; on success returns the session cookies to set. */
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
