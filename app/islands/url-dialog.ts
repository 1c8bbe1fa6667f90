import { listen } from './listen'
import type { SetUpIsland } from './names'

/*
 * URL dialogs on a page without hydration (docs/decisions/012 and 030). The server renders an
 * open dialog (?apply=job-001) as a <dialog open> in the page, with links back to the page
 * without it. `url-dialog` makes it modal, as the Radix dialog is on a hydrated page: the page
 * behind is inert (the browser's modal dialog keeps focus inside), Escape, a press outside
 * (not on a confirmation) and its close links close it in place and put the page's address
 * back. `url-dialog-link` opens one in place: it fetches the page with the dialog open (the
 * page cache answers an anonymous visitor), takes its dialog, and gives it its islands.
 */

/** Asks the island script to give an element added to the page (and its subtree) its islands. */
export const CONNECT_ISLANDS = 'islands:connect'

/** The link that opened the dialog in place, which gets focus back when it closes. */
let opener: HTMLElement | null = null

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last,
 * as in the Radix dialog: a modal <dialog> alone lets focus leave for the browser's own bar.
 */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  )
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

export const setUpUrlDialog: SetUpIsland = (element) => {
  if (!(element instanceof HTMLDialogElement)) return () => {}
  const dialog = element
  const closeTo = dialog.dataset.closeTo ?? location.pathname
  const isDismissible = dialog.getAttribute('role') !== 'alertdialog'
  const returnFocusTo = opener
  opener = null

  const close = () => {
    dialog.close()
    dialog.dataset.state = 'closed'
    history.replaceState(history.state, '', closeTo)
    dialog.remove()
    if (returnFocusTo?.isConnected) returnFocusTo.focus()
  }
  const onCancel = (event: Event) => {
    event.preventDefault()
    close()
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const closeLink = target?.closest('[data-dialog-close]')
    if (closeLink && dialog.contains(closeLink)) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      event.preventDefault()
      close()
      return
    }
    // A press on the backdrop is a click on the dialog itself, outside its box.
    if (!isDismissible || target !== dialog) return
    const box = dialog.getBoundingClientRect()
    const isInside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!isInside) close()
  }
  // Pressing Cancel keeps focus in the field being typed in, as the submit button does (the
  // field's message would otherwise move Cancel from under the pointer).
  const onMouseDown = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-dialog-close]')) {
      event.preventDefault()
    }
  }

  // In the modal its close links act in place, as the Radix dialog's buttons do: buttons
  // they are (Space presses one too).
  const closeLinks = [...dialog.querySelectorAll<HTMLElement>('[data-dialog-close]')]
  for (const link of closeLinks) link.setAttribute('role', 'button')
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null
    if (event.key === 'Tab') {
      keepFocusInside(dialog, event)
      return
    }
    if (event.key !== ' ' || !target || !closeLinks.includes(target)) return
    event.preventDefault()
    close()
  }

  if (dialog.open) dialog.close()
  dialog.showModal()
  dialog.dataset.state = 'open'
  return listen(dialog, {
    cancel: onCancel,
    click: onClick,
    mousedown: onMouseDown,
    keydown: onKeyDown,
  })
}

export const setUpUrlDialogLink: SetUpIsland = (element) => {
  if (!(element instanceof HTMLAnchorElement)) return () => {}
  const link = element
  let isOpening = false
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    if (isOpening) return
    isOpening = true
    const url = new URL(link.href)
    const id = decodeURIComponent(url.hash.slice(1))
    url.hash = ''
    fetch(url, { headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`)
        const page = new DOMParser().parseFromString(await response.text(), 'text/html')
        const selector = `dialog[data-island="url-dialog"]${id ? `#${CSS.escape(id)}` : ''}`
        const fresh = page.querySelector<HTMLDialogElement>(selector)
        if (!fresh) throw new Error(`no dialog ${selector}`)
        if (fresh.id) document.getElementById(fresh.id)?.remove()
        const dialog = document.importNode(fresh, true)
        ;(document.querySelector('main') ?? document.body).append(dialog)
        history.replaceState(history.state, '', `${url.pathname}${url.search}`)
        opener = link
        dialog.dispatchEvent(new Event(CONNECT_ISLANDS, { bubbles: true }))
      })
      // Offline, or the page has no such dialog: the link does what it does without script.
      .catch(() => location.assign(link.href))
      .finally(() => {
        isOpening = false
      })
  }
  link.addEventListener('click', onClick)
  return () => link.removeEventListener('click', onClick)
}
