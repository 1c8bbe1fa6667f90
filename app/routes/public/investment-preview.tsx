import type { Route } from './+types/investment-preview'
import {
  InvestmentPage,
  InvestmentPageError,
} from '~/domain/investments/components/investment-page'
import { getInvestmentPreview } from '~/domain/investments/investments.server'
import { listRoomForReader } from '~/domain/investors/documents.server'
import { format, messagesAt } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

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
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, 'investments:read')
  const locale = localeOfRequest(request)
  const preview = await getInvestmentPreview(params.id, locale)
  if (!preview) throw new Response('Not Found', { status: 404 })
  const { investment, isDraft } = preview
  const room = await listRoomForReader({ id: staff.id, role: staff.role }, investment.id, locale)
  return {
    investment,
    room,
    isClosed: investment.closesAt !== null && new Date(investment.closesAt) <= new Date(),
    banner: previewBannerOf(request, isDraft),
  }
}

export default function InvestmentPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { banner, ...page } = loaderData
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <PreviewBanner
          text={banner.text}
          back={banner.back}
          draftPath={`/admin/publishing/investment/${page.investment.id}`}
        />
      </div>
      <InvestmentPage {...page} isSignedIn isPreview />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InvestmentPageError error={error} />
}
