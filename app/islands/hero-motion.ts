import type { SetUpIsland } from './names'

/**
 * SPEC 2 home hero: while the page scrolls, the background (`data-hero-background`) grows and
 * its overlay (`data-hero-overlay`) darkens. Under prefers-reduced-motion nothing moves, and
 * the background video is paused on its first frame.
 */
export const setUpHeroMotion: SetUpIsland = (section) => {
  const background = section.querySelector<HTMLElement>('[data-hero-background]')
  const overlay = section.querySelector<HTMLElement>('[data-hero-overlay]')
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    section.querySelector('video')?.pause()
    return () => {}
  }
  if (!background || !overlay) return () => {}
  let frame = 0
  const update = () => {
    frame = 0
    const progress = Math.min(Math.max(window.scrollY / (section.offsetHeight || 1), 0), 1)
    background.style.transform = `scale(${1 + progress * 0.15})`
    overlay.style.opacity = String(0.5 + progress * 0.4)
  }
  const onScroll = () => {
    if (frame === 0) frame = window.requestAnimationFrame(update)
  }
  update()
  window.addEventListener('scroll', onScroll, { passive: true })
  return () => {
    window.removeEventListener('scroll', onScroll)
    if (frame !== 0) window.cancelAnimationFrame(frame)
  }
}
