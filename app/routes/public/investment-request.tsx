import type { Route } from './+types/investment-request'

export const meta: Route.MetaFunction = () => [{ title: 'Investment Request | UAE Invest' }]

export default function InvestmentRequestRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Investment Request</h1>
    </div>
  )
}
