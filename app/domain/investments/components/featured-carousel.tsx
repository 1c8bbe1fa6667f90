import { useRef } from 'react'
import { Link } from '~/ui/link'
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'
import { SectionHeading } from '~/components/home/section-heading'
import { format, useT } from '~/i18n'
import { setUpFeaturedCarousel } from '~/islands/featured-carousel'
import { island } from '~/islands/names'
import { useIsland } from '~/lib/use-island'
import { Button } from '~/ui/button'
import type { InvestmentCard as InvestmentCardData } from '../investments.server'
import { InvestmentCard } from './investment-card'

/**
 * SPEC 2/9 Featured Investments: the first 6, looping, aligned to the start, 1/2/3/4
 * slides per view (base/sm/lg/xl). The server renders every slide, so all titles are in
 * the HTML; without JavaScript the row scrolls sideways instead and the buttons are hidden.
 * The carousel itself is the featured-carousel island (~/islands/featured-carousel).
 */
export function FeaturedCarousel({
  id,
  investments,
}: {
  id: string
  investments: InvestmentCardData[]
}) {
  const m = useT().home.featured
  const sectionRef = useRef<HTMLElement>(null)
  useIsland(sectionRef, setUpFeaturedCarousel)
  const navButtonClass = 'rounded-full [html:not(.js)_&]:hidden'

  return (
    <section
      ref={sectionRef}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-roledescription="carousel"
      className="scroll-animate mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8"
      {...island('featured-carousel')}
    >
      <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={`${id}-title`} title={m.title} subtitle={m.subtitle} align="start" />
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className={navButtonClass}
            data-carousel-move="prev"
            aria-label={m.previous}
            aria-controls={`${id}-track`}
          >
            <ChevronLeft className="size-5 rtl:rotate-180" aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            className={navButtonClass}
            data-carousel-move="next"
            aria-label={m.next}
            aria-controls={`${id}-track`}
          >
            <ChevronRight className="size-5 rtl:rotate-180" aria-hidden />
          </Button>
          <Button asChild variant="ghost" className="text-primary ms-2">
            <Link to="/investments">
              {m.viewAll}
              <ArrowRight className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>

      <div
        data-carousel-viewport
        className="-mx-2 overflow-hidden py-2 [html:not(.js)_&]:overflow-x-auto"
      >
        <div id={`${id}-track`} className="flex touch-pan-y">
          {investments.map((investment, index) => (
            <div
              key={investment.id}
              role="group"
              aria-roledescription="slide"
              aria-label={format(m.slideLabel, { n: index + 1, total: investments.length })}
              data-slide-index={index}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
            >
              <InvestmentCard investment={investment} />
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
