/**
 * A brand-neutral Leaflet map (react-leaflet 5): markers that are buttons named after their
 * place, zone shapes (circles and polygons), a tap handler and an imperative handle to move the
 * view. Tiles from the brand's settings (./tiles.ts: app settings mapTileUrl/mapTileAttribution,
 * unless a screen passes its own), with the provider's credit below them. With none, or when the
 * tiles cannot load (offline; the machines here have no internet), the map is a calm themed plan
 * (map.css) with a quiet note, never a blank box; markers, shapes and taps all still work. Pins
 * that would stand on one another at the map's zoom are set apart sideways (`declutter`).
 *
 * Load it through `LazyMapView` (./index.ts) so Leaflet stays out of the initial chunk.
 */
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react'
import {
  Circle,
  MapContainer,
  Marker,
  Polygon,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet'
import { clsx } from 'clsx'
import { iconMarkup, registerIcons, type IconNamesOf } from '../icon/icon.tsx'
import { useAppMapTiles } from './tiles.ts'
import './map.css'

const texts = {
  tilesFailed: msg`The map could not load, showing a simple plan`,
}

export interface MapPoint {
  lat: number
  lng: number
}

export interface MapMarker extends MapPoint {
  id: string | number
  /** The accessible name of the marker's button (a branch name, 'Delivery address'). */
  label: string
  selected?: boolean
  /** 'place' (a branch) or 'target' (an address or the person's location). @default 'place' */
  kind?: 'place' | 'target' | 'me'
}

export type MapShape =
  | { id: string | number; type: 'circle'; center: MapPoint; radius: number; active?: boolean }
  | { id: string | number; type: 'polygon'; paths: MapPoint[][]; active?: boolean }

export interface MapHandle {
  /**
   * Centres the map on a point; `offsetY` px moves the view so the point sits that much above
   * the centre (clear of a sheet below).
   */
  centerOn: (point: MapPoint, zoom?: number, offsetY?: number) => void
  /**
   * Fits the view round the points (markers of branches); `bottom` px of the map are covered
   * (by a sheet) and left out.
   */
  fit: (points: MapPoint[], opts?: { maxZoom?: number; bottom?: number }) => void
}

export interface MapViewProps {
  center: MapPoint
  zoom: number
  markers?: readonly MapMarker[]
  shapes?: readonly MapShape[]
  /**
   * Tile URL template ({z}/{x}/{y}). Left out: the app settings' tiles (./tiles.ts); null: no
   * tiles, a plain background.
   */
  tileUrl?: string | null
  /** The tiles' credit; left out with `tileUrl`: the app settings'. */
  tileAttribution?: string
  onMarkerClick?: (id: MapMarker['id']) => void
  onMapClick?: (point: MapPoint) => void
  /** Called once the map is ready and `handle` works (e.g. to fit the markers). */
  onReady?: () => void
  /** Accessible name of the map region. */
  label: string
  handle?: Ref<MapHandle>
  className?: string
}

function Controller({
  handle,
  onMapClick,
  onReady,
}: {
  handle?: Ref<MapHandle>
  onMapClick?: (p: MapPoint) => void
  onReady?: () => void
}) {
  const map = useMap()
  useMapEvents({
    click(e) {
      onMapClick?.({ lat: e.latlng.lat, lng: e.latlng.lng })
    },
  })
  useImperativeHandle(
    handle,
    () => ({
      centerOn(point, zoom, offsetY = 0) {
        const z = zoom ?? map.getZoom()
        const projected = map.project([point.lat, point.lng], z).add([0, offsetY])
        map.setView(map.unproject(projected, z), z, { animate: false })
      },
      fit(points, { maxZoom = 15, bottom = 0 } = {}) {
        if (!points.length) return
        const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]))
        // Every pin in the part of the map the sheet leaves visible: a pin (32 x 40) stands on
        // its point, so the margins are a pin's height above, half its width aside and a little
        // below. Zooming in further to set close pins apart hid two of spb's six under the
        // sheet (issue 12 session 16): all pins seen comes first; these tight margins give the
        // close ones the room they get.
        map.fitBounds(points.length === 1 ? bounds.pad(0.01) : bounds, {
          paddingTopLeft: [PIN_MARGIN.side, PIN_MARGIN.top],
          paddingBottomRight: [PIN_MARGIN.side, PIN_MARGIN.bottom + bottom],
          maxZoom,
          animate: false,
        })
      },
    }),
    [map],
  )
  const ready = useRef(onReady)
  useEffect(() => {
    ready.current?.()
  }, [])
  // The map is often mounted inside an animating popup: measure again once it has settled.
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 350)
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize())
    observer?.observe(map.getContainer())
    return () => {
      clearTimeout(timer)
      observer?.disconnect()
    }
  }, [map])
  return null
}

