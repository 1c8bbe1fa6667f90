import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/package-preview'
import { NotFound } from '~/components/not-found'
import { PackageCard } from '~/domain/packages/components/package-card'
import { getPackagePreview } from '~/domain/packages/packages.server'
import { format, messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

/*
 * A package's draft as the investment pages will show it (decision 047), in the language of
 * the address: the card of their "Packages" tab. Staff only, never kept by the page cache or
 * a browser, kept out of search results. With no draft it shows the published version.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const item = loaderData?.item
  return pageMeta(matches, {
    title: pageTitle(
      item ? format(m.revisions.preview.metaTitle, { title: item.name }) : m.notFound.metaTitle,
      m,
    ),
    description: item?.description.slice(0, 160) ?? '',
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'packages')
  const preview = await getPackagePreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  return {
    id: params.id,
    item: preview.item,
    banner: previewBannerOf(request, preview.isDraft),
  }
}

export default function PackagePreviewRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().investments.detail
  const { id, item, banner } = loaderData
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PreviewBanner
        text={banner.text}
        back={banner.back}
        draftPath={`/admin/publishing/package/${id}`}
      />
      <h1 className="text-2xl font-semibold">{m.tabPackages}</h1>
      <PackageCard item={item} />
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
