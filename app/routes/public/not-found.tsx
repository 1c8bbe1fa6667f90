import { NotFound } from '~/components/not-found'
import { withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

// A 404 status for every unknown path, rendered inside the site layout.
export function loader() {
  throw new Response('Not Found', { status: 404 })
}

export default function NotFoundRoute() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <NotFound />
}
