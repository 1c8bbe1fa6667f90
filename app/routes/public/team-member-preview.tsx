import { isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/team-member-preview'
import { NotFound } from '~/components/not-found'
import { TeamMemberCard } from '~/domain/team/components/team-member-card'
import { getTeamMemberPreview } from '~/domain/team/team.server'
import { format, messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'

/*
 * A team member's draft as the public team page will show them (decision 047), in the
 * language of the address: the card of their group on that page. Staff only, never kept by
 * the page cache or a browser, kept out of search results. With no draft it shows the
 * published version, shown on the team page or not.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const member = loaderData?.member
  return pageMeta(matches, {
    title: pageTitle(
      member ? format(m.revisions.preview.metaTitle, { title: member.name }) : m.notFound.metaTitle,
      m,
    ),
    description: member ? `${member.name}, ${member.position}`.slice(0, 160) : '',
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'team')
  const preview = await getTeamMemberPreview(params.id, localeOfRequest(request))
  if (!preview) throw new Response('Not Found', { status: 404 })
  return {
    id: params.id,
    member: preview.member,
    group: preview.group,
    banner: previewBannerOf(request, preview.isDraft),
  }
}

export default function TeamMemberPreviewRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().company.team
  const { id, member, group, banner } = loaderData
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PreviewBanner
        text={banner.text}
        back={banner.back}
        draftPath={`/admin/publishing/team-member/${id}`}
      />
      <h1 className="sr-only">{m.title}</h1>
      {/* The team page's headings: its group, then the card at the width it has there. */}
      <section aria-labelledby="preview-group-title">
        <h2 id="preview-group-title" className="text-center text-3xl font-bold tracking-tight">
          {group === 'executive' ? m.executiveTitle : m.departmentTitle}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          <li className="lg:col-start-2">
            <TeamMemberCard member={member} />
          </li>
        </ul>
      </section>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
