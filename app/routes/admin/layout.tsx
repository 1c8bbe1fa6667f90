import { Outlet } from 'react-router'
import type { Route } from './+types/layout'
import { requireAdmin } from '~/server/session.server'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function AdminLayout() {
  return (
    <main id="main" className="min-h-screen p-6">
      <Outlet />
    </main>
  )
}
