/*
 * A dialog that holds a form is also a URL (ARCHITECTURE 8, decision 012): a query
 * parameter names what it is open for (?apply=job-001, ?edit=team-001, ?request=1), so the
 * page renders it from the server and it works without JavaScript.
 */

import type { ShouldRevalidateFunctionArgs } from 'react-router'

type Place = { pathname: string; search: string }

/**
 * The address of the same page with dialog parameters set (a value) or removed (null); the
 * rest of the query (tab, search, page) is kept.
 */
export function dialogHref(place: Place, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(place.search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) params.delete(name)
    else params.set(name, value)
  }
  const query = params.toString()
  return query ? `${place.pathname}?${query}` : place.pathname
}

/** Where an action goes back to after a form in a dialog: the page it was posted from, closed. */
export function closedDialogHref(requestUrl: string, names: readonly string[]): string {
  const url = new URL(requestUrl)
  const changes = Object.fromEntries(names.map((name) => [name, null]))
  return dialogHref({ pathname: url.pathname, search: url.search }, changes)
}

/**
 * For a route's shouldRevalidate: opening or closing one of its dialogs (only these
 * parameters change, no form is sent) keeps the data already loaded, so the dialog opens at
 * once instead of after a round trip.
 */
export function isDialogToggle(
  { currentUrl, nextUrl, formMethod }: { currentUrl: URL; nextUrl: URL; formMethod?: string },
  names: readonly string[],
): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return false
  const withoutDialogs = (url: URL) => {
    const params = new URLSearchParams(url.search)
    for (const name of names) params.delete(name)
    params.sort()
    return params.toString()
  }
  return withoutDialogs(currentUrl) === withoutDialogs(nextUrl)
}

/**
 * A route's `shouldRevalidate`: opening or closing one of its dialogs keeps the list already
 * loaded, so the dialog opens at once; anything else (a search, a form sent) reloads it. A
 * refusal with 409 (the row changed meanwhile, e.g. another admin decided it) reloads it too,
 * so the list shows what the dialog's message is about.
 */
export function keepDataOnDialogToggle(names: readonly string[]) {
  return (args: ShouldRevalidateFunctionArgs): boolean => {
    if (args.actionStatus === 409) return true
    return isDialogToggle(args, names) ? false : args.defaultShouldRevalidate
  }
}
