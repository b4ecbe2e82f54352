/**
 * Time options for an order (spec catalog §5 "Time options", §9): slots between the day's start
 * and end at the step (default 900 s), respecting the after-start and before-end gaps (default
 * 0), beginning from the current time. Hours are wall-clock times in the business (source) time
 * zone and may run past midnight (12:00–01:00); labels are shown in the display zone. An empty
 * list means the caller shows 'no available intervals'. The caller refreshes `now` every 60 s.
 */
import { minutes, type DayHours } from '../../shared/time/working-hours.ts'
import { addDays, clockText, zonedInstant, zonedParts } from '../../shared/time/time-zone.ts'

/** spec §9: default time step, seconds. */
export const DEFAULT_TIME_STEP = 900
/** spec §9: the current time is refreshed every 60 s. */
export const NOW_REFRESH_MS = 60_000

/** The time settings of delivery or pickup (catalog §3), all in seconds. */
export interface SlotSettings {
  /** @default 900 */
  timeStep?: number | null
  /** Seconds after the start before the first slot. @default 0 */
  afterStartTimeGap?: number | null
  /** Seconds before the end after the last slot. @default 0 */
  beforeEndTimeGap?: number | null
}

export interface SlotOptions extends SlotSettings {
  /** The zone the hours are written in (undefined: the device's). */
  timeZone?: string
  /** The zone labels are shown in. @default timeZone */
  displayTimeZone?: string
  /** How many business days to offer, today first. @default 1 (today only) */
  days?: number
}

export interface TimeSlot {
  /** The slot's instant, ms since the epoch (send this, or its ISO form). */
  at: number
  /** 'HH:MM' in the display zone. */
  label: string
  /** 0 today, 1 tomorrow … (business days from `now`, in the source zone). */
  dayOffset: number
}

const DAY = 24 * 60

function seconds(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback
}

/** The order-time slots from `now` on. */
export function timeSlots(
  hours: readonly DayHours[],
  now: Date | number,
  opts: SlotOptions = {},
): TimeSlot[] {
  const nowMs = typeof now === 'number' ? now : now.getTime()
  let step = seconds(opts.timeStep, DEFAULT_TIME_STEP)
  if (step <= 0) step = DEFAULT_TIME_STEP
  const afterStart = seconds(opts.afterStartTimeGap, 0)
  const beforeEnd = seconds(opts.beforeEndTimeGap, 0)
  const horizon = Math.max(1, Math.floor(opts.days ?? 1))
  const tz = opts.timeZone
  const display = opts.displayTimeZone ?? tz

  const local = zonedParts(nowMs, tz)
  const today = { year: local.year, month: local.month, day: local.day }
  const slots = new Map<number, TimeSlot>()
  // From yesterday: its interval may run past midnight into today (12:00–01:00).
  for (let offset = -1; offset < horizon; offset++) {
    const date = addDays(today, offset)
    const weekday = ((((local.weekday - 1 + offset) % 7) + 7) % 7) + 1
    for (const h of hours) {
      if (h.day !== weekday) continue
      const start = minutes(h.start)
      let end = minutes(h.end)
      if (start === null || end === null) continue
      // An end at or before the start runs past midnight; equal ones mean round the clock.
      if (end <= start) end += DAY
      const first = start * 60 + afterStart
      const last = end * 60 - beforeEnd
      for (let s = first; s <= last; s += step) {
        const at = zonedInstant(date, s / 60, tz)
        if (at < nowMs) continue
        const p = zonedParts(at, tz)
        const dayOffset = Math.round(
          (Date.UTC(p.year, p.month - 1, p.day) -
            Date.UTC(today.year, today.month - 1, today.day)) /
            86_400_000,
        )
        if (!slots.has(at)) slots.set(at, { at, label: clockText(at, display), dayOffset })
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.at - b.at)
}
