/**
 * Dates as the spec shows them (accounts-loyalty §9 "Dates"): long 'd mmmm yyyy', short
 * 'dd.mm.yyyy', time 'HH:MM'; a long date leaves out the year in the current year, as the spec's
 * news date does, everywhere (issue 12, session 15; a birthday keeps it: formatFullDate).
 * Month names come from Intl through @formkit/tempo (ru genitive: '5 марта 2026').
 *
 * Time zones (shell-data §3 App settings sourceTimeZone, displayTimeZone, useClientTimeZone):
 * a server date is read in the brand's source zone and shown in its display zone (or the
 * device's with useClientTimeZone), so an order reads the same time on every phone, wherever the
 * phone is. Every date shown goes through here; `zones` defaults to the current app settings
 * (./time-zones.ts), tests pass them explicitly.
 * - an instant (ISO text with Z or an offset, a Date, a timestamp) is the same moment
 *   everywhere and is shown on the display zone's wall clock;
 * - a date-time without a zone ('2026-03-05 14:30:00', '2026-03-05T14:30') is a wall-clock time
 *   in the source zone;
 * - a date alone ('2026-03-05', '05.03.2026') is a calendar day and never moves.
 */
import { i18n } from '@lingui/core'
import { date as tempoDate, format } from '@formkit/tempo'
import { zonedInstant, zonedParts, type BusinessTimeZones } from '../../shared/time/time-zone.ts'
import { isValidDate } from '../../shared/validation/rules.ts'
import { appTimeZones } from './time-zones.ts'

export type DateInput = Date | string | number
export type DateZones = Partial<BusinessTimeZones>

const DEFAULT_LOCALE = 'ru'
const currentLocale = () => i18n.locale || DEFAULT_LOCALE

/** A calendar day (month 1-12) and, for an instant, the minutes since its midnight. */
export interface WallClock {
  year: number
  month: number
  day: number
  minute: number
}

/** A server date: a moment in time, or a calendar day that no zone moves. */
export type ServerDate =
  { kind: 'instant'; at: number } | { kind: 'day'; year: number; month: number; day: number }

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const DOTTED_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/
const WALL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/
const DOTTED_WALL = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/
const HAS_ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/

function realDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day
}

function wallInstant(
  y: string,
  mo: string,
  d: string,
  h: string,
  mi: string,
  s: string | undefined,
  ms: string | undefined,
  zone: string | undefined,
): ServerDate | null {
  const [year, month, day, hour, minute] = [y, mo, d, h, mi].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  if (!realDay(year, month, day) || hour > 23 || minute > 59) return null
  const seconds = Number(s ?? 0) + Number(`0.${ms ?? '0'}`)
  return {
    kind: 'instant',
    at: zonedInstant({ year, month, day }, hour * 60 + minute + seconds / 60, zone),
  }
}

/**
 * Reads a server date. `sourceZone` is the zone a date-time without its own zone is written in
 * (undefined: the device's). Null for nothing or a broken value.
 */
