/**
 * The person's location for the map (shell-data §4 Geolocation, §8, §9): high accuracy, a cached
 * position up to 3,600,000 ms old, 30,000 ms timeout. Asked silently when the map opens (a
 * refusal then says nothing); the locate button asks again and, when there are no coordinates,
 * the spec's error dialog shows. A failure other than a refusal falls back to 0,0, which counts
 * as no coordinates. The last position is kept under the 'coordinates' key.
 * One store for every map (the branch map, the delivery popup): a fix found on one serves both.
 */
import { msg } from '@lingui/core/macro'
import { proxy } from 'valtio'
import type { LatLng } from '../format/distance.ts'
import { openDialog } from '../overlay.ts'
import { readJson, storageKeys, writeJson } from '../storage/storage.ts'

/** spec shell-data §8 Location failure. */
export const locationTexts = {
  title: msg`Location unavailable`,
  text: msg`Unfortunately, we were unable to determine your location.`,
}

/** spec shell-data §9. */
export const GEO_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 3_600_000,
  timeout: 30_000,
}

const PERMISSION_DENIED = 1

export function usableCoordinates(p: Partial<LatLng> | null | undefined): p is LatLng {
  return !!p && Number.isFinite(p.lat) && Number.isFinite(p.lng) && !(p.lat === 0 && p.lng === 0)
}

export const geo = proxy<{ coords: LatLng | null; locating: boolean }>({
  coords: null,
  locating: false,
})

/** The last known position (storage), for distances before a new fix arrives. */
export function restoreCoordinates(): void {
  const stored = readJson<Partial<LatLng> | null>(storageKeys.coordinates, null)
  if (usableCoordinates(stored)) geo.coords = { lat: stored.lat, lng: stored.lng }
}

function position(): Promise<LatLng | 'denied'> {
  return new Promise((resolve) => {
    const api = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
    // No geolocation in this browser: like a refusal, there is nothing to ask.
    if (!api) {
      resolve('denied')
      return
    }
    api.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => resolve(e.code === PERMISSION_DENIED ? 'denied' : { lat: 0, lng: 0 }),
      GEO_OPTIONS,
    )
  })
}

export function showLocationError(): void {
  openDialog({ title: locationTexts.title, text: locationTexts.text })
}

/**
 * Asks for the position. `silent`: a refusal is not reported (the map's own request at init).
 * Resolves with the coordinates, or null when there are none.
 */
export async function locate(opts: { silent?: boolean } = {}): Promise<LatLng | null> {
  geo.locating = true
  try {
    const result = await position()
    if (result === 'denied') {
      if (!opts.silent) showLocationError()
      return null
    }
    if (!usableCoordinates(result)) {
      showLocationError()
      return null
    }
    geo.coords = result
    writeJson(storageKeys.coordinates, result)
    return result
  } finally {
    geo.locating = false
  }
}
