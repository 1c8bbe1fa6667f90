import type { Route } from './+types/audit'
import { requireAdmin } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [{ title: 'Audit | UAE Invest' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function AuditRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Audit</h1>
    </div>
  )
}
