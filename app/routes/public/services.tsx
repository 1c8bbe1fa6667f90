import type { Route } from './+types/services'

export const meta: Route.MetaFunction = () => [{ title: 'Services | UAE Invest' }]

export default function ServicesRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Services</h1>
    </div>
  )
}
