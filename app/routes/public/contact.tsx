import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => [{ title: 'Contact | UAE Invest' }]

export default function ContactRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Contact</h1>
    </div>
  )
}
