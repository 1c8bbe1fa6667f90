import { useLocation } from 'react-router'
import { dialogHref } from '~/lib/dialog-url'

// Public pages with URL dialogs use it too, so it lives in lib/ (no admin code on them).
export { keepDataOnDialogToggle } from '~/lib/dialog-url'

/*
 * The URL dialogs of an admin screen (decision 012): `?new=1`, `?edit=<id>`, `?view=<id>`,
 * `?delete=<id>`. The address says which one is open, so each works without JavaScript.
 */

/**
 * Which dialog the address opens and the addresses that open or close one; the rest of the
 * query (search, filters, page) is kept. One dialog at a time: opening one closes the others.
 */
export function useDialogUrls<Name extends string>(names: readonly Name[]) {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const closed: Record<string, null> = Object.fromEntries(names.map((name) => [name, null]))
  return {
    /** The value of a dialog's parameter (`?edit=job-001` → 'job-001'), or null. */
    valueOf: (name: Name): string | null => params.get(name),
    /** This page with its dialogs closed. */
    closeTo: dialogHref(location, closed),
    /** This page with one dialog open, ending in the dialog's in-page id (#id). */
    openHref: (name: Name, value: string, dialogId: string): string =>
      `${dialogHref(location, { ...closed, [name]: value })}#${dialogId}`,
  }
}

/** An admin list's add, edit and delete dialogs: `?new=1`, `?edit=<id>`, `?delete=<id>`. */
export const ROW_DIALOGS = ['new', 'edit', 'delete'] as const

/**
 * The dialogs of a list whose rows are added, edited and deleted in URL dialogs (ROW_DIALOGS):
 * `editing` is 'new' for `?new=1`, else the row `?edit=` names; `deleting` the row `?delete=`
 * names; either is null when its dialog is closed. `selected` is the row the loader looked up
 * by id (see rowFor).
 */
export function useRowDialogs<Row extends { id: string }, Selected extends { id: string } = Row>(
  rows: readonly Row[],
  selected?: Selected | null,
) {
  const dialogs = useDialogUrls(ROW_DIALOGS)
  const editing =
    dialogs.valueOf('new') === '1'
      ? ('new' as const)
      : rowFor(rows, dialogs.valueOf('edit'), selected)
  return { dialogs, editing, deleting: rowFor(rows, dialogs.valueOf('delete'), selected) }
}

/**
 * The row a dialog is open for: the one on this page of the list, else the one the loader
 * looked up by id (a link to a row on another page, or one a filter no longer lists).
 */
export function rowFor<Row extends { id: string }, Selected extends { id: string } = Row>(
  rows: readonly Row[],
  id: string | null,
  selected?: Selected | null,
): Row | Selected | null {
  if (id === null) return null
  return rows.find((row) => row.id === id) ?? (selected?.id === id ? selected : null)
}
