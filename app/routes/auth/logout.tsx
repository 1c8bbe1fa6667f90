import type { Route } from './+types/logout'
import { signOut } from '~/domain/accounts/accounts.server'
import { messagesOf } from '~/i18n'
import { redirectTo } from '~/server/redirect.server'
import { redirectWithToast } from '~/server/toast.server'

// A link (GET) never signs anyone out: only a POST from our own pages does (CSRF).
export function loader({ request }: Route.LoaderArgs) {
  throw redirectTo(request, '/')
}

/** Deletes the session on the server, clears the cookie, and returns to /login (SPEC 2). */
export async function action({ request }: Route.ActionArgs) {
  const { isSignedOut, headers } = await signOut(request)
  const messages = messagesOf(request)
  const m = messages.accounts.logout
  return redirectWithToast(
    request,
    '/login',
    isSignedOut ? { type: 'success', title: m.success } : { type: 'error', title: m.failed },
    { headers },
  )
}
