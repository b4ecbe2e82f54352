/**
 * The map entry point: Leaflet and its CSS are a lazy chunk, loaded when a screen first renders
 * a LazyMapView; until then a plain placeholder of the map's size.
 */
import { createElement, lazy, Suspense } from 'react'
import { clsx } from 'clsx'
import type { MapViewProps } from './map-view.tsx'

const MapChunk = lazy(() => import('./map-view.tsx'))

export function LazyMapView(props: MapViewProps) {
  return createElement(
    Suspense,
    {
      fallback: createElement('div', {
        className: clsx('ui-map', props.className),
        role: 'region',
        'aria-label': props.label,
        'aria-busy': true,
      }),
    },
    createElement(MapChunk, props),
  )
}

export type { MapHandle, MapMarker, MapPoint, MapShape, MapViewProps } from './map-view.tsx'
