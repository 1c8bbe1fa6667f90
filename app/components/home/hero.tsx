import { useRef } from 'react'
import { Link } from '~/ui/link'
import { ChevronDown } from 'lucide-react'
import { useT } from '~/i18n'
import { setUpHeroMotion } from '~/islands/hero-motion'
import { island } from '~/islands/names'
import { langOf } from '~/lib/localized'
import { useIsland } from '~/lib/use-island'
import { Button } from '~/ui/button'
import { ResponsiveImage } from '~/ui/responsive-image'

export const HERO_POSTER = '/images/hero-poster.svg'

type HeroText = 'title' | 'subtitle' | 'ctaLabel'

/**
 * SPEC 2 home hero: full-screen background (the settings' video, else the still poster)
 * under a dark overlay. While the page scrolls, the background grows and darkens (the
 * hero-motion island, ~/islands/hero-motion).
 */
export function Hero({
  title,
  subtitle,
  ctaLabel,
  videoUrl,
  inEnglish,
  scrollTargetId,
}: {
  title: string
  subtitle: string
  ctaLabel: string
  videoUrl: string
  /** Texts an Arabic page shows in English (their Arabic setting is empty). */
  inEnglish: readonly HeroText[]
  scrollTargetId: string
}) {
  const t = useT()
  const m = t.home.hero
  const sectionRef = useRef<HTMLElement>(null)
  useIsland(sectionRef, setUpHeroMotion)

  return (
    <section
      ref={sectionRef}
      aria-labelledby="hero-title"
      className="bg-navy-dark relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden text-white"
      {...island('hero-motion')}
    >
      <div data-hero-background className="absolute inset-0 -z-20 will-change-transform">
        {videoUrl ? (
          <video
            className="size-full object-cover"
            src={videoUrl}
            poster={HERO_POSTER}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            aria-hidden="true"
          />
        ) : (
          <ResponsiveImage
            src={HERO_POSTER}
            alt=""
            className="size-full object-cover"
            isPriority
            width={1920}
            height={1080}
          />
        )}
      </div>
      <div data-hero-overlay className="bg-navy-dark absolute inset-0 -z-10 opacity-50" />
      <div className="from-navy-dark/70 absolute inset-0 -z-10 bg-linear-to-t via-transparent to-transparent" />

      <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            {...langOf({ inEnglish }, 'title')}
          >
            {title}
          </h1>
          {subtitle ? (
            <p
              className="mt-6 max-w-2xl text-lg text-pretty text-white/90 sm:text-xl"
              {...langOf({ inEnglish }, 'subtitle')}
            >
              {subtitle}
            </p>
          ) : null}
          <div className="mt-10 flex flex-wrap gap-4">
            <Button asChild size="lg" className="text-navy bg-white hover:bg-white/90">
              <Link to="/services" {...langOf({ inEnglish }, 'ctaLabel')}>
                {ctaLabel}
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              {/* "Learn More" alone does not say where it leads (Lighthouse's link-text audit, and a
                  screen reader's list of links): hidden words name the page. */}
              <Link to="/about">
                {m.learnMore}
                <span className="sr-only"> ({t.footer.aboutUs})</span>
              </Link>
            </Button>
          </div>
        </div>
      </div>

      <a
        href={`#${scrollTargetId}`}
        aria-label={m.scrollCue}
        className="absolute bottom-6 left-1/2 -translate-x-1/2 rounded-full border border-white/60 p-2 text-white hover:bg-white/10 focus-visible:outline-white"
      >
        <ChevronDown className="size-6 animate-bounce" aria-hidden />
      </a>
    </section>
  )
}
