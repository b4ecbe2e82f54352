/**
 * Delivery zone geometry (spec catalog §5 "Delivery zone", §3 Pickup point/branch shape): a
 * circle holds a point when the distance to its centre (the branch when the shape names none) is
 * not more than the radius, a polygon by containment; among the branches whose zone holds the
 * point the nearest delivers. Pure, without Lingui: the app's check with its texts
 * (src/modules/catalog/receive/zones.ts) and the server's (server/orders/rules.ts) share it.
 */
import { distanceMeters, type LatLng } from './distance.ts'

/** A branch's delivery shape (`branch.shape`): a circle round the branch, or a polygon. */
export type DeliveryShape =
  | {
      type: 'circle'
      /** Metres. */
      radius: number
      /** The circle's centre; the branch's own coordinates when absent. */
      center?: LatLng
    }
  | { type: 'polygon'; paths: LatLng[] | LatLng[][] }

export interface ZoneBranch {
  idBranch: number
  lat?: number | null
  lng?: number | null
  shape?: unknown
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** `{ lat, lng }` when the value holds both as finite numbers (or numeric strings), else null. */
export function latLng(value: unknown): LatLng | null {
  if (!value || typeof value !== 'object') return null
  const o = value as Record<string, unknown>
  const lat = Number(o.lat)
  const lng = Number(o.lng)
  return o.lat != null && o.lng != null && isNum(lat) && isNum(lng) ? { lat, lng } : null
}

/** The branch's shape when it is a well-formed circle or polygon, else null. */
export function deliveryShape(value: unknown): DeliveryShape | null {
  if (!value || typeof value !== 'object') return null
  const s = value as Record<string, unknown>
  if (s.type === 'circle') {
    const radius = Number(s.radius)
    if (!isNum(radius) || radius < 0) return null
    const center = latLng(s.center)
    return center ? { type: 'circle', radius, center } : { type: 'circle', radius }
  }
  if (s.type === 'polygon' && Array.isArray(s.paths)) {
    const rings = (Array.isArray(s.paths[0]) ? s.paths : [s.paths]) as unknown[][]
    const clean = rings.map((ring) => ring.map(latLng))
    if (!clean.length || clean.some((ring) => ring.length < 3 || ring.some((p) => !p))) return null
    return { type: 'polygon', paths: clean as LatLng[][] }
  }
  return null
}

/**
 * Point in polygon by ray casting (even-odd): concave shapes and holes (further rings) work.
 * Coordinates are small enough areas that treating lat/lng as a plane is exact enough.
 */
export function insidePolygon(p: LatLng, rings: LatLng[][]): boolean {
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[i]!
      const b = ring[j]!
      if (
        a.lat > p.lat !== b.lat > p.lat &&
        p.lng < ((b.lng - a.lng) * (p.lat - a.lat)) / (b.lat - a.lat) + a.lng
      ) {
        inside = !inside
      }
    }
  }
  return inside
}

/** Whether the branch's zone holds the point; null when the branch has no usable zone. */
export function inBranchZone(p: LatLng, branch: ZoneBranch): boolean | null {
  const shape = deliveryShape(branch.shape)
  if (!shape) return null
  if (shape.type === 'circle') {
    const center = shape.center ?? latLng(branch)
    if (!center) return null
    // spec: in zone when the distance is not more than the radius
    return distanceMeters(center, p) <= shape.radius
  }
  return insidePolygon(p, shape.paths as LatLng[][])
}

export type ZoneMatch =
  /** The nearest branch whose zone holds the point: it delivers. */
  | { status: 'in'; idBranch: number; distance: number }
  /** Branches have zones, none holds the point. */
  | { status: 'out' }
  /** No branch has a usable zone: nothing to check against. */
  | { status: 'none' }

/** The branch whose zone holds the point, the nearest among several (spec §5). */
export function matchZone(p: LatLng, branches: readonly ZoneBranch[]): ZoneMatch {
  let best: { idBranch: number; distance: number } | null = null
  let anyZone = false
  for (const branch of branches) {
    const inside = inBranchZone(p, branch)
    if (inside === null) continue
    anyZone = true
    if (!inside) continue
    const at = latLng(branch)
    const distance = at ? distanceMeters(at, p) : Number.POSITIVE_INFINITY
    if (!best || distance < best.distance) best = { idBranch: branch.idBranch, distance }
  }
  if (!anyZone) return { status: 'none' }
  return best ? { status: 'in', ...best } : { status: 'out' }
}
