import { useEffect, useRef, useState } from 'react'
import { ExternalLink, MapPin } from 'lucide-react'
import { Button } from '~/ui/button'
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
  /** The button that loads the map. */
  showLabel: string
  /** The link to the same place on openstreetmap.org. */
  openLabel: string
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

/** The same place on openstreetmap.org: a plain link, for every visitor (with or without scripts). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}

/**
 * The office on an OpenStreetMap map, 400px high, loaded when the visitor asks for it (issue
 * 14): until then the box shows a link to openstreetmap.org and the button (the address is
 * written above it), and
 * the page downloads neither Leaflet (code and styles) nor a tile, so it costs nothing and,
 * offline, logs no failed request. SPEC 8: a load failure is logged and the spinner removed;
 * the page shows the address as text either way.
 */
export function OfficeMap({
  latitude,
  longitude,
  zoom,
  address,
  label,
  markerTitle,
  loadingLabel,
  showLabel,
  openLabel,
}: OfficeMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'idle' | 'loading' | 'shown'>('idle')
  const isRequested = state !== 'idle'

  useEffect(() => {
    if (!isRequested) return
    let isCancelled = false
    let removeMap: (() => void) | undefined
    Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([module]) => {
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
        if (!isCancelled) setState('shown')
      })
    return () => {
      isCancelled = true
      removeMap?.()
    }
  }, [isRequested, latitude, longitude, zoom, address, markerTitle])

  return (
    <div className="relative isolate w-full overflow-hidden rounded-lg border">
      <div
        ref={containerRef}
        role="region"
        aria-label={label}
        data-testid="office-map"
        className="bg-muted h-[400px] w-full"
      />
      {state === 'idle' ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          <MapPin aria-hidden className="text-primary size-10" />
          <div className="flex flex-wrap items-center justify-center gap-3">
            {/* The map needs scripts; without them the link alone is offered. */}
            <Button
              type="button"
              onClick={() => setState('loading')}
              className="[html:not(.js)_&]:hidden"
            >
              <MapPin aria-hidden />
              {showLabel}
            </Button>
            <Button asChild variant="outline">
              <a
                href={openStreetMapUrl(latitude, longitude, zoom)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ExternalLink aria-hidden />
                {openLabel}
              </a>
            </Button>
          </div>
        </div>
      ) : null}
      {state === 'loading' ? (
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
