import { isRouteErrorResponse } from 'react-router'
import { Eye } from 'lucide-react'
import type { Route } from './+types/job-preview'
import { NotFound } from '~/components/not-found'
import { getJobPreview } from '~/domain/careers/careers.server'
import { JobCard } from '~/domain/careers/components/job-card'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { Link } from '~/ui/link'
import { PageHero } from '~/ui/page-hero'

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
  return { 'Cache-Control': 'private, no-store' }
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'jobs')
  const preview = await getJobPreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  const m = messagesOf(request).revisions.preview
  return {
    id: params.id,
    job: preview.job,
    // The admin-only catalog is not in the public pages' bundle: the banner comes as text.
    banner: { text: preview.isDraft ? m.banner : m.bannerPublished, back: m.back },
  }
}

export default function JobPreviewRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().careers
  const { id, job, banner } = loaderData
  return (
    <>
      <div className="mx-auto max-w-5xl px-4 pt-6 sm:px-6 lg:px-8">
        <div
          role="status"
          className="bg-info/10 border-info/40 flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm"
        >
          <Eye aria-hidden className="size-4 shrink-0" />
          <p className="flex-1">{banner.text}</p>
          <Link
            to={`/admin/publishing/job/${id}`}
            className="text-primary font-medium underline-offset-4 hover:underline"
          >
            {banner.back}
          </Link>
        </div>
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
