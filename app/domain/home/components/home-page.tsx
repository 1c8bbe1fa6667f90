import { useRef } from 'react'
import { ClosingCta } from '~/components/home/closing-cta'
import { Hero } from '~/components/home/hero'
import { PlatformVideo } from '~/components/home/platform-video'
import { Testimonials } from '~/components/home/testimonials'
import { WhyChoose } from '~/components/home/why-choose'
import { FeaturedCarousel } from '~/domain/investments/components/featured-carousel'
import { island } from '~/islands/names'
import { setUpScrollReveal } from '~/islands/scroll-reveal'
import { useNonce } from '~/lib/nonce'
import { jsonLd } from '~/lib/seo'
import { useIsland } from '~/lib/use-island'
import type { HomePageData } from '../home.server'

/** The home page's sections, on the public page and on the site texts' preview (decision 047). */
export function HomePage({ data }: { data: HomePageData }) {
  const nonce = useNonce()
  const pageRef = useRef<HTMLDivElement>(null)
  useIsland(pageRef, setUpScrollReveal)

  return (
    <div ref={pageRef} {...island('scroll-reveal')}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd(data.organization) }}
      />
      <Hero {...data.hero} scrollTargetId="featured-investments" />
      <FeaturedCarousel id="featured-investments" investments={data.investments} />
      <PlatformVideo id="platform-video" videoId={data.platformVideoId} />
      <Testimonials id="testimonials" testimonials={data.testimonials} />
      <WhyChoose id="why-choose" companyName={data.companyName} />
      <ClosingCta id="get-started" />
    </div>
  )
}
