import { useRef } from 'react'
import type { Route } from './+types/home'
import { ClosingCta } from '~/components/home/closing-cta'
import { Hero } from '~/components/home/hero'
import { PlatformVideo } from '~/components/home/platform-video'
import { Testimonials } from '~/components/home/testimonials'
import { WhyChoose } from '~/components/home/why-choose'
import { FeaturedCarousel } from '~/domain/investments/components/featured-carousel'
import { listFeaturedInvestments } from '~/domain/investments/investments.server'
import type { SettingsText } from '~/domain/settings/schema'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { listActiveTestimonials } from '~/domain/testimonials/testimonials.server'
import { messagesAt, messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { island } from '~/islands/names'
import { setUpScrollReveal } from '~/islands/scroll-reveal'
import { useNonce } from '~/lib/nonce'
import { useIsland } from '~/lib/use-island'
import { jsonLd, organizationJsonLd, pageMeta } from '~/lib/seo'
import { env } from '~/server/env.server'
import { withoutHydration } from '~/root'

// Not hydrated: the page's behaviours are islands (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: `${loaderData?.companyName ?? m.brand.shortName} | ${m.home.metaTitle}`,
    description: m.home.metaDescription,
  })
}

/** The setting behind each text of the hero. */
const heroSetting = {
  title: 'heroTitle',
  subtitle: 'heroSubtitle',
  ctaLabel: 'heroCtaLabel',
} as const satisfies Record<string, SettingsText>

export async function loader({ request }: Route.LoaderArgs) {
  const m = messagesOf(request)
  const locale = localeOfRequest(request)
  const [investments, testimonials, settings] = await Promise.all([
    listFeaturedInvestments(locale, 6),
    listActiveTestimonials(locale),
    getSiteSettingsIn(locale),
  ])
  const inEnglish = (field: SettingsText) => settings.inEnglish.includes(field)
  return {
    investments,
    testimonials,
    companyName: settings.companyName,
    hero: {
      title: settings.heroTitle,
      subtitle: settings.heroSubtitle,
      // SPEC 2: the primary call to action reads 'Explore Services' unless the admin set a label.
      ctaLabel: settings.heroCtaLabel || m.home.hero.defaultCta,
      videoUrl: settings.heroVideoUrl,
      inEnglish: (['title', 'subtitle', 'ctaLabel'] as const).filter((field) =>
        inEnglish(heroSetting[field]),
      ),
    },
    platformVideoId: settings.platformVideoId,
    organization: organizationJsonLd({ appUrl: env().APP_URL, ...settings }, m),
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce()
  const pageRef = useRef<HTMLDivElement>(null)
  useIsland(pageRef, setUpScrollReveal)

  return (
    <div ref={pageRef} {...island('scroll-reveal')}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd(loaderData.organization) }}
      />
      <Hero {...loaderData.hero} scrollTargetId="featured-investments" />
      <FeaturedCarousel id="featured-investments" investments={loaderData.investments} />
      <PlatformVideo id="platform-video" videoId={loaderData.platformVideoId} />
      <Testimonials id="testimonials" testimonials={loaderData.testimonials} />
      <WhyChoose id="why-choose" companyName={loaderData.companyName} />
      <ClosingCta id="get-started" />
    </div>
  )
}
