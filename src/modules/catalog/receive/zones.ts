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
import type { LatLng } from '../../../shared/geo/distance.ts'
import { latLng, matchZone, type ZoneBranch, type ZoneMatch } from '../../../shared/geo/zones.ts'

// The geometry is shared with the server (src/shared/geo/zones.ts); its names stay importable here.
export {
  deliveryShape,
  inBranchZone,
  insidePolygon,
  type DeliveryShape,
  type ZoneBranch,
} from '../../../shared/geo/zones.ts'

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
  const p = latLng(input.point)
  if (!p || input.exact === false) {
    return { status: 'inexact', inZone: false, idBranch: null, message: zoneTexts.inexact }
  }
  let match: ZoneMatch
  try {
    match = matchZone(p, input.branches)
  } catch {
    return failed(required)
  }
  // No branch has a zone: nothing to check against, which counts as a failed check.
  if (match.status === 'none') return failed(required)
  if (match.status === 'out') {
    return { status: 'out', inZone: false, idBranch: null, message: zoneTexts.outOfZone }
  }
  return {
    status: 'in',
    inZone: true,
    idBranch: match.idBranch,
    distance: match.distance,
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
  const at = latLng({ lat: data.geo_lat ?? data.lat, lng: data.geo_lon ?? data.lng })
  return typeof house === 'string' && house.trim() !== '' && at !== null
}
