import type { Route } from './+types/login'

export const meta: Route.MetaFunction = () => [{ title: 'Login | UAE Invest' }]

export default function LoginRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Login</h1>
    </div>
  )
}
