import { redirect } from 'react-router'
import type { Route } from './+types/consultancy-redirect'
import { requireAdmin } from '~/server/session.server'

// SPEC 2: this path redirects to its first sub-screen.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  throw redirect('/admin/consultancy/consultants')
}
