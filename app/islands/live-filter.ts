import type { SetUpIsland } from './names'

/** Typing waits this long for the next key; a choice in a list applies at once. */
const TYPING_PAUSE_MS = 350

/**
 * A GET search form whose results follow its fields (the public investment list). Without
 * script the form's button submits it; with it, the page of results for the fields' values
 * is fetched as HTML (the page cache makes that fast) and its `data-live-region` elements
 * replace this page's: the k-th element of a name takes the k-th of the fetched page's. A
 * live region (role="status") takes the new text only, so screen readers announce it; the
 * others take the new attributes and content. The address follows (history.replaceState),
 * so it can be shared, and the fields keep focus. `data-live-busy` marks the element that is
 * aria-busy meanwhile. Any failure falls back to loading the address.
 */
export const setUpLiveFilter: SetUpIsland = (element) => {
  const form = element as HTMLFormElement
  const busy = document.querySelector('[data-live-busy]') ?? form
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined

  const addressOfFields = () => {
    const url = new URL(form.action, window.location.href)
    const fields = new FormData(form)
    url.search = new URLSearchParams(
      [...fields].map(([name, value]) => [name, String(value)]),
    ).toString()
    return url
  }

  const refresh = async (url: URL, signal: AbortSignal) => {
    busy.setAttribute('aria-busy', 'true')
    const response = await fetch(url, { signal, headers: { Accept: 'text/html' } })
    if (!response.ok) throw new Error(`${response.status}`)
    const page = new DOMParser().parseFromString(await response.text(), 'text/html')
    if (signal.aborted) return
    const next = groupByName(page.querySelectorAll<HTMLElement>('[data-live-region]'))
    for (const [name, regions] of groupByName(
      document.querySelectorAll<HTMLElement>('[data-live-region]'),
    )) {
      regions.forEach((region, index) => {
        const fresh = next.get(name)?.[index]
        if (fresh) replaceRegion(region, fresh)
      })
    }
    window.history.replaceState(window.history.state, '', url)
    busy.setAttribute('aria-busy', 'false')
  }

  const submitSoon = (delay: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      request?.abort()
      request = new AbortController()
      const url = addressOfFields()
      refresh(url, request.signal).catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') window.location.assign(url)
      })
    }, delay)
  }
  const onInput = (event: Event) => {
    const field = event.target as HTMLElement
    if (field instanceof HTMLInputElement) submitSoon(TYPING_PAUSE_MS)
  }
  const onChange = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) submitSoon(0)
  }
  form.addEventListener('input', onInput)
  form.addEventListener('change', onChange)
  return () => {
    clearTimeout(timer)
    request?.abort()
    form.removeEventListener('input', onInput)
    form.removeEventListener('change', onChange)
  }
}

function groupByName(elements: Iterable<HTMLElement>): Map<string, HTMLElement[]> {
  const groups = new Map<string, HTMLElement[]>()
  for (const element of elements) {
    const name = element.dataset.liveRegion ?? ''
    groups.set(name, [...(groups.get(name) ?? []), element])
  }
  return groups
}

function replaceRegion(region: HTMLElement, fresh: HTMLElement) {
  if (region.getAttribute('role') === 'status') {
    if (region.textContent !== fresh.textContent) region.textContent = fresh.textContent
    return
  }
  for (const { name } of Array.from(region.attributes)) {
    if (!fresh.hasAttribute(name)) region.removeAttribute(name)
  }
  for (const { name, value } of Array.from(fresh.attributes)) region.setAttribute(name, value)
  region.replaceChildren(
    ...Array.from(fresh.childNodes).map((node) => document.importNode(node, true)),
  )
}