export function parseServerDate(
  value: DateInput | null | undefined,
  sourceZone?: string,
): ServerDate | null {
  if (value == null || value === '') return null
  if (value instanceof Date || typeof value === 'number') {
    const at = value instanceof Date ? value.getTime() : value
    return Number.isFinite(at) ? { kind: 'instant', at } : null
  }
  const text = value.trim()
  let m = ISO_DAY.exec(text) ?? null
  if (m) {
    const [year, month, day] = [m[1], m[2], m[3]].map(Number) as [number, number, number]
    return realDay(year, month, day) ? { kind: 'day', year, month, day } : null
  }
  m = DOTTED_DAY.exec(text)
  if (m) {
    const [day, month, year] = [m[1], m[2], m[3]].map(Number) as [number, number, number]
    return realDay(year, month, day) ? { kind: 'day', year, month, day } : null
  }
  m = WALL.exec(text)
  if (m) return wallInstant(m[1]!, m[2]!, m[3]!, m[4]!, m[5]!, m[6], m[7], sourceZone)
  m = DOTTED_WALL.exec(text)
  if (m) return wallInstant(m[3]!, m[2]!, m[1]!, m[4]!, m[5]!, m[6], undefined, sourceZone)
  const zoned = HAS_ZONE.test(text) ? Date.parse(text.replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T')) : NaN
  if (Number.isFinite(zoned)) return { kind: 'instant', at: zoned }
  const d = toDate(text)
  return Number.isNaN(d.getTime()) ? null : { kind: 'instant', at: d.getTime() }
}

/**
 * The moment of a server date (ms; a calendar day counts from its midnight in the source zone),
 * for ordering; NaN for nothing or a broken value.
 */
export function serverInstant(
  value: DateInput | null | undefined,
  zones: DateZones = appTimeZones(),
): number {
  const parsed = parseServerDate(value, zones.source)
  if (!parsed) return Number.NaN
  if (parsed.kind === 'instant') return parsed.at
  return zonedInstant(parsed, 0, zones.source)
}

/** The wall clock of a server date in `displayZone` (undefined: the device's zone). */
export function wallClock(date: ServerDate, displayZone?: string): WallClock {
  if (date.kind === 'day') return { year: date.year, month: date.month, day: date.day, minute: 0 }
  const p = zonedParts(date.at, displayZone)
  return { year: p.year, month: p.month, day: p.day, minute: p.minute }
}

/** A server date on the display zone's wall clock; null for nothing or a broken value. */
export function displayClock(
  value: DateInput | null | undefined,
  zones: DateZones = appTimeZones(),
): WallClock | null {
  const parsed = parseServerDate(value, zones.source)
  return parsed ? wallClock(parsed, zones.display) : null
}

/** 'YYYY-MM-DD' of a server date (or of `now`) in the display zone: for Today/Yesterday. */
export function displayDay(
  value: DateInput | null | undefined,
  zones: DateZones = appTimeZones(),
): string {
  const w = displayClock(value, zones)
  if (!w) return ''
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`
}

/**
 * A Date from a Date, a timestamp or the server's text ('2026-03-05', '2026-03-05 14:30:00',
 * ISO 8601), without zones: a date without a time or zone is read as the device's local time.
 * Shown dates go through the formatters below, which apply the brand's zones.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  const text = value.trim().replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
  try {
    return tempoDate(text)
  } catch {
    return new Date(text)
  }
}

/**
 * The month's name as a long date shows it ('марта' in '5 марта 2026'), from one Intl formatter
 * per locale, remembered per locale and month. tempo's `format` builds three or four
 * `Intl.DateTimeFormat`s on every call (issue 16: the news cards' dates were 0.1 s of a long
 * task on a phone's home); the app's patterns need Intl for the month's name only.
 */
const monthNames = new Map<string, string>()
const monthFormats = new Map<string, Intl.DateTimeFormat>()

function monthName(locale: string, month: number, withYear: boolean): string {
  const key = `${locale}|${month}|${withYear ? 'y' : ''}`
  let name = monthNames.get(key)
  if (name === undefined) {
    const formatKey = `${locale}|${withYear ? 'y' : ''}`
    let f = monthFormats.get(formatKey)
    if (!f) {
      // The options tempo asks Intl for with 'D MMMM' ('D MMMM YYYY'): the same month form.
      f = new Intl.DateTimeFormat(`${locale}-u-hc-h23`, {
        timeZone: 'UTC',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
      })
      monthFormats.set(formatKey, f)
    }
    const parts = f.formatToParts(new Date(Date.UTC(2000, month - 1, 15)))
    name = parts.find((p) => p.type === 'month')?.value ?? ''
    monthNames.set(key, name)
  }
  return name
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The app's patterns, written without tempo for the app's languages (Latin digits): D, DD, MM,
 * MMMM, YYYY, HH, mm and the literals between them. Null for a pattern or locale it does not
 * know (tempo formats those).
 */
function quickFormat(w: WallClock, pattern: string, locale: string): string | null {
  if (!/^(ru|en)(-|$)/.test(locale)) return null
  const withYear = pattern.includes('YYYY')
  let unknown = false
  const text = pattern.replace(/YYYY|MMMM|MM|DD|D|HH|mm|[A-Za-z]+/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(w.year)
      case 'MMMM':
        return monthName(locale, w.month, withYear)
      case 'MM':
        return pad(w.month)
      case 'DD':
        return pad(w.day)
      case 'D':
        return String(w.day)
      case 'HH':
        return pad(Math.floor(w.minute / 60) % 24)
      case 'mm':
        return pad(Math.floor(w.minute) % 60)
      default:
        unknown = true
        return token
    }
  })
  return unknown || (w.year < 1000 && withYear) ? null : text
}

/** Formats a wall clock with a tempo pattern (the clock is laid on UTC and formatted there). */
function formatClock(w: WallClock, pattern: string, locale: string): string {
  const quick = quickFormat(w, pattern, locale)
  if (quick !== null) return quick
  const at = new Date(Date.UTC(w.year, w.month - 1, w.day, 0, w.minute))
  return format({ date: at, format: pattern, locale, tz: 'UTC' })
}

function formatAs(
  value: DateInput | null | undefined,
  pattern: string,
  locale: string,
  zones: DateZones,
) {
  const w = displayClock(value, zones)
  return w ? formatClock(w, pattern, locale) : ''
}

/**
 * The one rule for the year of a long date (issue 12, session 15): a date of the current year
 * reads without it ('5 марта', '5 March'), another year's with it ('31 декабря 2025'), as the
 * spec's news date does; the current year is the display zone's at `now`. Orders, history rows,
 * an operation, notifications, news and promotions all go through here, so no screen mixes
 * «Вчера, 24 ноября» with «23 ноября 2026».
 */
function formatInYear(
  value: DateInput | null | undefined,
  pattern: string,
  locale: string,
  zones: DateZones,
  now: Date | number,
): string {
  const w = displayClock(value, zones)
  if (!w) return ''
  const thisYear = zonedParts(now instanceof Date ? now.getTime() : now, zones.display).year
  return formatClock(
    w,
    w.year === thisYear ? pattern : pattern.replace('D MMMM', 'D MMMM YYYY'),
    locale,
  )
}

/** '5 марта' (ru), '5 March' (en) this year; '5 марта 2025' in another year. */
export function formatLongDate(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
  now: Date | number = Date.now(),
) {
  return formatInYear(value, 'D MMMM', locale, zones, now)
}

/**
 * A period as one text (issue 12, session 17): the month once when both ends are in one month
 * ('23–30 ноября', '23–30 November'), the year once when both are in one year and not this one
 * ('28 ноября – 3 декабря 2025'), each end with its year across years ('28 декабря 2026 – 3 января
 * 2027'); one day reads as that day. The app's long-date order (day, then month) in both
 * languages, as formatLongDate. '' when either end is missing or broken.
 */
export function formatDateRange(
  start: DateInput | null | undefined,
  end: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
  now: Date | number = Date.now(),
): string {
  const a = displayClock(start, zones)
  const b = displayClock(end, zones)
  if (!a || !b) return ''
  const thisYear = zonedParts(now instanceof Date ? now.getTime() : now, zones.display).year
  const year = (w: WallClock) => (w.year === thisYear ? '' : ' YYYY')
  if (a.year !== b.year) {
    const from = formatClock(a, 'D MMMM YYYY', locale)
    return `${from} – ${formatClock(b, 'D MMMM YYYY', locale)}`
  }
  if (a.month === b.month) {
    const to = formatClock(b, `D MMMM${year(b)}`, locale)
    return a.day === b.day ? to : `${a.day}–${to}`
  }
  return `${formatClock(a, 'D MMMM', locale)} – ${formatClock(b, `D MMMM${year(b)}`, locale)}`
}

/**
 * '15 мая 1990', '15 May 1990': a long date always with its year, for a calendar date that is
 * not an event (a birthday).
 */
export function formatFullDate(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
) {
  return formatAs(value, 'D MMMM YYYY', locale, zones)
}

/** '5 марта' (ru), '5 March' (en): a long date without its year, in the same style. */
export function formatDayMonth(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
) {
  return formatAs(value, 'D MMMM', locale, zones)
}

/**
 * A long date as one unbreakable piece ('27 ноября', '27 ноября 2027' with no-break spaces):
 * where it ends a sentence or sits beside a figure, a line never breaks into «27 / ноября 2027»
 * (issue 12 #5).
 */
export function formatLongDateKept(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
  now: Date | number = Date.now(),
) {
  return formatLongDate(value, locale, zones, now).replace(/ /g, '\u00a0')
}

/** '05.03.2026' in every language. */
export function formatShortDate(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
) {
  return formatAs(value, 'DD.MM.YYYY', locale, zones)
}

/** '09:07', 24-hour clock in every language. */
export function formatTime(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
) {
  return formatAs(value, 'HH:mm', locale, zones)
}

/**
 * '5 марта, 14:30' this year, '5 марта 2025, 14:30' another: a long date with its time (orders,
 * history rows, an operation).
 */
export function formatDateTime(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
  now: Date | number = Date.now(),
) {
  return formatInYear(value, 'D MMMM, HH:mm', locale, zones, now)
}

/** '05.03.2026 14:30': a short date with its time (list rows). */
export function formatShortDateTime(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  zones: DateZones = appTimeZones(),
) {
  const w = displayClock(value, zones)
  return w ? formatClock(w, 'DD.MM.YYYY HH:mm', locale) : ''
}

/**
 * What a person typed in a date field ('05.03.2026', also with - / or a space) as the server's
 * 'yyyy-MM-dd' (spec: birthday is sent as yyyy-MM-dd). Null when it is not a real date.
 */
export function parseDisplayDate(text: string | null | undefined): string | null {
  const v = (text ?? '').trim()
  if (v === '' || !isValidDate(v)) return null
  const [d, m, y] = v.split(/[-/. ]/)
  return `${y}-${m}-${d}`
}

/** The server's 'yyyy-MM-dd' (or an ISO date-time) as 'dd.mm.yyyy' for a date field. */
export function toDisplayDate(value: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec((value ?? '').trim())
  return m ? `${m[3]}.${m[2]}.${m[1]}` : ''
}
