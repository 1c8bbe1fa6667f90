import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '~/ui/link'
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'
import { SectionHeading } from '~/components/home/section-heading'
import { format, useLocale, useT } from '~/i18n'
import { DIRECTION } from '~/i18n/locale'
import { Button } from '~/ui/button'
import type { InvestmentCard as InvestmentCardData } from '../investments.server'
import type { CarouselApi } from './featured-carousel-engine'
import { InvestmentCard } from './investment-card'

// Embla's code arrives when the carousel is about to be seen (issue 14: not on first load).
const FeaturedCarouselEngine = lazy(() => import('./featured-carousel-engine'))

/**
 * SPEC 2/9 Featured Investments: the first 6, looping, aligned to the start, 1/2/3/4
 * slides per view (base/sm/lg/xl). The server renders every slide, so all titles are in
 * the HTML; without JavaScript the row scrolls sideways instead. Embla is loaded when the
 * carousel comes within 200px of the screen, or when a button is pressed before that; a press
 * made while it loads is carried out once it has.
 */
export function FeaturedCarousel({
  id,
  investments,
}: {
  id: string
  investments: InvestmentCardData[]
}) {
  const m = useT().home.featured
  // Arabic pages run the carousel right to left: the first slide at the start (right).
  const direction = DIRECTION[useLocale()]
  const options = useMemo(() => ({ loop: true, align: 'start', direction }) as const, [direction])
  const viewportRef = useRef<HTMLDivElement>(null)
  const [isWanted, setIsWanted] = useState(false)
  const [embla, setEmbla] = useState<CarouselApi | null>(null)
  const pendingMove = useRef<'prev' | 'next' | null>(null)

  useEffect(() => {
    const viewport = viewportRef.current
    if (isWanted || !viewport) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsWanted(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(viewport)
    return () => observer.disconnect()
  }, [isWanted])

  const onReady = useCallback((api: CarouselApi) => {
    setEmbla(api)
    const move = pendingMove.current
    pendingMove.current = null
    if (move === 'prev') api.scrollPrev()
    if (move === 'next') api.scrollNext()
  }, [])
  const scroll = (move: 'prev' | 'next') => {
    if (!embla) {
      pendingMove.current = move
      setIsWanted(true)
    } else if (move === 'prev') embla.scrollPrev()
    else embla.scrollNext()
  }
  const navButtonClass = 'rounded-full [html:not(.js)_&]:hidden'

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      aria-roledescription="carousel"
      className="scroll-animate mx-auto max-w-7xl scroll-mt-20 px-4 py-20 sm:px-6 lg:px-8"
    >
      <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
        <SectionHeading id={`${id}-title`} title={m.title} subtitle={m.subtitle} align="start" />
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            className={navButtonClass}
            onClick={() => scroll('prev')}
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
            onClick={() => scroll('next')}
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

      {isWanted ? (
        <Suspense fallback={null}>
          <FeaturedCarouselEngine viewportRef={viewportRef} options={options} onReady={onReady} />
        </Suspense>
      ) : null}
      <div
        ref={viewportRef}
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
