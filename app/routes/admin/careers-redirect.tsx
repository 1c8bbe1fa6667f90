import type { Route } from './+types/careers-redirect'
import { redirectTo } from '~/server/redirect.server'
import { requireAdmin } from '~/server/session.server'

// SPEC 2: this path redirects to its first sub-screen.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  throw redirectTo(request, '/admin/careers/jobs')
}