/** A fit's margins round the pins' points (px): a pin is 32 x 40, standing on its point. */
export const PIN_MARGIN = { top: 52, side: 40, bottom: 12 } as const

/** A pin's box (px) and how far apart two pins' points stand, side by side, to read as two. */
const PIN = { width: 32, height: 40, apart: 34 } as const

/**
 * Sideways shifts (px) that set pins apart which would stand on one another at this zoom (spb's
 * Nevsky and Sadovaya, a kilometre apart, at the zoom that shows all six): pairs closer than a
 * pin's box are pushed apart sideways, each half the way, a few rounds. At most half a pin's
 * width each, so a pin still stands by its place; the fit's side margins leave the room.
 */
export function declutter(points: readonly { x: number; y: number }[]): number[] {
  const shift = points.map(() => 0)
  const limit = PIN.width / 2 + 2
  for (let round = 0; round < 4; round++) {
    let moved = false
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const [a, b] = [points[i]!, points[j]!]
        const dy = Math.abs(a.y - b.y)
        const dx = b.x + shift[j]! - (a.x + shift[i]!)
        // one place twice stays one pin; pins a pin's height apart do not touch
        if ((Math.abs(a.x - b.x) < 0.5 && dy < 0.5) || dy >= PIN.height) continue
        if (Math.abs(dx) >= PIN.apart) continue
        const push = (PIN.apart - Math.abs(dx)) / 2
        const side = dx > 0 || (dx === 0 && a.x <= b.x) ? 1 : -1
        shift[i] = Math.max(-limit, Math.min(limit, shift[i]! - side * push))
        shift[j] = Math.max(-limit, Math.min(limit, shift[j]! + side * push))
        moved = true
      }
    }
    if (!moved) break
  }
  return shift.map((s) => Math.round(s))
}

/** The marker pin (drawn on a 32x40 grid; map.css fills it), registered with the map's chunk. */
export const mapIcons = registerIcons({
  'map-pin': {
    viewBox: '0 0 32 40',
    shapes: [
      { d: 'M16 1C8 1 2 7 2 15c0 10 14 24 14 24s14-14 14-24C30 7 24 1 16 1z' },
      { d: 'M10.5 15a5.5 5.5 0 1 0 11 0 5.5 5.5 0 1 0-11 0z' },
    ],
  },
})

declare module '../../core/icon-names.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names by merging
  interface IconNames extends IconNamesOf<typeof mapIcons> {}
}

const PIN_SVG = iconMarkup('map-pin', 32, 40)

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

function markerIcon(m: MapMarker, shift = 0): L.DivIcon {
  const kind = m.kind ?? 'place'
  const me = kind === 'me'
  return L.divIcon({
    className: clsx(
      'ui-map-marker',
      `ui-map-marker--${kind}`,
      m.selected && 'ui-map-marker--selected',
    ),
    html: `${me ? '<span class="ui-map-marker__dot"></span>' : PIN_SVG}<span class="visually-hidden">${escapeHtml(m.label)}</span>`,
    iconSize: me ? [22, 22] : [32, 40],
    iconAnchor: me ? [11, 11] : [16 - shift, 39],
  })
}

function MapMarkerView({
  marker,
  shift,
  onClick,
}: {
  marker: MapMarker
  shift: number
  onClick?: (id: MapMarker['id']) => void
}) {
  const icon = useMemo(() => markerIcon(marker, shift), [marker, shift])
  return (
    <Marker
      position={[marker.lat, marker.lng]}
      icon={icon}
      keyboard={Boolean(onClick)}
      interactive={Boolean(onClick)}
      zIndexOffset={marker.selected ? 1000 : 0}
      eventHandlers={{
        click: () => onClick?.(marker.id),
        keypress: (e) => {
          const key = (e.originalEvent as KeyboardEvent).key
          if (key === 'Enter' || key === ' ') onClick?.(marker.id)
        },
        add: (e) => {
          // Leaflet makes a keyboard marker a role=button; give it the place's name. One that
          // does nothing on a tap is a picture of the place, named the same way.
          const el = (e.target as L.Marker).getElement()
          if (!el) return
          el.setAttribute('aria-label', marker.label)
          if (!onClick) el.setAttribute('role', 'img')
        },
      }}
    />
  )
}

