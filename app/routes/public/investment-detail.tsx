import type { Route } from './+types/investment-detail'

export const meta: Route.MetaFunction = () => [{ title: 'Investment Detail | UAE Invest' }]

export default function InvestmentDetailRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Investment Detail</h1>
    </div>
  )
}
