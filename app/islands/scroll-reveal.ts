import type { SetUpIsland } from './names'

/**
 * SPEC 2/9: sections marked `.scroll-animate` fade in once, when their top comes within 85%
 * of the viewport height (the observer's box ends 15% above the bottom edge). Sections
 * already scrolled past (a reload mid-page) are shown at once. Without JavaScript, and under
 * prefers-reduced-motion, app.css shows them from the start.
 */
export const setUpScrollReveal: SetUpIsland = (root) => {
  const sections = Array.from(
    root.querySelectorAll<HTMLElement>('.scroll-animate:not(.is-visible)'),
  )
  const reveal = (element: Element) => element.classList.add('is-visible')
  if (typeof IntersectionObserver === 'undefined') {
    sections.forEach(reveal)
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting || entry.boundingClientRect.top < 0) {
          reveal(entry.target)
          observer.unobserve(entry.target)
        }
      }
    },
    { rootMargin: '0px 0px -15% 0px' },
  )
  sections.forEach((section) => observer.observe(section))
  return () => observer.disconnect()
}
