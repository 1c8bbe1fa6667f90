import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/consultant-preview'
import { NotFound } from '~/components/not-found'
import { ConsultantCard } from '~/domain/consultancy/components/consultant-card'
import { getConsultantPreview } from '~/domain/consultancy/consultancy.server'
import { format, messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PageHero } from '~/ui/page-hero'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

/*
 * A consultant's draft as the consultancy page will show them (decision 047), in the language
 * of the address: the page's heading and the consultant's card at the width it has there.
 * Staff only, never kept by the page cache or a browser, kept out of search results. With no
 * draft it shows the published version, also when the consultant is inactive.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const consultant = loaderData?.consultant
  return pageMeta(matches, {
    title: pageTitle(
      consultant
        ? format(m.revisions.preview.metaTitle, { title: consultant.name })
        : m.notFound.metaTitle,
      m,
    ),
    description: consultant
      ? [consultant.name, consultant.title].filter(Boolean).join(', ').slice(0, 160)
      : '',
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'consultants')
  const preview = await getConsultantPreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  return {
    id: params.id,
    consultant: preview.consultant,
    banner: previewBannerOf(request, preview.isDraft),
  }
}

export default function ConsultantPreviewRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().consultancy.public
  const { id, consultant, banner } = loaderData
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <PreviewBanner
          text={banner.text}
          back={banner.back}
          draftPath={`/admin/publishing/consultant/${id}`}
        />
      </div>
      <PageHero title={m.title} subtitle={m.intro} />
      {/* The consultancy page's list: the card in its column, as wide as it is there. */}
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <ConsultantCard consultant={consultant} requestHref={null} />
          </li>
        </ul>
      </section>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
