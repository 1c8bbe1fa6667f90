import { useRootData, withoutHydration } from '~/root'
import { Link } from '~/ui/link'
import {
  Award,
  Briefcase,
  CircleCheck,
  Eye,
  Handshake,
  Lightbulb,
  ShieldCheck,
  Target,
  TrendingUp,
} from 'lucide-react'
import type { Route } from './+types/about'
import { format, messagesAt, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { Button } from '~/ui/button'
import { PageHero } from '~/ui/page-hero'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.company.about.metaTitle, m),
    description: m.company.about.metaDescription,
  })
}

const coreIcons = [Briefcase, TrendingUp, Lightbulb]
const valueIcons = [ShieldCheck, Award, Eye, Handshake]

export default function AboutRoute() {
  const m = useT().company.about
  const companyName = useRootData()?.site.companyName ?? ''
  return (
    <>
      <PageHero title={m.title} subtitle={m.subtitle} />

      <section aria-labelledby="story-title">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight">
              {m.storyTitle}
            </h2>
            {m.story.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground mt-4 leading-relaxed">
                {format(paragraph, { company: companyName })}
              </p>
            ))}
          </div>
          <dl className="grid grid-cols-2 gap-4 self-center">
            {m.stats.map((stat) => (
              <div
                key={stat.label}
                className="bg-secondary flex flex-col rounded-lg p-6 text-center"
              >
                <dt className="text-muted-foreground order-2 mt-1 text-sm">{stat.label}</dt>
                <dd className="text-primary order-1 text-3xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="bg-muted/60">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
          <Statement icon={Target} title={m.missionTitle} text={m.mission} />
          <Statement icon={Eye} title={m.visionTitle} text={m.vision} />
        </div>
      </section>

      <section aria-labelledby="core-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <div className="text-center">
            <h2 id="core-title" className="text-3xl font-bold tracking-tight">
              {m.coreTitle}
            </h2>
            <p className="text-muted-foreground mt-3">{m.coreSubtitle}</p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {m.core.map((item, index) => {
              const Icon = coreIcons[index % coreIcons.length]
              return (
                <li key={item.title} className="bg-card rounded-lg border p-6 shadow-sm">
                  <span className="bg-primary inline-flex size-12 items-center justify-center rounded-lg text-white">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                  <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
                    {item.description}
                  </p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight">
            {m.whyTitle}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {m.why.map((item) => (
              <li key={item.title} className="rounded-lg bg-white/10 p-6">
                <CircleCheck aria-hidden className="size-6" />
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm opacity-90">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight">
            {m.valuesTitle}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {m.values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length]
              return (
                <li key={value.title} className="text-center">
                  <span className="bg-secondary text-primary inline-flex size-14 items-center justify-center rounded-full">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
                  <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
                    {value.description}
                  </p>
                </li>
              )
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-cta-title" className="bg-muted/60">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 lg:px-8">
          <h2 id="about-cta-title" className="text-2xl font-bold md:text-3xl">
            {m.ctaTitle}
          </h2>
          <p className="text-muted-foreground mt-3">{m.ctaBody}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/services">{m.servicesLink}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/contact">{m.contactLink}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}

function Statement({
  icon: Icon,
  title,
  text,
}: {
  icon: typeof Target
  title: string
  text: string
}) {
  return (
    <div className="bg-card rounded-lg border p-8 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="bg-primary inline-flex size-11 items-center justify-center rounded-lg text-white">
          <Icon aria-hidden className="size-5" />
        </span>
        <h2 className="text-2xl font-bold">{title}</h2>
      </div>
      <p className="text-muted-foreground mt-4 leading-relaxed">{text}</p>
    </div>
  )
}
