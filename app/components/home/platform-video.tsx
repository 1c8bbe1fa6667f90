import { useRef } from 'react'
import { Play } from 'lucide-react'
import { useT } from '~/i18n'
import { island } from '~/islands/names'
import { setUpPlatformVideo } from '~/islands/platform-video'
import { useIsland } from '~/lib/use-island'
import { SectionHeading } from './section-heading'

export const PLATFORM_VIDEO_POSTER = '/images/platform-video-poster.svg'

/** The privacy-enhanced YouTube player (no cookies until the visitor plays); CSP frame-src allows it. */
export function platformVideoEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`
}

/**
 * SPEC 2 platform video: a poster with a play button; the player is embedded only after
 * the click (the platform-video island, ~/islands/platform-video). The poster is our own
 * image, so nothing is fetched from the video host before.
 */
export function PlatformVideo({ id, videoId }: { id: string; videoId: string }) {
  const m = useT().home.video
  const frameRef = useRef<HTMLDivElement>(null)
  useIsland(frameRef, setUpPlatformVideo)

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-muted/60">
      <div className="scroll-animate mx-auto max-w-5xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-title`} title={m.title} subtitle={m.subtitle} />
        <div
          ref={frameRef}
          className="bg-navy-dark relative mt-10 aspect-video overflow-hidden rounded-xl shadow-xl ring-1 ring-black/5"
          data-player-src={platformVideoEmbedUrl(videoId)}
          data-player-title={m.playerTitle}
          {...island('platform-video')}
        >
          <button
            type="button"
            aria-label={m.play}
            className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
          >
            <img
              src={PLATFORM_VIDEO_POSTER}
              alt=""
              loading="lazy"
              width={1280}
              height={720}
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            />
            <span className="absolute inset-0 grid place-items-center bg-black/20 transition-colors group-hover:bg-black/10">
              <span className="grid size-20 place-items-center rounded-full bg-white/95 shadow-lg transition-transform group-hover:scale-110 sm:size-24">
                <Play className="fill-navy text-navy ms-1 size-9 sm:size-10" aria-hidden />
              </span>
            </span>
          </button>
        </div>
      </div>
    </section>
  )
}
