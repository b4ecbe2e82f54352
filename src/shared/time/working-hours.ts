/**
 * Working hours (spec shell-data §4 "Working hours"): a branch is open or closed at the current
 * time in the business time zone (./time-zone.ts `businessTimeZones(settings).source`), with the
 * next opening found. Hours come from
 * branch.workingTime [{day 1-7 (Monday first, 0 = every day), startTime, endTime 'HH:MM'}], else
 * from branch.startTime/endTime on branch.days (every day when no days are given). An end at or
 * before the start runs past midnight; equal start and end mean round the clock.
 */
import { zonedParts } from './time-zone.ts'

/** The hours fields of a branch (app data's Branch, or the server's branch row). */
export interface BranchHours {
  /** [{day 1-7 (Monday first, 0 = every day), startTime, endTime}] */
  workingTime?: readonly { day: number; startTime: string; endTime: string }[]
  startTime?: string
  endTime?: string
  days?: readonly number[]
}

export interface DayHours {
  /** 1 = Monday … 7 = Sunday */
  day: number
  start: string
  end: string
}

const TIME = /^(\d{1,2}):(\d{2})/

/** Minutes since midnight of 'HH:MM' (24:00 allowed), or null when it is not a time. */
export function minutes(time: string): number | null {
  const m = TIME.exec(time.trim())
  if (!m) return null
  const h = Number(m[1])
  const min = Number(m[2])
  return h <= 24 && min < 60 ? h * 60 + min : null
}

function clean(time: string): string {
  const m = TIME.exec(time.trim())
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : time
}

/** The branch's hours, one entry per day and interval, sorted by day then start. */
export function weeklyHours(branch: BranchHours) {
  const out: DayHours[] = []
  const add = (day: number, start: string, end: string) => {
    if (minutes(start) === null || minutes(end) === null) return
    const days = day === 0 ? [1, 2, 3, 4, 5, 6, 7] : day >= 1 && day <= 7 ? [day] : []
    for (const d of days) out.push({ day: d, start: clean(start), end: clean(end) })
  }
  if (branch.workingTime?.length) {
    for (const w of branch.workingTime) add(Number(w.day), w.startTime, w.endTime)
  } else if (branch.startTime && branch.endTime) {
    const days = branch.days?.length ? branch.days : [0]
    for (const d of days) add(Number(d), branch.startTime, branch.endTime)
  }
  return out.sort((a, b) => a.day - b.day || minutes(a.start)! - minutes(b.start)!)
}

/** Day of week (1-7, Monday first) and minutes since midnight at `now` in `timeZone`. */
export function zonedClock(now: Date, timeZone?: string): { day: number; minute: number } {
  // an unknown time zone name falls back to the device's
  const { weekday, minute } = zonedParts(now, timeZone)
  return { day: weekday, minute }
}

export type OpenState =
  | { open: true; allDay: boolean; until?: string }
  | { open: false; next?: { day: number; time: string; inDays: number } }

const DAY = 24 * 60

/**
 * Delivery and pickup hours (catalog §3 delivery/pickup settings: days, start, end) as DayHours:
 * days 1-7, 0 or none = every day.
 */
export function scheduleHours(schedule: {
  days?: readonly (number | string)[] | null
  start?: string | null
  end?: string | null
}): DayHours[] {
  if (!schedule.start || !schedule.end) return []
  return weeklyHours({
    startTime: schedule.start,
    endTime: schedule.end,
    days: schedule.days?.map(Number) ?? [],
  })
}

/** Open at `now`: true, false, or null when the hours are unknown. */
export function isOpenAt(hours: readonly DayHours[], now: Date, timeZone?: string): boolean | null {
  const state = openState(hours, now, timeZone)
  return state ? state.open : null
}

/** Open or closed now, with the closing time or the next opening. Null when hours are unknown. */
export function openState(
  hours: readonly DayHours[],
  now: Date,
  timeZone?: string,
): OpenState | null {
  if (!hours.length) return null
  const { day, minute } = zonedClock(now, timeZone)
  // Minutes since this week's Monday 00:00; intervals may run into the next day.
  const t = (day - 1) * DAY + minute
  const week = 7 * DAY
  for (const h of hours) {
    const start = minutes(h.start)!
    let end = minutes(h.end)!
    if (end === start) {
      const from = (h.day - 1) * DAY
      if (t >= from && t < from + DAY) return { open: true, allDay: true }
      continue
    }
    if (end < start) end += DAY
    const from = (h.day - 1) * DAY + start
    const to = (h.day - 1) * DAY + end
    // also check the interval one week earlier (Sunday night into Monday morning)
    if ((t >= from && t < to) || (t + week >= from && t + week < to)) {
      return { open: true, allDay: false, until: h.end }
    }
  }
  let best: { day: number; time: string; wait: number } | null = null
  for (const h of hours) {
    const from = (h.day - 1) * DAY + minutes(h.start)!
    const wait = (from - t + week) % week || week
    if (!best || wait < best.wait) best = { day: h.day, time: h.start, wait }
  }
  if (!best) return { open: false }
  // whole days from today's midnight to the opening: 0 today, 1 tomorrow …
  const inDays = Math.floor((best.wait + minute) / DAY)
  return { open: false, next: { day: best.day, time: best.time, inDays } }
}

export interface HoursGroup {
  /** Consecutive days (1-7) sharing these intervals. */
  days: number[]
  intervals: { start: string; end: string }[]
}

/** Consecutive days with the same hours, grouped: Mon–Fri 10:00–22:00, Sat–Sun 11:00–23:00. */
export function groupHours(hours: readonly DayHours[]): HoursGroup[] {
  const byDay = new Map<number, { start: string; end: string }[]>()
  for (const h of hours) {
    const list = byDay.get(h.day) ?? []
    list.push({ start: h.start, end: h.end })
    byDay.set(h.day, list)
  }
  const groups: (HoursGroup & { key: string })[] = []
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const intervals = byDay.get(day)!
    const key = intervals.map((i) => `${i.start}-${i.end}`).join(',')
    const last = groups[groups.length - 1]
    if (last && last.key === key && last.days[last.days.length - 1] === day - 1) last.days.push(day)
    else groups.push({ days: [day], intervals, key })
  }
  return groups.map(({ days, intervals }) => ({ days, intervals }))
}
