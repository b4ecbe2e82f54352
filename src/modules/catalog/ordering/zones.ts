/**
 * Delivery zone check (spec catalog §5 "Delivery zone", §3 Pickup point/branch shape): when
 * checkZone is on, a circle is in zone when the distance to the branch is not more than the
 * radius, a polygon by containment; among the branches whose zone holds the address the nearest
 * wins (it delivers: the address keeps its branch id). If the check itself fails, the address
 * counts as in zone unless checkZoneRequired. An inexact address (no house, no coordinates) is
 * its own case: the confirm button becomes 'Уточнить'. Pure functions.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { distanceMeters, type LatLng } from '../../../core/format/distance.ts'

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

/** The spec's texts (§5 Delivery zone), as Lingui descriptors. */
export const zoneTexts = {
  outOfZone: msg`Your address is outside the delivery area`,
  checkFailed: msg`Delivery area check failed`,
  inexact: msg`We could not determine the address. Please specify the address manually.`,
  /** spec: the confirm button of an inexact address. */
  refine: msg`Refine`,
}

export type ZoneCheck =
  /** In a branch's zone: that branch delivers. */
  | { status: 'in'; inZone: true; idBranch: number; distance: number; message: null }
  | { status: 'out'; inZone: false; idBranch: null; message: MessageDescriptor }
  /** The check could not be made: in zone unless checkZoneRequired. */
  | { status: 'failed'; inZone: boolean; idBranch: null; message: MessageDescriptor }
  /** The address is not exact enough to check: ask the person to refine it. */
  | { status: 'inexact'; inZone: false; idBranch: null; message: MessageDescriptor }

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

function point(value: unknown): LatLng | null {
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
    const center = point(s.center)
    return center ? { type: 'circle', radius, center } : { type: 'circle', radius }
  }
  if (s.type === 'polygon' && Array.isArray(s.paths)) {
    const rings = (Array.isArray(s.paths[0]) ? s.paths : [s.paths]) as unknown[][]
    const clean = rings.map((ring) => ring.map(point))
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
    const center = shape.center ?? point(branch)
    if (!center) return null
    // spec: in zone when the distance is not more than the radius
    return distanceMeters(center, p) <= shape.radius
  }
  return insidePolygon(p, shape.paths as LatLng[][])
}

export interface ZoneCheckInput {
  /** The address's coordinates; missing or not numbers: inexact. */
  point: Partial<LatLng> | null | undefined
  branches: readonly ZoneBranch[]
  /** settings.delivery.checkZoneRequired: a failed check blocks. @default false */
  required?: boolean
  /** The address names a house (see `isExactAddress`). @default true */
  exact?: boolean
  /** The check could not be made (e.g. the geocoder call failed). */
  error?: unknown
}

const failed = (required: boolean): ZoneCheck => ({
  status: 'failed',
  inZone: !required,
  idBranch: null,
  message: zoneTexts.checkFailed,
})

/** The delivery-zone check of an address against the branches' shapes. */
export function checkZone(input: ZoneCheckInput): ZoneCheck {
  const required = input.required === true
  if (input.error !== undefined && input.error !== null) return failed(required)
  const p = point(input.point)
  if (!p || input.exact === false) {
    return { status: 'inexact', inZone: false, idBranch: null, message: zoneTexts.inexact }
  }
  let best: { idBranch: number; distance: number } | null = null
  let anyZone = false
  try {
    for (const branch of input.branches) {
      const inside = inBranchZone(p, branch)
      if (inside === null) continue
      anyZone = true
      if (!inside) continue
      const at = point(branch)
      const distance = at ? distanceMeters(at, p) : Number.POSITIVE_INFINITY
      if (!best || distance < best.distance) best = { idBranch: branch.idBranch, distance }
    }
  } catch {
    return failed(required)
  }
  // No branch has a zone: nothing to check against, which counts as a failed check.
  if (!anyZone) return failed(required)
  if (!best) return { status: 'out', inZone: false, idBranch: null, message: zoneTexts.outOfZone }
  return {
    status: 'in',
    inZone: true,
    idBranch: best.idBranch,
    distance: best.distance,
    message: null,
  }
}

/**
 * An address is exact when the geocoder found a house with coordinates (a street alone, or a
 * city, is not: spec 'Не удалось определить адрес…', the button 'Уточнить').
 */
export function isExactAddress(data: Record<string, unknown> | null | undefined): boolean {
  if (!data) return false
  const house = data.house
  const at = point({ lat: data.geo_lat ?? data.lat, lng: data.geo_lon ?? data.lng })
  return typeof house === 'string' && house.trim() !== '' && at !== null
}
