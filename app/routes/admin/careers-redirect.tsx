import type { Route } from './+types/careers-redirect'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { can } from '~/lib/permissions'
import { redirectTo } from '~/server/redirect.server'
import { requirePermission } from '~/server/session.server'

// SPEC 2: this path redirects to its first sub-screen (the first the role may open).
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, ['jobs', 'applicants'])
  const tab = can(staff.role, 'jobs') ? 'jobs' : 'applicants'
  throw redirectTo(request, `/admin/careers/${tab}`)
}

// A page route, not a resource route, so a role outside both tabs gets the admin 403 page
// rather than a bare "Forbidden": the loader always redirects or throws.
export default function CareersRedirect() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  throw error
}
