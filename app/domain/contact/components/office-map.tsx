import { useRef } from 'react'
import { ExternalLink, MapPin } from 'lucide-react'
import leafletStylesheet from 'leaflet/dist/leaflet.css?url'
import { island } from '~/islands/names'
import { setUpOfficeMap } from '~/islands/office-map'
import { useIsland } from '~/lib/use-island'
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

/** The same place on openstreetmap.org: a plain link, for every visitor (with or without scripts). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`
}

/**
 * The office on an OpenStreetMap map, 400px high, loaded when the visitor asks for it (issue
 * 14): until then the box shows a link to openstreetmap.org and the button (the address is
 * written above it), and the page downloads neither Leaflet (code and styles) nor a tile, so
 * it costs nothing and, offline, logs no failed request. The server renders that idle state;
 * the office-map island (~/islands/office-map) does the rest, run by the islands script on a
 * page that is not hydrated and by this component (useIsland) when React renders it. SPEC 8:
 * a load failure is logged, the spinner removed and the button and link offered again; the
 * page shows the address as text either way.
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
  const rootRef = useRef<HTMLDivElement>(null)
  useIsland(rootRef, setUpOfficeMap)

  return (
    <div
      ref={rootRef}
      className="relative isolate w-full overflow-hidden rounded-lg border"
      data-latitude={latitude}
      data-longitude={longitude}
      data-zoom={zoom}
      data-address={address}
      data-marker-title={markerTitle}
      data-stylesheet={leafletStylesheet}
      {...island('office-map')}
    >
      <div
        data-map-canvas
        role="region"
        aria-label={label}
        data-testid="office-map"
        className="bg-muted h-[400px] w-full"
      />
      <div
        data-map-idle
        className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <MapPin aria-hidden className="text-primary size-10" />
        <div className="flex flex-wrap items-center justify-center gap-3">
          {/* The map needs scripts; without them the link alone is offered. */}
          <Button type="button" data-map-show className="[html:not(.js)_&]:hidden">
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
      {/* A live region from the start, so its text is announced when the island shows it. */}
      <div role="status">
        <div
          data-map-loading
          hidden
          className="bg-muted/80 text-muted-foreground absolute inset-0 z-[500] flex items-center justify-center gap-2 text-sm"
        >
          <Spinner />
          {loadingLabel}
        </div>
      </div>
    </div>
  )
}
