import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/job-preview'
import { NotFound } from '~/components/not-found'
import { getJobPreview } from '~/domain/careers/careers.server'
import { JobCard } from '~/domain/careers/components/job-card'
import { format, messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PageHero } from '~/ui/page-hero'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

/*
 * A job's draft as the careers page will show it (decision 047), in the language of the
 * address: the page's heading and the job's card. Staff only, never kept by the page cache or
 * a browser, kept out of search results. With no draft it shows the published version, also
 * when the job is inactive.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const job = loaderData?.job
  return pageMeta(matches, {
    title: pageTitle(
      job ? format(m.revisions.preview.metaTitle, { title: job.title }) : m.notFound.metaTitle,
      m,
    ),
    description: job?.description.slice(0, 160) ?? '',
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'jobs')
  const preview = await getJobPreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  return {
    id: params.id,
    job: preview.job,
    banner: previewBannerOf(request, preview.isDraft),
  }
}

export default function JobPreviewRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().careers
  const { id, job, banner } = loaderData
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
        <PreviewBanner
          text={banner.text}
          back={banner.back}
          draftPath={`/admin/publishing/job/${id}`}
        />
      </div>
      <PageHero title={m.hero.title} subtitle={m.hero.subtitle} />
      <section className="mx-auto max-w-5xl space-y-8 px-4 py-12 sm:px-6 lg:px-8">
        <JobCard job={job} applyHref={null} />
      </section>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
