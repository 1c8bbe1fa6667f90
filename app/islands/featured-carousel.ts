import type { EmblaCarouselType } from 'embla-carousel'
import type { SetUpIsland } from './names'

type Move = 'prev' | 'next'

/**
 * SPEC 2/9 Featured Investments: the server renders every slide in a row that scrolls
 * sideways without JavaScript. Embla (its own chunk, issue 14) makes it a looping carousel
 * aligned to the start, right to left on Arabic pages. It is downloaded when the carousel
 * comes within 200px of the screen, or when a button (`data-carousel-move`) is pressed
 * before that; a press made while it loads is carried out once it has.
 */
export const setUpFeaturedCarousel: SetUpIsland = (section) => {
  const viewport = section.querySelector<HTMLElement>('[data-carousel-viewport]')
  if (!viewport) return () => {}
  const buttons = Array.from(section.querySelectorAll<HTMLElement>('[data-carousel-move]'))
  let embla: EmblaCarouselType | null = null
  let pendingMove: Move | null = null
  let isLoading = false
  let isStopped = false
  let observer: IntersectionObserver | null = null

  const move = (carousel: EmblaCarouselType, direction: Move) => {
    if (direction === 'prev') carousel.scrollPrev()
    else carousel.scrollNext()
  }
  const load = () => {
    if (isLoading) return
    isLoading = true
    observer?.disconnect()
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (isStopped) return
      const direction = getComputedStyle(viewport).direction === 'rtl' ? 'rtl' : 'ltr'
      embla = EmblaCarousel(viewport, { loop: true, align: 'start', direction })
      if (pendingMove) move(embla, pendingMove)
      pendingMove = null
    })
  }
  const onClick = (event: Event) => {
    const direction = (event.currentTarget as HTMLElement).dataset.carouselMove as Move
    if (embla) move(embla, direction)
    else {
      pendingMove = direction
      load()
    }
  }

  if (typeof IntersectionObserver === 'undefined') load()
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load()
      },
      { rootMargin: '200px' },
    )
    observer.observe(viewport)
  }
  for (const button of buttons) button.addEventListener('click', onClick)
  return () => {
    isStopped = true
    observer?.disconnect()
    for (const button of buttons) button.removeEventListener('click', onClick)
    embla?.destroy()
  }
}
