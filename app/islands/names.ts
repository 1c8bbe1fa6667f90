/*
 * The behaviours of pages that are not hydrated (docs/decisions/023-pages-without-hydration.md).
 * The server marks an element with `data-island="<name>"`; on a page without React, the one
 * island script (run-islands.ts) gives each marked element its behaviour. When React renders
 * the same component (a page reached by client-side navigation from a hydrated page), the
 * component runs the same function itself (useIsland), so each behaviour is written once.
 */

export const ISLAND_NAMES = [
  'header-menus',
  'scroll-reveal',
  'hero-motion',
  'featured-carousel',
  'platform-video',
  'live-filter',
  'kit-form',
  'url-dialog',
  'url-dialog-link',
  'tabs',
  'office-map',
] as const

export type IslandName = (typeof ISLAND_NAMES)[number]

/** Gives an element its behaviour; returns what undoes it (React unmounting the element). */
export type SetUpIsland = (element: HTMLElement) => () => void

/** The attribute that marks an element for an island: `<section {...island('platform-video')}>`. */
export function island(name: IslandName): { 'data-island': IslandName } {
  return { 'data-island': name }
}
