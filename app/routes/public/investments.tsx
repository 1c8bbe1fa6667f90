import type { Route } from './+types/investments'

export const meta: Route.MetaFunction = () => [{ title: 'Investments | UAE Invest' }]

export default function InvestmentsRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Investments</h1>
    </div>
  )
}
