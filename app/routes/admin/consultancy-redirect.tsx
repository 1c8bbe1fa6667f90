import type { Route } from './+types/consultancy-redirect'
import { can } from '~/lib/permissions'
import { redirectTo } from '~/server/redirect.server'
import { requirePermission } from '~/server/session.server'

// SPEC 2: this path redirects to its first sub-screen (the first the role may open).
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, ['consultants', 'consultancy-requests'])
  const tab = can(staff.role, 'consultants') ? 'consultants' : 'requests'
  throw redirectTo(request, `/admin/consultancy/${tab}`)
}
