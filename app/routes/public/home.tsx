import { Link } from 'react-router'
import type { Route } from './+types/home'
import { listFeaturedInvestments } from '~/domain/investments/investments.server'

export const meta: Route.MetaFunction = () => [
  { title: 'UAE Invest | Investment opportunities and professional services in the UAE' },
  {
    name: 'description',
    content:
      'Vetted investment opportunities and professional services for investors entering the UAE market.',
  },
]

export async function loader() {
  return { investments: await listFeaturedInvestments(6) }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="mb-8 text-4xl font-bold">Featured Investments</h1>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.investments.map((investment) => (
          <li key={investment.id} className="border-border rounded-lg border p-4">
            <h2 className="text-lg font-semibold">
              <Link to={`/investments/${investment.id}`}>{investment.title}</Link>
            </h2>
            <p className="text-muted-foreground text-sm">{investment.description}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
