/**
 * Receive-choice rules (spec catalog §2 element 9, §5 Before going to the form): whether a
 * delivery address or pickup point is still missing (the blocker sheet, the form gate), the
 * branches that serve pickup, and whether delivery is closed now (blockCheckout).
 */
import type { Branch } from '../../../core/state/types.ts'
import { businessTimeZones, type TimeZoneSettings } from '../../../shared/time/time-zone.ts'
import { groupHours, openState, scheduleHours } from '../../../shared/time/working-hours.ts'
import type { CatalogSettings } from '../common/index.ts'
import type { ReceiveType } from './store.ts'

export interface ReceiveChoice {
  type: ReceiveType | null
  pickup: { idBranch: number } | null
  address: unknown
}

/**
 * True when the basket is on but the chosen receive type has nothing chosen yet: delivery with
 * no address, pickup with no point (spec: the blocker sheet; the gate before the form).
 */
export function receiveChoiceMissing(state: ReceiveChoice): boolean {
  if (state.type === 'delivery') return !state.address
  if (state.type === 'pickup') return !state.pickup
  return false
}

/** Branches that serve pickup: all but those marked isPickpoint false. */
export function pickupBranches(branches: readonly Branch[] | undefined): Branch[] {
  return (branches ?? []).filter((b) => b.isPickpoint !== false)
}

/** Branches with coordinates (they get a marker). */
export function locatedBranches(
  branches: readonly Branch[],
): (Branch & { lat: number; lng: number })[] {
  return branches.filter(
    (b): b is Branch & { lat: number; lng: number } =>
      Number.isFinite(b.lat) && Number.isFinite(b.lng),
  )
}

/**
 * spec §5: when delivery is selected, blockCheckout is on and it is outside working time, the
 * form is not reached. False when the hours are unknown.
 */
export function deliveryClosedNow(
  state: { type: ReceiveType | null },
  settings: Pick<CatalogSettings, 'blockCheckout' | 'delivery'>,
  appSettings: TimeZoneSettings | undefined,
  now: Date = new Date(),
): boolean {
  if (state.type !== 'delivery' || !settings.blockCheckout || !settings.delivery) return false
  const hours = scheduleHours(settings.delivery)
  const open = openState(hours, now, businessTimeZones(appSettings).source)
  return open !== null && !open.open
}

/** The delivery hours as 'Mon–Sun 10:00–23:00' with the given day names (1-7). */
export function deliveryHoursText(
  delivery: CatalogSettings['delivery'],
  dayName: (day: number) => string,
): string {
  if (!delivery) return ''
  return groupHours(scheduleHours(delivery))
    .map((g) => {
      const first = g.days[0]!
      const last = g.days[g.days.length - 1]!
      const days = first === last ? dayName(first) : `${dayName(first)}–${dayName(last)}`
      return `${days} ${g.intervals.map((i) => `${i.start}–${i.end}`).join(', ')}`
    })
    .join('; ')
}
