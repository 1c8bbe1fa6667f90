import { useEffect, type RefObject } from 'react'

/**
 * Runs an island's behaviour (app/islands) on an element React renders: on a page that is
 * hydrated, or reached by client-side navigation, the component does what the island script
 * does on a page that is not (docs/decisions/023-pages-without-hydration.md).
 */
export function useIsland(
  ref: RefObject<HTMLElement | null>,
  setUp: (element: HTMLElement) => () => void,
): void {
  useEffect(() => {
    const element = ref.current
    return element ? setUp(element) : undefined
  }, [ref, setUp])
}
