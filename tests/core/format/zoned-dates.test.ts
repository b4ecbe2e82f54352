// @vitest-environment node
/**
 * Dates in the brand's time zones (shell-data §3 App settings sourceTimeZone, displayTimeZone,
 * useClientTimeZone; issue 15 "Dates"): a server date is read in the source zone and shown in
 * the display zone, so the same order reads the same on every phone wherever it is.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  displayDay,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  parseServerDate,
} from '../../../src/core/format/dates.ts'
import { appTimeZones } from '../../../src/core/format/time-zones.ts'
import { appData } from '../../../src/core/state/app-data.ts'
import type { AppData } from '../../../src/core/state/types.ts'
import { businessTimeZones } from '../../../src/shared/time/time-zone.ts'

const MOSCOW = { source: 'Europe/Moscow', display: 'Europe/Moscow' }
const VLADIVOSTOK = { source: 'Asia/Vladivostok', display: 'Asia/Vladivostok' }
const originalTz = process.env.TZ

/** The app data of a brand with these settings (only the zone keys matter here). */
function brandSettings(settings: Record<string, unknown>) {
  appData.data = { settings: { modules: {}, ...settings } } as unknown as AppData
}

// «Now» in another year than the dates here, so their long dates keep the year (a date of the
// current year leaves it out: the last describe, and dates.test.ts).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2030-07-01T12:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
  process.env.TZ = originalTz
  appData.data = null
})

describe('the same order on two phones (the issue’s example)', () => {
  // An order placed at 22:02 UTC: 08:02 next morning in Vladivostok, 17:02 in New York.
  const orderDate = '2026-11-22T22:02:00.000Z'

  it('reads the same in the brand’s display zone whatever the phone’s zone', () => {
    brandSettings({ sourceTimeZone: 'Asia/Vladivostok', displayTimeZone: 'Asia/Vladivostok' })
    const seen = ['America/New_York', 'Asia/Vladivostok', 'Europe/London'].map((tz) => {
      process.env.TZ = tz
      return `${formatLongDate(orderDate, 'ru')}, ${formatTime(orderDate, 'ru')}`
    })
    expect(seen).toEqual([
      '23 ноября 2026, 08:02',
      '23 ноября 2026, 08:02',
      '23 ноября 2026, 08:02',
    ])
    expect(formatDateTime(orderDate, 'en')).toBe('23 November 2026, 08:02')
    expect(formatShortDateTime(orderDate, 'ru')).toBe('23.11.2026 08:02')
  })

  it('with useClientTimeZone each phone shows its own clock', () => {
    const zones = businessTimeZones({
      sourceTimeZone: 'Asia/Vladivostok',
      displayTimeZone: 'Asia/Vladivostok',
      useClientTimeZone: true,
    })
    expect(zones).toEqual({ source: 'Asia/Vladivostok', display: undefined })
    // The phone's zone, given explicitly as the display zone the device would have.
    expect(formatTime(orderDate, 'ru', { ...zones, display: 'America/New_York' })).toBe('17:02')
    expect(formatTime(orderDate, 'ru', { ...zones, display: 'Asia/Vladivostok' })).toBe('08:02')
    expect(formatShortDate(orderDate, 'ru', { ...zones, display: 'America/New_York' })).toBe(
      '22.11.2026',
    )
  })

  it('the zones come from the app settings through core (no data: the device’s zone)', () => {
    expect(appTimeZones()).toEqual({ source: undefined, display: undefined })
    brandSettings({ sourceTimeZone: 'Europe/Moscow', displayTimeZone: 'Asia/Vladivostok' })
    expect(appTimeZones()).toEqual({ source: 'Europe/Moscow', display: 'Asia/Vladivostok' })
    brandSettings({ displayTimeZone: 'Not/AZone', sourceTimeZone: 'Europe/Minsk' })
    // An unknown display zone falls back to the source zone.
    expect(appTimeZones()).toEqual({ source: 'Europe/Minsk', display: 'Europe/Minsk' })
  })
})