/** The markers, the places' pins set apart at the map's zoom (`declutter`). */
function Markers({
  markers,
  onMarkerClick,
}: {
  markers: readonly MapMarker[]
  onMarkerClick?: (id: MapMarker['id']) => void
}) {
  const map = useMap()
  const [zoom, setZoom] = useState(() => map.getZoom())
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) })
  const shifts = useMemo(() => {
    const places = markers.filter((m) => (m.kind ?? 'place') !== 'me')
    const moved = declutter(places.map((m) => map.project([m.lat, m.lng], zoom)))
    return new Map(places.map((m, i) => [m.id, moved[i]!]))
  }, [map, markers, zoom])
  return markers.map((m) => (
    <MapMarkerView
      key={`${m.id}:${m.selected ? 1 : 0}:${m.label}:${onMarkerClick ? 1 : 0}`}
      marker={m}
      shift={shifts.get(m.id) ?? 0}
      onClick={onMarkerClick}
    />
  ))
}

function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * How long the first tile may take before the map gives up on tiles (our choice; the spec is
 * silent): a request that hangs without an answer (no network, as on these machines, or a captive
 * portal) reports no error, and the customer would wait on a blank grid with no word why.
 */
export const TILE_LOAD_TIMEOUT = 8000

/**
 * The tile layer; `onFail` when the tiles cannot load (an error before any tile arrived, no tile
 * within TILE_LOAD_TIMEOUT, or no connection at all).
 */
function Tiles({ url, onFail }: { url: string; onFail: () => void }) {
  const loaded = useRef(false)
  useEffect(() => {
    if (offline()) {
      onFail()
      return
    }
    const timer = setTimeout(() => {
      if (!loaded.current) onFail()
    }, TILE_LOAD_TIMEOUT)
    return () => clearTimeout(timer)
  }, [onFail])
  return (
    <TileLayer
      url={url}
      eventHandlers={{
        tileload: () => {
          loaded.current = true
        },
        tileerror: () => {
          if (!loaded.current) onFail()
        },
      }}
    />
  )
}

export function MapView({
  center,
  zoom,
  markers = [],
  shapes = [],
  tileUrl,
  tileAttribution,
  onMarkerClick,
  onMapClick,
  onReady,
  label,
  handle,
  className,
}: MapViewProps) {
  const { i18n } = useLingui()
  const app = useAppMapTiles()
  const url = tileUrl === undefined ? app.url : tileUrl
  const attribution = tileUrl === undefined ? app.attribution : tileAttribution
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const failed = Boolean(url) && failedUrl === url
  const showTiles = Boolean(url) && !failed
  // the failure is of this URL: another one gets its own chance
  const fail = useCallback(() => setFailedUrl(url), [url])
  return (
    <div
      className={clsx('ui-map', showTiles && 'ui-map--tiles', className)}
      role="region"
      aria-label={label}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        zoomControl={false}
        attributionControl={false}
        // quarter steps: a fit (and the zoom that sets close pins apart) no wider than it needs
        zoomSnap={0.25}
        className="ui-map__canvas"
      >
        {showTiles && url ? <Tiles key={url} url={url} onFail={fail} /> : null}
        {shapes.map((s) =>
          s.type === 'circle' ? (
            <Circle
              key={s.id}
              center={[s.center.lat, s.center.lng]}
              radius={s.radius}
              interactive={false}
              className={clsx('ui-map-zone', s.active && 'ui-map-zone--active')}
            />
          ) : (
            <Polygon
              key={s.id}
              positions={s.paths.map((ring) => ring.map((p) => [p.lat, p.lng] as [number, number]))}
              interactive={false}
              className={clsx('ui-map-zone', s.active && 'ui-map-zone--active')}
            />
          ),
        )}
        <Markers markers={markers} onMarkerClick={onMarkerClick} />
        <Controller handle={handle} onMapClick={onMapClick} onReady={onReady} />
      </MapContainer>
      {showTiles && attribution ? <p className="ui-map__attribution">{attribution}</p> : null}
      {failed ? <p className="ui-map__note">{i18n._(texts.tilesFailed)}</p> : null}
    </div>
  )
}

export default MapView
