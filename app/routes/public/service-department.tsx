import { Link } from '~/ui/link'
import { ArrowLeft, ArrowRight, CircleCheck } from 'lucide-react'
import type { Route } from './+types/service-department'
import { getDepartmentBySlug } from '~/domain/services/services.server'
import { DepartmentIcon } from '~/domain/services/components/department-icon'
import { format, messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { departmentName } from '~/lib/departments'
import { langOf } from '~/lib/localized'
import { pageMeta, pageTitle } from '~/lib/seo'
import { Button } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  if (!loaderData) return [{ title: pageTitle(m.notFound.metaTitle, m) }]
  return pageMeta(matches, {
    title: pageTitle(departmentName(m, loaderData.slug, loaderData.department.name), m),
    description: loaderData.department.description,
  })
}

// One module serves the eight /services/<slug> routes (routes.ts); the slug is the URL's last part.
export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? ''
  const department = await getDepartmentBySlug(slug, localeOfRequest(request))
  if (!department) throw new Response('Not Found', { status: 404 })
  return { slug, department }
}

// SPEC 2: the consultancy page also links to /consultancy, the investment page to /investments.
const extraLinks: Record<string, { to: string; label: 'consultancyLink' | 'investmentLink' }> = {
  consultancy: { to: '/consultancy', label: 'consultancyLink' },
  investment: { to: '/investments', label: 'investmentLink' },
}

export default function ServiceDepartmentRoute({ loaderData }: Route.ComponentProps) {
  const catalog = useT()
  const m = catalog.services.department
  const { slug, department } = loaderData
  const name = departmentName(catalog, slug, department.name)
  const extra = extraLinks[slug]
  return (
    <>
      <PageHero
        title={
          <span className="inline-flex flex-col items-center gap-4">
            <span className="inline-flex size-14 items-center justify-center rounded-xl bg-white/10">
              <DepartmentIcon slug={slug} className="size-7" />
            </span>
            {name}
          </span>
        }
        subtitle={<span {...langOf(department, 'description')}>{department.description}</span>}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to="/contact">{m.ctaButton}</Link>
          </Button>
          {extra ? (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={extra.to}>{m[extra.label]}</Link>
            </Button>
          ) : null}
        </div>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <Link
          to="/services"
          className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm font-medium"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          {m.breadcrumb}
        </Link>
      </div>

      <section aria-labelledby="offer-title">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="offer-title" className="text-3xl font-bold tracking-tight">
              {m.servicesTitle}
            </h2>
            <p className="text-muted-foreground mt-2">{format(m.servicesSubtitle, { name })}</p>
          </div>
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            {...langOf(department, 'services')}
          >
            {department.services.map((service) => (
              <li
                key={service.title}
                className="bg-card border-t-primary rounded-lg border border-t-4 p-6 shadow-sm"
              >
                <h3 className="text-lg font-semibold">{service.title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
                  {service.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {department.benefits.length > 0 ? (
        <section aria-labelledby="benefits-title" className="bg-muted/60">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="benefits-title" className="text-3xl font-bold tracking-tight">
              {m.benefitsTitle}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2" {...langOf(department, 'benefits')}>
              {department.benefits.map((benefit) => (
                <li key={benefit} className="bg-card flex items-start gap-3 rounded-lg border p-4">
                  <CircleCheck aria-hidden className="text-success mt-0.5 size-5 shrink-0" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="department-cta-title"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <div className="from-navy to-navy-light rounded-2xl bg-linear-to-br px-6 py-12 text-center text-white shadow-lg">
          <h2 id="department-cta-title" className="text-2xl font-bold md:text-3xl">
            {m.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl opacity-90">{m.ctaBody}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link to="/contact">
                {m.ctaButton}
                <ArrowRight aria-hidden className="rtl:rotate-180" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
