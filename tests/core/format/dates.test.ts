// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { format } from '@formkit/tempo'
import {
  formatDateTime,
  formatDayMonth,
  formatFullDate,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  parseDisplayDate,
  toDate,
  toDisplayDate,
} from '../../../src/core/format/dates.ts'

const march5 = new Date(2026, 2, 5, 9, 7)
/** A fixed «now» in another year than the dates below: a long date keeps its year. */
const in2030 = new Date(2030, 6, 1)
const ZONES = {}

describe('dates', () => {
  it("long 'd mmmm yyyy' in ru and en (another year)", () => {
    expect(formatLongDate(march5, 'ru', ZONES, in2030)).toBe('5 марта 2026')
    expect(formatLongDate(march5, 'en', ZONES, in2030)).toBe('5 March 2026')
    expect(formatLongDate(new Date(2025, 11, 31), 'ru', ZONES, in2030)).toBe('31 декабря 2025')
    expect(formatFullDate(new Date(1990, 4, 15), 'en', ZONES)).toBe('15 May 1990')
  })

  it('one rule for every long date: no year in the current year, the year in another', () => {
    const now = new Date(2026, 10, 25, 12)
    expect(formatLongDate(march5, 'ru', ZONES, now)).toBe('5 марта')
    expect(formatLongDate(march5, 'en', ZONES, now)).toBe('5 March')
    expect(formatLongDate(new Date(2025, 2, 5), 'ru', ZONES, now)).toBe('5 марта 2025')
    expect(formatLongDate(new Date(2027, 0, 2), 'en', ZONES, now)).toBe('2 January 2027')
    // orders, history rows, an operation: the date and time in the same style
    expect(formatDateTime(new Date(2026, 10, 22, 3, 53), 'ru', ZONES, now)).toBe('22 ноября, 03:53')
    expect(formatDateTime(new Date(2026, 10, 25, 11, 15), 'en', ZONES, now)).toBe(
      '25 November, 11:15',
    )
    expect(formatDateTime(new Date(2025, 11, 31, 23, 5), 'ru', ZONES, now)).toBe(
      '31 декабря 2025, 23:05',
    )
    // a birthday is not an event of this year: always its year
    expect(formatFullDate(new Date(2026, 4, 15), 'ru', ZONES)).toBe('15 мая 2026')
  })

  it("short 'dd.mm.yyyy' and time 'HH:MM'", () => {
    expect(formatShortDate(march5, 'ru')).toBe('05.03.2026')
    expect(formatShortDate(march5, 'en')).toBe('05.03.2026')
    expect(formatTime(march5, 'ru')).toBe('09:07')
    expect(formatTime(new Date(2026, 2, 5, 21, 30), 'en')).toBe('21:30')
  })

  it('reads the server text as local time', () => {
    expect(formatLongDate('2026-03-05', 'ru', ZONES, in2030)).toBe('5 марта 2026')
    expect(formatTime('2026-03-05 14:30:00', 'ru')).toBe('14:30')
    expect(toDate('2026-03-05T14:30:00').getHours()).toBe(14)
    expect(formatShortDate(Date.UTC(2026, 2, 5, 12), 'ru')).toMatch(/^0[45]\.03\.2026$/)
  })

  it('gives nothing for empty or broken input', () => {
    expect(formatLongDate('', 'ru')).toBe('')
    expect(formatLongDate(null, 'ru')).toBe('')
    expect(formatLongDate('not a date', 'ru')).toBe('')
    expect(formatDateTime(undefined, 'ru')).toBe('')
  })

  it("parses 'dd.mm.yyyy' (any spec separator) to 'yyyy-MM-dd' and back", () => {
    expect(parseDisplayDate('05.03.1990')).toBe('1990-03-05')
    expect(parseDisplayDate('05-03-1990')).toBe('1990-03-05')
    expect(parseDisplayDate('05/03/1990')).toBe('1990-03-05')
    expect(parseDisplayDate('05 03 1990')).toBe('1990-03-05')
    expect(parseDisplayDate('31.02.1990')).toBeNull()
    expect(parseDisplayDate('')).toBeNull()
    expect(toDisplayDate('1990-03-05')).toBe('05.03.1990')
    expect(toDisplayDate('1990-03-05T00:00:00+03:00')).toBe('05.03.1990')
    expect(toDisplayDate('')).toBe('')
    expect(toDisplayDate(undefined)).toBe('')
  })

  it('reads the same as tempo for every month, day and hour in ru and en', () => {
    // The app writes its patterns itself (issue 16: tempo built Intl formatters per call).
    const utc = { source: 'UTC', display: 'UTC' }
    const cases = [
      [formatLongDate, 'D MMMM YYYY'],
      [formatDayMonth, 'D MMMM'],
      [formatShortDate, 'DD.MM.YYYY'],
      [formatTime, 'HH:mm'],
      [formatDateTime, 'D MMMM YYYY, HH:mm'],
      [formatShortDateTime, 'DD.MM.YYYY HH:mm'],
    ] as const
    for (const locale of ['ru', 'en'])
      for (let month = 0; month < 12; month++)
        for (const [day, hour, minute] of [
          [1, 0, 0],
          [9, 9, 7],
          [28, 23, 59],
        ] as const) {
          // a past year: a long date of the current year leaves its year out (the test above)
          const at = new Date(Date.UTC(2020, month, day, hour, minute))
          for (const [fn, pattern] of cases)
            expect(fn(at, locale, utc)).toBe(
              format({ date: at, format: pattern, locale, tz: 'UTC' }),
            )
        }
  })
})
