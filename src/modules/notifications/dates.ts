/**
 * Date headers of the notifications page (spec shell-data §2 Notifications page): received
 * pushes grouped by calendar day, newest first, each group headed Today, Yesterday with the
 * date, or a long date. Pure: the clock and the time zones are arguments (tests use a fake clock);
 * the screen passes the brand's zones (core/format/time-zones.ts), so Today and Yesterday are the
 * display zone's days, not the phone's.
 */
import {
  displayDay,
  formatDayMonth,
  formatLongDate,
  formatTime,
  serverInstant,
  type DateZones,
} from '../../core/format/dates.ts'
import type { StoredPush } from './api.ts'

export type DayKind = 'today' | 'yesterday' | 'earlier'

export interface PushDay {
  /** The calendar day, YYYY-MM-DD in the time zone. */
  day: string
  kind: DayKind
  /** Noon of that day (a Date to format the header with). */
  date: Date
  pushes: StoredPush[]
}

/**
 * YYYY-MM-DD of a moment in the display zone: a zone name, the brand's zones (a date-time without
 * its own zone is read in their source zone), or undefined for the device's zone.
 */
export function calendarDay(at: Date | string, zones?: string | DateZones): string {
  return displayDay(at, typeof zones === 'string' ? { display: zones } : (zones ?? {}))
}

/** The day before a YYYY-MM-DD day. */
function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

export function groupPushesByDay(
  pushes: readonly StoredPush[],
  now: Date,
  zones?: string | DateZones,
): PushDay[] {
  const z = typeof zones === 'string' ? { display: zones } : (zones ?? {})
  const today = calendarDay(now, z)
  const yesterday = dayBefore(today)
  const at = new Map(pushes.map((p) => [p, serverInstant(p.date, z)]))
  const sorted = [...pushes].sort((a, b) => (at.get(b) ?? 0) - (at.get(a) ?? 0) || b.id - a.id)
  const days: PushDay[] = []
  for (const push of sorted) {
    const day = calendarDay(push.date, z)
    let group = days.at(-1)
    if (group?.day !== day) {
      group = {
        day,
        kind: day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier',
        date: new Date(`${day}T12:00:00Z`),
        pushes: [],
      }
      days.push(group)
    }
    group.pushes.push(push)
  }
  return days
}

/** A group's day is its noon in UTC: read in UTC, it is that day whatever the display zone. */
const GROUP_ZONES = { display: 'UTC' }

/**
 * The day and month of a header ('22 ноября', '22 November'): the app's one date style
 * (core/format, issue 12: never 'November 22' here and '24 November' elsewhere).
 */
export function dayMonth(date: Date, locale: string): string {
  return formatDayMonth(date, locale, GROUP_ZONES)
}

/** Noon (UTC) of the display zone's today at `now`: the `today` a header compares its year to. */
export function todayNoon(now: Date, zones?: string | DateZones): Date {
  return new Date(`${calendarDay(now, zones)}T12:00:00Z`)
}

/**
 * A long date for earlier days, as elsewhere in the app: '20 ноября', '20 November' in the current
 * year (the display zone's `today`, see todayNoon), '31 декабря 2025' in another: one style with
 * «Вчера, 24 ноября».
 */
export function longDate(date: Date, locale: string, today: Date): string {
  return formatLongDate(date, locale, GROUP_ZONES, today)
}

/** The time of a push in its day ('14:05'), on the display zone's clock. */
export function pushTime(date: string, locale: string, zones?: DateZones): string {
  return formatTime(date, locale, zones)
}
