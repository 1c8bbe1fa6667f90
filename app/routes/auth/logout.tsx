import type { Route } from './+types/logout'

export const meta: Route.MetaFunction = () => [{ title: 'Logout | UAE Invest' }]

export default function LogoutRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Logout</h1>
    </div>
  )
}
