/**
 * Date headers of the notifications page (spec shell-data §2 Notifications page): received
 * pushes grouped by calendar day, newest first, each group headed Today, Yesterday with the
 * date, or a long date. Pure: the clock and the time zone are arguments (tests use a fake clock).
 */
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

/** YYYY-MM-DD of a moment in a time zone (undefined: the device's). */
export function calendarDay(at: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
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
  timeZone?: string,
): PushDay[] {
  const today = calendarDay(now, timeZone)
  const yesterday = dayBefore(today)
  const sorted = [...pushes].sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id)
  const days: PushDay[] = []
  for (const push of sorted) {
    const day = calendarDay(new Date(push.date), timeZone)
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

/** The day and month of a header ('22 ноября', 'November 22'), in UTC (the group's noon). */
export function dayMonth(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

/** A long date for earlier days ('20 ноября 2026 г.', 'November 20, 2026'). */
export function longDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}

/** The time of a push in its day ('14:05'). */
export function pushTime(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  )
}