describe('burn dates near midnight do not move a day', () => {
  // Points that burn at the start of 5 March in Moscow: 4 March 21:00 UTC.
  const burn = '2026-03-04T21:00:00.000Z'

  it('an instant at the brand’s midnight reads that day on every phone', () => {
    for (const tz of ['America/New_York', 'Asia/Vladivostok', 'Pacific/Honolulu']) {
      process.env.TZ = tz
      expect(formatShortDate(burn, 'ru', MOSCOW)).toBe('05.03.2026')
      expect(formatLongDate(burn, 'ru', MOSCOW)).toBe('5 марта 2026')
    }
    // Shown on a New York clock it would be the day before: the display zone is what saves it.
    expect(formatShortDate(burn, 'ru', { display: 'America/New_York' })).toBe('04.03.2026')
  })

  it('a date without a time is a calendar day that no zone moves', () => {
    for (const display of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'Asia/Vladivostok']) {
      expect(formatShortDate('2026-03-05', 'ru', { source: 'Europe/Moscow', display })).toBe(
        '05.03.2026',
      )
      expect(formatShortDate('05.03.2026', 'ru', { display })).toBe('05.03.2026')
    }
  })

  it('a date-time without a zone is the source zone’s wall clock, shown in the display zone', () => {
    const zones = { source: 'Europe/Moscow', display: 'Asia/Vladivostok' }
    expect(formatTime('2026-03-05 23:30:00', 'ru', zones)).toBe('06:30')
    expect(formatShortDate('2026-03-05 23:30:00', 'ru', zones)).toBe('06.03.2026')
    expect(formatTime('2026-03-05T23:30', 'ru', MOSCOW)).toBe('23:30')
    expect(formatTime('05.03.2026 23:30', 'ru', MOSCOW)).toBe('23:30')
    // An explicit offset wins over the source zone.
    expect(formatTime('2026-03-05T23:30:00+03:00', 'ru', VLADIVOSTOK)).toBe('06:30')
  })
})

describe('parsing and the display zone’s days', () => {
  it('tells instants from calendar days and rejects broken values', () => {
    expect(parseServerDate('2026-03-05')).toEqual({ kind: 'day', year: 2026, month: 3, day: 5 })
    expect(parseServerDate('2026-03-05T10:00:00Z')).toEqual({
      kind: 'instant',
      at: Date.UTC(2026, 2, 5, 10),
    })
    expect(parseServerDate('2026-03-05 13:00:00', 'Europe/Moscow')).toEqual({
      kind: 'instant',
      at: Date.UTC(2026, 2, 5, 10),
    })
    expect(parseServerDate(Date.UTC(2026, 2, 5))).toEqual({
      kind: 'instant',
      at: Date.UTC(2026, 2, 5),
    })
    expect(parseServerDate('2026-02-30')).toBeNull()
    expect(parseServerDate('2026-02-10 25:00')).toBeNull()
    expect(parseServerDate('nonsense')).toBeNull()
    expect(parseServerDate(null)).toBeNull()
    expect(parseServerDate(new Date(Number.NaN))).toBeNull()
  })

  it('a wall clock over a DST change keeps its hour', () => {
    // Berlin moves to summer time on 29 March 2026 at 02:00; 12:00 that day is 10:00 UTC.
    const berlin = { source: 'Europe/Berlin', display: 'Europe/Berlin' }
    expect(parseServerDate('2026-03-29 12:00', berlin.source)).toEqual({
      kind: 'instant',
      at: Date.UTC(2026, 2, 29, 10),
    })
    expect(formatTime('2026-03-29 12:00', 'ru', berlin)).toBe('12:00')
  })

  it('the display day is the display zone’s (Today and Yesterday headers)', () => {
    const at = '2026-11-22T21:30:00Z'
    expect(displayDay(at, MOSCOW)).toBe('2026-11-23')
    expect(displayDay(at, { display: 'America/New_York' })).toBe('2026-11-22')
    expect(displayDay('', MOSCOW)).toBe('')
  })

  it('the current year of a long date is the display zone’s year', () => {
    // New Year's morning in Moscow while it is still 31 December in UTC.
    const now = new Date('2026-12-31T22:00:00Z')
    expect(formatLongDate('2026-12-31T21:30:00Z', 'ru', MOSCOW, now)).toBe('1 января')
    expect(formatLongDate('2026-12-31T12:00:00Z', 'ru', MOSCOW, now)).toBe('31 декабря 2026')
    expect(formatLongDate('2026-12-31T12:00:00Z', 'en', { display: 'UTC' }, now)).toBe(
      '31 December',
    )
    expect(formatDateTime('2026-12-31T12:00:00Z', 'ru', MOSCOW, now)).toBe('31 декабря 2026, 15:00')
  })

  it('this year’s order reads without the year, on the brand’s clock (issue 12, session 15)', () => {
    vi.setSystemTime(new Date('2026-11-25T08:15:00Z'))
    brandSettings({ sourceTimeZone: 'Europe/Moscow', displayTimeZone: 'Europe/Moscow' })
    expect(formatDateTime('2026-11-22T00:53:00Z', 'ru')).toBe('22 ноября, 03:53')
    expect(formatDateTime('2026-11-25T08:15:00Z', 'en')).toBe('25 November, 11:15')
    expect(formatLongDate('2025-11-25', 'en')).toBe('25 November 2025')
  })
})
