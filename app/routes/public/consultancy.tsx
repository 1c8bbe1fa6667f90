import type { Route } from './+types/consultancy'

export const meta: Route.MetaFunction = () => [{ title: 'Consultancy | UAE Invest' }]

export default function ConsultancyRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Consultancy</h1>
    </div>
  )
}
