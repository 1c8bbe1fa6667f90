import type { Route } from './+types/investment-edit'
import { requireAdmin } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [{ title: 'Investment Edit | UAE Invest' }]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return null
}

export default function InvestmentEditRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Investment Edit</h1>
    </div>
  )
}
