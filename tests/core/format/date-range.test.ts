// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDateRange } from '../../../src/core/format/dates.ts'

const ZONES = {}
const now = new Date(2026, 10, 25, 12)

describe('formatDateRange (issue 12, session 17: «23 ноября – 30 ноября»)', () => {
  it('names the month once when both ends are in one month', () => {
    expect(formatDateRange('2026-11-23', '2026-11-30', 'ru', ZONES, now)).toBe('23–30 ноября')
    expect(formatDateRange('2026-11-23', '2026-11-30', 'en', ZONES, now)).toBe('23–30 November')
  })

  it('keeps both months across months of one year', () => {
    expect(formatDateRange('2026-11-28', '2026-12-03', 'ru', ZONES, now)).toBe(
      '28 ноября – 3 декабря',
    )
    expect(formatDateRange('2026-11-28', '2026-12-03', 'en', ZONES, now)).toBe(
      '28 November – 3 December',
    )
  })

  it('names another year once, at the end', () => {
    expect(formatDateRange('2025-11-23', '2025-11-30', 'ru', ZONES, now)).toBe('23–30 ноября 2025')
    expect(formatDateRange('2027-11-28', '2027-12-03', 'ru', ZONES, now)).toBe(
      '28 ноября – 3 декабря 2027',
    )
    expect(formatDateRange('2027-11-28', '2027-12-03', 'en', ZONES, now)).toBe(
      '28 November – 3 December 2027',
    )
    expect(formatDateRange('2025-05-01', '2025-05-09', 'en', ZONES, now)).toBe('1–9 May 2025')
  })

  it('gives each end its year across years', () => {
    expect(formatDateRange('2026-12-28', '2027-01-03', 'ru', ZONES, now)).toBe(
      '28 декабря 2026 – 3 января 2027',
    )
    expect(formatDateRange('2026-12-28', '2027-01-03', 'en', ZONES, now)).toBe(
      '28 December 2026 – 3 January 2027',
    )
  })

  it('reads one day as that day, and nothing for a missing end', () => {
    expect(formatDateRange('2026-11-23', '2026-11-23', 'ru', ZONES, now)).toBe('23 ноября')
    expect(formatDateRange('2026-11-23', null, 'ru', ZONES, now)).toBe('')
    expect(formatDateRange('broken', '2026-11-23', 'en', ZONES, now)).toBe('')
  })

  it('reads server date-times by their day', () => {
    expect(formatDateRange('2026-11-23 00:00:00', '2026-11-30 23:59:59', 'ru', ZONES, now)).toBe(
      '23–30 ноября',
    )
  })
})
