import { useEffect, useRef, useState } from 'react'
import { Spinner } from '~/ui/spinner'

type OfficeMapProps = {
  latitude: number
  longitude: number
  zoom: number
  /** Shown in the marker's popup. */
  address: string
  /** Accessible name of the map region. */
  label: string
  markerTitle: string
  loadingLabel: string
}

// Marker images are served from /public, never from a CDN (SPEC 7 used one; our CSP forbids it).
const MARKER_ICON = {
  iconUrl: '/images/leaflet/marker-icon.png',
  iconRetinaUrl: '/images/leaflet/marker-icon-2x.png',
  shadowUrl: '/images/leaflet/marker-shadow.png',
  iconSize: [25, 41] as [number, number],
  iconAnchor: [12, 41] as [number, number],
  popupAnchor: [1, -34] as [number, number],
  shadowSize: [41, 41] as [number, number],
}

/**
 * The office on an OpenStreetMap map, 400px high. Leaflet touches `window` when it loads,
 * so it is imported only in the browser, after hydration. SPEC 8: a load failure is logged
 * and the spinner removed; the page shows the address as text either way.
 */
export function OfficeMap({
  latitude,
  longitude,
  zoom,
  address,
  label,
  markerTitle,
  loadingLabel,
}: OfficeMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [isLoading, setIsLoading] = useState(true)

  useEffect(() => {
    let isCancelled = false
    let removeMap: (() => void) | undefined
    import('leaflet')
      .then((module) => {
        const L =
          'map' in module ? module : (module as unknown as { default: typeof module }).default
        const container = containerRef.current
        if (isCancelled || !container) return
        const map = L.map(container, { scrollWheelZoom: false }).setView(
          [latitude, longitude],
          zoom,
        )
        L.tileLayer('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', {
          maxZoom: 19,
          attribution:
            '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
        }).addTo(map)
        // The popup gets a text node, so an address can never inject markup.
        const popup = document.createElement('p')
        popup.textContent = address
        L.marker([latitude, longitude], {
          icon: L.icon(MARKER_ICON),
          alt: markerTitle,
          title: markerTitle,
        })
          .addTo(map)
          .bindPopup(popup)
        removeMap = () => map.remove()
      })
      .catch((error: unknown) => {
        console.error('The map could not be loaded', error)
      })
      .finally(() => {
        if (!isCancelled) setIsLoading(false)
      })
    return () => {
      isCancelled = true
      removeMap?.()
    }
  }, [latitude, longitude, zoom, address, markerTitle])

  return (
    <div className="relative isolate w-full overflow-hidden rounded-lg border">
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        data-testid="office-map"
        className="bg-muted h-[400px] w-full"
      />
      {isLoading ? (
        <div
          role="status"
          className="bg-muted/80 text-muted-foreground absolute inset-0 z-[500] flex items-center justify-center gap-2 text-sm"
        >
          <Spinner />
          {loadingLabel}
        </div>
      ) : null}
    </div>
  )
}
