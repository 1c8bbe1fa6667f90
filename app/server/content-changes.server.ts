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

type ChangeListener = () => Promise<void>

const listeners = processWide<Set<ChangeListener>>('content-change-listeners').get(
  () => new Set<ChangeListener>(),
)

/**
 * Listens for content changed outside any request: a scheduled publish, unpublish or
 * closing applied by the jobs runner (decision 047). The server's page cache listens
 * (platform/main.ts), so every process sees the change at once, as after a staff member's save.
 */
export function onContentChangedOutsideRequests(listener: ChangeListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells the listeners that content changed without a request (see above). */
export async function announceContentChange(): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()))
}
