import type { IconOptions, Map as LeafletMap } from 'leaflet'
import type { SetUpIsland } from './names'

// Marker images are served from /public, never from a CDN (SPEC 7 used one; our CSP forbids it).
const MARKER_ICON: IconOptions = {
  iconUrl: '/images/leaflet/marker-icon.png',
  iconRetinaUrl: '/images/leaflet/marker-icon-2x.png',
  shadowUrl: '/images/leaflet/marker-shadow.png',
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
}

/** Stylesheets added to this document, by address: Leaflet's is added once. */
const stylesheets = new Map<string, Promise<void>>()

/** Adds a same-origin stylesheet (CSP style-src 'self'); resolves once it applies. */
function loadStylesheet(href: string): Promise<void> {
  let loaded = stylesheets.get(href)
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.addEventListener('load', () => resolve())
      link.addEventListener('error', () => {
        link.remove()
        stylesheets.delete(href)
        reject(new Error(`Could not load ${href}`))
      })
      document.head.append(link)
    })
    stylesheets.set(href, loaded)
  }
  return loaded
}

/**
 * SPEC 8 office map, loaded when the visitor asks for it (issue 14): until the click on the
 * `data-map-show` button nothing is downloaded, neither Leaflet (code and styles, each a
 * file of its own) nor a tile. The element carries the place (`data-latitude`,
 * `data-longitude`, `data-zoom`), the popup's `data-address`, the marker's
 * `data-marker-title` and the address of Leaflet's styles, `data-stylesheet` (the server
 * render knows the built file's hashed name; the islands script, a bundle of its own, would
 * emit a second copy of it). The click hides the `data-map-idle` overlay (hidden, not removed:
 * React may own it), shows the `data-map-loading` status until Leaflet is there, and draws
 * the map in the `data-map-canvas` element. A failed tile stays quiet (Leaflet only fires
 * `tileerror`); a failed load of Leaflet itself is logged and the overlay comes back, with
 * its link to openstreetmap.org.
 */
export const setUpOfficeMap: SetUpIsland = (element) => {
  const canvas = element.querySelector<HTMLElement>('[data-map-canvas]')
  const idle = element.querySelector<HTMLElement>('[data-map-idle]')
  const show = element.querySelector<HTMLButtonElement>('[data-map-show]')
  const loading = element.querySelector<HTMLElement>('[data-map-loading]')
  const latitude = Number(element.dataset.latitude)
  const longitude = Number(element.dataset.longitude)
  const zoom = Number(element.dataset.zoom)
  const address = element.dataset.address ?? ''
  const markerTitle = element.dataset.markerTitle ?? ''
  const { stylesheet } = element.dataset
  if (
    !canvas ||
    !idle ||
    !show ||
    !loading ||
    !stylesheet ||
    ![latitude, longitude, zoom].every(Number.isFinite)
  ) {
    return () => {}
  }
  let map: LeafletMap | undefined
  let isStopped = false

  const load = () => {
    show.removeEventListener('click', load)
    idle.hidden = true
    loading.hidden = false
    // Leaflet's ES module build: the UMD `leaflet` would bring CommonJS wrapper code along.
    Promise.all([import('leaflet/dist/leaflet-src.esm.js'), loadStylesheet(stylesheet)])
      .then(([L]) => {
        if (isStopped) return
        map = L.map(canvas, { scrollWheelZoom: false }).setView([latitude, longitude], zoom)
        L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
          maxZoom: 19,
          attribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        }).addTo(map)
        // The popup gets a text node, so an address can never inject markup.
        const popup = document.createElement('p')
        popup.textContent = address
        const icon = L.icon(MARKER_ICON)
        L.marker([latitude, longitude], { icon, alt: markerTitle, title: markerTitle })
          .addTo(map)
          .bindPopup(popup)
        // The button that had focus is hidden: focus goes to the map, not back to the page's top.
        if (document.activeElement === document.body || document.activeElement === show) {
          canvas.focus({ preventScroll: true })
        }
      })
      .catch((error: unknown) => {
        if (isStopped) return
        console.error('The map could not be loaded', error)
        idle.hidden = false
        show.addEventListener('click', load)
      })
      .finally(() => {
        if (!isStopped) loading.hidden = true
      })
  }

  show.addEventListener('click', load)
  return () => {
    isStopped = true
    show.removeEventListener('click', load)
    map?.remove()
    map = undefined
    idle.hidden = false
    loading.hidden = true
  }
}
