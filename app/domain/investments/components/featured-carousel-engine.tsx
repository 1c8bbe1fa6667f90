import { useEffect, type RefObject } from 'react'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

/**
 * Embla on the featured carousel's viewport: its own chunk, which FeaturedCarousel loads once
 * the carousel is near the screen or its buttons are used (issue 14). Renders nothing.
 */
export default function FeaturedCarouselEngine({
  viewportRef,
  options,
  onReady,
}: {
  viewportRef: RefObject<HTMLDivElement | null>
  options: Parameters<typeof useEmblaCarousel>[0]
  onReady: (api: CarouselApi) => void
}) {
  const [emblaRef, embla] = useEmblaCarousel(options)
  useEffect(() => {
    emblaRef(viewportRef.current)
    return () => emblaRef(null)
  }, [emblaRef, viewportRef])
  useEffect(() => {
    if (embla) onReady(embla)
  }, [embla, onReady])
  return null
}
