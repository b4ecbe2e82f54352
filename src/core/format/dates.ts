/**
 * Dates as the spec shows them (accounts-loyalty §9 "Dates"): long 'd mmmm yyyy', short
 * 'dd.mm.yyyy', time 'HH:MM', and the news date without the year in the current year.
 * Month names come from Intl through @formkit/tempo (ru genitive: '5 марта 2026').
 */
import { i18n } from '@lingui/core'
import { date as tempoDate, format } from '@formkit/tempo'
import { isValidDate } from '../../shared/validation/rules.ts'

export type DateInput = Date | string | number

const DEFAULT_LOCALE = 'ru'
const currentLocale = () => i18n.locale || DEFAULT_LOCALE

/**
 * A Date from a Date, a timestamp or the server's text ('2026-03-05', '2026-03-05 14:30:00',
 * ISO 8601). A date without a time or zone is read as local time, as the server means it.
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

const valid = (d: Date) => !Number.isNaN(d.getTime())

function formatAs(value: DateInput | null | undefined, pattern: string, locale: string) {
  if (value == null || value === '') return ''
  const d = toDate(value)
  return valid(d) ? format(d, pattern, locale) : ''
}

/** '5 марта 2026' (ru), '5 March 2026' (en). */
export function formatLongDate(value: DateInput | null | undefined, locale = currentLocale()) {
  return formatAs(value, 'D MMMM YYYY', locale)
}

/** '05.03.2026' in every language. */
export function formatShortDate(value: DateInput | null | undefined, locale = currentLocale()) {
  return formatAs(value, 'DD.MM.YYYY', locale)
}

/** '09:07', 24-hour clock in every language. */
export function formatTime(value: DateInput | null | undefined, locale = currentLocale()) {
  return formatAs(value, 'HH:mm', locale)
}

/** spec: the news date omits the year in the current year ('5 марта'), else '5 марта 2025'. */
export function formatNewsDate(
  value: DateInput | null | undefined,
  locale = currentLocale(),
  now: Date = new Date(),
) {
  if (value == null || value === '') return ''
  const d = toDate(value)
  if (!valid(d)) return ''
  return format(d, d.getFullYear() === now.getFullYear() ? 'D MMMM' : 'D MMMM YYYY', locale)
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
