import { Link } from '~/ui/link'
import { ArrowRight, Award, Globe, Handshake, Users } from 'lucide-react'
import type { Route } from './+types/services'
import { listDepartments } from '~/domain/services/services.server'
import { DepartmentIcon, departmentSlug } from '~/domain/services/components/department-icon'
import { messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { departmentName } from '~/lib/departments'
import { langOf } from '~/lib/localized'
import { pageMeta, pageTitle } from '~/lib/seo'
import { Button } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.services.overview.metaTitle, m),
    description: m.services.overview.metaDescription,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  return { departments: await listDepartments(localeOfRequest(request)) }
}

const reasonIcons = [Handshake, Globe, Award, Users]

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  const catalog = useT()
  const m = catalog.services.overview
  return (
    <>
      <PageHero title={m.heroTitle} subtitle={m.heroSubtitle}>
        <Button asChild size="lg" variant="secondary">
          <Link to="/contact">{m.heroCta}</Link>
        </Button>
      </PageHero>

      <section aria-labelledby="reasons-title" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="reasons-title" className="text-3xl font-bold tracking-tight">
              {m.reasonsTitle}
            </h2>
            <p className="text-muted-foreground mt-3">{m.reasonsSubtitle}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {m.reasons.map((reason, index) => {
              const Icon = reasonIcons[index % reasonIcons.length]
              return (
                <li key={reason.title} className="bg-card rounded-lg border p-6 shadow-sm">
                  <span className="bg-secondary text-primary inline-flex size-11 items-center justify-center rounded-full">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{reason.title}</h3>
                  <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
                    {reason.description}
                  </p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="departments-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="departments-title" className="text-3xl font-bold tracking-tight">
              {m.departmentsTitle}
            </h2>
            <p className="text-muted-foreground mt-3">{m.departmentsSubtitle}</p>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {loaderData.departments.map((department) => {
              const slug = departmentSlug(department.path)
              return (
                <li
                  key={department.id}
                  className="group bg-card hover:border-primary/40 relative flex flex-col rounded-lg border p-6 shadow-sm transition hover:shadow-md"
                >
                  <span className="bg-primary inline-flex size-12 items-center justify-center rounded-lg text-white">
                    <DepartmentIcon slug={slug} className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">
                    <Link
                      to={department.path}
                      className="focus-visible:after:ring-ring after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2"
                    >
                      {departmentName(catalog, slug, department.name)}
                    </Link>
                  </h3>
                  <p
                    className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed"
                    {...langOf(department, 'description')}
                  >
                    {department.description}
                  </p>
                  <span
                    aria-hidden
                    className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium"
                  >
                    {m.learnMore}
                    <ArrowRight className="size-4 transition group-hover:translate-x-0.5 rtl:rotate-180 rtl:group-hover:-translate-x-0.5" />
                  </span>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="services-cta-title"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="from-navy to-navy-light rounded-2xl bg-linear-to-br px-6 py-12 text-center text-white shadow-lg">
          <h2 id="services-cta-title" className="text-2xl font-bold md:text-3xl">
            {m.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">{m.ctaBody}</p>
          <Button asChild size="lg" variant="secondary" className="mt-6">
            <Link to="/contact">{m.ctaButton}</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
