import type { Route } from './+types/register'

export const meta: Route.MetaFunction = () => [{ title: 'Register | UAE Invest' }]

export default function RegisterRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Register</h1>
    </div>
  )
}
