import { setUpFeaturedCarousel } from './featured-carousel'
import { setUpHeaderMenus } from './header-menus'
import { setUpHeroMotion } from './hero-motion'
import { setUpKitForm } from './kit-form'
import { setUpLiveFilter } from './live-filter'
import { setUpOfficeMap } from './office-map'
import type { IslandName, SetUpIsland } from './names'
import { setUpPlatformVideo } from './platform-video'
import { setUpScrollReveal } from './scroll-reveal'
import { setUpTabs } from './tabs'
import { CONNECT_ISLANDS, setUpUrlDialog, setUpUrlDialogLink } from './url-dialog'

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
  'kit-form': setUpKitForm,
  'url-dialog': setUpUrlDialog,
  'url-dialog-link': setUpUrlDialogLink,
  tabs: setUpTabs,
  'office-map': setUpOfficeMap,
}

/** Gives `root` and every marked element under it its behaviour. */
function connect(root: Element | Document): void {
  const marked = [...root.querySelectorAll<HTMLElement>('[data-island]')]
  if (root instanceof HTMLElement && root.dataset.island) marked.unshift(root)
  for (const element of marked) islands[element.dataset.island as IslandName]?.(element)
}

connect(document)
// A part added later (a dialog opened in place, url-dialog.ts) asks for its islands.
document.addEventListener(CONNECT_ISLANDS, (event) => {
  if (event.target instanceof Element) connect(event.target)
})
