/**
 * Hours and time options of the chosen receive type (spec catalog-and-ordering §5 Time options,
 * "The form submit button is inactive when the chosen pickup point or delivery is outside working
 * time"): the type's own days/start/end, else the branch's hours, in the business time zone
 * (shared/time, core/time). Slots from now at the step with the after-start / before-end gaps.
 */
import type { AppSettings, Branch } from '../../../core/state/types.ts'
import { timeSlots, type TimeSlot } from '../../../core/time/time-slots.ts'
import { businessTimeZones } from '../../../shared/time/time-zone.ts'
import {
  isOpenAt,
  scheduleHours,
  weeklyHours,
  type DayHours,
} from '../../../shared/time/working-hours.ts'
import type { ReceiveType } from '../receive/index.ts'
import type { CatalogSettings, ReceiveTimeSettings } from '../common/index.ts'

export function scheduleOf(
  settings: Pick<CatalogSettings, 'delivery' | 'pickup'>,
  type: ReceiveType | null,
): ReceiveTimeSettings | null {
  return type === 'pickup' ? settings.pickup : type === 'delivery' ? settings.delivery : null
}

export function receiveHours(
  schedule: ReceiveTimeSettings | null,
  branch: Branch | null | undefined,
): DayHours[] {
  const own = schedule ? scheduleHours(schedule) : []
  if (own.length) return own
  return branch ? weeklyHours(branch) : []
}

export interface HoursInput {
  settings: Pick<CatalogSettings, 'delivery' | 'pickup'>
  type: ReceiveType | null
  branch: Branch | null | undefined
  appSettings: AppSettings | undefined
  now: number
}

/** Open now; unknown hours count as open. */
export function receiveOpen(input: HoursInput): boolean {
  const hours = receiveHours(scheduleOf(input.settings, input.type), input.branch)
  const zone = businessTimeZones(input.appSettings).source
  return isOpenAt(hours, new Date(input.now), zone) !== false
}

/** The slots from now (today), or [] when the type does not ask for a time. */
export function receiveTimeOptions(input: HoursInput): TimeSlot[] {
  const schedule = scheduleOf(input.settings, input.type)
  if (!schedule?.askTime) return []
  const zones = businessTimeZones(input.appSettings)
  return timeSlots(receiveHours(schedule, input.branch), input.now, {
    timeStep: schedule.timeStep,
    afterStartTimeGap: schedule.afterStartTimeGap,
    beforeEndTimeGap: schedule.beforeEndTimeGap,
    timeZone: zones.source,
    displayTimeZone: zones.display,
  })
}
