import type { Route } from './+types/terms-of-service'

export const meta: Route.MetaFunction = () => [{ title: 'Terms Of Service | UAE Invest' }]

export default function TermsOfServiceRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Terms Of Service</h1>
    </div>
  )
}
