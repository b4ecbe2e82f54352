/**
 * What a branch row shows (shell-data §4 Working hours, §9 Distance): open or closed now in the
 * business time zone, with the closing time or the next opening, and the distance from the
 * person when their location is known.
 */
import type { I18n } from '@lingui/core'
import { distanceMeters, formatDistance, type LatLng } from '../../../core/format/distance.ts'
import { translate } from '../../../core/format/translate.ts'
import type { Branch } from '../../../core/state/types.ts'
import { openState, weeklyHours } from '../../../shared/time/working-hours.ts'
import { deliveryTexts, weekDays } from './texts.ts'

export function branchHoursText(
  branch: Branch,
  i18n: I18n,
  now: Date,
  timeZone: string | undefined,
): { text: string; open: boolean } | null {
  const state = openState(weeklyHours(branch), now, timeZone)
  if (!state) return null
  if (state.open) {
    return {
      open: true,
      text: state.allDay
        ? i18n._(deliveryTexts.openAllDay)
        : translate(i18n, deliveryTexts.openUntil, { time: state.until ?? '' }),
    }
  }
  const next = state.next
  if (!next) return { open: false, text: i18n._(deliveryTexts.closed) }
  return {
    open: false,
    text:
      next.inDays <= 0
        ? translate(i18n, deliveryTexts.closedOpens, { time: next.time })
        : translate(i18n, deliveryTexts.closedOpensDay, {
            time: next.time,
            day: i18n._(weekDays[next.day - 1]!),
          }),
  }
}

export function branchDistance(branch: Branch, from: LatLng | null): number | null {
  if (!from || !Number.isFinite(branch.lat) || !Number.isFinite(branch.lng)) return null
  return distanceMeters(from, { lat: branch.lat!, lng: branch.lng! })
}

export function branchDistanceText(branch: Branch, from: LatLng | null, i18n: I18n): string {
  const d = branchDistance(branch, from)
  return d == null
    ? ''
    : translate(i18n, deliveryTexts.distance, { distance: formatDistance(d, i18n) })
}

/** Nearest first when the person's location is known; otherwise the settings' order. */
export function sortByDistance(branches: readonly Branch[], from: LatLng | null): Branch[] {
  if (!from) return [...branches]
  return [...branches]
    .map((b, i) => ({ b, i, d: branchDistance(b, from) ?? Number.POSITIVE_INFINITY }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.b)
}
