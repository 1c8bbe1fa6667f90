import { setUpFeaturedCarousel } from './featured-carousel'
import { setUpHeaderMenus } from './header-menus'
import { setUpHeroMotion } from './hero-motion'
import { setUpLiveFilter } from './live-filter'
import type { IslandName, SetUpIsland } from './names'
import { setUpPlatformVideo } from './platform-video'
import { setUpScrollReveal } from './scroll-reveal'

/*
 * The one script of a page that is not hydrated (docs/decisions/023-pages-without-hydration.md):
 * root.tsx loads it, as a module with the page's nonce, instead of React Router's scripts. It
 * gives each element marked `data-island` its behaviour. Embla comes in its own chunk, when
 * the carousel needs it.
 */
const islands: Record<IslandName, SetUpIsland> = {
  'header-menus': setUpHeaderMenus,
  'scroll-reveal': setUpScrollReveal,
  'hero-motion': setUpHeroMotion,
  'featured-carousel': setUpFeaturedCarousel,
  'platform-video': setUpPlatformVideo,
  'live-filter': setUpLiveFilter,
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  islands[element.dataset.island as IslandName]?.(element)
}
