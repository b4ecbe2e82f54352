/**
 * Where and when an order may be received, checked by the server on its own data:
 * - the delivery zone (catalog-and-ordering §5 "Delivery zone"): a circle holds the address when
 *   the distance to its centre (the branch) is not more than the radius, a polygon by containment
 *   (even-odd, so concave shapes work); among the branches whose zone holds it the nearest
 *   delivers. No usable zone anywhere counts as a failed check: in zone unless checkZoneRequired.
 *   The geometry is the app's own, src/shared/geo/zones.ts (the app's receive/zones.ts adds its
 *   Lingui texts on top, so the server imports the pure part).
 * - the hours (§5 "The form submit button is inactive when … outside working time", §8 "delivery
 *   unavailable at this time"): the receive type's days/start/end, else the branch's hours, in the
 *   brand's source time zone (src/shared/time). An order for a chosen time must fall in them and
 *   lie ahead (at most a week); an order for "now" needs them open now.
 */
import { latLng, matchZone, type ZoneBranch } from '../../src/shared/geo/zones.ts'
import { businessTimeZones } from '../../src/shared/time/time-zone.ts'
import {
  isOpenAt,
  scheduleHours,
  weeklyHours,
  type DayHours,
} from '../../src/shared/time/working-hours.ts'
import type { ReceiveSettings } from './pricing.ts'

export type ZoneResult =
  | { status: 'in'; idBranch: number }
  | { status: 'out' }
  | { status: 'failed' }
  | { status: 'inexact' }

export function checkZone(at: unknown, branches: readonly ZoneBranch[]): ZoneResult {
  const p = latLng(at)
  if (!p) return { status: 'inexact' }
  const match = matchZone(p, branches)
  if (match.status === 'none') return { status: 'failed' }
  return match.status === 'in' ? { status: 'in', idBranch: match.idBranch } : { status: 'out' }
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
