import { Eye } from 'lucide-react'
import type { Route } from './+types/investment-preview'
import {
  InvestmentPage,
  InvestmentPageError,
} from '~/domain/investments/components/investment-page'
import { getInvestmentPreview } from '~/domain/investments/investments.server'
import { listRoomForReader } from '~/domain/investors/documents.server'
import { format, messagesAt, messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { Link } from '~/ui/link'

/*
 * A draft as its public page will show it (decision 047), in the language of the address:
 * staff only, never kept by the page cache or a browser, kept out of search results. With
 * no draft it shows the published version, hidden or not.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const investment = loaderData?.investment
  return pageMeta(matches, {
    title: pageTitle(
      investment
        ? format(m.revisions.preview.metaTitle, { title: investment.title })
        : m.notFound.metaTitle,
      m,
    ),
    description: investment?.description.slice(0, 160) ?? '',
    noindex: true,
  })
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'investments:read')
  const locale = localeOfRequest(request)
  const preview = await getInvestmentPreview(params.id, locale)
  if (!preview) throw new Response('Not Found', { status: 404 })
  const { investment, isDraft } = preview
  const room = await listRoomForReader({ id: staff.id, role: staff.role }, investment.id, locale)
  const m = messagesOf(request).revisions.preview
  return {
    investment,
    room,
    isClosed: investment.closesAt !== null && new Date(investment.closesAt) <= new Date(),
    // The admin-only catalog is not in the public pages' bundle: the banner comes as text.
    banner: { text: isDraft ? m.banner : m.bannerPublished, back: m.back },
  }
}

export default function InvestmentPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { banner, ...page } = loaderData
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <div
          role="status"
          className="bg-info/10 border-info/40 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm"
        >
          <Eye aria-hidden className="size-4 shrink-0" />
          <p className="flex-1">{banner.text}</p>
          <Link
            to={`/admin/publishing/investment/${page.investment.id}`}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {banner.back}
          </Link>
        </div>
      </div>
      <InvestmentPage {...page} isSignedIn isPreview />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InvestmentPageError error={error} />
}
