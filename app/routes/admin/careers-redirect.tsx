import type { Route } from './+types/careers-redirect'
import { can } from '~/lib/permissions'
import { redirectTo } from '~/server/redirect.server'
import { requirePermission } from '~/server/session.server'

// SPEC 2: this path redirects to its first sub-screen (the first the role may open).
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requirePermission(request, ['jobs', 'applicants'])
  const tab = can(staff.role, 'jobs') ? 'jobs' : 'applicants'
  throw redirectTo(request, `/admin/careers/${tab}`)
}
