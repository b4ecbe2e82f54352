/**
 * What a branch shows (shell-data §3 Branch, §4 Working hours, §9 Distance): open or closed now
 * in the business time zone with the closing time or the next opening, the weekly hours, the
 * distance from the person, a tappable phone. The rules are src/shared (working hours, distance);
 * this adds the texts.
 */
import type { I18n } from '@lingui/core'
import { distanceMeters, formatDistance, type LatLng } from '../../core/format/distance.ts'
import { formatPhone, phoneDigits } from '../../core/format/phone.ts'
import { translate } from '../../core/format/translate.ts'
import type { Branch } from '../../core/state/types.ts'
import {
  groupHours,
  openState,
  weeklyHours,
  type HoursGroup,
} from '../../shared/time/working-hours.ts'
import { branchTexts, weekDays } from './texts.ts'

export function branchStatus(
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
        ? i18n._(branchTexts.openAllDay)
        : translate(i18n, branchTexts.openUntil, { time: state.until ?? '' }),
    }
  }
  const next = state.next
  if (!next) return { open: false, text: i18n._(branchTexts.closed) }
  const text =
    next.inDays <= 0
      ? translate(i18n, branchTexts.closedOpens, { time: next.time })
      : next.inDays === 1
        ? translate(i18n, branchTexts.closedOpensTomorrow, { time: next.time })
        : translate(i18n, branchTexts.closedOpensDay, {
            time: next.time,
            day: i18n._(weekDays[next.day - 1]!),
          })
  return { open: false, text }
}

function daysText(group: HoursGroup, i18n: I18n): string {
  const { days } = group
  if (days.length === 7) return i18n._(branchTexts.everyDay)
  const name = (d: number) => i18n._(weekDays[d - 1]!)
  const first = name(days[0]!)
  if (days.length === 1) return first
  const last = name(days[days.length - 1]!)
  return days.length === 2 ? `${first}, ${last}` : `${first}–${last}`
}

/** The weekly hours as rows: 'Mon–Fri' '10:00–22:00'. */
export function hoursRows(branch: Branch, i18n: I18n): { days: string; hours: string }[] {
  return groupHours(weeklyHours(branch)).map((g) => ({
    days: daysText(g, i18n),
    hours: g.intervals.map((i) => `${i.start}–${i.end}`).join(', '),
  }))
}

export function branchDistance(branch: Branch, from: LatLng | null): number | null {
  if (!from || !Number.isFinite(branch.lat) || !Number.isFinite(branch.lng)) return null
  return distanceMeters(from, { lat: branch.lat!, lng: branch.lng! })
}

export function branchDistanceText(branch: Branch, from: LatLng | null, i18n: I18n): string {
  const d = branchDistance(branch, from)
  return d == null
    ? ''
    : translate(i18n, branchTexts.distance, { distance: formatDistance(d, i18n) })
}

/** The branch's phone: the number as shown and its tel: link; null without one. */
export function branchPhone(branch: Branch): { text: string; href: string } | null {
  const phone = typeof branch.contactPhone === 'string' ? branch.contactPhone.trim() : ''
  const digits = phoneDigits(phone)
  if (!digits) return null
  const international = phone.startsWith('+') || digits.length === 11
  const number = digits.length === 11 && digits.startsWith('8') ? '7' + digits.slice(1) : digits
  return { text: formatPhone(phone), href: `tel:${international ? '+' : ''}${number}` }
}

/** Nearest first when the person's location is known; otherwise the settings' order. */
export function sortByDistance(branches: readonly Branch[], from: LatLng | null): Branch[] {
  if (!from) return [...branches]
  return [...branches]
    .map((b, i) => ({ b, i, d: branchDistance(b, from) ?? Number.POSITIVE_INFINITY }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.b)
}

/** spec shell-data §9: the list sheet shows the first 3; the handle only when there are more. */
export const LIST_FIRST = 3

export function splitBranches<T>(branches: readonly T[]) {
  return {
    first: branches.slice(0, LIST_FIRST),
    rest: branches.slice(LIST_FIRST),
    showHandle: branches.length > LIST_FIRST,
  }
}

/** spec shell-data §9: map offsets after selecting a branch, by the number of branches. */
export function branchOffset(count: number): number {
  return count === 1 ? 70 : count === 2 ? 50 : count === 3 ? 20 : 0
}
