import type { Route } from './+types/forgot-password'

export const meta: Route.MetaFunction = () => [{ title: 'Forgot Password | UAE Invest' }]

export default function ForgotPasswordRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Forgot Password</h1>
    </div>
  )
}
