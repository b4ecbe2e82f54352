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
