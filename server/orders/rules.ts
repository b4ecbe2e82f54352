/**
 * Where and when an order may be received, checked by the server on its own data:
 * - the delivery zone (catalog-and-ordering §5 "Delivery zone"): a circle holds the address when
 *   the distance to its centre (the branch) is not more than the radius, a polygon by containment
 *   (even-odd, so concave shapes work); among the branches whose zone holds it the nearest
 *   delivers. No usable zone anywhere counts as a failed check: in zone unless checkZoneRequired.
 *   The same rules as the app's src/modules/catalog/ordering/zones.ts (which cannot be imported
 *   here: it carries Lingui macros).
 * - the hours (§5 "The form submit button is inactive when … outside working time", §8 "delivery
 *   unavailable at this time"): the receive type's days/start/end, else the branch's hours, in the
 *   brand's source time zone (src/core/time). An order for a chosen time must fall in them and
 *   lie ahead (at most a week); an order for "now" needs them open now.
 */
import { distanceMeters, type LatLng } from './geo.ts'
import { businessTimeZones } from '../../src/core/time/time-zone.ts'
import {
  isOpenAt,
  scheduleHours,
  weeklyHours,
  type DayHours,
} from '../../src/core/time/working-hours.ts'
import type { ReceiveSettings } from './pricing.ts'

export interface ZoneBranch {
  idBranch: number
  lat: number | null
  lng: number | null
  shape?: unknown
}

export type ZoneResult =
  | { status: 'in'; idBranch: number }
  | { status: 'out' }
  | { status: 'failed' }
  | { status: 'inexact' }

function point(v: unknown): LatLng | null {
  if (!v || typeof v !== 'object') return null
  const o = v as Record<string, unknown>
  if (o.lat == null || o.lng == null) return null
  const lat = Number(o.lat)
  const lng = Number(o.lng)
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null
}

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

/** Whether the branch's zone holds the point; null when it has no usable zone. */
export function inZone(p: LatLng, branch: ZoneBranch): boolean | null {
  const s = branch.shape as Record<string, unknown> | null | undefined
  if (!s || typeof s !== 'object') return null
  if (s.type === 'circle') {
    const radius = Number(s.radius)
    const center = point(s.center) ?? point(branch)
    if (!Number.isFinite(radius) || radius < 0 || !center) return null
    return distanceMeters(center, p) <= radius
  }
  if (s.type === 'polygon' && Array.isArray(s.paths)) {
    const rings = (Array.isArray(s.paths[0]) ? s.paths : [s.paths]) as unknown[][]
    const clean = rings.map((ring) => ring.map(point))
    if (!clean.length || clean.some((r) => r.length < 3 || r.some((x) => !x))) return null
    return insidePolygon(p, clean as LatLng[][])
  }
  return null
}

export function checkZone(at: unknown, branches: readonly ZoneBranch[]): ZoneResult {
  const p = point(at)
  if (!p) return { status: 'inexact' }
  let best: { idBranch: number; distance: number } | null = null
  let any = false
  for (const b of branches) {
    const inside = inZone(p, b)
    if (inside === null) continue
    any = true
    if (!inside) continue
    const c = point(b)
    const distance = c ? distanceMeters(c, p) : Number.POSITIVE_INFINITY
    if (!best || distance < best.distance) best = { idBranch: b.idBranch, distance }
  }
  if (!any) return { status: 'failed' }
  return best ? { status: 'in', idBranch: best.idBranch } : { status: 'out' }
}

export interface HoursBranch {
  startTime?: string | null
  endTime?: string | null
  days?: number[] | null
  workingTime?: { day: number; startTime: string; endTime: string }[] | null
}

/** The hours of a receive type: its own days/start/end, else the branch's. */
export function receiveHours(
  schedule: ReceiveSettings | null | undefined,
  branch: HoursBranch | null,
): DayHours[] {
  const own = schedule ? scheduleHours(schedule) : []
  if (own.length) return own
  if (!branch) return []
  return weeklyHours({
    startTime: branch.startTime ?? undefined,
    endTime: branch.endTime ?? undefined,
    days: branch.days ?? undefined,
    workingTime: branch.workingTime ?? undefined,
  })
}

/** A chosen time may lie at most this far ahead. */
export const MAX_ORDER_AHEAD_MS = 7 * 24 * 3600_000
/** A slot chosen a moment ago (the form refreshes every 60 s) still counts. */
export const SLOT_GRACE_MS = 5 * 60_000

export type TimeCheck = 'ok' | 'closed' | 'bad_time'

/** Unknown hours (none configured anywhere) never block. */
export function checkOrderTime(
  hours: readonly DayHours[],
  time: number | null,
  now: number,
  appSettings: Record<string, unknown> | undefined,
): TimeCheck {
  const zone = businessTimeZones(appSettings).source
  if (time != null) {
    if (time < now - SLOT_GRACE_MS || time > now + MAX_ORDER_AHEAD_MS) return 'bad_time'
    return isOpenAt(hours, new Date(Math.max(time, now)), zone) === false ? 'closed' : 'ok'
  }
  return isOpenAt(hours, new Date(now), zone) === false ? 'closed' : 'ok'
}
