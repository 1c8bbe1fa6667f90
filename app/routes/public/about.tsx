import type { Route } from './+types/about'

export const meta: Route.MetaFunction = () => [{ title: 'About | UAE Invest' }]

export default function AboutRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">About</h1>
    </div>
  )
}
