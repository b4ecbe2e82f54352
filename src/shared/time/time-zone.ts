/**
 * The business time zone (shell-data §3 App settings: sourceTimeZone, displayTimeZone,
 * useClientTimeZone) and wall-clock arithmetic in an IANA zone through Intl, without a date
 * library. Branch hours and delivery/pickup hours are wall-clock times in the source zone; times
 * shown to the person are in the display zone, or the device's own with useClientTimeZone.
 */

/** App settings (or any object carrying sourceTimeZone, displayTimeZone, useClientTimeZone). */
export type TimeZoneSettings = { readonly [key: string]: unknown }

export interface BusinessTimeZones {
  /** The zone the business's hours are written in; undefined: the device's zone. */
  source: string | undefined
  /** The zone times are shown in; undefined: the device's zone. */
  display: string | undefined
}

/** Names already checked: a formatter per check cost the home ~0.5 s of a phone's CPU (issue 16). */
const checkedZones = new Map<string, string | undefined>()

/** A usable IANA zone name, or undefined (unknown names fall back to the device's zone). */
export function validTimeZone(name: unknown): string | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined
  if (checkedZones.has(name)) return checkedZones.get(name)
  let valid: string | undefined
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name.trim() })
    valid = name.trim()
  } catch {
    valid = undefined
  }
  checkedZones.set(name, valid)
  return valid
}

/** The source and display zones the app settings name. */
export function businessTimeZones(settings: TimeZoneSettings | undefined): BusinessTimeZones {
  const source = validTimeZone(settings?.sourceTimeZone) ?? validTimeZone(settings?.displayTimeZone)
  const display =
    settings?.useClientTimeZone === true
      ? undefined
      : (validTimeZone(settings?.displayTimeZone) ?? source)
  return { source, display }
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

export interface ZonedParts {
  year: number
  month: number
  day: number
  /** 1 = Monday … 7 = Sunday */
  weekday: number
  /** Minutes since the local midnight. */
  minute: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? ''
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(key, f)
  }
  return f
}

/** The wall clock at `instant` in `timeZone` (undefined or unknown: the device's zone). */
export function zonedParts(
  instant: Date | number,
  timeZone?: string,
): ZonedParts & { second: number } {
  const zone = validTimeZone(timeZone)
  const parts = formatter(zone).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS[get('weekday')] ?? 1,
    minute: (Number(get('hour')) % 24) * 60 + Number(get('minute')),
    second: Number(get('second')),
  }
}

/** Offset of `timeZone` from UTC at `instant`, in minutes (Moscow: +180). */
export function zoneOffsetMinutes(instant: number, timeZone?: string): number {
  const p = zonedParts(instant, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, 0, p.minute, p.second)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * The instant of a wall-clock time in `timeZone`: the local date (year, month 1-12, day) plus
 * `minute` minutes after its midnight (fractions allowed; may exceed 1440 to run into the next
 * days).
 */
export function zonedInstant(
  date: { year: number; month: number; day: number },
  minute: number,
  timeZone?: string,
): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + Math.round(minute * 60_000)
  let instant = wall - zoneOffsetMinutes(wall, timeZone) * 60_000
  // A second pass settles instants near a DST change.
  instant = wall - zoneOffsetMinutes(instant, timeZone) * 60_000
  return instant
}

/** The local date `days` days after `date` (calendar arithmetic, zone-free). */
export function addDays(
  date: { year: number; month: number; day: number },
  days: number,
): { year: number; month: number; day: number } {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 'HH:MM' of `instant` in `timeZone`. */
export function clockText(instant: number, timeZone?: string): string {
  const { minute } = zonedParts(instant, timeZone)
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`
}
