import type { Route } from './+types/home'
import { HomePage } from '~/domain/home/components/home-page'
import { loadHomePage } from '~/domain/home/home.server'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { messagesAt } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta } from '~/lib/seo'
import { withoutHydration } from '~/root'

// Not hydrated: the page's behaviours are islands (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: `${loaderData?.companyName ?? m.brand.shortName} | ${m.home.metaTitle}`,
    description: m.home.metaDescription,
  })
}

// The published settings: a draft of the site texts shows only on its preview (decision 047).
export async function loader({ request }: Route.LoaderArgs) {
  return loadHomePage(request, getSiteSettingsIn(localeOfRequest(request)))
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />
}
