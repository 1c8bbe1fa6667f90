import type { Route } from './+types/service-department'

export const meta: Route.MetaFunction = () => [{ title: 'Service Department | UAE Invest' }]

export default function ServiceDepartmentRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Service Department</h1>
    </div>
  )
}
