/**
 * Great-circle distance, the same formula as the app's src/core/format/distance.ts (spec
 * shell-data §9: 60 × 1.1515 × 1.609344 km per degree), without its formatting (Lingui).
 */
export interface LatLng {
  lat: number
  lng: number
}

const METERS_PER_DEGREE = 60 * 1.1515 * 1.609344 * 1000
const EARTH_RADIUS_M = (METERS_PER_DEGREE * 180) / Math.PI
const rad = (deg: number) => (deg * Math.PI) / 180

export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}
