import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during server rendering and the first client render, true once React
 * runs in the browser: lets a page show a plain form to browsers without JavaScript.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
