import { useRef } from 'react'
import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/testimonial-preview'
import { Testimonials } from '~/components/home/testimonials'
import { NotFound } from '~/components/not-found'
import { island } from '~/islands/names'
import { setUpScrollReveal } from '~/islands/scroll-reveal'
import { useIsland } from '~/lib/use-island'
import { getTestimonialPreview } from '~/domain/testimonials/testimonials.server'
import { format, messagesAt } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

/*
 * A testimonial's draft as the home page will show it (decision 047), in the language of the
 * address: the home page's testimonials section holding this one quote. Staff only, never
 * kept by the page cache or a browser, kept out of search results. With no draft it shows the
 * published version, shown on the home page or not.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const testimonial = loaderData?.testimonial
  return pageMeta(matches, {
    title: pageTitle(
      testimonial
        ? format(m.revisions.preview.metaTitle, { title: testimonial.name })
        : m.notFound.metaTitle,
      m,
    ),
    description: testimonial ? `${testimonial.name}, ${testimonial.title}`.slice(0, 160) : '',
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'testimonials')
  const preview = await getTestimonialPreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  return {
    id: params.id,
    testimonial: preview.testimonial,
    banner: previewBannerOf(request, preview.isDraft),
  }
}

export default function TestimonialPreviewRoute({ loaderData }: Route.ComponentProps) {
  const { id, testimonial, banner } = loaderData
  // The island where the page is not hydrated; this effect where a link of a hydrated page
  // rendered it in the browser (the draft page's "Preview" link).
  const sectionRef = useRef<HTMLDivElement>(null)
  useIsland(sectionRef, setUpScrollReveal)
  return (
    <div className="grid gap-6 py-8">
      <div className="mx-auto w-full max-w-5xl px-4 sm:px-6 lg:px-8">
        <PreviewBanner
          text={banner.text}
          back={banner.back}
          draftPath={`/admin/publishing/testimonial/${id}`}
        />
      </div>
      {/* The home page's section, as it lays out its quotes and fades in (its island). */}
      <div ref={sectionRef} {...island('scroll-reveal')}>
        <Testimonials id="testimonial-preview" testimonials={[testimonial]} />
      </div>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
