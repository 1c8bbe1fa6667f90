import { AsyncLocalStorage } from 'node:async_hooks'
import { processWide } from './process-wide.server'

/*
 * Whether a request changed what the site shows (decision 035): the page handler empties the
 * page cache after a request that did, and after no other. A content write is an audited
 * change (`recordAudit`, written in the change's own transaction), so a request counts only
 * once staff allowed to make the change have made it: a refused, signed-out or invalid post,
 * or a save that changed nothing, records nothing and keeps every cached page.
 */

type Tracker = { hasChanged: boolean }

// Vite's SSR loader (development, tests) loads server modules a second time: the store lives
// process-wide, so the route modules' audit calls reach the page handler's tracker.
const storage = processWide<AsyncLocalStorage<Tracker>>('content-changes').get(
  () => new AsyncLocalStorage<Tracker>(),
)

/** Runs `handle` and says whether it changed content (`noteContentChange` was called). */
export async function trackContentChanges<T>(
  handle: () => Promise<T>,
): Promise<{ result: T; hasChanged: boolean }> {
  const tracker: Tracker = { hasChanged: false }
  const result = await storage.run(tracker, handle)
  return { result, hasChanged: tracker.hasChanged }
}

/** Called with every audited change: the request being handled changed content. */
export function noteContentChange(): void {
  const tracker = storage.getStore()
  if (tracker) tracker.hasChanged = true
}
