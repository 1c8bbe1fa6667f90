import { listen } from './listen'
import type { SetUpIsland } from './names'

const TAB = '[role="tab"]'

/** Each key Radix's tabs handle, as a move along the list (WAI-ARIA tabs). */
const MOVES: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  ArrowRight: 'next',
  ArrowDown: 'next',
  Home: 'first',
  End: 'last',
}

/**
 * The tabs of ui/tabs.tsx on a page without React (decision 023), as Radix runs them on a
 * hydrated page: the server renders every panel, the inactive ones `hidden`. A press on a tab
 * selects it; the arrow keys move along the list and select as they go (automatic
 * activation), the other way round on a right-to-left page, looping at the ends; Home and End
 * go to the first and last tab. A tab's panel is the one its aria-controls names. Only the
 * root's own tabs count, not those of tabs nested in a panel (they are islands of their own).
 */
export const setUpTabs: SetUpIsland = (root) => {
  const document = root.ownerDocument
  const isVertical = root.getAttribute('data-orientation') === 'vertical'
  const ownTabs = () =>
    Array.from(root.querySelectorAll<HTMLElement>(TAB)).filter(
      (tab) => tab.closest('[data-island="tabs"]') === root,
    )
  const isEnabled = (tab: HTMLElement) =>
    !tab.hasAttribute('disabled') && tab.getAttribute('aria-disabled') !== 'true'
  const tabOf = (event: Event) => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>(TAB)
    return tab && ownTabs().includes(tab) && isEnabled(tab) ? tab : null
  }

  const select = (chosen: HTMLElement) => {
    for (const tab of ownTabs()) {
      const isSelected = tab === chosen
      const state = isSelected ? 'active' : 'inactive'
      tab.setAttribute('aria-selected', String(isSelected))
      tab.setAttribute('data-state', state)
      tab.tabIndex = isSelected ? 0 : -1
      const panelId = tab.getAttribute('aria-controls')
      const panel = panelId ? document.getElementById(panelId) : null
      if (panel) {
        panel.hidden = !isSelected
        panel.setAttribute('data-state', state)
      }
    }
  }

  const onClick = (event: MouseEvent) => {
    const tab = tabOf(event)
    if (!tab) return
    tab.focus()
    select(tab)
  }
  // Focus that reaches a tab another way (a screen reader's cursor) selects it too, as Radix does.
  const onFocusIn = (event: FocusEvent) => {
    const tab = tabOf(event)
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabOf(event)
    if (!tab || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return
    const isRightToLeft = tab.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const key =
      isRightToLeft && event.key === 'ArrowLeft'
        ? 'ArrowRight'
        : isRightToLeft && event.key === 'ArrowRight'
          ? 'ArrowLeft'
          : event.key
    const isCrossAxis = isVertical
      ? key === 'ArrowLeft' || key === 'ArrowRight'
      : key === 'ArrowUp' || key === 'ArrowDown'
    const move = isCrossAxis ? undefined : MOVES[key]
    if (!move) return
    const tabs = ownTabs().filter(isEnabled)
    const index = tabs.indexOf(tab)
    const next =
      move === 'first'
        ? tabs[0]
        : move === 'last'
          ? tabs[tabs.length - 1]
          : tabs[(index + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length]
    event.preventDefault()
    next.focus()
    select(next)
  }

  // One tab stop, the selected tab (the server renders every tab with tabindex -1).
  const tabs = ownTabs()
  const initial =
    tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs.find(isEnabled)
  if (initial) select(initial)

  return listen(root, { click: onClick, focusin: onFocusIn, keydown: onKeyDown })
}
