import type { SetUpIsland } from './names'

const OPEN_MENU = 'details[data-header-menu][open]'

/**
 * The header's menus are <details> disclosures that work without script (ARCHITECTURE 8);
 * this adds the niceties: Escape closes the menu it is pressed in and focuses its summary, a
 * press outside closes every open one.
 */
export const setUpHeaderMenus: SetUpIsland = (header) => {
  const openMenus = () => Array.from(header.querySelectorAll<HTMLDetailsElement>(OPEN_MENU))
  const onPointerDown = (event: PointerEvent) => {
    for (const menu of openMenus()) {
      if (!menu.contains(event.target as Node)) menu.open = false
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    const menu = (event.target as Element | null)?.closest<HTMLDetailsElement>(OPEN_MENU)
    if (!menu) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  }
  document.addEventListener('pointerdown', onPointerDown)
  header.addEventListener('keydown', onKeyDown)
  return () => {
    document.removeEventListener('pointerdown', onPointerDown)
    header.removeEventListener('keydown', onKeyDown)
  }
}
