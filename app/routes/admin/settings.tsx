import type { Route } from './+types/settings'
import { requireAdmin } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [{ title: 'Settings | UAE Invest' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function SettingsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Settings</h1>
    </div>
  )
}
