import type { Route } from './+types/requests'
import { requireAdmin } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [{ title: 'Requests | UAE Invest' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function RequestsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Requests</h1>
    </div>
  )
}
