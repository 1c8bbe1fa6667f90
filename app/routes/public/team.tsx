import { Link } from '~/ui/link'
import { ArrowRight, Briefcase } from 'lucide-react'
import type { Route } from './+types/team'
import { listPublicTeam, type PublicTeamMember } from '~/domain/team/team.server'
import { TeamMemberCard } from '~/domain/team/components/team-member-card'
import { messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { Button } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { Separator } from '~/ui/separator'
import { withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.company.team.metaTitle, m),
    description: m.company.team.metaDescription,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  return { team: await listPublicTeam(localeOfRequest(request)) }
}

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().company.team
  const { executive, department } = loaderData.team
  return (
    <>
      <PageHero title={m.title} subtitle={m.subtitle} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <TeamGroup id="executive-title" title={m.executiveTitle} members={executive} wide />
        <Separator decorative={false} className="my-16" />
        <TeamGroup id="department-title" title={m.departmentTitle} members={department} />
        {executive.length + department.length === 0 ? (
          <p className="text-muted-foreground text-center">{m.empty}</p>
        ) : null}
      </div>
      <section aria-labelledby="join-title" className="bg-muted/60">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:px-6 lg:px-8">
          <span className="bg-primary inline-flex size-12 items-center justify-center rounded-full text-white">
            <Briefcase aria-hidden className="size-6" />
          </span>
          <h2 id="join-title" className="mt-4 text-2xl font-bold md:text-3xl">
            {m.joinTitle}
          </h2>
          <p className="text-muted-foreground mt-3 max-w-2xl">{m.joinBody}</p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/careers">
              {m.joinButton}
              <ArrowRight aria-hidden className="rtl:rotate-180" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  )
}

function TeamGroup({
  id,
  title,
  members,
  wide = false,
}: {
  id: string
  title: string
  members: PublicTeamMember[]
  wide?: boolean
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-center text-3xl font-bold tracking-tight">
        {title}
      </h2>
      <ul
        className={
          wide
            ? 'mx-auto mt-10 grid max-w-5xl gap-8 sm:grid-cols-2 lg:grid-cols-3'
            : 'mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3'
        }
      >
        {members.map((member) => (
          <li key={member.id}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </section>
  )
}
