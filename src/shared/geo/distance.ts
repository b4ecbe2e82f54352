/**
 * Great-circle distance (shell-data §9 "Distance"): meters by a haversine formula on the sphere
 * the spec's factors give (1 degree = 60 nautical miles × 1.1515 statute miles × 1.609344 km).
 * Pure, without Lingui: the server checks delivery zones with it (server/orders/rules.ts); the
 * app's formatting lives in src/core/format/distance.ts.
 */

export interface LatLng {
  lat: number
  lng: number
}

/** spec: 60 × 1.1515 × 1.609344 km per degree of arc. */
const METERS_PER_DEGREE = 60 * 1.1515 * 1.609344 * 1000
const EARTH_RADIUS_M = (METERS_PER_DEGREE * 180) / Math.PI
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in meters. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A distance as shown: the number (as text) and its unit; the app translates the unit. */
export interface DistanceDisplay {
  value: string
  unit: 'm' | 'km'
}

/**
 * The spec's display rule (shell-data §9 Distance): below 1000 m in whole meters, from 1 to 10 km
 * with one decimal, otherwise in whole km. The band is decided on the rounded value, so 999.6 m
 * is 1.0 km and 9960 m is 10 km; the one-decimal band keeps its '.0' (1000 m is 1.0 km), a
 * steady format in a list. Null for a distance that is not one (negative, NaN, infinite).
 */
export function distanceDisplay(meters: number): DistanceDisplay | null {
  if (!Number.isFinite(meters) || meters < 0) return null
  const m = Math.round(meters)
  if (m < 1000) return { value: String(m), unit: 'm' }
  const tenths = Math.round(meters / 100) / 10
  if (tenths < 10) return { value: tenths.toFixed(1), unit: 'km' }
  return { value: String(Math.round(meters / 1000)), unit: 'km' }
}
