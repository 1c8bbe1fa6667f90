import type { Route } from './+types/privacy-policy'

export const meta: Route.MetaFunction = () => [{ title: 'Privacy Policy | UAE Invest' }]

export default function PrivacyPolicyRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
    </div>
  )
}
